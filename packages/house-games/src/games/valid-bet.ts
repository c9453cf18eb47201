import type { Settlement } from './types';

// Valid bet (有效投注) of a settled round, decision 0021. What a round counts for turnover, rebates,
// VIP flow, tasks and agent commission is decided here, once, from the round's settlements:
//
// 1. A bet counts what it put at risk: its stake, less whatever came back as a refund. A push
//    (baccarat 庄/闲 on a tie) counts 0; a dragon-tiger 龙/虎 bet on a tie, which gets half its stake
//    back, counts the half it lost.
// 2. Stakes on the two opposite outcomes of one round (大/小, 单/双, 庄/闲, 龙/虎) hedge each other:
//    the pair counts only the difference between the two sides, credited to the larger side's bets
//    in bet order; the smaller side's bets count 0. 45 on 大 and 45 on 小 count 0.
// 3. Every other bet counts its own amount from rule 1.
//
// The valid bet never exceeds the stake, and the function reads only stakes, payouts, results and
// selections (never an earlier validBetFen), so applying it twice gives the same settlements.

/** Where a selection sits in a pair of opposite outcomes: the pair's name and side 0 or 1. */
export interface HedgeSide {
  readonly pair: string;
  readonly side: 0 | 1;
}

/** Which pair of opposite outcomes a game's bet belongs to, or null for a bet nothing hedges. */
export type HedgeSideOf<Bet> = (bet: Bet) => HedgeSide | null;

/** What a settled bet put at risk: the stake less the part refunded (a push refunds it all). */
export function atRiskFen(settlement: Pick<Settlement<unknown>, 'stakeFen' | 'payoutFen' | 'result'>): bigint {
  if (settlement.result === 'push') return 0n;
  if (settlement.result === 'lose' && settlement.payoutFen > 0n) {
    // A lost bet that still returns money (dragon-tiger's half back on a tie): the returned part is a refund.
    const lost = settlement.stakeFen - settlement.payoutFen;
    return lost > 0n ? lost : 0n;
  }
  return settlement.stakeFen;
}

/**
 * The round's settlements with `validBetFen` set by the rule above. Per-bet values add up to the
 * round's valid bet, so a round's total and the bets shown to the member agree.
 */
export function applyValidBetRule<Bet>(
  settlements: readonly Settlement<Bet>[],
  hedgeSideOf: HedgeSideOf<Bet>,
): Settlement<Bet>[] {
  const valid = settlements.map((settlement) => atRiskFen(settlement));
  const pairs = new Map<string, { sums: [bigint, bigint]; indexes: [number[], number[]] }>();
  settlements.forEach((settlement, index) => {
    const side = hedgeSideOf(settlement.bet);
    if (side === null) return;
    let pair = pairs.get(side.pair);
    if (!pair) {
      pair = { sums: [0n, 0n], indexes: [[], []] };
      pairs.set(side.pair, pair);
    }
    pair.sums[side.side] += valid[index] ?? 0n;
    pair.indexes[side.side].push(index);
  });
  for (const pair of pairs.values()) {
    const [larger, smaller] = pair.sums[0] >= pair.sums[1] ? ([0, 1] as const) : ([1, 0] as const);
    let left = pair.sums[larger] - pair.sums[smaller];
    for (const index of pair.indexes[smaller]) valid[index] = 0n;
    for (const index of pair.indexes[larger]) {
      const own = valid[index] ?? 0n;
      const counted = own < left ? own : left;
      valid[index] = counted;
      left -= counted;
    }
  }
  return settlements.map((settlement, index) =>
    settlement.validBetFen === valid[index] ? settlement : { ...settlement, validBetFen: valid[index] ?? 0n },
  );
}

/** A round's valid bet: the sum of its settlements' valid bets under the rule. */
export function roundValidBetFen<Bet>(settlements: readonly Settlement<Bet>[], hedgeSideOf: HedgeSideOf<Bet>): bigint {
  return applyValidBetRule(settlements, hedgeSideOf).reduce((sum, settlement) => sum + settlement.validBetFen, 0n);
}

/**
 * One round played by one member in several separate bet slips (Fast-3: several placements on the
 * same draw). Hedging counts across the slips (大 on one slip and 小 on another are still a hedge),
 * so the round's valid bet is that of all the slips' settlements together; it is split over the
 * slips in their order, each slip getting at most its own valid bet. The split depends only on the
 * slips and their order, so each slip's share is the same whichever slip is settled first.
 *
 * The shares add up to the round's valid bet because the rule is subadditive (|a₁+a₂ − (b₁+b₂)| ≤
 * |a₁−b₁| + |a₂−b₂|): the sum of the slips' own valid bets is never below the round's.
 */
export function splitRoundValidBet<Bet>(
  slips: readonly (readonly Settlement<Bet>[])[],
  hedgeSideOf: HedgeSideOf<Bet>,
): bigint[] {
  let left = roundValidBetFen(slips.flat(), hedgeSideOf);
  return slips.map((slip) => {
    const own = roundValidBetFen(slip, hedgeSideOf);
    const share = own < left ? own : left;
    left -= share;
    return share;
  });
}
