import type { Rate } from '@app/shared/money';
import { addFractions, fraction, multiplyFractions, type Rtp } from './rtp';
import { isIntegerIn, LOSE, type RandomSource, type Settlement, settleBet } from './types';
import type { HedgeSide } from './valid-bet';

/** Three dice in the order they were rolled, each 1–6. */
export type ThreeDice = readonly [number, number, number];

/** Rolls three dice from the source in order: die 1, die 2, die 3 (three floats). */
export function rollThreeDice(random: RandomSource): ThreeDice {
  const first = random.nextDie();
  const second = random.nextDie();
  const third = random.nextDie();
  return [first, second, third];
}

export function diceSum(dice: ThreeDice): number {
  return dice[0] + dice[1] + dice[2];
}

export function isTriple(dice: ThreeDice): boolean {
  return dice[0] === dice[1] && dice[1] === dice[2];
}

/** How many of the three dice show `face`. */
export function countFace(dice: ThreeDice, face: number): number {
  return (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0);
}

/** All 216 equally likely rolls, for exact returns to player. */
export const ALL_THREE_DICE: readonly ThreeDice[] = (() => {
  const rolls: ThreeDice[] = [];
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) rolls.push([a, b, c]);
  return rolls;
})();

/** Exact return to player of a bet whose return multiplier (stake included) on each roll is given. */
export function exactDiceRtp(returnOn: (dice: ThreeDice) => Rate): Rtp {
  let total: Rate = { num: 0n, den: 1n };
  for (const dice of ALL_THREE_DICE) total = addFractions(total, returnOn(dice));
  return multiplyFractions(total, fraction(1n, BigInt(ALL_THREE_DICE.length)));
}

/** The six faces of a die, in order (the order the tables list face bets in). */
export const DIE_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];

export function isDieFace(value: unknown): value is number {
  return isIntegerIn(value, 1, 6);
}

/**
 * The bets sic bo and fast-3 both take, under the same rule; the games differ only in what they
 * pay (sic bo X:1, fast-3 decimal 赔率).
 */
export type CommonDiceSelection =
  /** 大: total 11 or more, loses on any triple. */
  | { readonly type: 'big' }
  /** 小: total 10 or less, loses on any triple. */
  | { readonly type: 'small' }
  /** 单: odd total, loses on any triple. */
  | { readonly type: 'odd' }
  /** 双: even total, loses on any triple. */
  | { readonly type: 'even' }
  /** A specific triple. */
  | { readonly type: 'triple'; readonly face: number }
  /** Any triple. */
  | { readonly type: 'any-triple' }
  /** At least two dice show the face. */
  | { readonly type: 'double'; readonly face: number };

export type CommonDiceBetType = CommonDiceSelection['type'];

const COMMON_DICE_BET_TYPES: ReadonlySet<string> = new Set<CommonDiceBetType>([
  'big',
  'small',
  'odd',
  'even',
  'triple',
  'any-triple',
  'double',
]);

/** Whether a game's selection is one of the shared bets (so the shared rules judge it). */
export function isCommonDiceSelection<Selection extends { readonly type: string }>(
  selection: Selection,
): selection is Extract<Selection, CommonDiceSelection> {
  return COMMON_DICE_BET_TYPES.has(selection.type);
}

/** Whether a shared selection's fields are valid. */
export function isValidCommonDiceSelection(selection: CommonDiceSelection): boolean {
  switch (selection.type) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
    case 'any-triple':
      return true;
    case 'triple':
    case 'double':
      return isDieFace(selection.face);
  }
}

/** The key of a shared bet type in a game's odds table (`any-triple` is spelt `anyTriple` there). */
export function commonDiceOddsKey(type: CommonDiceBetType): Exclude<CommonDiceBetType, 'any-triple'> | 'anyTriple' {
  return type === 'any-triple' ? 'anyTriple' : type;
}

/** Whether a bet both dice games take wins on a roll. */
export function winsCommonDiceBet(selection: CommonDiceSelection, dice: ThreeDice): boolean {
  const total = diceSum(dice);
  const triple = isTriple(dice);
  switch (selection.type) {
    case 'big':
      return !triple && total >= 11;
    case 'small':
      return !triple && total <= 10;
    case 'odd':
      return !triple && total % 2 === 1;
    case 'even':
      return !triple && total % 2 === 0;
    case 'triple':
      return triple && dice[0] === selection.face;
    case 'any-triple':
      return triple;
    case 'double':
      return countFace(dice, selection.face) >= 2;
  }
}

/**
 * The opposite pairs of the dice games (decision 0021): 大/小 and 单/双 of one roll cannot both win
 * (both lose on a triple), so stakes on both sides hedge each other. Every other dice bet stands alone.
 */
export function commonDiceHedgeSide(selection: { readonly type: string }): HedgeSide | null {
  switch (selection.type) {
    case 'big':
      return { pair: 'big-small', side: 0 };
    case 'small':
      return { pair: 'big-small', side: 1 };
    case 'odd':
      return { pair: 'odd-even', side: 0 };
    case 'even':
      return { pair: 'odd-even', side: 1 };
    default:
      return null;
  }
}

/** The multiplier when the bet won and its odds are known, otherwise a loss. */
export function paysIfWon(won: boolean, multiplier: Rate | undefined): Rate {
  return won && multiplier !== undefined ? multiplier : LOSE;
}

/** Settles dice bets that either win at their multiplier or lose (dice games have no push). */
export function settleWinOrLose<Bet extends { readonly stakeFen: bigint }>(
  bets: readonly Bet[],
  returnOf: (bet: Bet) => Rate,
): Settlement<Bet>[] {
  return bets.map((bet) => {
    const multiplier = returnOf(bet);
    return settleBet(bet, bet.stakeFen, multiplier, multiplier.num === 0n ? 'lose' : 'win');
  });
}

/** Chinese label of 大 / 小 / 单 / 双, the same on both tables. */
export const TOTAL_BET_NAMES = { big: '大', small: '小', odd: '单', even: '双' } as const;

/** Every pair of different faces, lower face first, in table order. */
export const DIE_FACE_PAIRS: readonly (readonly [number, number])[] = DIE_FACES.flatMap((a) =>
  DIE_FACES.filter((b) => a < b).map((b): readonly [number, number] => [a, b]),
);

/** One line of a dice game's published paytable. */
export interface DicePaytableEntry<Selection> {
  readonly selection: Selection;
  readonly name: string;
  /** Odds as shown on the table: '60:1' on sic bo, decimal 赔率 '7.70' on fast-3. */
  readonly odds: string;
  /** Exact return to player over the 216 equally likely rolls. */
  readonly rtp: Rtp;
}

/** The published paytable of a dice game: every selection with its name, odds and exact return. */
export function dicePaytable<Selection>(
  selections: readonly Selection[],
  describe: { name(selection: Selection): string; odds(selection: Selection): string; rtp(selection: Selection): Rtp },
): DicePaytableEntry<Selection>[] {
  return selections.map((selection) => ({
    selection,
    name: describe.name(selection),
    odds: describe.odds(selection),
    rtp: describe.rtp(selection),
  }));
}

/** Exact returns of the shared bet types (faces do not change a type's return, so face 1 stands for all). */
export function commonDiceRtps(rtpOf: (selection: CommonDiceSelection) => Rtp) {
  return {
    big: rtpOf({ type: 'big' }),
    small: rtpOf({ type: 'small' }),
    odd: rtpOf({ type: 'odd' }),
    even: rtpOf({ type: 'even' }),
    triple: rtpOf({ type: 'triple', face: 1 }),
    anyTriple: rtpOf({ type: 'any-triple' }),
    double: rtpOf({ type: 'double', face: 1 }),
  } as const;
}
