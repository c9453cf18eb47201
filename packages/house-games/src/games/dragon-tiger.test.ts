import { describe, expect, it } from 'vitest';
import { FastRandom, floatForInt, ScriptedRandom, standardDeviationOf, tolerance } from '../../test/fast-random';
import { measureReturns, rtpCheckStream } from '../../test/rtp-simulations';
import { OutcomeStream } from '../fair/outcome-stream';
import type { Card } from './cards';
import {
  computeDragonTigerProbabilities,
  dealDragonTiger,
  DRAGON_TIGER_GAME_INFO,
  DRAGON_TIGER_RTP,
  type DragonTigerBet,
  type DragonTigerBetType,
  type DragonTigerWinner,
  playDragonTiger,
  settleDragonTiger,
  validateDragonTigerBets,
} from './dragon-tiger';
import { fractionToNumber, isSameFraction } from './rtp';
import { BET_MESSAGES } from './types';

const card = (rank: number, suit: Card['suit'] = 'spades'): Card => ({ rank, suit });
const bet = (type: DragonTigerBetType, stakeFen = 100n): DragonTigerBet => ({ type, stakeFen });
const deal = (cards: Card[]) => {
  const queue = [...cards];
  return dealDragonTiger(() => queue.shift()!);
};

describe('dragon-tiger', () => {
  it('deals the dragon first, ranks A lowest and K highest, ignores suits', () => {
    expect(deal([card(13), card(12)]).winner).toBe('dragon');
    expect(deal([card(1), card(2)]).winner).toBe('tiger');
    expect(deal([card(10, 'hearts'), card(10, 'clubs')]).winner).toBe('tie');
    expect(deal([card(1), card(13)])).toEqual({ dragon: card(1), tiger: card(13), winner: 'tiger' });
  });

  // The last column is the valid bet: the stake, or on a tie only the half lost (the half back is a refund).
  it.each<[DragonTigerWinner, DragonTigerBetType, bigint, bigint, string, bigint]>([
    ['dragon', 'dragon', 1000n, 2000n, 'win', 1000n],
    ['dragon', 'tiger', 1000n, 0n, 'lose', 1000n],
    ['dragon', 'tie', 1000n, 0n, 'lose', 1000n],
    ['tiger', 'tiger', 1000n, 2000n, 'win', 1000n],
    ['tie', 'tie', 1000n, 9000n, 'win', 1000n],
    ['tie', 'dragon', 1000n, 500n, 'lose', 500n], // a tie costs dragon and tiger half
    ['tie', 'tiger', 1000n, 500n, 'lose', 500n],
    ['tie', 'dragon', 101n, 50n, 'lose', 51n], // half of 101 fen floors to 50 back; 51 was lost
    ['tie', 'tiger', 1n, 0n, 'lose', 1n],
  ])('on %s, a %s bet of %s fen pays %s', (winner, type, stakeFen, payoutFen, result, validBetFen) => {
    const outcome = { dragon: card(5), tiger: card(5), winner };
    const [settlement] = settleDragonTiger(outcome, [bet(type, stakeFen)]).settlements;
    expect(settlement).toEqual({
      bet: bet(type, stakeFen),
      stakeFen,
      payoutFen,
      winLossFen: payoutFen - stakeFen,
      validBetFen,
      result,
    });
  });

  it('validates bets', () => {
    expect(validateDragonTigerBets([])).toBe(BET_MESSAGES.noBets);
    expect(validateDragonTigerBets([bet('dragon', 0n)])).toBe(BET_MESSAGES.stakeNotPositive);
    expect(validateDragonTigerBets([{ type: 'phoenix', stakeFen: 1n } as unknown as DragonTigerBet])).toBe(
      BET_MESSAGES.invalidSelection,
    );
    expect(validateDragonTigerBets([bet('dragon'), bet('tiger'), bet('tie')])).toBeNull();
    expect(DRAGON_TIGER_GAME_INFO.category).toBe('realperson');
  });

  it('draws one float per card from a fresh shoe and is deterministic per seed', () => {
    // Shoe position 0 holds ♠A … position 12 ♠K; nextInt(416) = 12 swaps ♠K to the top for the dragon.
    const random = new ScriptedRandom([floatForInt(12, 416), floatForInt(0, 415)]);
    const round = playDragonTiger(random, [bet('dragon')]);
    expect(random.drawn).toBe(2);
    expect(round.outcome.dragon).toEqual(card(13));
    expect(round.outcome.tiger).toEqual(card(2)); // position 1 is ♠2
    const seed = { serverSeed: 's', clientSeed: 'c', nonce: 3 };
    expect(playDragonTiger(new OutcomeStream(seed), [bet('tie')])).toEqual(
      playDragonTiger(new OutcomeStream(seed), [bet('tie')]),
    );
  });

  it('publishes exact returns: a tie is 31/415, dragon and tiger return 799/830, tie 279/415', () => {
    const p = computeDragonTigerProbabilities();
    expect(p).toEqual({
      dragon: { num: 192n, den: 415n },
      tiger: { num: 192n, den: 415n },
      tie: { num: 31n, den: 415n },
    });
    const half = { num: 1n, den: 2n };
    const dragonRtp = { num: 2n * p.dragon.num * half.den + p.tie.num * half.num, den: p.dragon.den * half.den };
    expect(isSameFraction(DRAGON_TIGER_RTP.dragon, dragonRtp)).toBe(true);
    expect(isSameFraction(DRAGON_TIGER_RTP.tiger, dragonRtp)).toBe(true);
    expect(isSameFraction(DRAGON_TIGER_RTP.tie, { num: 9n * p.tie.num, den: p.tie.den })).toBe(true);
  });

  const types: DragonTigerBetType[] = ['dragon', 'tiger', 'tie'];
  const pTie = 31 / 415;
  const pSide = 192 / 415;
  const sigma: Record<DragonTigerBetType, number> = {
    dragon: standardDeviationOf([
      { value: 2, probability: pSide },
      { value: 0.5, probability: pTie },
      { value: 0, probability: pSide },
    ]),
    tiger: 0,
    tie: standardDeviationOf([
      { value: 9, probability: pTie },
      { value: 0, probability: 1 - pTie },
    ]),
  };
  sigma.tiger = sigma.dragon;

  const bets = types.map((type) => bet(type));

  it('lands within 5 standard errors of the published RTP over 1,000,000 rounds', () => {
    const rounds = 1_000_000;
    const random = new FastRandom(77);
    const measured = measureReturns(playDragonTiger, bets, () => random, rounds);
    types.forEach((type, i) => {
      const published = fractionToNumber(DRAGON_TIGER_RTP[type]);
      expect(Math.abs(measured[i]! - published), type).toBeLessThan(tolerance(sigma[type], rounds));
    });
  }, 60_000);

  it('agrees over 20,000 rounds drawn through the real HMAC stream', () => {
    const rounds = 20_000;
    const measured = measureReturns(playDragonTiger, bets, rtpCheckStream, rounds);
    types.forEach((type, i) => {
      const published = fractionToNumber(DRAGON_TIGER_RTP[type]);
      expect(Math.abs(measured[i]! - published), type).toBeLessThan(tolerance(sigma[type], rounds));
    });
  }, 60_000);
});
