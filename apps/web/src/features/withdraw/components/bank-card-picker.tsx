import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { BankCard } from '../api/get-withdraw-types';

/** The add-card tile shows while fewer than 6 cards are saved (spec-2 §9). */
export const WITHDRAW_MAX_CARDS = 6;

interface BankCardPickerProps {
  cards: readonly BankCard[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The member's saved cards as choices (bank image, name, branch, masked number), then 添加银行卡;
 * with no card, a line saying a card is needed first.
 */
export function BankCardPicker({ cards, selectedId, onSelect }: BankCardPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="bank-cards" role="radiogroup" aria-label={t('withdraw.cardsTitle')}>
      {/* No card yet: say so, and the 添加银行卡 tile below is the way on (issue #13). */}
      {cards.length === 0 ? <p className="money-desc bank-cards__empty">{t('withdraw.noCardHint')}</p> : null}
      {cards.map((card) => {
        const isSelected = card.id === selectedId;
        return (
          <button
            key={card.id}
            type="button"
            role="radio"
            aria-checked={isSelected}
            className={isSelected ? 'bank-card bank-card--active' : 'bank-card'}
            onClick={() => onSelect(card.id)}
          >
            {card.bank_img ? <img className="bank-card__logo" src={card.bank_img} alt="" loading="lazy" /> : null}
            <span className="bank-card__text">
              <span className="bank-card__name">{card.bank_name}</span>
              {card.branch ? <span className="bank-card__branch">{card.branch}</span> : null}
              <span className="bank-card__number">{card.card_number}</span>
            </span>
            {isSelected ? <CheckCircleFill className="bank-card__check" aria-hidden="true" /> : null}
          </button>
        );
      })}
      {cards.length < WITHDRAW_MAX_CARDS ? (
        <Link className="bank-card bank-card--add" to={paths.addBankCard}>
          <AddOutline aria-hidden="true" />
          {t('withdraw.addCard')}
        </Link>
      ) : null}
    </div>
  );
}
