import type { Rate } from '@app/shared/money';
import { fraction, type Rtp } from './rtp';
import {
  assertValidBets,
  type GameInfo,
  type GameRound,
  type HouseGame,
  type RandomSource,
  settleBet,
  validateBetList,
} from './types';

// Slots (电子): 5 reels × 3 rows, 20 fixed paylines, weighted reel strips, a wild and a scatter.
// Each reel stops at stream.nextInt(strip length), reels 1 to 5 in order (five floats a spin); the
// stop is the strip position shown on the top row, the next two positions show below it.

export const SLOTS_GAME_INFO: GameInfo = { code: 'slots', name: '五龙老虎机', category: 'electron' };

export type SlotSymbol = 'WILD' | 'SCATTER' | 'DRAGON' | 'PHOENIX' | 'TIGER' | 'KOI' | 'A' | 'K' | 'Q' | 'J' | 'TEN';

/** Symbols that pay on a line (the wild pays its own run too; the scatter pays anywhere instead). */
export type LineSymbol = Exclude<SlotSymbol, 'SCATTER'>;

export const SLOTS_SYMBOL_NAMES: Readonly<Record<SlotSymbol, string>> = {
  WILD: '百搭',
  SCATTER: '聚宝盆',
  DRAGON: '龙',
  PHOENIX: '凤',
  TIGER: '虎',
  KOI: '锦鲤',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
};

export const SLOTS_REEL_COUNT = 5;
export const SLOTS_ROW_COUNT = 3;

const { WILD, SCATTER, DRAGON, PHOENIX, TIGER, KOI, A, K, Q, J, TEN } = {
  WILD: 'WILD',
  SCATTER: 'SCATTER',
  DRAGON: 'DRAGON',
  PHOENIX: 'PHOENIX',
  TIGER: 'TIGER',
  KOI: 'KOI',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: 'TEN',
} as const satisfies Record<SlotSymbol, SlotSymbol>;

/**
 * The reel strips (published: the verifier needs them). Reel 1 has 29 stops, reels 2–5 have 30:
 * 29 × 30⁴ = 23,490,000 equally likely spins. One scatter per reel, so at most one shows per reel.
 */
// prettier-ignore
export const SLOTS_REELS: readonly (readonly SlotSymbol[])[] = [
  // reel 1: 29 stops — WILD 2, SCATTER 1, DRAGON 2, PHOENIX 2, TIGER 2, KOI 3, A 3, K 3, Q 4, J 3, TEN 4
  [Q, J, WILD, K, TEN, Q, TIGER, DRAGON, TEN, SCATTER, J, KOI, K, PHOENIX, KOI, DRAGON, A, J, TEN, A, TIGER, WILD, K, Q, A, PHOENIX, TEN, Q, KOI],
  // reel 2: 30 stops — WILD 2, SCATTER 1, DRAGON 2, PHOENIX 2, TIGER 2, KOI 3, A 3, K 3, Q 4, J 4, TEN 4
  [TEN, Q, WILD, J, KOI, WILD, J, Q, TIGER, TEN, J, KOI, PHOENIX, TIGER, TEN, K, A, Q, A, TEN, A, J, K, DRAGON, PHOENIX, Q, DRAGON, K, KOI, SCATTER],
  // reel 3: 30 stops — WILD 3, SCATTER 1, DRAGON 2, PHOENIX 2, TIGER 2, KOI 3, A 3, K 3, Q 4, J 4, TEN 3
  [SCATTER, Q, TEN, A, KOI, WILD, PHOENIX, K, J, K, J, KOI, TEN, Q, DRAGON, K, A, KOI, A, WILD, TIGER, DRAGON, TIGER, J, Q, J, PHOENIX, WILD, TEN, Q],
  // reel 4: 30 stops — WILD 3, SCATTER 1, DRAGON 2, PHOENIX 2, TIGER 2, KOI 3, A 3, K 3, Q 4, J 4, TEN 3
  [J, A, DRAGON, KOI, TIGER, A, PHOENIX, J, TEN, KOI, TIGER, A, Q, J, WILD, SCATTER, TEN, PHOENIX, WILD, Q, K, KOI, Q, K, WILD, J, TEN, Q, K, DRAGON],
  // reel 5: 30 stops — WILD 1, SCATTER 1, DRAGON 2, PHOENIX 2, TIGER 2, KOI 3, A 3, K 3, Q 4, J 4, TEN 5
  [TIGER, KOI, TIGER, Q, A, PHOENIX, Q, DRAGON, J, SCATTER, KOI, WILD, J, TEN, KOI, K, J, K, TEN, J, PHOENIX, K, TEN, A, TEN, Q, TEN, Q, A, DRAGON],
];

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) read on each reel, left to right. */
export const SLOTS_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const SLOTS_LINE_COUNT = SLOTS_PAYLINES.length;

/**
 * Every win is a multiple of the total stake with this denominator: a line pay of n line bets is
 * n/20 of the stake, a scatter pay of m stakes is 20m/20. payout = ⌊stake × Σ numerators / 20⌋.
 */
export const SLOTS_MULTIPLIER_DENOMINATOR = BigInt(SLOTS_LINE_COUNT);

/** Pays for 3, 4 and 5 of a kind. */
export interface KindPays {
  readonly 3: bigint;
  readonly 4: bigint;
  readonly 5: bigint;
}

/** The published paytable. */
export const SLOTS_PAYTABLE = {
  lineCount: SLOTS_LINE_COUNT,
  /**
   * Line pays in line bets (a line bet is stake ÷ 20), for 3, 4 or 5 of a kind on consecutive
   * reels from the leftmost. The wild substitutes for every symbol but the scatter and pays its own
   * run; a line pays only its highest win.
   */
  line: {
    WILD: { 3: 50n, 4: 250n, 5: 1000n },
    DRAGON: { 3: 30n, 4: 120n, 5: 600n },
    PHOENIX: { 3: 25n, 4: 100n, 5: 400n },
    TIGER: { 3: 20n, 4: 75n, 5: 250n },
    KOI: { 3: 15n, 4: 50n, 5: 200n },
    A: { 3: 10n, 4: 30n, 5: 120n },
    K: { 3: 8n, 4: 25n, 5: 100n },
    Q: { 3: 6n, 4: 20n, 5: 80n },
    J: { 3: 5n, 4: 15n, 5: 60n },
    TEN: { 3: 5n, 4: 12n, 5: 50n },
  } satisfies Record<LineSymbol, KindPays>,
  /** Scatter pays in total stakes for 3, 4 or 5 scatters anywhere in the window, on top of line wins. */
  scatter: { 3: 5n, 4: 20n, 5: 100n } satisfies KindPays,
} as const;

/**
 * Exact return to player: 1880701/1957500 = 96.0767%, of which lines 3559577/3915000 (90.92%) and
 * scatters 299/5800 (5.16%). computeSlotsRtp derives it from the strips and the paytable; the
 * tests check this literal against it, and scripts/enumerate-slots.ts against every spin.
 */
export const SLOTS_RTP: Rtp = { num: 1880701n, den: 1957500n };

function kindPay(pays: KindPays, count: number): bigint {
  if (count === 3) return pays[3];
  if (count === 4) return pays[4];
  if (count === 5) return pays[5];
  return 0n;
}

/** One paying line. */
export interface SlotsLineWin {
  /** Payline number, 1–20. */
  readonly line: number;
  readonly symbol: LineSymbol;
  /** How many reels from the left the run covers (3–5). */
  readonly count: number;
  /** The pay in line bets, i.e. the numerator over SLOTS_MULTIPLIER_DENOMINATOR. */
  readonly pay: bigint;
}

/** The best win of the symbols read along one line, or null. */
export function evaluateLine(symbols: readonly SlotSymbol[]): Omit<SlotsLineWin, 'line'> | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  let best: Omit<SlotsLineWin, 'line'> | null = null;
  const wildPay = kindPay(SLOTS_PAYTABLE.line.WILD, wilds);
  if (wildPay > 0n) best = { symbol: WILD, count: wilds, pay: wildPay };
  const base = symbols[wilds];
  if (base === undefined || base === SCATTER) return best;
  let count = wilds;
  while (count < symbols.length && (symbols[count] === base || symbols[count] === WILD)) count += 1;
  const pay = kindPay(SLOTS_PAYTABLE.line[base], count);
  if (pay > (best?.pay ?? 0n)) best = { symbol: base, count, pay };
  return best;
}

/** What the member sees after a spin. */
export interface SlotsOutcome {
  /** Stop of each reel (strip position on the top row). */
  readonly stops: readonly number[];
  /** window[reel][row], rows top to bottom. */
  readonly window: readonly (readonly SlotSymbol[])[];
  readonly lineWins: readonly SlotsLineWin[];
  /** Scatters in the window, and their pay in stakes (0 below three). */
  readonly scatterCount: number;
  readonly scatterPay: bigint;
  /** The whole win as a multiple of the stake: Σ line pays + 20 × scatter pay, over 20. */
  readonly multiplier: Rate;
}

/** The window and wins of a set of stops (pure: used by play, the verifier and the exhaustive check). */
export function evaluateSpin(stops: readonly number[]): SlotsOutcome {
  if (stops.length !== SLOTS_REEL_COUNT) throw new RangeError('One stop per reel');
  const window: SlotSymbol[][] = [];
  let scatterCount = 0;
  SLOTS_REELS.forEach((strip, reel) => {
    const stop = stops[reel] ?? -1;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) throw new RangeError(`Bad stop ${stop}`);
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOTS_ROW_COUNT; row += 1) {
      const symbol = strip[(stop + row) % strip.length] ?? SCATTER;
      if (symbol === SCATTER) scatterCount += 1;
      column.push(symbol);
    }
    window.push(column);
  });
  const lineWins: SlotsLineWin[] = [];
  let numerator = 0n;
  const symbols: SlotSymbol[] = [];
  SLOTS_PAYLINES.forEach((rows, index) => {
    rows.forEach((row, reel) => {
      symbols[reel] = window[reel]?.[row] ?? SCATTER;
    });
    const win = evaluateLine(symbols);
    if (win !== null) {
      lineWins.push({ line: index + 1, symbol: win.symbol, count: win.count, pay: win.pay });
      numerator += win.pay;
    }
  });
  const scatterPay = kindPay(SLOTS_PAYTABLE.scatter, scatterCount);
  numerator += scatterPay * SLOTS_MULTIPLIER_DENOMINATOR;
  return {
    stops,
    window,
    lineWins,
    scatterCount,
    scatterPay,
    multiplier: { num: numerator, den: SLOTS_MULTIPLIER_DENOMINATOR },
  };
}

/** One spin: the stake for the whole spin (all 20 lines). */
export interface SlotsBet {
  readonly type: 'spin';
  readonly stakeFen: bigint;
}

/** The message for more than one spin at once (BET_MESSAGES covers the rest). */
export const SLOTS_MESSAGES = { oneSpin: '每次旋转只能下注一注' } as const;

export function validateSlotsBets(bets: readonly SlotsBet[]): string | null {
  const list: unknown = bets;
  if (Array.isArray(list) && list.length > 1) return SLOTS_MESSAGES.oneSpin;
  return validateBetList(bets, (bet) => bet.type === 'spin');
}

/** Spins: reel stops from the stream (reel 1 to 5), then payout = ⌊stake × multiplier⌋. */
export function playSlots(random: RandomSource, bets: readonly SlotsBet[]): GameRound<SlotsBet, SlotsOutcome> {
  assertValidBets(validateSlotsBets(bets));
  const stops = SLOTS_REELS.map((strip) => random.nextInt(strip.length));
  const outcome = evaluateSpin(stops);
  const settlements = bets.map((bet) =>
    settleBet(bet, bet.stakeFen, outcome.multiplier, outcome.multiplier.num > 0n ? 'win' : 'lose'),
  );
  return { outcome, settlements };
}

/** The exact return to player split into its line and scatter parts. */
export interface SlotsRtpBreakdown {
  readonly lines: Rtp;
  readonly scatter: Rtp;
  readonly total: Rtp;
}

/**
 * Exact return to player from the strips and paytable, without visiting the 23.49 million spins:
 * the reels stop independently and uniformly, so the symbol at any row of a reel has the strip's
 * symbol frequencies, and each payline's expectation is a sum over symbol 5-tuples (≤ 11⁵) weighted
 * by their counts, using the engine's own evaluateLine. Scatters depend on the whole window, so
 * each reel's count of visible scatters is tallied over its stops and the reels are convolved.
 */
export function computeSlotsRtp(): SlotsRtpBreakdown {
  const reelCounts = SLOTS_REELS.map((strip) => {
    const counts = new Map<SlotSymbol, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts.entries()];
  });
  let spins = 1n;
  for (const strip of SLOTS_REELS) spins *= BigInt(strip.length);

  // Σ over symbol tuples of (number of spins showing it on a given line) × pay; the same for every line.
  let perLine = 0;
  const tuple: SlotSymbol[] = [];
  const visit = (reel: number, weight: number) => {
    const counts = reelCounts[reel];
    if (counts === undefined) {
      const win = evaluateLine(tuple);
      if (win !== null) perLine += weight * Number(win.pay);
      return;
    }
    for (const [symbol, count] of counts) {
      tuple.push(symbol);
      visit(reel + 1, weight * count);
      tuple.pop();
    }
  };
  visit(0, 1);
  const lineNumerator = BigInt(perLine) * BigInt(SLOTS_LINE_COUNT);

  // Distribution of the number of visible scatters, as spin counts.
  let scatterSpins: bigint[] = [1n];
  for (const strip of SLOTS_REELS) {
    const perStop = new Map<number, bigint>();
    for (let stop = 0; stop < strip.length; stop += 1) {
      let visible = 0;
      for (let row = 0; row < SLOTS_ROW_COUNT; row += 1)
        if (strip[(stop + row) % strip.length] === SCATTER) visible += 1;
      perStop.set(visible, (perStop.get(visible) ?? 0n) + 1n);
    }
    const next: bigint[] = Array.from({ length: scatterSpins.length + SLOTS_ROW_COUNT }, () => 0n);
    scatterSpins.forEach((ways, have) => {
      for (const [visible, stops] of perStop) next[have + visible] = (next[have + visible] ?? 0n) + ways * stops;
    });
    scatterSpins = next;
  }
  let scatterNumerator = 0n;
  scatterSpins.forEach((ways, count) => {
    scatterNumerator += ways * kindPay(SLOTS_PAYTABLE.scatter, count) * SLOTS_MULTIPLIER_DENOMINATOR;
  });

  const denominator = spins * SLOTS_MULTIPLIER_DENOMINATOR;
  return {
    lines: fraction(lineNumerator, denominator),
    scatter: fraction(scatterNumerator, denominator),
    total: fraction(lineNumerator + scatterNumerator, denominator),
  };
}

export const slotsGame: HouseGame<SlotsBet, SlotsOutcome> = {
  info: SLOTS_GAME_INFO,
  validateBets: validateSlotsBets,
  play: playSlots,
  /** One spin has one bet: nothing to hedge. */
  hedgeSideOf: () => null,
};
