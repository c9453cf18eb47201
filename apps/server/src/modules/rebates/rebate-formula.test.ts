import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrualTarget, claimableFen, rebateOfBet } from './rebate-formula';

describe('rebateOfBet: floor(valid bet × percent / 100) per bet', () => {
  it('floors each bet to the fen', () => {
    // 10.00 at 0.40 % = 4 fen exactly; 3.33 at 0.40 % = 1.332 fen → 1; 1.23 at 0.40 % = 0.492 → 0.
    expect(rebateOfBet(1000n, '0.40', 1)).toBe(4n);
    expect(rebateOfBet(333n, '0.40', 1)).toBe(1n);
    expect(rebateOfBet(123n, '0.40', 1)).toBe(0n);
    // 12,345.67 at 0.8 % = 9,876.536 fen → 98.76 yuan.
    expect(rebateOfBet(1_234_567n, '0.80', 1)).toBe(9876n);
    expect(rebateOfBet(1_234_567n, '0', 1)).toBe(0n);
  });

  it('accrues nothing for a cancelled bet or no valid bet', () => {
    expect(rebateOfBet(1000n, '0.40', 0)).toBe(0n);
    expect(rebateOfBet(0n, '0.40', 1)).toBe(0n);
  });

  it('bets floored one by one never exceed the exact rebate of their sum, and lose under 1 fen each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom('0.30', '0.40', '0.55', '1.00', '1.25'),
        (bets, percent) => {
          const perBet = bets.reduce((sum, bet) => sum + rebateOfBet(bet, percent, 1), 0n);
          const hundredths = BigInt(Math.round(Number(percent) * 100));
          const exactTimes10000 = bets.reduce((sum, bet) => sum + bet * hundredths, 0n);
          expect(perBet * 10_000n <= exactTimes10000).toBe(true);
          expect(exactTimes10000 - perBet * 10_000n < BigInt(bets.length) * 10_000n).toBe(true);
        },
      ),
    );
  });

  it('the difference between two settlements is what re-settling must apply (idempotent)', () => {
    const first = rebateOfBet(10_000n, '0.40', 1);
    const corrected = rebateOfBet(25_000n, '0.40', 1);
    const cancelled = rebateOfBet(25_000n, '0.40', 0);
    expect(first).toBe(40n);
    expect(corrected - first).toBe(60n);
    expect(cancelled - corrected).toBe(-100n);
    expect(rebateOfBet(25_000n, '0.40', 1) - corrected).toBe(0n);
  });
});

describe('accrualTarget', () => {
  const days = { settledDay: '2026-03-01', eventDay: '2026-03-05' };
  it('first accrual goes to the bet settlement day', () => {
    expect(accrualTarget({ groupRowId: null, groupRowClaimed: false }, days)).toEqual({
      kind: 'day',
      day: '2026-03-01',
    });
  });
  it('a difference goes to the bet row while it is unclaimed', () => {
    expect(accrualTarget({ groupRowId: 7n, groupRowClaimed: false }, days)).toEqual({ kind: 'row', rowId: 7n });
  });
  it('a difference of a claimed row goes to the unclaimed row of the event day, never the claimed one', () => {
    expect(accrualTarget({ groupRowId: 7n, groupRowClaimed: true }, days)).toEqual({ kind: 'day', day: '2026-03-05' });
  });
});

describe('claimableFen', () => {
  it('is the sum of the unclaimed rows, or 0 when that is not above zero', () => {
    expect(claimableFen([])).toBe(0n);
    expect(claimableFen([{ moneyFen: 40n }, { moneyFen: 12n }])).toBe(52n);
    expect(claimableFen([{ moneyFen: 40n }, { moneyFen: -100n }])).toBe(0n);
    expect(claimableFen([{ moneyFen: -40n }])).toBe(0n);
  });
});
