import { describe, expect, it } from 'vitest';
import { addFigures, emptyFigures, figuresOfGroups } from './day-figures';
import { daysToRebuild } from './rollups.job';

describe('figuresOfGroups', () => {
  it('sums the groups of a day and counts only approved withdrawals', () => {
    const figures = figuresOfGroups({
      bets: [
        { platname: 'a', category: 'x', count: 2n, stakeFen: 300n, validBetFen: 250n, payoutFen: 100n, memberCount: 2 },
        { platname: 'b', category: 'x', count: 1n, stakeFen: 50n, validBetFen: 50n, payoutFen: 90n, memberCount: 1 },
      ],
      deposits: [
        { kind: 'online', channelId: 1, count: 3n, amountFen: 900n, firstCount: 1n, firstAmountFen: 100n },
        { kind: 'bank', channelId: 2, count: 1n, amountFen: 50n, firstCount: 0n, firstAmountFen: 0n },
      ],
      withdrawals: [
        { state: 2, channelId: 1, count: 2n, amountFen: 400n },
        { state: 3, channelId: 1, count: 5n, amountFen: 9_999n },
      ],
      newMembers: 4n,
      outflows: new Map([
        ['promotion_expense', 70n],
        ['staff_adjustment', -5n],
        ['deposit_clearing', 950n],
      ]),
    });
    expect(figures).toEqual({
      ...emptyFigures(),
      betCount: 3n,
      stakeFen: 350n,
      validBetFen: 300n,
      payoutFen: 190n,
      depositCount: 4n,
      depositFen: 950n,
      firstDepositCount: 1n,
      firstDepositFen: 100n,
      withdrawalCount: 2n,
      withdrawalFen: 400n,
      newMembers: 4n,
      bonusesFen: 70n,
      adjustmentsFen: -5n,
    });
  });

  it('adds days field by field', () => {
    const day = { ...emptyFigures(), stakeFen: 10n, newMembers: 1n };
    expect(addFigures(day, day, day)).toEqual({ ...emptyFigures(), stakeFen: 30n, newMembers: 3n });
    expect(addFigures()).toEqual(emptyFigures());
  });
});

describe('daysToRebuild', () => {
  it('always rebuilds the last two complete days, never today, then fills at most ten missing days', () => {
    const built = new Set(['2026-03-07', '2026-03-06']);
    const days = daysToRebuild('2026-03-10', built);
    expect(days.slice(0, 2)).toEqual(['2026-03-09', '2026-03-08']);
    expect(days).not.toContain('2026-03-10');
    expect(days).not.toContain('2026-03-07');
    expect(days).toHaveLength(12);
    expect(days.slice(2, 4)).toEqual(['2026-03-05', '2026-03-04']);
  });

  it('rebuilds only the last two days once everything is built', () => {
    const all = new Set<string>();
    for (let back = 1; back <= 62; back += 1)
      all.add(new Date(Date.UTC(2026, 2, 10 - back)).toISOString().slice(0, 10));
    expect(daysToRebuild('2026-03-10', all)).toEqual(['2026-03-09', '2026-03-08']);
  });
});
