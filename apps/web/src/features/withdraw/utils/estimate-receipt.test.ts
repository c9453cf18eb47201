import { describe, expect, it } from 'vitest';
import { estimateReceipt } from './estimate-receipt';

describe('estimateReceipt', () => {
  it('is amount ÷ rate floored to 2 decimals, minus the fee', () => {
    // 1000 ÷ 7 = 142.857… → 142.85, minus 1.00 USDT.
    expect(estimateReceipt({ rate: '7.00', fee: '1.00' }, '1000')).toBe('141.85');
  });

  it('never shows a negative receipt', () => {
    expect(estimateReceipt({ rate: '7.00', fee: '5.00' }, '10')).toBe('0.00');
  });

  it('shows nothing until the amount is a valid amount', () => {
    expect(estimateReceipt({ rate: '7.00', fee: '1.00' }, '')).toBeNull();
    expect(estimateReceipt({ rate: '7.00', fee: '1.00' }, '1.234')).toBeNull();
  });
});
