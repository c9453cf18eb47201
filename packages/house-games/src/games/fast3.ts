import { parseRatio, type Rate } from '@app/shared/money';
import {
  type CommonDiceSelection,
  commonDiceHedgeSide,
  commonDiceOddsKey,
  commonDiceRtps,
  type DicePaytableEntry,
  dicePaytable,
  countFace,
  DIE_FACE_PAIRS,
  DIE_FACES,
  diceSum,
  exactDiceRtp,
  isCommonDiceSelection,
  isDieFace,
  isTriple,
  isValidCommonDiceSelection,
  paysIfWon,
  rollThreeDice,
  settleWinOrLose,
  type ThreeDice,
  TOTAL_BET_NAMES,
  winsCommonDiceBet,
} from './dice';
import type { Rtp } from './rtp';
import {
  assertValidBets,
  type GameInfo,
  type GameRound,
  type HouseGame,
  isIntegerIn,
  LOSE,
  type RandomSource,
  validateBetList,
} from './types';
import { applyValidBetRule } from './valid-bet';

// Fast-3 (快三): a lottery drawn every minute for all members. A draw is three dice taken from the
// provably fair stream of the draw's own committed seed; every member's bets on that draw settle
// against it. Odds are lottery-style decimal odds (赔率): the payout per unit staked, stake included.

export const FAST3_GAME_INFO: GameInfo = { code: 'fast3', name: '一分快三', category: 'lottery' };

export type Fast3Selection =
  /** 和值: the sum of the three dice, 3–18. */
  | { readonly type: 'sum'; readonly sum: number }
  /** 大, 小, 单, 双, 三同号单选 (a specific triple), 三同号通选 (any triple), 二同号复选 (a double): rules in dice.ts. */
  | CommonDiceSelection
  /** 二不同号: both of two different faces appear. */
  | { readonly type: 'two-different'; readonly faces: readonly [number, number] }
  /** 三不同号: the three dice are exactly three given different faces (any order). */
  | { readonly type: 'three-different'; readonly faces: readonly [number, number, number] };

export type Fast3Bet = Fast3Selection & { readonly stakeFen: bigint };

function odds(text: string): Rate {
  const parsed = parseRatio(text);
  if (!parsed.ok) throw new RangeError(`Bad odds ${text}`);
  return parsed.rate;
}

/** The published decimal odds (赔率, stake included), exact. */
export const FAST3_ODDS = {
  sum: {
    3: odds('208'),
    4: odds('69.5'),
    5: odds('34.7'),
    6: odds('20.8'),
    7: odds('13.9'),
    8: odds('9.9'),
    9: odds('8.3'),
    10: odds('7.7'),
    11: odds('7.7'),
    12: odds('8.3'),
    13: odds('9.9'),
    14: odds('13.9'),
    15: odds('20.8'),
    16: odds('34.7'),
    17: odds('69.5'),
    18: odds('208'),
  } as Readonly<Record<number, Rate>>,
  big: odds('2'),
  small: odds('2'),
  odd: odds('2'),
  even: odds('2'),
  triple: odds('207'),
  anyTriple: odds('34.5'),
  double: odds('13'),
  twoDifferent: odds('6.9'),
  threeDifferent: odds('34.5'),
} as const;

/** A drawn result: the dice and what the board shows (和值, 大小, 单双). */
export interface Fast3Draw {
  readonly dice: ThreeDice;
  readonly sum: number;
  readonly isTriple: boolean;
}

function areDifferentFaces(faces: readonly unknown[], count: number): boolean {
  return Array.isArray(faces) && faces.length === count && faces.every(isDieFace) && new Set(faces).size === count;
}

function isValidSelection(bet: Fast3Selection): boolean {
  if (isCommonDiceSelection(bet)) return isValidCommonDiceSelection(bet);
  switch (bet.type) {
    case 'sum':
      return isIntegerIn(bet.sum, 3, 18);
    case 'two-different':
      return areDifferentFaces(bet.faces, 2);
    case 'three-different':
      return areDifferentFaces(bet.faces, 3);
    default:
      return false;
  }
}

/** The first reason the bets cannot be placed, or null. */
export function validateFast3Bets(bets: readonly Fast3Bet[]): string | null {
  return validateBetList(bets, isValidSelection);
}

/** Return multiplier (stake included) of a selection on a draw; 0 when it loses. */
export function fast3Return(selection: Fast3Selection, dice: ThreeDice): Rate {
  if (isCommonDiceSelection(selection))
    return paysIfWon(winsCommonDiceBet(selection, dice), FAST3_ODDS[commonDiceOddsKey(selection.type)]);
  switch (selection.type) {
    case 'sum':
      return paysIfWon(diceSum(dice) === selection.sum, FAST3_ODDS.sum[selection.sum]);
    case 'two-different':
      return paysIfWon(
        selection.faces.every((face) => countFace(dice, face) > 0),
        FAST3_ODDS.twoDifferent,
      );
    case 'three-different':
      return paysIfWon(
        selection.faces.every((face) => countFace(dice, face) === 1),
        FAST3_ODDS.threeDifferent,
      );
  }
}

/** Draws a result: three dice from the draw's stream, in order (three floats). */
export function drawFast3(random: RandomSource): Fast3Draw {
  const dice = rollThreeDice(random);
  return { dice, sum: diceSum(dice), isTriple: isTriple(dice) };
}

/** Settles every bet placed on a draw against its result. */
export function settleFast3(draw: Fast3Draw, bets: readonly Fast3Bet[]): GameRound<Fast3Bet, Fast3Draw> {
  const settlements = applyValidBetRule(
    settleWinOrLose(bets, (bet) => fast3Return(bet, draw.dice)),
    commonDiceHedgeSide,
  );
  return { outcome: draw, settlements };
}

/** Draws from the stream and settles the given bets (the common shape; the verifier replays this). */
export function playFast3(random: RandomSource, bets: readonly Fast3Bet[]): GameRound<Fast3Bet, Fast3Draw> {
  assertValidBets(validateFast3Bets(bets));
  return settleFast3(drawFast3(random), bets);
}

/** Chinese label of a selection. */
export function fast3SelectionName(selection: Fast3Selection): string {
  switch (selection.type) {
    case 'sum':
      return `和值 ${selection.sum}`;
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return TOTAL_BET_NAMES[selection.type];
    case 'triple':
      return `三同号 ${String(selection.face).repeat(3)}`;
    case 'any-triple':
      return '三同号通选';
    case 'double':
      return `二同号 ${String(selection.face).repeat(2)}*`;
    case 'two-different':
      return `二不同号 ${selection.faces.join('')}`;
    case 'three-different':
      return `三不同号 ${selection.faces.join('')}`;
  }
}

/** The multiplier of a selection's win (its published 赔率). */
function winningOdds(selection: Fast3Selection): Rate {
  if (isCommonDiceSelection(selection)) return FAST3_ODDS[commonDiceOddsKey(selection.type)];
  switch (selection.type) {
    case 'sum':
      return FAST3_ODDS.sum[selection.sum] ?? LOSE;
    case 'two-different':
      return FAST3_ODDS.twoDifferent;
    case 'three-different':
      return FAST3_ODDS.threeDifferent;
  }
}

function formatOdds(rate: Rate): string {
  const hundredths = (rate.num * 100n) / rate.den;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** Every selection on the board, in board order. */
export const FAST3_SELECTIONS: readonly Fast3Selection[] = (() => {
  const list: Fast3Selection[] = [];
  for (let sum = 3; sum <= 18; sum += 1) list.push({ type: 'sum', sum });
  list.push({ type: 'big' }, { type: 'small' }, { type: 'odd' }, { type: 'even' });
  for (const face of DIE_FACES) list.push({ type: 'triple', face });
  list.push({ type: 'any-triple' });
  for (const face of DIE_FACES) list.push({ type: 'double', face });
  for (const faces of DIE_FACE_PAIRS) list.push({ type: 'two-different', faces });
  for (const [a, b] of DIE_FACE_PAIRS)
    for (const c of DIE_FACES) if (b < c) list.push({ type: 'three-different', faces: [a, b, c] });
  return list;
})();

/** One line of the published board; odds are decimal 赔率 with the stake ('7.70'). */
export type Fast3PaytableEntry = DicePaytableEntry<Fast3Selection>;

/** Exact return to player of a selection (enumerates the 216 draws). */
export function fast3Rtp(selection: Fast3Selection): Rtp {
  return exactDiceRtp((dice) => fast3Return(selection, dice));
}

/** The published paytable with the exact return to player of every selection. */
export const FAST3_PAYTABLE: readonly Fast3PaytableEntry[] = dicePaytable(FAST3_SELECTIONS, {
  name: fast3SelectionName,
  odds: (selection) => formatOdds(winningOdds(selection)),
  rtp: fast3Rtp,
});

/** Exact return to player per bet type (sums keyed by sum; faces do not change a type's return). */
export const FAST3_RTP = {
  sum: Object.fromEntries(
    Array.from({ length: 16 }, (_, i) => [i + 3, fast3Rtp({ type: 'sum', sum: i + 3 })]),
  ) as Readonly<Record<number, Rtp>>,
  ...commonDiceRtps(fast3Rtp),
  twoDifferent: fast3Rtp({ type: 'two-different', faces: [1, 2] }),
  threeDifferent: fast3Rtp({ type: 'three-different', faces: [1, 2, 3] }),
} as const;

export const fast3Game: HouseGame<Fast3Bet, Fast3Draw> = {
  info: FAST3_GAME_INFO,
  validateBets: validateFast3Bets,
  play: playFast3,
  hedgeSideOf: commonDiceHedgeSide,
};
