import { describe, expect, it } from 'vitest';
import { AdminVipLevelUpdateSchema } from './vip-bonuses';

const rate = AdminVipLevelUpdateSchema.shape.realperson;

describe('VIP level rebate rates', () => {
  it('keeps a percentage exact with two decimals', () => {
    expect(rate.parse('7.5')).toBe('7.50');
    expect(rate.parse(0.8)).toBe('0.80');
    expect(rate.parse('100')).toBe('100.00');
    expect(rate.parse(' 0 ')).toBe('0.00');
    expect(rate.parse('012.34')).toBe('12.34');
  });

  it('refuses more than 100, three decimals or words', () => {
    for (const bad of ['100.01', '0.125', 'abc', '-1', '']) {
      const result = rate.safeParse(bad);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.issues[0]?.message).toBe('真人返水须在0到100之间，最多两位小数');
    }
  });
});
