import { evaluateSpin, SLOTS_PAYLINES, SLOTS_REELS, SLOTS_SYMBOL_NAMES, type SlotSymbol } from '@app/house-games';
import { formatFenCompact } from '@app/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { SPIN_STAKES_FEN } from '../utils/bet-slip';
import { readSlotsOutcome, type SlotsView } from '../utils/outcomes';
import { useRevealTimeline, type StageProps } from './stage';

/** What the reels show before the first spin (a fixed, published position of the strips). */
const IDLE_VIEW: SlotsView = {
  window: evaluateSpin([6, 13, 14, 12, 7]).window.map((column) => [...column]),
  lineWins: [],
  scatterCount: 0,
  scatterPay: '0',
};

const REEL_STOP_FIRST_MS = 450;
const REEL_STOP_GAP_MS = 170;

export function SymbolTile({ symbol, highlighted = false }: { symbol: SlotSymbol; highlighted?: boolean }) {
  const name = SLOTS_SYMBOL_NAMES[symbol];
  return (
    <span
      className={`slot-symbol slot-symbol--${symbol.toLowerCase()}${highlighted ? ' slot-symbol--win' : ''}${/^\d+$/.test(name) || name.length === 1 ? '' : ' slot-symbol--long'}`}
    >
      {name}
    </span>
  );
}

/** Cells of the window that belong to a paying line run or a paying scatter. */
function winningCells(view: SlotsView): Set<string> {
  const cells = new Set<string>();
  for (const win of view.lineWins) {
    const rows = SLOTS_PAYLINES[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel]}`);
  }
  if (view.scatterCount >= 3) {
    view.window.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'SCATTER') cells.add(`${reel}:${row}`);
      }),
    );
  }
  return cells;
}

/** Five reels: they spin while the round is out, then stop one by one on the outcome. */
export function SlotsStage({ result, phase, onRevealed }: StageProps) {
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(5);
  const view = readSlotsOutcome(result?.outcome) ?? IDLE_VIEW;
  const reelCount = SLOTS_REELS.length;
  const delays = Array.from({ length: reelCount }, (_, reel) => REEL_STOP_FIRST_MS + reel * REEL_STOP_GAP_MS);
  const endDelay = REEL_STOP_FIRST_MS + (reelCount - 1) * REEL_STOP_GAP_MS + 250;
  useRevealTimeline(phase, delays, (index) => setStopped(index + 1), onRevealed, endDelay);

  const visibleStopped = phase === 'idle' ? reelCount : phase === 'playing' ? 0 : stopped;
  // Restarting a spin: every reel spins again until its stop.
  if (phase === 'playing' && stopped !== 0) setStopped(0);
  const highlights = phase === 'idle' && result ? winningCells(view) : new Set<string>();

  return (
    <div className="slots-stage">
      <div className="slots-reels" aria-label={t('house.spin')} aria-busy={phase !== 'idle'}>
        {SLOTS_REELS.map((strip, reel) => (
          <div key={reel} className="slots-reel">
            {reel < visibleStopped ? (
              <div className="slots-reel__window">
                {(view.window[reel] ?? []).map((symbol, row) => (
                  <SymbolTile key={row} symbol={symbol} highlighted={highlights.has(`${reel}:${row}`)} />
                ))}
              </div>
            ) : (
              <div className="slots-reel__spin" aria-hidden="true">
                <div className="slots-reel__strip" style={{ animationDelay: `${-reel * 70}ms` }}>
                  {[...strip, ...strip.slice(0, 3)].map((symbol, index) => (
                    <SymbolTile key={index} symbol={symbol} />
                  ))}
                </div>
              </div>
            )}
          </div>
        ))}
      </div>
      {phase === 'idle' && result && view.lineWins.length > 0 ? (
        <ul className="slots-wins">
          {view.lineWins.slice(0, 6).map((win) => (
            <li key={win.line}>
              第{win.line}线 {SLOTS_SYMBOL_NAMES[win.symbol]}×{win.count}
            </li>
          ))}
          {view.lineWins.length > 6 ? <li>…</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

/** The stake of one spin. */
export function SpinStakes({
  stakeFen,
  onChange,
  disabled,
}: {
  stakeFen: bigint;
  onChange: (fen: bigint) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="spin-stakes" role="radiogroup" aria-label={t('house.spinStake')}>
      <span className="spin-stakes__label">{t('house.spinStake')}</span>
      <div className="spin-stakes__options">
        {SPIN_STAKES_FEN.map((fen) => (
          <button
            key={fen.toString()}
            type="button"
            role="radio"
            aria-checked={fen === stakeFen}
            className="spin-stakes__option"
            disabled={disabled}
            onClick={() => onChange(fen)}
          >
            ¥{formatFenCompact(fen)}
          </button>
        ))}
      </div>
    </div>
  );
}
