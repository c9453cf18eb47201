import { describe, expect, it } from 'vitest';
import { filterBanks } from './filter-banks';

const banks = [
  { id: 1, bank_name: '中国工商银行', bank_img: '' },
  { id: 2, bank_name: '中国建设银行', bank_img: '' },
  { id: 6, bank_name: '招商银行', bank_img: '' },
];

describe('filterBanks (spec-1 §2: the bank list filters by name)', () => {
  it('keeps every bank for an empty search', () => {
    expect(filterBanks(banks, '  ')).toHaveLength(3);
  });

  it('keeps the banks whose name contains the text', () => {
    expect(filterBanks(banks, '建设').map((bank) => bank.id)).toEqual([2]);
    expect(filterBanks(banks, '中国').map((bank) => bank.id)).toEqual([1, 2]);
    expect(filterBanks(banks, '花旗')).toEqual([]);
  });
});
