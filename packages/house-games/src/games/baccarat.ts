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
  PUSH,
  type RandomSource,
  settleBet,
  validateBetList,
} from './types';
import { applyValidBetRule, type HedgeSide } from './valid-bet';

// Baccarat (百家乐), punto banco with the standard third-card rules, dealt from a freshly shuffled
// 8-deck shoe each round (see cards.ts and the README for why a fresh shoe and not a running one).

export const BACCARAT_GAME_INFO: GameInfo = { code: 'baccarat', name: '百家乐', category: 'realperson' };

export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'player-pair' | 'banker-pair';

/** 闲 player, 庄 banker, 和 tie, 闲对 player pair, 庄对 banker pair. */
export interface BaccaratSelection {
  readonly type: BaccaratBetType;
}

export type BaccaratBet = BaccaratSelection & { readonly stakeFen: bigint };

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** Return multipliers (stake included) of a winning bet. */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratBetType, Rate>> = {
  /** 1:1. */
  player: oddsToOne(1n),
  /** 0.95:1, i.e. 1:1 less 5% commission on the win; the payout is floored to the fen. */
  banker: { num: 39n, den: 20n },
  /** 8:1. */
  tie: oddsToOne(8n),
  /** 11:1. */
  'player-pair': oddsToOne(11n),
  /** 11:1. */
  'banker-pair': oddsToOne(11n),
};

export const BACCARAT_PAYTABLE: readonly { type: BaccaratBetType; name: string; odds: string }[] = [
  { type: 'player', name: '闲', odds: '1:1（和局退还本金）' },
  { type: 'banker', name: '庄', odds: '0.95:1（和局退还本金）' },
  { type: 'tie', name: '和', odds: '8:1' },
  { type: 'player-pair', name: '闲对', odds: '11:1' },
  { type: 'banker-pair', name: '庄对', odds: '11:1' },
];

/**
 * Exact returns to player for a freshly shuffled 8-deck shoe (computeBaccaratProbabilities
 * enumerates every deal; the tests check these literals against it).
 */
export const BACCARAT_RTP: Readonly<Record<BaccaratBetType, Rtp>> = {
  /** 98.7649%. */
  player: { num: 19283843717413n, den: 19524993263685n },
  /** 98.9421%. */
  banker: { num: 10732465128097n, den: 10847218479825n },
  /** 85.6404%. */
  tie: { num: 619306544887n, den: 723147898655n },
  /** 89.6386%: 12 × 31/415. */
  'player-pair': { num: 372n, den: 415n },
  /** 89.6386%. */
  'banker-pair': { num: 372n, den: 415n },
};

/** Baccarat value of a card: A = 1, 2–9 face value, 10/J/Q/K = 0. */
export function baccaratValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** Hand total: the sum of values modulo 10. */
export function handTotal(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += baccaratValue(card);
  return sum % 10;
}

/** The player draws a third card on 0–5 and stands on 6–7 (naturals are checked before). */
export function playerDrawsThird(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule. If the player stood, the banker draws on 0–5. If the player drew a third card
 * of value v, the banker draws on 0–2; on 3 unless v = 8; on 4 if v is 2–7; on 5 if v is 4–7; on 6
 * if v is 6–7; stands on 7.
 */
export function bankerDrawsThird(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdValue !== 8;
    case 4:
      return playerThirdValue >= 2 && playerThirdValue <= 7;
    case 5:
      return playerThirdValue >= 4 && playerThirdValue <= 7;
    case 6:
      return playerThirdValue >= 6 && playerThirdValue <= 7;
    default:
      return false;
  }
}

/** One coup: the cards in dealing order per side and what they decide. */
export interface BaccaratOutcome {
  readonly playerCards: readonly Card[];
  readonly bankerCards: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  /** Either side had 8 or 9 with two cards, so both stood. */
  readonly isNatural: boolean;
  /** The side's first two cards have the same rank (two 7s, two queens). */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/**
 * Deals one coup: player, banker, player, banker, then the player's third card and the banker's
 * third card when the rules call for them.
 */
export function dealCoup(nextCard: () => Card): BaccaratOutcome {
  const player1 = nextCard();
  const banker1 = nextCard();
  const player2 = nextCard();
  const banker2 = nextCard();
  const playerCards = [player1, player2];
  const bankerCards = [banker1, banker2];
  const isNatural = handTotal(playerCards) >= 8 || handTotal(bankerCards) >= 8;
  if (!isNatural) {
    let playerThirdValue: number | null = null;
    if (playerDrawsThird(handTotal(playerCards))) {
      const third = nextCard();
      playerCards.push(third);
      playerThirdValue = baccaratValue(third);
    }
    if (bankerDrawsThird(handTotal(bankerCards), playerThirdValue)) bankerCards.push(nextCard());
  }
  const playerTotal = handTotal(playerCards);
  const bankerTotal = handTotal(bankerCards);
  let winner: BaccaratWinner = 'tie';
  if (playerTotal > bankerTotal) winner = 'player';
  else if (bankerTotal > playerTotal) winner = 'banker';
  return {
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    winner,
    isNatural,
    playerPair: player1.rank === player2.rank,
    bankerPair: banker1.rank === banker2.rank,
  };
}

function isBetType(value: unknown): value is BaccaratBetType {
  return (
    value === 'player' || value === 'banker' || value === 'tie' || value === 'player-pair' || value === 'banker-pair'
  );
}

export function validateBaccaratBets(bets: readonly BaccaratBet[]): string | null {
  return validateBetList(bets, (bet) => isBetType(bet.type));
}

/** How a bet type ends on a coup. */
export function baccaratBetResult(type: BaccaratBetType, outcome: BaccaratOutcome): BetResult {
  switch (type) {
    case 'player':
    case 'banker':
      if (outcome.winner === 'tie') return 'push';
      return outcome.winner === type ? 'win' : 'lose';
    case 'tie':
      return outcome.winner === 'tie' ? 'win' : 'lose';
    case 'player-pair':
      return outcome.playerPair ? 'win' : 'lose';
    case 'banker-pair':
      return outcome.bankerPair ? 'win' : 'lose';
  }
}

/** 庄 and 闲 are the opposite outcomes of a coup (decision 0021); 和 and the pairs stand alone. */
export function baccaratHedgeSide(selection: BaccaratSelection): HedgeSide | null {
  if (selection.type === 'banker') return { pair: 'banker-player', side: 0 };
  if (selection.type === 'player') return { pair: 'banker-player', side: 1 };
  return null;
}

export function settleBaccarat(
  outcome: BaccaratOutcome,
  bets: readonly BaccaratBet[],
): GameRound<BaccaratBet, BaccaratOutcome> {
  const settlements = bets.map((bet) => {
    const result = baccaratBetResult(bet.type, outcome);
    let multiplier = LOSE;
    if (result === 'win') multiplier = BACCARAT_RETURNS[bet.type];
    else if (result === 'push') multiplier = PUSH;
    return settleBet(bet, bet.stakeFen, multiplier, result);
  });
  return { outcome, settlements: applyValidBetRule(settlements, baccaratHedgeSide) };
}

/** Plays one coup from a fresh shoe (one float per card dealt: 4 to 6) and settles the bets. */
export function playBaccarat(
  random: RandomSource,
  bets: readonly BaccaratBet[],
): GameRound<BaccaratBet, BaccaratOutcome> {
  assertValidBets(validateBaccaratBets(bets));
  const shoe = new Shoe(random);
  return settleBaccarat(
    dealCoup(() => shoe.deal()),
    bets,
  );
}

/** Exact probabilities of a coup's winner, and of a pair on one side, for a fresh 8-deck shoe. */
export interface BaccaratProbabilities {
  readonly player: Rtp;
  readonly banker: Rtp;
  readonly tie: Rtp;
  readonly pair: Rtp;
}

/**
 * Enumerates every deal from a fresh 8-deck shoe by card value (128 zero-valued cards, 32 of each
 * of 1–9), weighting each by how many card sequences give it, with the same drawing rules as
 * dealCoup. Weights are normalised to six cards so all of them share one denominator
 * (416·415·…·411 ≈ 5.0e15 < 2⁵³: exact in doubles, turned into bigints at the end).
 */
export function computeBaccaratProbabilities(): BaccaratProbabilities {
  const perRank = DECKS_PER_SHOE * 4;
  const remaining = [perRank * 4, ...Array.from({ length: 9 }, () => perRank)];
  // Cards left after four and after five have been dealt; a hand that ends early is weighted as if
  // the remaining of its six cards were any cards.
  const left4 = SHOE_SIZE - 4;
  const left5 = SHOE_SIZE - 5;
  const wins = { player: 0, banker: 0, tie: 0 };
  const finish = (playerTotal: number, bankerTotal: number, weight: number) => {
    if (playerTotal > bankerTotal) wins.player += weight;
    else if (bankerTotal > playerTotal) wins.banker += weight;
    else wins.tie += weight;
  };
  // Calls `visit(value, count)` for each value still in the shoe, taking the card out meanwhile.
  const eachValue = (visit: (value: number, count: number) => void) => {
    for (let value = 0; value <= 9; value += 1) {
      const count = remaining[value] ?? 0;
      if (count === 0) continue;
      remaining[value] = count - 1;
      visit(value, count);
      remaining[value] = count;
    }
  };
  eachValue((p1, w1) =>
    eachValue((b1, w2) =>
      eachValue((p2, w3) =>
        eachValue((b2, w4) => {
          const weight4 = w1 * w2 * w3 * w4;
          const playerTotal = (p1 + p2) % 10;
          const bankerTotal = (b1 + b2) % 10;
          if (playerTotal >= 8 || bankerTotal >= 8) return finish(playerTotal, bankerTotal, weight4 * left4 * left5);
          if (!playerDrawsThird(playerTotal)) {
            if (!bankerDrawsThird(bankerTotal, null)) return finish(playerTotal, bankerTotal, weight4 * left4 * left5);
            return eachValue((b3, w5) => finish(playerTotal, (bankerTotal + b3) % 10, weight4 * w5 * left5));
          }
          eachValue((p3, w5) => {
            const playerFinal = (playerTotal + p3) % 10;
            if (!bankerDrawsThird(bankerTotal, p3)) return finish(playerFinal, bankerTotal, weight4 * w5 * left5);
            eachValue((b3, w6) => finish(playerFinal, (bankerTotal + b3) % 10, weight4 * w5 * w6));
          });
        }),
      ),
    ),
  );
  const total = BigInt(wins.player + wins.banker + wins.tie);
  return {
    player: fraction(BigInt(wins.player), total),
    banker: fraction(BigInt(wins.banker), total),
    tie: fraction(BigInt(wins.tie), total),
    pair: fraction(BigInt(perRank - 1), BigInt(SHOE_SIZE - 1)),
  };
}

export const baccaratGame: HouseGame<BaccaratBet, BaccaratOutcome> = {
  info: BACCARAT_GAME_INFO,
  validateBets: validateBaccaratBets,
  play: playBaccarat,
  hedgeSideOf: baccaratHedgeSide,
};
