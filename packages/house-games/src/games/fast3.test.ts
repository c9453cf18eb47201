import { describe, expect, it } from 'vitest';
import { FastRandom, floatForDie, ScriptedRandom, standardDeviationOf, tolerance } from '../../test/fast-random';
import { FAST3_SIMULATION, measureReturns } from '../../test/rtp-simulations';
import { OutcomeStream } from '../fair/outcome-stream';
import { ALL_THREE_DICE, type ThreeDice } from './dice';
import {
  drawFast3,
  FAST3_GAME_INFO,
  FAST3_PAYTABLE,
  FAST3_RTP,
  FAST3_SELECTIONS,
  type Fast3Bet,
  type Fast3Selection,
  fast3Return,
  fast3Rtp,
  playFast3,
  settleFast3,
  validateFast3Bets,
} from './fast3';
import { fraction, fractionToNumber, isSameFraction } from './rtp';
import { BET_MESSAGES } from './types';

const bet = (selection: Fast3Selection, stakeFen = 100n): Fast3Bet => ({ ...selection, stakeFen });
const drawOf = (dice: ThreeDice) => drawFast3(new ScriptedRandom(dice.map(floatForDie)));

function payoutOn(dice: ThreeDice, selection: Fast3Selection, stakeFen = 100n): bigint {
  return settleFast3(drawOf(dice), [bet(selection, stakeFen)]).settlements[0]!.payoutFen;
}

describe('fast-3 settlement', () => {
  it.each<[ThreeDice, Fast3Selection, bigint]>([
    [[1, 1, 1], { type: 'sum', sum: 3 }, 20800n],
    [[6, 6, 6], { type: 'sum', sum: 18 }, 20800n],
    [[1, 1, 2], { type: 'sum', sum: 4 }, 6950n],
    [[1, 2, 2], { type: 'sum', sum: 5 }, 3470n],
    [[1, 2, 3], { type: 'sum', sum: 6 }, 2080n],
    [[1, 2, 4], { type: 'sum', sum: 7 }, 1390n],
    [[2, 2, 4], { type: 'sum', sum: 8 }, 990n],
    [[3, 3, 3], { type: 'sum', sum: 9 }, 830n],
    [[6, 3, 1], { type: 'sum', sum: 10 }, 770n],
    [[6, 3, 2], { type: 'sum', sum: 11 }, 770n],
    [[6, 3, 2], { type: 'sum', sum: 12 }, 0n],
    [[4, 5, 6], { type: 'big' }, 200n],
    [[5, 5, 1], { type: 'big' }, 200n],
    [[5, 5, 5], { type: 'big' }, 0n], // triples lose big/small/odd/even
    [[3, 3, 4], { type: 'small' }, 200n],
    [[3, 3, 3], { type: 'small' }, 0n],
    [[1, 2, 4], { type: 'odd' }, 200n],
    [[5, 5, 5], { type: 'odd' }, 0n],
    [[1, 2, 5], { type: 'even' }, 200n],
    [[6, 6, 6], { type: 'even' }, 0n],
    [[4, 4, 4], { type: 'triple', face: 4 }, 20700n],
    [[4, 4, 3], { type: 'triple', face: 4 }, 0n],
    [[2, 2, 2], { type: 'any-triple' }, 3450n],
    [[2, 2, 1], { type: 'any-triple' }, 0n],
    [[5, 1, 5], { type: 'double', face: 5 }, 1300n],
    [[5, 5, 5], { type: 'double', face: 5 }, 1300n],
    [[5, 1, 2], { type: 'double', face: 5 }, 0n],
    [[3, 6, 1], { type: 'two-different', faces: [1, 6] }, 690n],
    [[6, 6, 1], { type: 'two-different', faces: [6, 1] }, 690n],
    [[6, 6, 2], { type: 'two-different', faces: [1, 6] }, 0n],
    [[5, 1, 3], { type: 'three-different', faces: [1, 3, 5] }, 3450n],
    [[5, 1, 1], { type: 'three-different', faces: [1, 3, 5] }, 0n],
  ])('%j on %j pays %s fen for 100', (dice, selection, expected) => {
    expect(payoutOn(dice, selection)).toBe(expected);
  });

  it('settles every bet of a draw in integer fen, rounding down', () => {
    const draw = drawOf([2, 3, 5]);
    expect(draw).toEqual({ dice: [2, 3, 5], sum: 10, isTriple: false });
    const round = settleFast3(draw, [
      bet({ type: 'sum', sum: 10 }, 3n), // 3 × 7.7 = 23.1
      bet({ type: 'small' }, 150n),
      bet({ type: 'odd' }, 150n),
    ]);
    expect(round.settlements.map((s) => [s.payoutFen, s.winLossFen, s.validBetFen, s.result])).toEqual([
      [23n, 20n, 3n, 'win'],
      [300n, 150n, 150n, 'win'],
      [0n, -150n, 150n, 'lose'],
    ]);
  });

  it('validates bets', () => {
    expect(validateFast3Bets([])).toBe(BET_MESSAGES.noBets);
    expect(validateFast3Bets([bet({ type: 'big' }, 0n)])).toBe(BET_MESSAGES.stakeNotPositive);
    expect(validateFast3Bets([bet({ type: 'sum', sum: 2 })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateFast3Bets([bet({ type: 'double', face: 0 })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateFast3Bets([bet({ type: 'two-different', faces: [2, 2] })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateFast3Bets([bet({ type: 'three-different', faces: [1, 2, 2] })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateFast3Bets(FAST3_SELECTIONS.map((selection) => bet(selection)))).toBeNull();
    expect(FAST3_GAME_INFO).toEqual({ code: 'fast3', name: '一分快三', category: 'lottery' });
  });

  it('draws three dice from the draw seed, deterministically', () => {
    const seed = { serverSeed: 'server-seed-fixed-vector', clientSeed: 'member-seed', nonce: 7 };
    expect(drawFast3(new OutcomeStream(seed)).dice).toEqual([5, 2, 2]);
    expect(playFast3(new OutcomeStream(seed), [bet({ type: 'sum', sum: 9 })]).settlements[0]!.payoutFen).toBe(830n);
  });
});

describe('fast-3 return to player', () => {
  it('publishes the exact RTP of every selection, equal to settling each of the 216 draws', () => {
    expect(FAST3_PAYTABLE).toHaveLength(16 + 4 + 6 + 1 + 6 + 15 + 20);
    for (const entry of FAST3_PAYTABLE) {
      let paid = 0n;
      for (const dice of ALL_THREE_DICE) paid += payoutOn(dice, entry.selection);
      expect(isSameFraction(entry.rtp, fraction(paid, 216n * 100n)), entry.name).toBe(true);
    }
    expect(isSameFraction(FAST3_RTP.big, fraction(35n, 36n))).toBe(true);
    expect(isSameFraction(FAST3_RTP.sum[3]!, fraction(208n, 216n))).toBe(true);
    expect(isSameFraction(FAST3_RTP.sum[10]!, fraction(7_7n * 27n, 2160n))).toBe(true);
    expect(isSameFraction(FAST3_RTP.triple, fraction(207n, 216n))).toBe(true);
    expect(isSameFraction(FAST3_RTP.twoDifferent, fraction(69n * 30n, 2160n))).toBe(true);
    for (const entry of FAST3_PAYTABLE) expect(fractionToNumber(entry.rtp)).toBeGreaterThan(0.95);
  });

  it('lands within 5 standard errors of the published RTP over 1,000,000 draws', () => {
    const { selections, seed } = FAST3_SIMULATION;
    const rounds = 1_000_000;
    const random = new FastRandom(seed);
    const measured = measureReturns(
      playFast3,
      selections.map((selection) => bet(selection)),
      () => random,
      rounds,
    );
    selections.forEach((selection, i) => {
      const sigma = standardDeviationOf(
        ALL_THREE_DICE.map((dice) => ({ value: fractionToNumber(fast3Return(selection, dice)), probability: 1 / 216 })),
      );
      expect(Math.abs(measured[i]! - fractionToNumber(fast3Rtp(selection))), JSON.stringify(selection)).toBeLessThan(
        tolerance(sigma, rounds),
      );
    });
  }, 60_000);
});
