import {
  cardLabel,
  SLOTS_SYMBOL_NAMES,
  type BaccaratOutcome,
  type Card,
  type DragonTigerOutcome,
  type HouseGameCode,
  type SlotSymbol,
} from '@app/house-games';
import { z } from 'zod';

// Stored and answered outcomes are the engines' JSON (ADR 0009); these readers give each game's
// view of one, defensively (an answer of a newer server never crashes the page): a reading that
// does not fit gives null, a malformed part falls back.

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

/** Any value, as `Number()` reads it (NaN when it is not a number). */
const numberOf = z
  .unknown()
  .optional()
  .transform((value) => Number(value));
/** True only for `true`. */
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === true);

/** The rows of a list that `row` reads; [] when the value is not a list. */
function rowsOf<T extends z.ZodType>(row: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((rows) =>
      rows.flatMap((value) => {
        const parsed = row.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

const SlotsViewSchema = z.object({
  window: z.array(z.unknown().transform((column) => (Array.isArray(column) ? column.filter(isSymbol) : []))),
  lineWins: rowsOf(
    z.object({
      line: numberOf,
      symbol: z.custom<SlotSymbol>(isSymbol).catch('TEN'),
      count: numberOf,
      pay: z.string().catch('0'),
    }),
  ),
  scatterCount: z
    .unknown()
    .optional()
    .transform((value) => Number(value ?? 0)),
  scatterPay: z.string().catch('0'),
}) satisfies z.ZodType<SlotsView>;

export function readSlotsOutcome(value: unknown): SlotsView | null {
  return SlotsViewSchema.safeParse(value).data ?? null;
}

export interface DiceView {
  dice: number[];
  total: number;
  isTriple: boolean;
}

const DiceViewSchema = z
  .object({
    dice: z.array(z.unknown()).transform((dice) => dice.filter((die): die is number => Number.isInteger(die))),
    total: z.unknown().optional(),
    sum: z.unknown().optional(),
    isTriple: flag,
    is_triple: flag,
  })
  .transform((read): DiceView => ({
    dice: read.dice,
    total: Number(read.total ?? read.sum ?? read.dice.reduce((sum, die) => sum + die, 0)),
    isTriple: read.isTriple || read.is_triple,
  }));

/** Sic bo ({ dice, total, isTriple }) and Fast-3 ({ dice, sum, isTriple }). */
export function readDiceOutcome(value: unknown): DiceView | null {
  return DiceViewSchema.safeParse(value).data ?? null;
}

const CardReadingSchema = z.object({
  rank: numberOf.pipe(z.number().int()),
  suit: z.enum(['spades', 'hearts', 'clubs', 'diamonds']),
}) satisfies z.ZodType<Card>;

const BaccaratReadingSchema = z.object({
  playerCards: rowsOf(CardReadingSchema),
  bankerCards: rowsOf(CardReadingSchema),
  playerTotal: numberOf,
  bankerTotal: numberOf,
  winner: z.enum(['player', 'banker', 'tie']),
  isNatural: flag,
  playerPair: flag,
  bankerPair: flag,
}) satisfies z.ZodType<BaccaratOutcome>;

export function readBaccaratOutcome(value: unknown): BaccaratOutcome | null {
  return BaccaratReadingSchema.safeParse(value).data ?? null;
}

const DragonTigerReadingSchema = z.object({
  dragon: CardReadingSchema,
  tiger: CardReadingSchema,
  winner: z.enum(['dragon', 'tiger', 'tie']),
}) satisfies z.ZodType<DragonTigerOutcome>;

export function readDragonTigerOutcome(value: unknown): DragonTigerOutcome | null {
  return DragonTigerReadingSchema.safeParse(value).data ?? null;
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
