import type { Rate } from '@app/shared/money';
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
  oddsToOne,
  type RandomSource,
  validateBetList,
} from './types';
import { applyValidBetRule } from './valid-bet';

// Sic bo (骰宝): three dice per round, bets on the roll. Standard "Atlantic City" paytable; every
// return to player below is exact over the 216 equally likely rolls.

/** Sic bo sits in the 棋牌 (joker) category so that every home-page category has a house game. */
export const SIC_BO_GAME_INFO: GameInfo = { code: 'sic-bo', name: '骰宝', category: 'joker' };

/** What a sic bo bet is on (the bet without its stake). */
export type SicBoSelection =
  /** 大, 小, 单, 双, 围骰 (a specific triple), 全围 (any triple), 对子 (a double): rules in dice.ts. */
  | CommonDiceSelection
  /** 点数: the total of the three dice, 4–17. */
  | { readonly type: 'total'; readonly total: number }
  /** 组合: two different faces both appear. */
  | { readonly type: 'combination'; readonly faces: readonly [number, number] }
  /** 三军: a face; pays 1:1, 2:1 or 3:1 for one, two or three dice showing it. */
  | { readonly type: 'single'; readonly face: number };

export type SicBoBet = SicBoSelection & { readonly stakeFen: bigint };

export type SicBoBetType = SicBoSelection['type'];

/** The published odds (X to 1; the stake comes back on a win). */
export const SIC_BO_ODDS = {
  big: 1n,
  small: 1n,
  odd: 1n,
  even: 1n,
  total: {
    4: 60n,
    5: 30n,
    6: 17n,
    7: 12n,
    8: 8n,
    9: 6n,
    10: 6n,
    11: 6n,
    12: 6n,
    13: 8n,
    14: 12n,
    15: 17n,
    16: 30n,
    17: 60n,
  } as Readonly<Record<number, bigint>>,
  triple: 180n,
  anyTriple: 30n,
  double: 10n,
  combination: 5n,
  /** Odds of 三军 by the number of dice showing the face (index 1–3). */
  single: [0n, 1n, 2n, 3n] as readonly bigint[],
} as const;

/** What the member sees: the three dice, their total and whether they are a triple. */
export interface SicBoOutcome {
  readonly dice: ThreeDice;
  readonly total: number;
  readonly isTriple: boolean;
}

function isValidSelection(bet: SicBoSelection): boolean {
  if (isCommonDiceSelection(bet)) return isValidCommonDiceSelection(bet);
  switch (bet.type) {
    case 'total':
      return isIntegerIn(bet.total, 4, 17);
    case 'single':
      return isDieFace(bet.face);
    case 'combination':
      return (
        Array.isArray(bet.faces) && isDieFace(bet.faces[0]) && isDieFace(bet.faces[1]) && bet.faces[0] !== bet.faces[1]
      );
    default:
      return false;
  }
}

/** The first reason the bets cannot be played, or null. */
export function validateSicBoBets(bets: readonly SicBoBet[]): string | null {
  return validateBetList(bets, isValidSelection);
}

function winsOdds(won: boolean, odds: bigint | undefined): Rate {
  return paysIfWon(won, odds === undefined ? undefined : oddsToOne(odds));
}

/** Return multiplier (stake included) of a selection on a roll; 0 when it loses. */
export function sicBoReturn(selection: SicBoSelection, dice: ThreeDice): Rate {
  if (isCommonDiceSelection(selection))
    return winsOdds(winsCommonDiceBet(selection, dice), SIC_BO_ODDS[commonDiceOddsKey(selection.type)]);
  switch (selection.type) {
    case 'total':
      return winsOdds(diceSum(dice) === selection.total, SIC_BO_ODDS.total[selection.total]);
    case 'combination':
      return winsOdds(
        countFace(dice, selection.faces[0]) > 0 && countFace(dice, selection.faces[1]) > 0,
        SIC_BO_ODDS.combination,
      );
    case 'single': {
      const matches = countFace(dice, selection.face);
      return winsOdds(matches > 0, SIC_BO_ODDS.single[matches]);
    }
  }
}

/** Settles every bet of a round against its roll. */
export function settleSicBo(dice: ThreeDice, bets: readonly SicBoBet[]): GameRound<SicBoBet, SicBoOutcome> {
  const settlements = applyValidBetRule(
    settleWinOrLose(bets, (bet) => sicBoReturn(bet, dice)),
    commonDiceHedgeSide,
  );
  return { outcome: { dice, total: diceSum(dice), isTriple: isTriple(dice) }, settlements };
}

/** Plays one round: three dice (three floats, in order), then every bet settles. */
export function playSicBo(random: RandomSource, bets: readonly SicBoBet[]): GameRound<SicBoBet, SicBoOutcome> {
  assertValidBets(validateSicBoBets(bets));
  return settleSicBo(rollThreeDice(random), bets);
}

/** Chinese label of a selection, for the table and bet records. */
export function sicBoSelectionName(selection: SicBoSelection): string {
  switch (selection.type) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return TOTAL_BET_NAMES[selection.type];
    case 'total':
      return `${selection.total}点`;
    case 'triple':
      return `围骰 ${selection.face}`;
    case 'any-triple':
      return '全围';
    case 'double':
      return `对子 ${selection.face}`;
    case 'combination':
      return `组合 ${selection.faces[0]}-${selection.faces[1]}`;
    case 'single':
      return `三军 ${selection.face}`;
  }
}

function oddsText(selection: SicBoSelection): string {
  switch (selection.type) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return '1:1';
    case 'total':
      return `${SIC_BO_ODDS.total[selection.total] ?? 0n}:1`;
    case 'triple':
    case 'any-triple':
    case 'double':
      return `${SIC_BO_ODDS[commonDiceOddsKey(selection.type)]}:1`;
    case 'combination':
      return `${SIC_BO_ODDS.combination}:1`;
    case 'single':
      return '1:1 / 2:1 / 3:1';
  }
}

/** Every selection on the table, in table order. */
export const SIC_BO_SELECTIONS: readonly SicBoSelection[] = (() => {
  const list: SicBoSelection[] = [{ type: 'big' }, { type: 'small' }, { type: 'odd' }, { type: 'even' }];
  for (let total = 4; total <= 17; total += 1) list.push({ type: 'total', total });
  for (const face of DIE_FACES) list.push({ type: 'triple', face });
  list.push({ type: 'any-triple' });
  for (const face of DIE_FACES) list.push({ type: 'double', face });
  for (const faces of DIE_FACE_PAIRS) list.push({ type: 'combination', faces });
  for (const face of DIE_FACES) list.push({ type: 'single', face });
  return list;
})();

/** One line of the published paytable. */
export type SicBoPaytableEntry = DicePaytableEntry<SicBoSelection>;

/** Exact return to player of a selection (enumerates the 216 rolls). */
export function sicBoRtp(selection: SicBoSelection): Rtp {
  return exactDiceRtp((dice) => sicBoReturn(selection, dice));
}

/** The published paytable with the exact return to player of every selection. */
export const SIC_BO_PAYTABLE: readonly SicBoPaytableEntry[] = dicePaytable(SIC_BO_SELECTIONS, {
  name: sicBoSelectionName,
  odds: oddsText,
  rtp: sicBoRtp,
});

/**
 * Exact return to player per bet type; totals differ by total, so `total` is keyed by it. Faces do
 * not change a type's return (every triple, double, combination and single is symmetric).
 */
export const SIC_BO_RTP = {
  ...commonDiceRtps(sicBoRtp),
  total: Object.fromEntries(
    Array.from({ length: 14 }, (_, i) => [i + 4, sicBoRtp({ type: 'total', total: i + 4 })]),
  ) as Readonly<Record<number, Rtp>>,
  combination: sicBoRtp({ type: 'combination', faces: [1, 2] }),
  single: sicBoRtp({ type: 'single', face: 1 }),
} as const;

export const sicBoGame: HouseGame<SicBoBet, SicBoOutcome> = {
  info: SIC_BO_GAME_INFO,
  validateBets: validateSicBoBets,
  play: playSicBo,
  hedgeSideOf: commonDiceHedgeSide,
};
