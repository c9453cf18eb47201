import type { Card } from '@app/house-games';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = { spades: '♠', hearts: '♥', clubs: '♣', diamonds: '♦' } as const;

/** A playing card; face down until `dealt`, then it flips. */
export function PlayingCard({ card, dealt, small = false }: { card: Card | null; dealt: boolean; small?: boolean }) {
  const isRed = card?.suit === 'hearts' || card?.suit === 'diamonds';
  const label = card ? `${SUITS[card.suit]}${RANKS[card.rank] ?? ''}` : '';
  return (
    <span
      className={`playing-card${dealt && card ? ' playing-card--dealt' : ''}${small ? ' playing-card--small' : ''}`}
      role="img"
      aria-label={dealt && card ? label : '牌背'}
    >
      <span className="playing-card__inner">
        <span className="playing-card__back" />
        <span className={`playing-card__front${isRed ? ' playing-card__front--red' : ''}`}>
          {card ? (
            <>
              <span className="playing-card__rank">{RANKS[card.rank]}</span>
              <span className="playing-card__suit">{SUITS[card.suit]}</span>
            </>
          ) : null}
        </span>
      </span>
    </span>
  );
}
