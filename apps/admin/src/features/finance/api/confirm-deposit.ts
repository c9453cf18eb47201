import { AdminDepositReviewResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/deposits/:orderNo/confirm { note? }`: credits an offline deposit once (a replay credits nothing). */
export function confirmDeposit(input: { orderNo: string; note: string }) {
  return postRowAction('/deposits', input.orderNo, 'confirm', AdminDepositReviewResponseSchema.shape.data, {
    note: input.note,
  });
}

export function useConfirmDeposit() {
  return useMutationThenRefresh(confirmDeposit, (queryClient) => invalidateFinance(queryClient, 'deposits'));
}
