import { formatFen, formatFenCompact } from '@app/shared/money';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/i18n';
import { CHIP_VALUES_FEN } from '../utils/bet-slip';

interface ChipBarProps {
  chipFen: bigint;
  onChip: (fen: bigint) => void;
  totalFen: bigint;
  busy: boolean;
  canRepeat: boolean;
  onClear: () => void;
  onRepeat: () => void;
  onSubmit: () => void;
  submitLabel: string;
  disabled?: boolean;
}

/** Chip choice, the slip's total, clear / repeat and the bet button of a table game. */
export function ChipBar(props: ChipBarProps) {
  const { t } = useTranslation();
  return (
    <div className="chip-bar">
      <div className="chip-bar__chips" role="radiogroup" aria-label={t('house.chips')}>
        {CHIP_VALUES_FEN.map((fen) => (
          <button
            key={fen.toString()}
            type="button"
            role="radio"
            aria-checked={fen === props.chipFen}
            className={`chip chip--${fen.toString()}`}
            onClick={() => props.onChip(fen)}
          >
            {formatFenCompact(fen)}
          </button>
        ))}
      </div>
      <div className="chip-bar__actions">
        <span className="chip-bar__total">
          {t('house.total')} <strong>¥{formatFen(props.totalFen)}</strong>
        </span>
        {props.canRepeat && props.totalFen === 0n ? (
          <Button size="small" fill="outline" shape="rounded" onClick={props.onRepeat} disabled={props.busy}>
            {t('house.repeat')}
          </Button>
        ) : (
          <Button
            size="small"
            fill="outline"
            shape="rounded"
            onClick={props.onClear}
            disabled={props.busy || props.totalFen === 0n}
          >
            {t('house.clear')}
          </Button>
        )}
        <Button
          size="small"
          color="warning"
          shape="rounded"
          className="chip-bar__submit"
          onClick={props.onSubmit}
          loading={props.busy}
          disabled={props.disabled}
        >
          {props.submitLabel}
        </Button>
      </div>
    </div>
  );
}
