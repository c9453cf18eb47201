import type { Fast3Selection, GameRound, RandomSource, SicBoSelection } from '../src';
import { OutcomeStream } from '../src/fair/outcome-stream';

// The bets the million-round RTP simulations ride, one of each type: the tests assert on them and
// scripts/simulate-rtp.ts prints the same runs (same seeds, same bets) for the README.

interface Simulation<Selection> {
  readonly seed: number;
  readonly selections: readonly Selection[];
}

export const SIC_BO_SIMULATION: Simulation<SicBoSelection> = {
  seed: 20240601,
  selections: [
    { type: 'big' },
    { type: 'small' },
    { type: 'odd' },
    { type: 'even' },
    { type: 'total', total: 4 },
    { type: 'total', total: 10 },
    { type: 'total', total: 14 },
    { type: 'triple', face: 3 },
    { type: 'any-triple' },
    { type: 'double', face: 2 },
    { type: 'combination', faces: [1, 6] },
    { type: 'single', face: 4 },
  ],
};

export const FAST3_SIMULATION: Simulation<Fast3Selection> = {
  seed: 33,
  selections: [
    { type: 'sum', sum: 3 },
    { type: 'sum', sum: 10 },
    { type: 'big' },
    { type: 'even' },
    { type: 'any-triple' },
    { type: 'double', face: 6 },
    { type: 'two-different', faces: [2, 5] },
    { type: 'three-different', faces: [1, 2, 3] },
  ],
};

/** The real HMAC stream of round `nonce` under the fixed seeds of the RTP checks. */
export function rtpCheckStream(nonce: number): RandomSource {
  return new OutcomeStream({ serverSeed: 'rtp-check-server-seed', clientSeed: 'rtp-check', nonce });
}

/**
 * Plays `rounds` rounds with the same bets, the source of each round from `next`, and returns each
 * bet's average return per unit staked (payouts summed in whole fen: exact in doubles).
 */
export function measureReturns<Bet extends { readonly stakeFen: bigint }>(
  play: (random: RandomSource, bets: readonly Bet[]) => GameRound<Bet, unknown>,
  bets: readonly Bet[],
  next: (round: number) => RandomSource,
  rounds: number,
): number[] {
  const paid = bets.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    play(next(round), bets).settlements.forEach((settlement, i) => {
      paid[i]! += Number(settlement.payoutFen);
    });
  }
  return paid.map((total, i) => total / (rounds * Number(bets[i]!.stakeFen)));
}
