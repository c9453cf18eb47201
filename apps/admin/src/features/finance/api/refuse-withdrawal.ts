import { AdminWithdrawalReviewResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/withdrawals/:orderNo/refuse { reason }`: the amount goes back to the member's main wallet. */
export function refuseWithdrawal(input: { orderNo: string; reason: string }) {
  return postRowAction('/withdrawals', input.orderNo, 'refuse', AdminWithdrawalReviewResponseSchema.shape.data, {
    reason: input.reason,
  });
}

export function useRefuseWithdrawal() {
  return useMutationThenRefresh(refuseWithdrawal, (queryClient) => invalidateFinance(queryClient, 'withdrawals'));
}
