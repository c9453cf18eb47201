import { formatFenCompact } from '@app/shared/money';

interface BetCellProps {
  label: string;
  odds: string;
  stakeFen: bigint;
  disabled?: boolean;
  tone?: 'red' | 'blue' | 'green' | 'gold';
  wide?: boolean;
  onPlace: () => void;
}

/** One spot on a table: its name and odds; a chip badge shows what is staked on it. */
export function BetCell({ label, odds, stakeFen, disabled = false, tone, wide = false, onPlace }: BetCellProps) {
  const staked = stakeFen > 0n;
  return (
    <button
      type="button"
      className={`bet-cell${tone ? ` bet-cell--${tone}` : ''}${wide ? ' bet-cell--wide' : ''}${staked ? ' bet-cell--staked' : ''}`}
      onClick={onPlace}
      disabled={disabled}
      aria-label={staked ? `${label} ${odds} 已下注${formatFenCompact(stakeFen)}元` : `${label} ${odds}`}
    >
      <span className="bet-cell__label">{label}</span>
      <span className="bet-cell__odds">{odds}</span>
      {staked ? <span className="bet-cell__chip">{formatFenCompact(stakeFen)}</span> : null}
    </button>
  );
}
