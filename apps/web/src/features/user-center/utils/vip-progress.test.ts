import { describe, expect, it } from 'vitest';
import { vipProgressPercent } from './vip-progress';

const levels = [{ recharge: '0.00' }, { recharge: '1000.00' }, { recharge: '5000.00' }, { recharge: '20000.00' }];

describe('vipProgressPercent (spec-1 §4)', () => {
  it('divides paysum by the threshold of the level at the vip index', () => {
    expect(vipProgressPercent('250.00', levels, 1)).toBe(25);
    expect(vipProgressPercent('1250.00', levels, 2)).toBe(25);
  });

  it('rounds to the nearest whole percent, halves up', () => {
    expect(vipProgressPercent('5.00', levels, 1)).toBe(1); // 0.5 %
    expect(vipProgressPercent('4.99', levels, 1)).toBe(0); // 0.499 %
    expect(vipProgressPercent('333.33', levels, 1)).toBe(33);
    expect(vipProgressPercent('666.67', levels, 1)).toBe(67);
  });

  it('caps at 100', () => {
    expect(vipProgressPercent('1000.00', levels, 1)).toBe(100);
    expect(vipProgressPercent('99999.00', levels, 1)).toBe(100);
  });

  it('is 0 when paysum or the threshold is 0, or the level is missing', () => {
    expect(vipProgressPercent('0.00', levels, 1)).toBe(0);
    expect(vipProgressPercent('800.00', levels, 0)).toBe(0);
    expect(vipProgressPercent('800.00', levels, 9)).toBe(0);
    expect(vipProgressPercent('800.00', [], 0)).toBe(0);
    expect(vipProgressPercent('', levels, 1)).toBe(0);
    expect(vipProgressPercent('800.00', levels, -1)).toBe(0);
  });
});
