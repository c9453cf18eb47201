import type { RandomSource } from './types';

// Cards for baccarat and dragon-tiger. Each round deals from a freshly shuffled 8-deck shoe
// (416 cards), shuffled by the forward Fisher–Yates driven by the provably fair stream.

export type Suit = 'spades' | 'hearts' | 'clubs' | 'diamonds';

/** A card: rank 1 (A) … 13 (K). */
export interface Card {
  readonly rank: number;
  readonly suit: Suit;
}

export const SUITS: readonly Suit[] = ['spades', 'hearts', 'clubs', 'diamonds'];
export const DECKS_PER_SHOE = 8;
export const CARDS_PER_DECK = 52;
export const SHOE_SIZE = DECKS_PER_SHOE * CARDS_PER_DECK;

/**
 * The card at a position of the unshuffled shoe: eight decks one after the other, each ordered
 * spades A…K, hearts A…K, clubs A…K, diamonds A…K.
 */
export function cardAtShoeIndex(index: number): Card {
  const inDeck = index % CARDS_PER_DECK;
  const suit = SUITS[Math.floor(inDeck / 13)];
  if (suit === undefined || index < 0 || index >= SHOE_SIZE) throw new RangeError(`No card at ${index}`);
  return { rank: (inDeck % 13) + 1, suit };
}

const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LABELS: Record<Suit, string> = { spades: '♠', hearts: '♥', clubs: '♣', diamonds: '♦' };

/** '♠A', '♥10'. */
export function cardLabel(card: Card): string {
  return `${SUIT_LABELS[card.suit]}${RANK_LABELS[card.rank] ?? '?'}`;
}

/**
 * A freshly shuffled shoe, dealt from the top. Shuffling is the forward Fisher–Yates: step i swaps
 * position i with position i + nextInt(416 − i). Position i is final after step i, so the shoe runs
 * step i only when card i is dealt: a round consumes exactly one float per card dealt, and the cards
 * are the same as the top of a fully shuffled shoe (the later steps cannot move them).
 */
export class Shoe {
  /** Positions whose content differs from the unshuffled shoe (only the few touched by swaps). */
  private readonly moved = new Map<number, number>();
  private dealtCount = 0;

  constructor(
    private readonly random: RandomSource,
    readonly size: number = SHOE_SIZE,
  ) {}

  /** Cards dealt so far. */
  get dealt(): number {
    return this.dealtCount;
  }

  deal(): Card {
    const i = this.dealtCount;
    if (i >= this.size) throw new RangeError('The shoe is empty');
    const j = i + this.random.nextInt(this.size - i);
    const atI = this.moved.get(i) ?? i;
    const atJ = this.moved.get(j) ?? j;
    this.moved.set(j, atI);
    this.moved.set(i, atJ);
    this.dealtCount += 1;
    return cardAtShoeIndex(atJ);
  }
}
