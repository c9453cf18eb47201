import { useQueryClient } from '@tanstack/react-query';

import { paths } from '../../../config/paths';
import { useDoneTimer } from '../../../hooks/use-done-timer';
import { withdrawTypesQueryKey } from '../../../lib/query-keys';
import { cardsQueryKey } from '../api/get-cards';
import { useGoBack } from './use-go-back';
import { showToast } from '../../../lib/show-toast';

/** Back to the card list after the success toast. */
const BACK_AFTER_MS = 1000;

/**
 * After a bank card or USDT address is bound: the server's success toast, fresh card lists (here
 * and in the withdraw page), and back to the card list a second later. `isDone` keeps the submit
 * disabled meanwhile.
 */
export function useCardBound() {
  const queryClient = useQueryClient();
  const goBack = useGoBack(paths.bankCard);
  const { isDone, finish } = useDoneTimer();
  const onBound = (serverMessage: string) => {
    showToast({ icon: 'success', content: serverMessage });
    void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
    void queryClient.invalidateQueries({ queryKey: withdrawTypesQueryKey });
    finish(BACK_AFTER_MS, goBack);
  };
  return { isDone, onBound };
}
