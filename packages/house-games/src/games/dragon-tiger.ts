import type { Rate } from '@app/shared/money';
import { type Card, DECKS_PER_SHOE, SHOE_SIZE, Shoe } from './cards';
import { fraction, type Rtp } from './rtp';
import {
  assertValidBets,
  type BetResult,
  type GameInfo,
  type GameRound,
  type HouseGame,
  LOSE,
  oddsToOne,
  type RandomSource,
  settleBet,
  validateBetList,
} from './types';
import { applyValidBetRule, type HedgeSide } from './valid-bet';

// Dragon-tiger (龙虎斗): one card to the dragon, one to the tiger, from a freshly shuffled 8-deck shoe
// (the same Shoe as baccarat). The higher rank wins, A lowest and K highest; suits do not count.
// On a tie, dragon and tiger bets lose half the stake (the common casino rule), and tie pays 8:1.

export const DRAGON_TIGER_GAME_INFO: GameInfo = { code: 'dragon-tiger', name: '龙虎斗', category: 'realperson' };

export type DragonTigerBetType = 'dragon' | 'tiger' | 'tie';

/** 龙 dragon, 虎 tiger, 和 tie. */
export interface DragonTigerSelection {
  readonly type: DragonTigerBetType;
}

export type DragonTigerBet = DragonTigerSelection & { readonly stakeFen: bigint };

export type DragonTigerWinner = DragonTigerBetType;

/** Return multipliers (stake included). */
export const DRAGON_TIGER_RETURNS = {
  /** Dragon or tiger wins: 1:1. */
  win: oddsToOne(1n),
  /** Tie: 8:1 on the tie bet. */
  tie: oddsToOne(8n),
  /** Dragon and tiger bets on a tie: half the stake back, floored to the fen. */
  halfBack: { num: 1n, den: 2n } as Rate,
} as const;

export const DRAGON_TIGER_PAYTABLE: readonly { type: DragonTigerBetType; name: string; odds: string }[] = [
  { type: 'dragon', name: '龙', odds: '1:1（和局输一半）' },
  { type: 'tiger', name: '虎', odds: '1:1（和局输一半）' },
  { type: 'tie', name: '和', odds: '8:1' },
];

/**
 * Exact returns to player for a fresh 8-deck shoe: a tie (same rank) has probability 31/415, so
 * dragon = 2 × 192/415 + ½ × 31/415 = 799/830 and tie = 9 × 31/415 = 279/415.
 */
export const DRAGON_TIGER_RTP: Readonly<Record<DragonTigerBetType, Rtp>> = {
  /** 96.2651%. */
  dragon: { num: 799n, den: 830n },
  /** 96.2651%. */
  tiger: { num: 799n, den: 830n },
  /** 67.2289%. */
  tie: { num: 279n, den: 415n },
};

export interface DragonTigerOutcome {
  readonly dragon: Card;
  readonly tiger: Card;
  readonly winner: DragonTigerWinner;
}

/** Deals the dragon's card, then the tiger's. */
export function dealDragonTiger(nextCard: () => Card): DragonTigerOutcome {
  const dragon = nextCard();
  const tiger = nextCard();
  let winner: DragonTigerWinner = 'tie';
  if (dragon.rank > tiger.rank) winner = 'dragon';
  else if (tiger.rank > dragon.rank) winner = 'tiger';
  return { dragon, tiger, winner };
}

function isBetType(value: unknown): value is DragonTigerBetType {
  return value === 'dragon' || value === 'tiger' || value === 'tie';
}

export function validateDragonTigerBets(bets: readonly DragonTigerBet[]): string | null {
  return validateBetList(bets, (bet) => isBetType(bet.type));
}

function returnOf(type: DragonTigerBetType, winner: DragonTigerWinner): { multiplier: Rate; result: BetResult } {
  if (type === 'tie')
    return winner === 'tie'
      ? { multiplier: DRAGON_TIGER_RETURNS.tie, result: 'win' }
      : { multiplier: LOSE, result: 'lose' };
  if (winner === 'tie') return { multiplier: DRAGON_TIGER_RETURNS.halfBack, result: 'lose' };
  return winner === type
    ? { multiplier: DRAGON_TIGER_RETURNS.win, result: 'win' }
    : { multiplier: LOSE, result: 'lose' };
}

/** 龙 and 虎 are the opposite outcomes of a deal (decision 0021); 和 stands alone. */
export function dragonTigerHedgeSide(selection: DragonTigerSelection): HedgeSide | null {
  if (selection.type === 'dragon') return { pair: 'dragon-tiger', side: 0 };
  if (selection.type === 'tiger') return { pair: 'dragon-tiger', side: 1 };
  return null;
}

export function settleDragonTiger(
  outcome: DragonTigerOutcome,
  bets: readonly DragonTigerBet[],
): GameRound<DragonTigerBet, DragonTigerOutcome> {
  const settlements = bets.map((bet) => {
    const { multiplier, result } = returnOf(bet.type, outcome.winner);
    return settleBet(bet, bet.stakeFen, multiplier, result);
  });
  return { outcome, settlements: applyValidBetRule(settlements, dragonTigerHedgeSide) };
}

/** Plays one round from a fresh shoe (two floats: dragon's card, tiger's card) and settles the bets. */
export function playDragonTiger(
  random: RandomSource,
  bets: readonly DragonTigerBet[],
): GameRound<DragonTigerBet, DragonTigerOutcome> {
  assertValidBets(validateDragonTigerBets(bets));
  const shoe = new Shoe(random);
  return settleDragonTiger(
    dealDragonTiger(() => shoe.deal()),
    bets,
  );
}

/** Exact probabilities of dragon, tiger and tie for a fresh 8-deck shoe, by enumerating rank pairs. */
export function computeDragonTigerProbabilities(): Readonly<Record<DragonTigerWinner, Rtp>> {
  const perRank = BigInt(DECKS_PER_SHOE * 4);
  const counts = { dragon: 0n, tiger: 0n, tie: 0n };
  for (let dragon = 1; dragon <= 13; dragon += 1) {
    for (let tiger = 1; tiger <= 13; tiger += 1) {
      const ways = perRank * (dragon === tiger ? perRank - 1n : perRank);
      if (dragon > tiger) counts.dragon += ways;
      else if (tiger > dragon) counts.tiger += ways;
      else counts.tie += ways;
    }
  }
  const total = BigInt(SHOE_SIZE) * BigInt(SHOE_SIZE - 1);
  return {
    dragon: fraction(counts.dragon, total),
    tiger: fraction(counts.tiger, total),
    tie: fraction(counts.tie, total),
  };
}

export const dragonTigerGame: HouseGame<DragonTigerBet, DragonTigerOutcome> = {
  info: DRAGON_TIGER_GAME_INFO,
  validateBets: validateDragonTigerBets,
  play: playDragonTiger,
  hedgeSideOf: dragonTigerHedgeSide,
};
