/**
 * CSV export of back-office lists: UTF-8 with a byte-order mark (so Excel opens Chinese text
 * correctly), a Chinese header row, CRLF line ends, RFC 4180 quoting.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

export const CSV_BOM = '\uFEFF';

/** Most rows one export answers; the file says so in a last line when there were more. */
export const CSV_MAX_ROWS = 10_000;

// A cell that a spreadsheet would run as a formula (CSV injection) is prefixed with a quote,
// unless it is a plain number such as '-12.50'.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : typeof value === 'boolean' ? (value ? '是' : '否') : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  options: { truncated?: boolean } = {},
): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  if (options.truncated) lines.push(csvCell(`仅导出前 ${CSV_MAX_ROWS} 行，请缩小筛选范围`));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
