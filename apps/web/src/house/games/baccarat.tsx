import { BACCARAT_PAYTABLE, type Card } from '@app/house-games';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { BetCell } from '../components/bet-cell';
import { PlayingCard } from '../components/playing-card';
import { stakeOn, type BetSlip } from '../utils/bet-slip';
import { readBaccaratOutcome } from '../utils/outcomes';
import type { Selection } from '../utils/wire-bets';
import { useRevealTimeline, type StageProps } from './stage';

const DEAL_GAP_MS = 380;

/** Dealing order: player, banker, player, banker, then the player's and the banker's third cards. */
function dealOrder(player: readonly Card[], banker: readonly Card[]): { side: 'player' | 'banker'; index: number }[] {
  const order: { side: 'player' | 'banker'; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (player.length > 2) order.push({ side: 'player', index: 2 });
  if (banker.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

export function BaccaratStage({ result, phase, onRevealed }: StageProps) {
  const { t } = useTranslation();
  const view = readBaccaratOutcome(result?.outcome);
  const [dealt, setDealt] = useState(0);
  const order = view ? dealOrder(view.playerCards, view.bankerCards) : [];
  const delays = order.map((_, index) => 150 + index * DEAL_GAP_MS);
  useRevealTimeline(phase, delays, (index) => setDealt(index + 1), onRevealed, 150 + order.length * DEAL_GAP_MS + 200);
  if (phase === 'playing' && dealt !== 0) setDealt(0);
  const shownCount = phase === 'idle' ? order.length : phase === 'playing' ? 0 : dealt;
  const isDealt = (side: 'player' | 'banker', index: number) =>
    order.slice(0, shownCount).some((step) => step.side === side && step.index === index);

  const hand = (side: 'player' | 'banker') => {
    const cards = view ? (side === 'player' ? view.playerCards : view.bankerCards) : [];
    const slots = Math.max(2, cards.length);
    const total = view ? (side === 'player' ? view.playerTotal : view.bankerTotal) : null;
    const wins = phase === 'idle' && view && view.winner === side;
    return (
      <div className={`table-hand table-hand--${side}${wins ? ' table-hand--win' : ''}`}>
        <span className="table-hand__name">{side === 'player' ? '闲' : '庄'}</span>
        <div className="table-hand__cards">
          {Array.from({ length: slots }, (_, index) =>
            index < 2 || isDealt(side, index) ? (
              <PlayingCard key={index} card={cards[index] ?? null} dealt={isDealt(side, index)} />
            ) : null,
          )}
        </div>
        <span className="table-hand__total">{phase === 'idle' && total !== null ? `${total}点` : '\u00a0'}</span>
      </div>
    );
  };

  let verdict = '\u00a0';
  if (phase !== 'idle') verdict = t('house.dealing');
  else if (view) verdict = view.winner === 'tie' ? '和局' : view.winner === 'player' ? '闲赢' : '庄赢';

  return (
    <div className="table-stage">
      <div className="table-stage__hands">
        {hand('player')}
        {hand('banker')}
      </div>
      <p className="table-stage__verdict" aria-live="polite">
        {verdict}
        {phase === 'idle' && view?.playerPair ? ' · 闲对' : ''}
        {phase === 'idle' && view?.bankerPair ? ' · 庄对' : ''}
      </p>
    </div>
  );
}

const TONES = { player: 'blue', banker: 'red', tie: 'green', 'player-pair': 'blue', 'banker-pair': 'red' } as const;

export function BaccaratBoard({
  slip,
  disabled,
  onPlace,
}: {
  slip: BetSlip;
  disabled: boolean;
  onPlace: (selection: Selection) => void;
}) {
  const cell = (entry: (typeof BACCARAT_PAYTABLE)[number], wide: boolean) => (
    <BetCell
      key={entry.type}
      label={entry.name}
      odds={entry.odds.replace(/（.*）/, '')}
      stakeFen={stakeOn(slip, { type: entry.type })}
      disabled={disabled}
      tone={TONES[entry.type]}
      wide={wide}
      onPlace={() => onPlace({ type: entry.type })}
    />
  );
  const byType = (type: string) => BACCARAT_PAYTABLE.filter((entry) => entry.type === type);
  return (
    <div className="bet-board">
      <div className="bet-board__row bet-board__row--3">
        {byType('player').map((entry) => cell(entry, true))}
        {byType('tie').map((entry) => cell(entry, true))}
        {byType('banker').map((entry) => cell(entry, true))}
      </div>
      <div className="bet-board__row bet-board__row--2">
        {byType('player-pair').map((entry) => cell(entry, false))}
        {byType('banker-pair').map((entry) => cell(entry, false))}
      </div>
    </div>
  );
}
