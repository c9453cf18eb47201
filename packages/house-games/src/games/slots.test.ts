import { describe, expect, it } from 'vitest';
import { FastRandom, floatForInt, ScriptedRandom, tolerance } from '../../test/fast-random';
import { measureReturns, rtpCheckStream } from '../../test/rtp-simulations';
import { OutcomeStream } from '../fair/outcome-stream';
import { fractionToNumber } from './rtp';
import {
  computeSlotsRtp,
  evaluateLine,
  evaluateSpin,
  playSlots,
  SLOTS_GAME_INFO,
  SLOTS_MESSAGES,
  SLOTS_PAYLINES,
  SLOTS_REELS,
  SLOTS_RTP,
  type SlotsBet,
  type SlotSymbol,
  validateSlotsBets,
} from './slots';
import { BET_MESSAGES, type RandomSource } from './types';

const spin = (stakeFen: bigint): SlotsBet => ({ type: 'spin', stakeFen });

/** Per-spin standard deviation of the return, exact from scripts/enumerate-slots.ts (all 23,490,000 spins). */
const SLOTS_STANDARD_DEVIATION = 2.388107;

/** A source whose floats stop the reels at the given positions. */
function stopsAt(stops: number[]): ScriptedRandom {
  return new ScriptedRandom(stops.map((stop, reel) => floatForInt(stop, SLOTS_REELS[reel]!.length)));
}

describe('slots lines', () => {
  it.each<[SlotSymbol[], string | null, number, bigint]>([
    [['DRAGON', 'DRAGON', 'DRAGON', 'K', 'Q'], 'DRAGON', 3, 30n],
    [['DRAGON', 'DRAGON', 'DRAGON', 'DRAGON', 'DRAGON'], 'DRAGON', 5, 600n],
    [['TEN', 'TEN', 'TEN', 'TEN', 'J'], 'TEN', 4, 12n],
    [['WILD', 'DRAGON', 'WILD', 'DRAGON', 'K'], 'DRAGON', 4, 120n], // wild substitutes anywhere in the run
    [['A', 'A', 'WILD', 'WILD', 'Q'], 'A', 4, 30n],
    [['WILD', 'WILD', 'WILD', 'TEN', 'K'], 'WILD', 3, 50n], // the wilds' own 50 beats TEN ×4 = 12
    [['WILD', 'WILD', 'WILD', 'DRAGON', 'DRAGON'], 'DRAGON', 5, 600n], // dragon ×5 beats wild ×3
    [['WILD', 'WILD', 'WILD', 'WILD', 'WILD'], 'WILD', 5, 1000n],
    [['WILD', 'WILD', 'WILD', 'SCATTER', 'A'], 'WILD', 3, 50n], // the scatter ends the run
    [['WILD', 'WILD', 'SCATTER', 'A', 'A'], null, 0, 0n],
    [['SCATTER', 'SCATTER', 'SCATTER', 'SCATTER', 'SCATTER'], null, 0, 0n], // scatters pay anywhere, not on lines
    [['K', 'K', 'A', 'K', 'K'], null, 0, 0n], // left to right and consecutive only
    [['Q', 'K', 'K', 'K', 'K'], null, 0, 0n],
  ])('%j pays %s ×%s = %s line bets', (symbols, symbol, count, pay) => {
    const win = evaluateLine(symbols);
    if (symbol === null) expect(win).toBeNull();
    else expect(win).toEqual({ symbol, count, pay });
  });

  it('publishes 20 distinct paylines over 5 reels × 3 rows and strips of 29 and 30 stops', () => {
    expect(SLOTS_PAYLINES).toHaveLength(20);
    expect(new Set(SLOTS_PAYLINES.map((line) => line.join())).size).toBe(20);
    for (const line of SLOTS_PAYLINES)
      expect(line.every((row) => row >= 0 && row <= 2) && line.length === 5).toBe(true);
    expect(SLOTS_REELS.map((strip) => strip.length)).toEqual([29, 30, 30, 30, 30]);
    for (const strip of SLOTS_REELS) expect(strip.filter((symbol) => symbol === 'SCATTER')).toHaveLength(1);
    // The composition written beside each strip: WILD SCATTER DRAGON PHOENIX TIGER KOI A K Q J TEN.
    const order: SlotSymbol[] = ['WILD', 'SCATTER', 'DRAGON', 'PHOENIX', 'TIGER', 'KOI', 'A', 'K', 'Q', 'J', 'TEN'];
    const composition = SLOTS_REELS.map((strip) => order.map((symbol) => strip.filter((s) => s === symbol).length));
    expect(composition).toEqual([
      [2, 1, 2, 2, 2, 3, 3, 3, 4, 3, 4],
      [2, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4],
      [3, 1, 2, 2, 2, 3, 3, 3, 4, 4, 3],
      [3, 1, 2, 2, 2, 3, 3, 3, 4, 4, 3],
      [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5],
    ]);
    expect(SLOTS_GAME_INFO.category).toBe('electron');
  });
});

describe('slots spins', () => {
  it('reads the window from the stops and adds up every paying line', () => {
    const outcome = evaluateSpin([0, 0, 0, 0, 0]);
    expect(outcome.window).toEqual([
      ['Q', 'J', 'WILD'],
      ['TEN', 'Q', 'WILD'],
      ['SCATTER', 'Q', 'TEN'],
      ['J', 'A', 'DRAGON'],
      ['TIGER', 'KOI', 'TIGER'],
    ]);
    expect(outcome.lineWins).toEqual([
      { line: 3, symbol: 'TEN', count: 3, pay: 5n },
      { line: 7, symbol: 'Q', count: 3, pay: 6n },
      { line: 10, symbol: 'Q', count: 3, pay: 6n },
      { line: 11, symbol: 'Q', count: 3, pay: 6n },
    ]);
    expect(outcome.scatterCount).toBe(1);
    expect(outcome.multiplier).toEqual({ num: 23n, den: 20n });
  });

  it('wraps the strip at its end and pays five wilds, five kings through wilds and the rest', () => {
    const outcome = evaluateSpin([2, 2, 5, 14, 11]);
    expect(outcome.window.map((column) => column[0])).toEqual(['WILD', 'WILD', 'WILD', 'WILD', 'WILD']);
    expect(outcome.lineWins.map((win) => [win.line, win.symbol, win.count, win.pay])).toEqual([
      [2, 'WILD', 5, 1000n],
      [6, 'PHOENIX', 3, 25n],
      [8, 'K', 4, 25n],
      [14, 'J', 3, 5n],
      [18, 'K', 5, 100n],
    ]);
    expect(evaluateSpin([28, 29, 29, 29, 29]).window[0]).toEqual(['KOI', 'Q', 'J']);
  });

  it('pays scatters anywhere in stakes: five scatters pay 100 × the stake', () => {
    const round = playSlots(stopsAt([9, 29, 0, 15, 9]), [spin(1000n)]);
    expect(round.outcome.scatterCount).toBe(5);
    expect(round.outcome.scatterPay).toBe(100n);
    expect(round.outcome.lineWins).toEqual([]);
    expect(round.settlements[0]).toMatchObject({ payoutFen: 100000n, winLossFen: 99000n, result: 'win' });
  });

  it('settles in integer fen, rounding the payout down', () => {
    const random = () => stopsAt([0, 0, 0, 0, 0]); // 23/20 of the stake
    expect(playSlots(random(), [spin(2000n)]).settlements[0]).toEqual({
      bet: spin(2000n),
      stakeFen: 2000n,
      payoutFen: 2300n,
      winLossFen: 300n,
      validBetFen: 2000n,
      result: 'win',
    });
    expect(playSlots(random(), [spin(7n)]).settlements[0]!.payoutFen).toBe(8n); // 8.05
    expect(playSlots(random(), [spin(1n)]).settlements[0]!.payoutFen).toBe(1n); // 1.15
    const losing = playSlots(stopsAt([0, 7, 7, 7, 7]), [spin(500n)]);
    expect(losing.outcome.multiplier.num).toBe(0n);
    expect(losing.settlements[0]).toMatchObject({ payoutFen: 0n, winLossFen: -500n, result: 'lose' });
  });

  it('takes one float per reel, reels in order, deterministic per seed', () => {
    const random = stopsAt([1, 2, 3, 4, 5]);
    expect(playSlots(random, [spin(100n)]).outcome.stops).toEqual([1, 2, 3, 4, 5]);
    expect(random.drawn).toBe(5);
    const seed = { serverSeed: 'slots-server', clientSeed: 'lucky', nonce: 9 };
    expect(playSlots(new OutcomeStream(seed), [spin(100n)])).toEqual(playSlots(new OutcomeStream(seed), [spin(100n)]));
    expect(playSlots(new OutcomeStream(seed), [spin(100n)]).outcome.stops).not.toEqual(
      playSlots(new OutcomeStream({ ...seed, nonce: 10 }), [spin(100n)]).outcome.stops,
    );
  });

  it('takes exactly one spin with a positive stake', () => {
    expect(validateSlotsBets([])).toBe(BET_MESSAGES.noBets);
    expect(validateSlotsBets([spin(100n), spin(100n)])).toBe(SLOTS_MESSAGES.oneSpin);
    expect(validateSlotsBets([spin(0n)])).toBe(BET_MESSAGES.stakeNotPositive);
    expect(validateSlotsBets([{ type: 'free', stakeFen: 1n } as unknown as SlotsBet])).toBe(
      BET_MESSAGES.invalidSelection,
    );
    expect(validateSlotsBets([spin(1n)])).toBeNull();
    expect(() => playSlots(new FastRandom(1), [spin(0n)])).toThrow('下注金额必须大于0');
  });
});

describe('slots return to player', () => {
  it('publishes the exact RTP derived from the strips and paytable', () => {
    const computed = computeSlotsRtp();
    expect(computed.total).toEqual(SLOTS_RTP);
    expect(computed.lines).toEqual({ num: 3559577n, den: 3915000n });
    expect(computed.scatter).toEqual({ num: 299n, den: 5800n });
    expect(fractionToNumber(SLOTS_RTP)).toBeCloseTo(0.960767, 6);
  });

  function simulate(next: (round: number) => RandomSource, rounds: number): number {
    // 2000 fen a spin: every multiplier n/20 pays exactly 100·n fen, no rounding in the estimate.
    return measureReturns(playSlots, [spin(2000n)], next, rounds)[0]!;
  }

  it('lands within 5 standard errors (±1.19%) of the published RTP over 1,000,000 spins', () => {
    const rounds = 1_000_000;
    const random = new FastRandom(2024);
    const measured = simulate(() => random, rounds);
    expect(Math.abs(measured - fractionToNumber(SLOTS_RTP)), `measured ${measured}`).toBeLessThan(
      tolerance(SLOTS_STANDARD_DEVIATION, rounds),
    );
  }, 60_000);

  it('agrees (±8.4%) over 20,000 spins drawn through the real HMAC stream', () => {
    const rounds = 20_000;
    const measured = simulate(rtpCheckStream, rounds);
    expect(Math.abs(measured - fractionToNumber(SLOTS_RTP)), `measured ${measured}`).toBeLessThan(
      tolerance(SLOTS_STANDARD_DEVIATION, rounds),
    );
  }, 60_000);
});
