import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { openConfirmDialog } from '../../../lib/open-confirm-dialog';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteCard } from '../api/delete-card';
import { cardsQueryKey, type CardType } from '../api/get-cards';
import { showToast } from '../../../lib/show-toast';

/**
 * 解绑 of a bank card or USDT address (`delcard`): asks first, shows the server's message, then
 * refreshes the cards and whatever else lists them (`alsoRefresh`). One unbind at a time.
 */
export function useUnbindCard(type: CardType, alsoRefresh: readonly QueryKey[] = []) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unbind = useDeleteCard();

  const confirmUnbind = async (id: number, question: string) => {
    if (unbind.isPending) return;
    const confirmed = await openConfirmDialog({
      title: t('cards.unbindTitle'),
      content: question,
      cancelText: t('common.cancel'),
      confirmText: t('cards.unbind'),
    });
    if (!confirmed) return;
    unbind.mutate(
      { id, type },
      {
        onSuccess: (message) => {
          showToast({ icon: 'success', content: message });
          for (const queryKey of [cardsQueryKey, ...alsoRefresh]) void queryClient.invalidateQueries({ queryKey });
        },
      },
    );
  };

  return {
    confirmUnbind,
    isPending: unbind.isPending,
    /** Whether this row's unbind is the one in flight. */
    isUnbinding: (id: number) => unbind.isPending && unbind.variables?.id === id,
  };
}
