import { PayCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import './money-page.css';

export interface ChannelGridItem {
  id: number;
  logo: string;
  name: string;
  /** 'min-max' in yuan. */
  range: string;
  /** Gift text shown as a corner badge; '' for none. */
  gift: string;
  /** Extra line under the option (the deposit type's download link). */
  footer?: ReactNode;
}

interface ChannelGridProps {
  items: readonly ChannelGridItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  label: string;
}

/** 4-column grid of payment types or wallet channels (spec-2 §2 /deposit and /withdraw). */
export function ChannelGrid({ items, selectedId, onSelect, label }: ChannelGridProps) {
  return (
    <div className="channel-grid" role="radiogroup" aria-label={label}>
      {items.map((item) => {
        const isSelected = item.id === selectedId;
        return (
          <div
            key={item.id}
            className={isSelected ? 'channel-grid__cell channel-grid__cell--active' : 'channel-grid__cell'}
          >
            <button
              type="button"
              role="radio"
              aria-checked={isSelected}
              className="channel-grid__option"
              onClick={() => onSelect(item.id)}
            >
              {item.logo ? (
                <img className="channel-grid__logo" src={item.logo} alt="" loading="lazy" />
              ) : (
                <PayCircleOutline className="channel-grid__logo channel-grid__logo--fallback" aria-hidden="true" />
              )}
              <span className="channel-grid__name">{item.name}</span>
              <span className="channel-grid__range">{item.range}</span>
            </button>
            {item.gift ? <span className="channel-grid__gift">{item.gift}</span> : null}
            {item.footer ? <div className="channel-grid__footer">{item.footer}</div> : null}
          </div>
        );
      })}
    </div>
  );
}
