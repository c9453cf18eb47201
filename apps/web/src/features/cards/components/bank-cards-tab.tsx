import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { withdrawTypesQueryKey } from '../../../lib/query-keys';
import { useBankCards } from '../api/get-cards';
import { useUnbindCard } from '../hooks/use-unbind-card';
import { cardTail, MAX_BANK_CARDS } from '../utils/card-limits';
import { CardListTab, UnbindButton } from './card-list-tab';

/**
 * Bank tab of /bankCard (spec-1 §2): each card (image, bank, masked number, branch) with 解绑, and
 * 添加银行卡 (to /addBankCard) only while fewer than 5 cards exist.
 */
export function BankCardsTab() {
  const { t } = useTranslation();
  const cards = useBankCards();
  // The withdraw page lists the cards too.
  const unbinding = useUnbindCard(1, [withdrawTypesQueryKey]);

  if (cards.isPending) return <LoadingState />;
  if (cards.isError) return <ErrorState onRetry={() => void cards.refetch()} />;

  return (
    <CardListTab
      items={cards.data}
      emptyText={t('cards.noCards')}
      max={MAX_BANK_CARDS}
      addPath={paths.addBankCard}
      addLabel={t('cards.addBankCard')}
      limitNote={t('cards.cardLimit', { max: MAX_BANK_CARDS })}
      renderItem={(card) => (
        <li key={card.id} className="bank-card-item">
          <div className="bank-card-item__head">
            {card.bank_img ? <img className="bank-card-item__logo" src={card.bank_img} alt="" /> : null}
            <span className="bank-card-item__bank">{card.bank_name}</span>
            <UnbindButton
              className="bank-card-item__unbind"
              id={card.id}
              unbinding={unbinding}
              question={t('cards.unbindCard', { tail: cardTail(card.card_number), bank: card.bank_name })}
            />
          </div>
          <span className="bank-card-item__number">{card.card_number}</span>
          {card.branch ? <span className="bank-card-item__branch">{card.branch}</span> : null}
        </li>
      )}
    />
  );
}
