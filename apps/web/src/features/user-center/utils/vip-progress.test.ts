import { describe, expect, it } from 'vitest';
import { vipProgressPercent } from './vip-progress';

// As POST /api/uservip answers them: VIP0 (recharge 0) first.
const levels = [
  { vip_id: 0, recharge: '0.00' },
  { vip_id: 1, recharge: '1000.00' },
  { vip_id: 2, recharge: '5000.00' },
  { vip_id: 3, recharge: '20000.00' },
];

describe('vipProgressPercent (spec-1 §4, decision 0023)', () => {
  it('divides paysum by the recharge threshold of the level after the member’s', () => {
    expect(vipProgressPercent('250.00', levels, 0)).toBe(25); // 250 / VIP1's 1,000
    expect(vipProgressPercent('3000.00', levels, 1)).toBe(60); // 3,000 / VIP2's 5,000
    expect(vipProgressPercent('5000.00', levels, 2)).toBe(25); // 5,000 / VIP3's 20,000
  });

  it('moves with a deposit', () => {
    expect(vipProgressPercent('100.00', levels, 0)).toBeLessThan(vipProgressPercent('300.00', levels, 0));
  });

  it('rounds to the nearest whole percent, halves up', () => {
    expect(vipProgressPercent('5.00', levels, 0)).toBe(1); // 0.5 %
    expect(vipProgressPercent('4.99', levels, 0)).toBe(0); // 0.499 %
    expect(vipProgressPercent('333.33', levels, 0)).toBe(33);
    expect(vipProgressPercent('666.67', levels, 0)).toBe(67);
  });

  it('caps at 100, and is full at the top level', () => {
    expect(vipProgressPercent('1000.00', levels, 0)).toBe(100);
    expect(vipProgressPercent('99999.00', levels, 0)).toBe(100);
    expect(vipProgressPercent('30000.00', levels, 3)).toBe(100);
  });

  it('is 0 when paysum or the threshold is 0, or the level is unknown', () => {
    expect(vipProgressPercent('0.00', levels, 0)).toBe(0);
    expect(
      vipProgressPercent(
        '800.00',
        [
          { vip_id: 0, recharge: '0.00' },
          { vip_id: 1, recharge: '0.00' },
        ],
        0,
      ),
    ).toBe(0);
    expect(vipProgressPercent('800.00', levels, 9)).toBe(0);
    expect(vipProgressPercent('800.00', [], 0)).toBe(0);
    expect(vipProgressPercent('', levels, 1)).toBe(0);
    expect(vipProgressPercent('800.00', levels, -1)).toBe(0);
  });
});
