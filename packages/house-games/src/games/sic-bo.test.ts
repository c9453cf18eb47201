import { describe, expect, it } from 'vitest';
import { FastRandom, floatForDie, ScriptedRandom, standardDeviationOf, tolerance } from '../../test/fast-random';
import { measureReturns, rtpCheckStream, SIC_BO_SIMULATION } from '../../test/rtp-simulations';
import { OutcomeStream } from '../fair/outcome-stream';
import { ALL_THREE_DICE, type ThreeDice } from './dice';
import { fractionToNumber, isSameFraction } from './rtp';
import {
  playSicBo,
  SIC_BO_GAME_INFO,
  SIC_BO_PAYTABLE,
  SIC_BO_RTP,
  SIC_BO_SELECTIONS,
  type SicBoBet,
  type SicBoSelection,
  sicBoReturn,
  sicBoRtp,
  settleSicBo,
  validateSicBoBets,
} from './sic-bo';
import { BET_MESSAGES } from './types';

const bet = (selection: SicBoSelection, stakeFen = 100n): SicBoBet => ({ ...selection, stakeFen });

/** Payout in fen of a 100-fen bet on the roll. */
function payoutOn(dice: ThreeDice, selection: SicBoSelection): bigint {
  const [settlement] = settleSicBo(dice, [bet(selection)]).settlements;
  return settlement!.payoutFen;
}

describe('sic bo settlement', () => {
  it.each<[ThreeDice, SicBoSelection, bigint]>([
    [[4, 5, 6], { type: 'big' }, 200n],
    [[6, 6, 5], { type: 'big' }, 200n],
    [[1, 4, 5], { type: 'big' }, 0n],
    [[6, 6, 6], { type: 'big' }, 0n], // triple: big loses
    [[1, 2, 3], { type: 'small' }, 200n],
    [[5, 4, 1], { type: 'small' }, 200n],
    [[2, 2, 2], { type: 'small' }, 0n], // triple: small loses
    [[1, 2, 4], { type: 'odd' }, 200n],
    [[3, 3, 3], { type: 'odd' }, 0n], // odd total 9, but a triple
    [[1, 2, 3], { type: 'even' }, 200n],
    [[4, 4, 4], { type: 'even' }, 0n],
    [[1, 1, 2], { type: 'total', total: 4 }, 6100n],
    [[6, 6, 5], { type: 'total', total: 17 }, 6100n],
    [[1, 2, 2], { type: 'total', total: 5 }, 3100n],
    [[1, 2, 3], { type: 'total', total: 6 }, 1800n],
    [[2, 2, 2], { type: 'total', total: 6 }, 1800n], // a triple still makes its total
    [[1, 2, 4], { type: 'total', total: 7 }, 1300n],
    [[2, 3, 3], { type: 'total', total: 8 }, 900n],
    [[3, 3, 3], { type: 'total', total: 9 }, 700n],
    [[4, 3, 3], { type: 'total', total: 10 }, 700n],
    [[5, 3, 3], { type: 'total', total: 11 }, 700n],
    [[4, 4, 4], { type: 'total', total: 12 }, 700n],
    [[4, 4, 5], { type: 'total', total: 13 }, 900n],
    [[4, 4, 6], { type: 'total', total: 14 }, 1300n],
    [[5, 5, 5], { type: 'total', total: 15 }, 1800n],
    [[6, 5, 5], { type: 'total', total: 16 }, 3100n],
    [[6, 5, 5], { type: 'total', total: 15 }, 0n],
    [[3, 3, 3], { type: 'triple', face: 3 }, 18100n],
    [[3, 3, 3], { type: 'triple', face: 4 }, 0n],
    [[3, 3, 4], { type: 'triple', face: 3 }, 0n],
    [[5, 5, 5], { type: 'any-triple' }, 3100n],
    [[5, 5, 4], { type: 'any-triple' }, 0n],
    [[2, 5, 2], { type: 'double', face: 2 }, 1100n],
    [[2, 2, 2], { type: 'double', face: 2 }, 1100n], // a triple holds the double
    [[2, 5, 3], { type: 'double', face: 2 }, 0n],
    [[1, 6, 3], { type: 'combination', faces: [1, 6] }, 600n],
    [[6, 6, 1], { type: 'combination', faces: [1, 6] }, 600n], // paid once
    [[6, 6, 2], { type: 'combination', faces: [1, 6] }, 0n],
    [[4, 1, 2], { type: 'single', face: 4 }, 200n],
    [[4, 4, 2], { type: 'single', face: 4 }, 300n],
    [[4, 4, 4], { type: 'single', face: 4 }, 400n],
    [[1, 1, 2], { type: 'single', face: 4 }, 0n],
  ])('%j on %j pays %s fen for 100', (dice, selection, expected) => {
    expect(payoutOn(dice, selection)).toBe(expected);
  });

  it('settles several bets of one round, each with stake, payout, win/loss and valid bet', () => {
    const round = settleSicBo(
      [2, 2, 2],
      [bet({ type: 'big' }, 500n), bet({ type: 'any-triple' }, 300n), bet({ type: 'single', face: 2 }, 7n)],
    );
    expect(round.outcome).toEqual({ dice: [2, 2, 2], total: 6, isTriple: true });
    expect(round.settlements.map((s) => [s.stakeFen, s.payoutFen, s.winLossFen, s.validBetFen, s.result])).toEqual([
      [500n, 0n, -500n, 500n, 'lose'],
      [300n, 9300n, 9000n, 300n, 'win'],
      [7n, 28n, 21n, 7n, 'win'],
    ]);
  });

  it('refuses empty, zero-stake and impossible bets with Chinese messages', () => {
    expect(validateSicBoBets([])).toBe(BET_MESSAGES.noBets);
    expect(validateSicBoBets([bet({ type: 'big' }, 0n)])).toBe(BET_MESSAGES.stakeNotPositive);
    expect(validateSicBoBets([bet({ type: 'big' }, -5n)])).toBe('下注金额必须大于0');
    expect(validateSicBoBets([bet({ type: 'total', total: 3 })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateSicBoBets([bet({ type: 'total', total: 18 })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateSicBoBets([bet({ type: 'total', total: 7.5 })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateSicBoBets([bet({ type: 'triple', face: 7 })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateSicBoBets([bet({ type: 'combination', faces: [3, 3] })])).toBe(BET_MESSAGES.invalidSelection);
    expect(validateSicBoBets(Array.from({ length: 101 }, () => bet({ type: 'big' })))).toBe(BET_MESSAGES.tooManyBets);
    expect(validateSicBoBets(SIC_BO_SELECTIONS.map((selection) => bet(selection)))).toBeNull();
    expect(() => playSicBo(new FastRandom(1), [])).toThrow(RangeError);
  });

  it('rolls three dice from the stream in order', () => {
    const random = new ScriptedRandom([floatForDie(6), floatForDie(1), floatForDie(3)]);
    expect(playSicBo(random, [bet({ type: 'big' })]).outcome.dice).toEqual([6, 1, 3]);
    expect(random.drawn).toBe(3);
  });

  it('is deterministic per seed', () => {
    const seed = { serverSeed: 'server-seed-fixed-vector', clientSeed: 'member-seed', nonce: 7 };
    const bets = [bet({ type: 'small' })];
    expect(playSicBo(new OutcomeStream(seed), bets).outcome.dice).toEqual([5, 2, 2]);
    expect(playSicBo(new OutcomeStream(seed), bets)).toEqual(playSicBo(new OutcomeStream(seed), bets));
  });
});

describe('sic bo return to player', () => {
  it('publishes the exact RTP of every selection, equal to settling each of the 216 rolls', () => {
    for (const entry of SIC_BO_PAYTABLE) {
      let paid = 0n;
      for (const dice of ALL_THREE_DICE) paid += payoutOn(dice, entry.selection);
      expect(isSameFraction(entry.rtp, { num: paid, den: 216n * 100n })).toBe(true);
    }
    expect(SIC_BO_PAYTABLE).toHaveLength(52);
    expect(SIC_BO_GAME_INFO).toEqual({ code: 'sic-bo', name: '骰宝', category: 'joker' });
  });

  it('matches the textbook returns of the Atlantic City table', () => {
    const r = (num: bigint, den: bigint) => ({ num, den });
    expect(isSameFraction(SIC_BO_RTP.big, r(35n, 36n))).toBe(true); // 97.22%
    expect(isSameFraction(SIC_BO_RTP.odd, r(35n, 36n))).toBe(true);
    const totals: [number, bigint][] = [
      [4, 183n],
      [5, 186n],
      [6, 180n],
      [7, 195n],
      [8, 189n],
      [9, 175n],
      [10, 189n],
    ];
    for (const [total, paid] of totals) {
      expect(isSameFraction(SIC_BO_RTP.total[total]!, r(paid, 216n))).toBe(true);
      expect(isSameFraction(SIC_BO_RTP.total[21 - total]!, r(paid, 216n))).toBe(true);
    }
    expect(isSameFraction(SIC_BO_RTP.triple, r(181n, 216n))).toBe(true); // 83.80%
    expect(isSameFraction(SIC_BO_RTP.anyTriple, r(186n, 216n))).toBe(true); // 86.11%
    expect(isSameFraction(SIC_BO_RTP.double, r(176n, 216n))).toBe(true); // 81.48%
    expect(isSameFraction(SIC_BO_RTP.combination, r(180n, 216n))).toBe(true); // 83.33%
    expect(isSameFraction(SIC_BO_RTP.single, r(199n, 216n))).toBe(true); // 92.13%
  });

  // One bet of each type rides every simulated round; each lands within 5 standard errors of its
  // published RTP (σ exact from the 216 rolls), so a false alarm has odds below 1 in 10⁵ per run.
  const simulated = SIC_BO_SIMULATION.selections;

  const bets = simulated.map((selection) => bet(selection));

  function sigma(selection: SicBoSelection): number {
    return standardDeviationOf(
      ALL_THREE_DICE.map((dice) => ({ value: fractionToNumber(sicBoReturn(selection, dice)), probability: 1 / 216 })),
    );
  }

  it('lands within 5 standard errors of the published RTP over 1,000,000 rounds', () => {
    const rounds = 1_000_000;
    const random = new FastRandom(SIC_BO_SIMULATION.seed);
    const measured = measureReturns(playSicBo, bets, () => random, rounds);
    simulated.forEach((selection, i) => {
      const published = fractionToNumber(sicBoRtp(selection));
      expect(
        Math.abs(measured[i]! - published),
        `${JSON.stringify(selection)}: ${measured[i]} vs ${published}`,
      ).toBeLessThan(tolerance(sigma(selection), rounds));
    });
  }, 60_000);

  it('agrees over 20,000 rounds drawn through the real HMAC stream', () => {
    const rounds = 20_000;
    const measured = measureReturns(playSicBo, bets, rtpCheckStream, rounds);
    simulated.forEach((selection, i) => {
      const published = fractionToNumber(sicBoRtp(selection));
      expect(Math.abs(measured[i]! - published)).toBeLessThan(tolerance(sigma(selection), rounds));
    });
  }, 60_000);
});
