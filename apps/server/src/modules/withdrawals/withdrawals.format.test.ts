import { describe, expect, it } from 'vitest';
import { formatRate } from './withdrawals.service';

describe('formatRate', () => {
  it('shows a stored numeric rate without trailing zeros, with at least two decimals', () => {
    expect(formatRate('7.00000000')).toBe('7.00');
    expect(formatRate('6.36000000')).toBe('6.36');
    expect(formatRate('6.36500000')).toBe('6.365');
    expect(formatRate('7')).toBe('7.00');
    expect(formatRate(null)).toBe('0.00');
  });
});
