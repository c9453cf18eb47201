import { AdminDepositReviewResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/deposits/:orderNo/refuse { reason }`: nothing moves. */
export function refuseDeposit(input: { orderNo: string; reason: string }) {
  return postRowAction('/deposits', input.orderNo, 'refuse', AdminDepositReviewResponseSchema.shape.data, {
    reason: input.reason,
  });
}

export function useRefuseDeposit() {
  return useMutationThenRefresh(refuseDeposit, (queryClient) => invalidateFinance(queryClient, 'deposits'));
}
