import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { withdrawTypesQueryKey } from '../../../lib/query-keys';
import { useDeleteCard } from '../api/delete-card';
import { cardsQueryKey, useBankCards, type BankCard } from '../api/get-cards';
import { cardTail, MAX_BANK_CARDS } from '../utils/card-limits';

/**
 * Bank tab of /bankCard (spec-1 §2): each card (image, bank, masked number, branch) with 解绑, and
 * 添加银行卡 (to /addBankCard) only while fewer than 5 cards exist.
 */
export function BankCardsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cards = useBankCards();
  const unbind = useDeleteCard();

  if (cards.isPending) return <LoadingState />;
  if (cards.isError) return <ErrorState onRetry={() => void cards.refetch()} />;

  const confirmUnbind = async (card: BankCard) => {
    if (unbind.isPending) return;
    const confirmed = await Dialog.confirm({
      title: t('cards.unbindTitle'),
      content: t('cards.unbindCard', { tail: cardTail(card.card_number), bank: card.bank_name }),
      cancelText: t('common.cancel'),
      confirmText: t('cards.unbind'),
    });
    if (!confirmed) return;
    unbind.mutate(
      { id: card.id, type: 1 },
      {
        onSuccess: (message) => {
          Toast.show({ icon: 'success', content: message });
          void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
          void queryClient.invalidateQueries({ queryKey: withdrawTypesQueryKey });
        },
      },
    );
  };

  const list = cards.data;
  return (
    <div className="cards-tab">
      {list.length === 0 ? <EmptyState text={t('cards.noCards')} /> : null}
      <ul className="card-list">
        {list.map((card) => (
          <li key={card.id} className="bank-card-item">
            <div className="bank-card-item__head">
              {card.bank_img ? <img className="bank-card-item__logo" src={card.bank_img} alt="" /> : null}
              <span className="bank-card-item__bank">{card.bank_name}</span>
              <Button
                className="bank-card-item__unbind"
                size="mini"
                shape="rounded"
                disabled={unbind.isPending}
                loading={unbind.isPending && unbind.variables?.id === card.id}
                onClick={() => void confirmUnbind(card)}
              >
                {t('cards.unbind')}
              </Button>
            </div>
            <span className="bank-card-item__number">{card.card_number}</span>
            {card.branch ? <span className="bank-card-item__branch">{card.branch}</span> : null}
          </li>
        ))}
      </ul>
      {list.length < MAX_BANK_CARDS ? (
        <Link className="card-add" to={paths.addBankCard}>
          <AddOutline aria-hidden="true" />
          {t('cards.addBankCard')}
        </Link>
      ) : null}
      <p className="cards-note">{t('cards.cardLimit', { max: MAX_BANK_CARDS })}</p>
    </div>
  );
}
