import { AMOUNT_MAX_FEN, applyRateFloor, type Rate } from '@app/shared/money';
import { atRiskFen, type HedgeSideOf } from './valid-bet';

/**
 * Where a round's randomness comes from. The real source is the provably fair `OutcomeStream`
 * (platform-rules §4); tests may drive the million-round RTP simulations with a fast seeded PRNG
 * that keeps the same contract (floats on the same 2⁻³² grid, `nextInt(n) = ⌊float × n⌋`).
 */
export interface RandomSource {
  nextFloat(): number;
  nextInt(n: number): number;
  nextDie(): number;
}

/** Rebate categories of the bet records table (realperson | electron | joker | sport | lottery | e_sport). */
export type GameCategory = 'realperson' | 'electron' | 'joker' | 'lottery';

/** What the lobby and the bet records need to know about a house game. */
export interface GameInfo {
  /** Stable game code stored in bet records (`game_code`). */
  readonly code: string;
  /** Chinese name shown to members and in bet records (`game_name`). */
  readonly name: string;
  readonly category: GameCategory;
}

/** How a bet ended: a push gives the stake back and counts as no valid bet (no turnover). */
export type BetResult = 'win' | 'lose' | 'push';

/** One settled bet, all amounts in integer fen. winLossFen = payoutFen − stakeFen (member's view). */
export interface Settlement<Bet> {
  readonly bet: Bet;
  readonly stakeFen: bigint;
  /** Everything paid back to the member for this bet, stake included (0 when lost). */
  readonly payoutFen: bigint;
  readonly winLossFen: bigint;
  /**
   * Valid bet (turnover) this bet counts for under decision 0021: what it put at risk (0 on a push,
   * the lost half of a dragon-tiger bet on a tie), and 0 or only the difference when it is hedged
   * by a bet on the opposite outcome of the same round (valid-bet.ts).
   */
  readonly validBetFen: bigint;
  readonly result: BetResult;
}

/** One round of a game: what to show and how each bet settled. */
export interface GameRound<Bet, Outcome> {
  readonly outcome: Outcome;
  readonly settlements: readonly Settlement<Bet>[];
}

/** The common shape of every house game engine. */
export interface HouseGame<Bet, Outcome> {
  readonly info: GameInfo;
  /** The first reason the bets cannot be played (Chinese, shown to the member), or null. */
  validateBets(bets: readonly Bet[]): string | null;
  /** Plays one round: draws the outcome from `random` in a fixed order and settles every bet. */
  play(random: RandomSource, bets: readonly Bet[]): GameRound<Bet, Outcome>;
  /** The pair of opposite outcomes a bet is on (大/小, 庄/闲 …), for the valid-bet rule (decision 0021). */
  readonly hedgeSideOf: HedgeSideOf<Bet>;
}

/** Messages for refused bets, shared by every house game. */
export const BET_MESSAGES = {
  noBets: '请选择下注项目',
  stakeNotPositive: '下注金额必须大于0',
  stakeTooLarge: '下注金额超出上限',
  invalidSelection: '下注项目无效',
  tooManyBets: '下注项目过多',
} as const;

/** Most bets one round may carry (sic bo has 52 selections, fast-3 68; a round rarely needs all). */
export const MAX_BETS_PER_ROUND = 100;

/** Return multiplier of a lost bet. */
export const LOSE: Rate = { num: 0n, den: 1n };
/** Return multiplier of a push: the stake comes back. */
export const PUSH: Rate = { num: 1n, den: 1n };

/** Return multiplier (stake included) of a bet paying `odds` to 1. */
export function oddsToOne(odds: bigint): Rate {
  return { num: odds + 1n, den: 1n };
}

/**
 * Settles one bet from its exact return multiplier (stake included): payout = ⌊stake × multiplier⌋,
 * rounded down to the fen (CONVENTIONS rule 6: the arithmetic is the money module's). Its valid bet
 * is what it put at risk; the game's settle function then applies the hedging rule to the round.
 */
export function settleBet<Bet>(bet: Bet, stakeFen: bigint, returnMultiplier: Rate, result: BetResult): Settlement<Bet> {
  const payoutFen = applyRateFloor(stakeFen, returnMultiplier);
  return {
    bet,
    stakeFen,
    payoutFen,
    winLossFen: payoutFen - stakeFen,
    validBetFen: atRiskFen({ stakeFen, payoutFen, result }),
    result,
  };
}

/** Checks what every bet list must satisfy; `isValidSelection` checks the game's own fields. */
export function validateBetList<Bet extends { readonly stakeFen: bigint }>(
  bets: readonly Bet[],
  isValidSelection: (bet: Bet) => boolean,
): string | null {
  const list: unknown = bets;
  if (!Array.isArray(list) || bets.length === 0) return BET_MESSAGES.noBets;
  if (bets.length > MAX_BETS_PER_ROUND) return BET_MESSAGES.tooManyBets;
  for (const bet of bets) {
    // Bets may come straight from a request body: check the shape at run time, not only the type.
    const candidate: unknown = bet;
    if (typeof candidate !== 'object' || candidate === null || !isValidSelection(bet)) {
      return BET_MESSAGES.invalidSelection;
    }
    if (typeof bet.stakeFen !== 'bigint' || bet.stakeFen <= 0n) return BET_MESSAGES.stakeNotPositive;
    if (bet.stakeFen > AMOUNT_MAX_FEN) return BET_MESSAGES.stakeTooLarge;
  }
  return null;
}

/** Throws when a round is played with bets that validation refuses (callers validate first). */
export function assertValidBets(message: string | null): void {
  if (message !== null) throw new RangeError(`Invalid bets: ${message}`);
}

/** True for an integer in [min, max]. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
