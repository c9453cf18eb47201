import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM and a Chinese header row, one CRLF line per row', () => {
    const csv = toCsv(
      [
        { header: '会员', value: (row: { name: string; amount: string }) => row.name },
        { header: '金额', value: (row) => row.amount },
      ],
      [
        { name: 'alice', amount: '12.50' },
        { name: 'bob', amount: '-3.00' },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('会员,金额\r\nalice,12.50\r\nbob,-3.00\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('是');
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
  });

  it('says when the export was cut', () => {
    const csv = toCsv([{ header: 'x', value: (row: number) => row }], [1], { truncated: true });
    expect(csv).toContain('仅导出前');
  });
});
