import { parseRatio, type Rate } from '@app/shared/money';
import { countFace, diceSum, exactDiceRtp, isTriple, rollThreeDice, type ThreeDice } from './dice';
import type { Rtp } from './rtp';
import {
  assertValidBets,
  type GameInfo,
  type GameRound,
  type HouseGame,
  isIntegerIn,
  LOSE,
  type RandomSource,
  settleBet,
  validateBetList,
} from './types';

// Fast-3 (快三): a lottery drawn every minute for all members. A draw is three dice taken from the
// provably fair stream of the draw's own committed seed; every member's bets on that draw settle
// against it. Odds are lottery-style decimal odds (赔率): the payout per unit staked, stake included.

export const FAST3_GAME_INFO: GameInfo = { code: 'fast3', name: '一分快三', category: 'lottery' };

export type Fast3Selection =
  /** 和值: the sum of the three dice, 3–18. */
  | { readonly type: 'sum'; readonly sum: number }
  /** 大: sum 11–18, loses on any triple. */
  | { readonly type: 'big' }
  /** 小: sum 3–10, loses on any triple. */
  | { readonly type: 'small' }
  /** 单: odd sum, loses on any triple. */
  | { readonly type: 'odd' }
  /** 双: even sum, loses on any triple. */
  | { readonly type: 'even' }
  /** 三同号单选: a specific triple. */
  | { readonly type: 'triple'; readonly face: number }
  /** 三同号通选: any triple. */
  | { readonly type: 'any-triple' }
  /** 二同号复选: at least two dice show the face. */
  | { readonly type: 'double'; readonly face: number }
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

function isFace(value: unknown): value is number {
  return isIntegerIn(value, 1, 6);
}

function areDifferentFaces(faces: readonly unknown[], count: number): boolean {
  return Array.isArray(faces) && faces.length === count && faces.every(isFace) && new Set(faces).size === count;
}

function isValidSelection(bet: Fast3Selection): boolean {
  switch (bet.type) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
    case 'any-triple':
      return true;
    case 'sum':
      return isIntegerIn(bet.sum, 3, 18);
    case 'triple':
    case 'double':
      return isFace(bet.face);
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

function pays(won: boolean, multiplier: Rate | undefined): Rate {
  return won && multiplier !== undefined ? multiplier : LOSE;
}

/** Return multiplier (stake included) of a selection on a draw; 0 when it loses. */
export function fast3Return(selection: Fast3Selection, dice: ThreeDice): Rate {
  const sum = diceSum(dice);
  const triple = isTriple(dice);
  switch (selection.type) {
    case 'sum':
      return pays(sum === selection.sum, FAST3_ODDS.sum[selection.sum]);
    case 'big':
      return pays(!triple && sum >= 11, FAST3_ODDS.big);
    case 'small':
      return pays(!triple && sum <= 10, FAST3_ODDS.small);
    case 'odd':
      return pays(!triple && sum % 2 === 1, FAST3_ODDS.odd);
    case 'even':
      return pays(!triple && sum % 2 === 0, FAST3_ODDS.even);
    case 'triple':
      return pays(triple && dice[0] === selection.face, FAST3_ODDS.triple);
    case 'any-triple':
      return pays(triple, FAST3_ODDS.anyTriple);
    case 'double':
      return pays(countFace(dice, selection.face) >= 2, FAST3_ODDS.double);
    case 'two-different':
      return pays(
        selection.faces.every((face) => countFace(dice, face) > 0),
        FAST3_ODDS.twoDifferent,
      );
    case 'three-different':
      return pays(
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
  const settlements = bets.map((bet) => {
    const multiplier = fast3Return(bet, draw.dice);
    return settleBet(bet, bet.stakeFen, multiplier, multiplier.num === 0n ? 'lose' : 'win');
  });
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
      return '大';
    case 'small':
      return '小';
    case 'odd':
      return '单';
    case 'even':
      return '双';
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
  switch (selection.type) {
    case 'sum':
      return FAST3_ODDS.sum[selection.sum] ?? LOSE;
    case 'big':
      return FAST3_ODDS.big;
    case 'small':
      return FAST3_ODDS.small;
    case 'odd':
      return FAST3_ODDS.odd;
    case 'even':
      return FAST3_ODDS.even;
    case 'triple':
      return FAST3_ODDS.triple;
    case 'any-triple':
      return FAST3_ODDS.anyTriple;
    case 'double':
      return FAST3_ODDS.double;
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
  const faces = [1, 2, 3, 4, 5, 6];
  const list: Fast3Selection[] = [];
  for (let sum = 3; sum <= 18; sum += 1) list.push({ type: 'sum', sum });
  list.push({ type: 'big' }, { type: 'small' }, { type: 'odd' }, { type: 'even' });
  for (const face of faces) list.push({ type: 'triple', face });
  list.push({ type: 'any-triple' });
  for (const face of faces) list.push({ type: 'double', face });
  for (const a of faces) for (const b of faces) if (a < b) list.push({ type: 'two-different', faces: [a, b] });
  for (const a of faces)
    for (const b of faces)
      for (const c of faces) if (a < b && b < c) list.push({ type: 'three-different', faces: [a, b, c] });
  return list;
})();

export interface Fast3PaytableEntry {
  readonly selection: Fast3Selection;
  readonly name: string;
  /** Decimal odds as shown (赔率, stake included): '7.70'. */
  readonly odds: string;
  /** Exact return to player over the 216 equally likely draws. */
  readonly rtp: Rtp;
}

/** Exact return to player of a selection (enumerates the 216 draws). */
export function fast3Rtp(selection: Fast3Selection): Rtp {
  return exactDiceRtp((dice) => fast3Return(selection, dice));
}

/** The published paytable with the exact return to player of every selection. */
export const FAST3_PAYTABLE: readonly Fast3PaytableEntry[] = FAST3_SELECTIONS.map((selection) => ({
  selection,
  name: fast3SelectionName(selection),
  odds: formatOdds(winningOdds(selection)),
  rtp: fast3Rtp(selection),
}));

/** Exact return to player per bet type (sums keyed by sum; faces do not change a type's return). */
export const FAST3_RTP = {
  sum: Object.fromEntries(
    Array.from({ length: 16 }, (_, i) => [i + 3, fast3Rtp({ type: 'sum', sum: i + 3 })]),
  ) as Readonly<Record<number, Rtp>>,
  big: fast3Rtp({ type: 'big' }),
  small: fast3Rtp({ type: 'small' }),
  odd: fast3Rtp({ type: 'odd' }),
  even: fast3Rtp({ type: 'even' }),
  triple: fast3Rtp({ type: 'triple', face: 1 }),
  anyTriple: fast3Rtp({ type: 'any-triple' }),
  double: fast3Rtp({ type: 'double', face: 1 }),
  twoDifferent: fast3Rtp({ type: 'two-different', faces: [1, 2] }),
  threeDifferent: fast3Rtp({ type: 'three-different', faces: [1, 2, 3] }),
} as const;

export const fast3Game: HouseGame<Fast3Bet, Fast3Draw> = {
  info: FAST3_GAME_INFO,
  validateBets: validateFast3Bets,
  play: playFast3,
};
