import { describe, expect, it } from 'vitest';
import { depositQuantity, hasForeignRate } from './deposit-quantity';

describe('deposit rate and quantity', () => {
  it('applies to types with a rate other than 1', () => {
    expect(hasForeignRate('7.20')).toBe(true);
    expect(hasForeignRate('1.00')).toBe(false);
    expect(hasForeignRate('')).toBe(false);
  });

  it('is amount ÷ rate floored to 2 decimals', () => {
    // 1000 ÷ 7.2 = 138.888… → 138.88
    expect(depositQuantity('1000', '7.20')).toBe('138.88');
    expect(depositQuantity('', '7.20')).toBeNull();
  });
});
