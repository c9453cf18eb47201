import { describe, expect, it } from 'vitest';
import { FastRandom, floatForInt, ScriptedRandom, standardDeviationOf, tolerance } from '../../test/fast-random';
import { measureReturns, rtpCheckStream } from '../../test/rtp-simulations';
import { OutcomeStream } from '../fair/outcome-stream';
import {
  BACCARAT_GAME_INFO,
  BACCARAT_RTP,
  type BaccaratBet,
  type BaccaratBetType,
  type BaccaratOutcome,
  bankerDrawsThird,
  computeBaccaratProbabilities,
  dealCoup,
  handTotal,
  playBaccarat,
  playerDrawsThird,
  settleBaccarat,
  validateBaccaratBets,
} from './baccarat';
import type { Card } from './cards';
import { addFractions, fraction, fractionToNumber, isSameFraction, multiplyFractions } from './rtp';
import { BET_MESSAGES, type RandomSource } from './types';

const card = (rank: number): Card => ({ rank, suit: 'hearts' });
const bet = (type: BaccaratBetType, stakeFen = 100n): BaccaratBet => ({ type, stakeFen });

/** Deals a coup from cards given in dealing order (P1, B1, P2, B2, then third cards). */
function coupOf(ranks: number[]): { outcome: BaccaratOutcome; used: number } {
  let used = 0;
  const outcome = dealCoup(() => {
    const rank = ranks[used];
    if (rank === undefined) throw new Error('Ran out of scripted cards');
    used += 1;
    return card(rank);
  });
  return { outcome, used };
}

describe('baccarat third-card rules', () => {
  it('implements the banker drawing table', () => {
    // Rows: banker total 0–7. Columns: player stood ('-'), then player's third card value 0–9.
    const table: Record<number, string> = {
      0: 'D DDDDDDDDDD',
      1: 'D DDDDDDDDDD',
      2: 'D DDDDDDDDDD',
      3: 'D DDDDDDDDSD',
      4: 'D SSDDDDDDSS',
      5: 'D SSSSDDDDSS',
      6: 'S SSSSSSDDSS',
      7: 'S SSSSSSSSSS',
    };
    for (const [total, row] of Object.entries(table)) {
      const bankerTotal = Number(total);
      expect(bankerDrawsThird(bankerTotal, null) ? 'D' : 'S', `banker ${total}, player stood`).toBe(row[0]);
      for (let value = 0; value <= 9; value += 1) {
        expect(bankerDrawsThird(bankerTotal, value) ? 'D' : 'S', `banker ${total}, player third ${value}`).toBe(
          row[value + 2],
        );
      }
    }
    for (let total = 0; total <= 7; total += 1) expect(playerDrawsThird(total)).toBe(total <= 5);
  });

  // [case, cards in dealing order, player cards, banker cards, player total, banker total, winner, natural]
  const hands: [string, number[], number[], number[], number, number, string, boolean][] = [
    ['player natural 9 beats banker 7, nobody draws', [9, 5, 13, 2], [9, 13], [5, 2], 9, 7, 'player', true],
    ['banker natural 8 stops the player drawing on 5', [2, 4, 3, 4], [2, 3], [4, 4], 5, 8, 'banker', true],
    ['natural 8 against natural 9', [4, 6, 4, 3], [4, 4], [6, 3], 8, 9, 'banker', true],
    [
      'face cards count zero: K+Q = 0, both draw',
      [13, 12, 12, 11, 5, 4],
      [13, 12, 5],
      [12, 11, 4],
      5,
      4,
      'player',
      false,
    ],
    ['player stands on 6, banker draws on 5', [3, 2, 3, 3, 4], [3, 3], [2, 3, 4], 6, 9, 'banker', false],
    ['player stands on 7, banker stands on 6', [4, 3, 3, 3], [4, 3], [3, 3], 7, 6, 'player', false],
    ['both stand on 6: tie', [1, 10, 5, 6], [1, 5], [10, 6], 6, 6, 'tie', false],
    ['banker 3 stands on a player 8', [2, 1, 3, 2, 8], [2, 3, 8], [1, 2], 3, 3, 'tie', false],
    ['banker 3 draws on a player 9', [2, 1, 3, 2, 9, 5], [2, 3, 9], [1, 2, 5], 4, 8, 'banker', false],
    ['banker 4 stands on a player ace', [10, 2, 10, 2, 1], [10, 10, 1], [2, 2], 1, 4, 'banker', false],
    ['banker 4 stands on a player face card', [10, 2, 10, 2, 12], [10, 10, 12], [2, 2], 0, 4, 'banker', false],
    ['banker 4 draws on a player 2', [10, 2, 10, 2, 2, 6], [10, 10, 2], [2, 2, 6], 2, 0, 'player', false],
    ['banker 5 stands on a player 3', [1, 2, 1, 3, 3], [1, 1, 3], [2, 3], 5, 5, 'tie', false],
    ['banker 5 draws on a player 4', [1, 2, 1, 3, 4, 3], [1, 1, 4], [2, 3, 3], 6, 8, 'banker', false],
    ['banker 6 stands on a player 5', [2, 3, 2, 3, 5], [2, 2, 5], [3, 3], 9, 6, 'player', false],
    ['banker 6 draws on a player 7', [2, 3, 2, 3, 7, 1], [2, 2, 7], [3, 3, 1], 1, 7, 'banker', false],
    ['banker 7 stands on a player 6', [2, 3, 2, 4, 6], [2, 2, 6], [3, 4], 0, 7, 'banker', false],
    ['banker 0 draws even on a player 8', [3, 10, 2, 13, 8, 9], [3, 2, 8], [10, 13, 9], 3, 9, 'banker', false],
  ];

  it.each(hands)('%s', (_, ranks, player, banker, playerTotal, bankerTotal, winner, isNatural) => {
    const { outcome, used } = coupOf(ranks);
    expect(used).toBe(ranks.length);
    expect(outcome.playerCards.map((c) => c.rank)).toEqual(player);
    expect(outcome.bankerCards.map((c) => c.rank)).toEqual(banker);
    expect([outcome.playerTotal, outcome.bankerTotal, outcome.winner, outcome.isNatural]).toEqual([
      playerTotal,
      bankerTotal,
      winner,
      isNatural,
    ]);
    expect(handTotal(outcome.playerCards)).toBe(playerTotal);
  });

  it('detects pairs by rank on the first two cards of each side', () => {
    expect(coupOf([12, 7, 12, 7, 5, 9]).outcome).toMatchObject({ playerPair: true, bankerPair: true });
    // K and Q are both worth zero but are not a pair.
    expect(coupOf([13, 4, 12, 4, 3, 4]).outcome).toMatchObject({ playerPair: false, bankerPair: true });
  });
});

describe('baccarat settlement', () => {
  const outcome = (winner: BaccaratOutcome['winner'], playerPair = false, bankerPair = false): BaccaratOutcome => ({
    playerCards: [],
    bankerCards: [],
    playerTotal: 0,
    bankerTotal: 0,
    winner,
    isNatural: false,
    playerPair,
    bankerPair,
  });
  const settle = (o: BaccaratOutcome, b: BaccaratBet) => {
    const [s] = settleBaccarat(o, [b]).settlements;
    return [s!.payoutFen, s!.winLossFen, s!.validBetFen, s!.result];
  };

  it('pays player 1:1 and pushes it on a tie (no valid bet)', () => {
    expect(settle(outcome('player'), bet('player', 1000n))).toEqual([2000n, 1000n, 1000n, 'win']);
    expect(settle(outcome('banker'), bet('player', 1000n))).toEqual([0n, -1000n, 1000n, 'lose']);
    expect(settle(outcome('tie'), bet('player', 1000n))).toEqual([1000n, 0n, 0n, 'push']);
  });

  it('pays banker 0.95:1 floored to the fen and pushes it on a tie', () => {
    expect(settle(outcome('banker'), bet('banker', 100n))).toEqual([195n, 95n, 100n, 'win']);
    expect(settle(outcome('banker'), bet('banker', 333n))).toEqual([649n, 316n, 333n, 'win']); // 649.35
    expect(settle(outcome('banker'), bet('banker', 1n))).toEqual([1n, 0n, 1n, 'win']); // 1.95 → 1
    expect(settle(outcome('player'), bet('banker', 100n))).toEqual([0n, -100n, 100n, 'lose']);
    expect(settle(outcome('tie'), bet('banker', 100n))).toEqual([100n, 0n, 0n, 'push']);
  });

  it('pays tie 8:1 and pairs 11:1', () => {
    expect(settle(outcome('tie'), bet('tie', 100n))).toEqual([900n, 800n, 100n, 'win']);
    expect(settle(outcome('banker'), bet('tie', 100n))).toEqual([0n, -100n, 100n, 'lose']);
    expect(settle(outcome('banker', true), bet('player-pair', 100n))).toEqual([1200n, 1100n, 100n, 'win']);
    expect(settle(outcome('banker', true), bet('banker-pair', 100n))).toEqual([0n, -100n, 100n, 'lose']);
    expect(settle(outcome('tie', false, true), bet('banker-pair', 50n))).toEqual([600n, 550n, 50n, 'win']);
  });

  it('validates bets', () => {
    expect(validateBaccaratBets([])).toBe(BET_MESSAGES.noBets);
    expect(validateBaccaratBets([bet('banker', 0n)])).toBe(BET_MESSAGES.stakeNotPositive);
    expect(validateBaccaratBets([{ type: 'dragon', stakeFen: 1n } as unknown as BaccaratBet])).toBe(
      BET_MESSAGES.invalidSelection,
    );
    expect(
      validateBaccaratBets([bet('player'), bet('banker'), bet('tie'), bet('player-pair'), bet('banker-pair')]),
    ).toBeNull();
    expect(BACCARAT_GAME_INFO).toEqual({ code: 'baccarat', name: '百家乐', category: 'realperson' });
  });

  it('deals from a fresh shoe, one float per card, deterministic per seed', () => {
    // Positions 0.. of the unshuffled shoe are ♠A ♠2 ♠3 …; picking offset 0 each time deals them in order.
    const random = new ScriptedRandom([0, 0, 0, 0, 0, 0]);
    const round = playBaccarat(random, [bet('player')]);
    // P: A, 3 = 4 → draws 5 → 9; B: 2, 4 = 6 → player's third is 5, banker 6 stands.
    expect(round.outcome.playerCards.map((c) => c.rank)).toEqual([1, 3, 5]);
    expect(round.outcome.bankerCards.map((c) => c.rank)).toEqual([2, 4]);
    expect(random.drawn).toBe(5);
    const picked = playBaccarat(new ScriptedRandom([floatForInt(415, 416), 0, 0, 0, 0, 0]), [bet('tie')]);
    expect(picked.outcome.playerCards[0]).toEqual({ rank: 13, suit: 'diamonds' }); // the last card of the shoe
    const seed = { serverSeed: 'server', clientSeed: 'client', nonce: 42 };
    expect(playBaccarat(new OutcomeStream(seed), [bet('banker')])).toEqual(
      playBaccarat(new OutcomeStream(seed), [bet('banker')]),
    );
  });
});

describe('baccarat return to player', () => {
  const p = computeBaccaratProbabilities();
  const banker = { num: 39n, den: 20n };

  it('publishes exact returns equal to enumerating every deal of a fresh 8-deck shoe', () => {
    expect(isSameFraction(addFractions(addFractions(p.player, p.banker), p.tie), fraction(1n))).toBe(true);
    const player = addFractions(multiplyFractions(fraction(2n), p.player), p.tie);
    const bankerRtp = addFractions(multiplyFractions(banker, p.banker), p.tie);
    expect(BACCARAT_RTP.player).toEqual(player);
    expect(BACCARAT_RTP.banker).toEqual(bankerRtp);
    expect(BACCARAT_RTP.tie).toEqual(multiplyFractions(fraction(9n), p.tie));
    expect(BACCARAT_RTP['player-pair']).toEqual(multiplyFractions(fraction(12n), p.pair));
    expect(BACCARAT_RTP['banker-pair']).toEqual(BACCARAT_RTP['player-pair']);
    // The textbook 8-deck figures: banker 98.94%, player 98.76%, tie 85.64%.
    expect(fractionToNumber(BACCARAT_RTP.banker)).toBeCloseTo(0.98942, 5);
    expect(fractionToNumber(BACCARAT_RTP.player)).toBeCloseTo(0.98765, 5);
    expect(fractionToNumber(BACCARAT_RTP.tie)).toBeCloseTo(0.8564, 4);
  });

  const types: BaccaratBetType[] = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'];
  const pp = fractionToNumber(p.player);
  const pb = fractionToNumber(p.banker);
  const pt = fractionToNumber(p.tie);
  const pPair = fractionToNumber(p.pair);
  const pairSigma = standardDeviationOf([
    { value: 12, probability: pPair },
    { value: 0, probability: 1 - pPair },
  ]);
  const sigma: Record<BaccaratBetType, number> = {
    player: standardDeviationOf([
      { value: 2, probability: pp },
      { value: 1, probability: pt },
      { value: 0, probability: pb },
    ]),
    banker: standardDeviationOf([
      { value: 1.95, probability: pb },
      { value: 1, probability: pt },
      { value: 0, probability: pp },
    ]),
    tie: standardDeviationOf([
      { value: 9, probability: pt },
      { value: 0, probability: 1 - pt },
    ]),
    'player-pair': pairSigma,
    'banker-pair': pairSigma,
  };

  function simulate(next: (round: number) => RandomSource, rounds: number): number[] {
    const bets = types.map((type) => bet(type)); // 100 fen: every payout is exact, banker's 195 included
    return measureReturns(playBaccarat, bets, next, rounds);
  }

  it('lands within 5 standard errors of the published RTP over 1,000,000 coups', () => {
    const rounds = 1_000_000;
    const random = new FastRandom(8);
    const measured = simulate(() => random, rounds);
    types.forEach((type, i) => {
      const published = fractionToNumber(BACCARAT_RTP[type]);
      expect(Math.abs(measured[i]! - published), `${type}: ${measured[i]} vs ${published}`).toBeLessThan(
        tolerance(sigma[type], rounds),
      );
    });
  }, 60_000);

  it('agrees over 20,000 coups drawn through the real HMAC stream', () => {
    const rounds = 20_000;
    const measured = simulate(rtpCheckStream, rounds);
    types.forEach((type, i) => {
      const published = fractionToNumber(BACCARAT_RTP[type]);
      expect(Math.abs(measured[i]! - published), type).toBeLessThan(tolerance(sigma[type], rounds));
    });
  }, 60_000);
});
