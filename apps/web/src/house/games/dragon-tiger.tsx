import { DRAGON_TIGER_PAYTABLE } from '@app/house-games';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { BetCell } from '../components/bet-cell';
import { PlayingCard } from '../components/playing-card';
import { stakeOn, type BetSlip } from '../utils/bet-slip';
import { readDragonTigerOutcome } from '../utils/outcomes';
import type { Selection } from '../utils/wire-bets';
import { useRevealTimeline, type StageProps } from './stage';

export function DragonTigerStage({ result, phase, onRevealed }: StageProps) {
  const { t } = useTranslation();
  const view = readDragonTigerOutcome(result?.outcome);
  const [dealt, setDealt] = useState(0);
  useRevealTimeline(phase, [200, 650], (index) => setDealt(index + 1), onRevealed, 1100);
  if (phase === 'playing' && dealt !== 0) setDealt(0);
  const shown = phase === 'idle' ? 2 : phase === 'playing' ? 0 : dealt;

  let verdict = '\u00a0';
  if (phase !== 'idle') verdict = t('house.dealing');
  else if (view) verdict = view.winner === 'tie' ? '和局' : view.winner === 'dragon' ? '龙赢' : '虎赢';

  const side = (name: 'dragon' | 'tiger', index: number) => (
    <div
      className={`table-hand table-hand--${name}${phase === 'idle' && view?.winner === name ? ' table-hand--win' : ''}`}
    >
      <span className="table-hand__name">{name === 'dragon' ? '龙' : '虎'}</span>
      <div className="table-hand__cards">
        <PlayingCard card={view ? view[name] : null} dealt={shown > index} />
      </div>
    </div>
  );

  return (
    <div className="table-stage">
      <div className="table-stage__hands">
        {side('dragon', 0)}
        <span className="table-stage__vs">VS</span>
        {side('tiger', 1)}
      </div>
      <p className="table-stage__verdict" aria-live="polite">
        {verdict}
      </p>
    </div>
  );
}

const TONES = { dragon: 'red', tie: 'green', tiger: 'blue' } as const;

export function DragonTigerBoard({
  slip,
  disabled,
  onPlace,
}: {
  slip: BetSlip;
  disabled: boolean;
  onPlace: (selection: Selection) => void;
}) {
  const ordered = ['dragon', 'tie', 'tiger'].flatMap((type) =>
    DRAGON_TIGER_PAYTABLE.filter((entry) => entry.type === type),
  );
  return (
    <div className="bet-board">
      <div className="bet-board__row bet-board__row--3">
        {ordered.map((entry) => (
          <BetCell
            key={entry.type}
            label={entry.name}
            odds={entry.odds.replace(/（.*）/, '')}
            stakeFen={stakeOn(slip, { type: entry.type })}
            disabled={disabled}
            tone={TONES[entry.type]}
            wide
            onPlace={() => onPlace({ type: entry.type })}
          />
        ))}
      </div>
    </div>
  );
}
