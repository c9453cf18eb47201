import {
  cardLabel,
  SLOTS_SYMBOL_NAMES,
  type BaccaratOutcome,
  type Card,
  type DragonTigerOutcome,
  type HouseGameCode,
  type SlotSymbol,
} from '@app/house-games';
import { isRecord } from '../../lib/read';

// Stored and answered outcomes are the engines' JSON (ADR 0009); these readers give each game's
// view of one, defensively (an answer of a newer server never crashes the page).

export interface SlotsView {
  window: SlotSymbol[][];
  lineWins: { line: number; symbol: SlotSymbol; count: number; pay: string }[];
  scatterCount: number;
  scatterPay: string;
}

const SYMBOLS = new Set(Object.keys(SLOTS_SYMBOL_NAMES));

function isSymbol(value: unknown): value is SlotSymbol {
  return typeof value === 'string' && SYMBOLS.has(value);
}

export function readSlotsOutcome(value: unknown): SlotsView | null {
  if (!isRecord(value) || !Array.isArray(value.window)) return null;
  const window = value.window.map((column) => (Array.isArray(column) ? column.filter(isSymbol) : []));
  const lineWins = Array.isArray(value.lineWins)
    ? value.lineWins.filter(isRecord).map((win) => ({
        line: Number(win.line),
        symbol: isSymbol(win.symbol) ? win.symbol : 'TEN',
        count: Number(win.count),
        pay: typeof win.pay === 'string' ? win.pay : '0',
      }))
    : [];
  return {
    window,
    lineWins,
    scatterCount: Number(value.scatterCount ?? 0),
    scatterPay: typeof value.scatterPay === 'string' ? value.scatterPay : '0',
  };
}

export interface DiceView {
  dice: number[];
  total: number;
  isTriple: boolean;
}

/** Sic bo ({ dice, total, isTriple }) and Fast-3 ({ dice, sum, isTriple }). */
export function readDiceOutcome(value: unknown): DiceView | null {
  if (!isRecord(value) || !Array.isArray(value.dice)) return null;
  const dice = value.dice.filter((die): die is number => Number.isInteger(die));
  const total = Number(value.total ?? value.sum ?? dice.reduce((sum, die) => sum + die, 0));
  return { dice, total, isTriple: value.isTriple === true || value.is_triple === true };
}

function readCard(value: unknown): Card | null {
  if (!isRecord(value)) return null;
  const rank = Number(value.rank);
  const suit = value.suit;
  if (!Number.isInteger(rank) || (suit !== 'spades' && suit !== 'hearts' && suit !== 'clubs' && suit !== 'diamonds'))
    return null;
  return { rank, suit };
}

function readCards(value: unknown): Card[] {
  return Array.isArray(value) ? value.map(readCard).filter((card): card is Card => card !== null) : [];
}

export function readBaccaratOutcome(value: unknown): BaccaratOutcome | null {
  if (!isRecord(value)) return null;
  const winner = value.winner;
  if (winner !== 'player' && winner !== 'banker' && winner !== 'tie') return null;
  return {
    playerCards: readCards(value.playerCards),
    bankerCards: readCards(value.bankerCards),
    playerTotal: Number(value.playerTotal),
    bankerTotal: Number(value.bankerTotal),
    winner,
    isNatural: value.isNatural === true,
    playerPair: value.playerPair === true,
    bankerPair: value.bankerPair === true,
  };
}

export function readDragonTigerOutcome(value: unknown): DragonTigerOutcome | null {
  if (!isRecord(value)) return null;
  const dragon = readCard(value.dragon);
  const tiger = readCard(value.tiger);
  const winner = value.winner;
  if (!dragon || !tiger || (winner !== 'dragon' && winner !== 'tiger' && winner !== 'tie')) return null;
  return { dragon, tiger, winner };
}

const SIDE_NAMES = { player: '闲', banker: '庄', dragon: '龙', tiger: '虎', tie: '和' } as const;

/** Big/small and odd/even of a dice total, '豹子' on a triple (both lose on a triple). */
export function diceTraits(view: DiceView, bigFrom: number): string {
  if (view.isTriple) return '豹子';
  return `${view.total >= bigFrom ? '大' : '小'} ${view.total % 2 === 1 ? '单' : '双'}`;
}

/** One line saying what a round showed, for history rows. */
export function outcomeSummary(game: HouseGameCode, outcome: unknown): string {
  switch (game) {
    case 'slots': {
      const view = readSlotsOutcome(outcome);
      if (!view) return '';
      const parts: string[] = [];
      if (view.lineWins.length) parts.push(`${view.lineWins.length}条线中奖`);
      if (view.scatterCount >= 3) parts.push(`聚宝盆×${view.scatterCount}`);
      return parts.length ? parts.join('，') : '未中奖';
    }
    case 'sic-bo':
    case 'fast3': {
      const view = readDiceOutcome(outcome);
      if (!view) return '';
      return `${view.dice.join(' ')} · ${view.total}点 ${diceTraits(view, 11)}`;
    }
    case 'baccarat': {
      const view = readBaccaratOutcome(outcome);
      if (!view) return '';
      return `闲${view.playerTotal} 庄${view.bankerTotal} · ${view.winner === 'tie' ? '和局' : `${SIDE_NAMES[view.winner]}赢`}`;
    }
    case 'dragon-tiger': {
      const view = readDragonTigerOutcome(outcome);
      if (!view) return '';
      return `龙${cardLabel(view.dragon)} 虎${cardLabel(view.tiger)} · ${view.winner === 'tie' ? '和局' : `${SIDE_NAMES[view.winner]}赢`}`;
    }
  }
}
