import { AdminWithdrawalReviewResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/**
 * `POST /api/admin/withdrawals/:orderNo/approve`: pays out (state 2), or above the second-approval
 * amount records this as the first approval (`awaiting_second`) for another staff member to complete.
 */
export function approveWithdrawal(input: { orderNo: string }) {
  return postRowAction('/withdrawals', input.orderNo, 'approve', AdminWithdrawalReviewResponseSchema.shape.data);
}

export function useApproveWithdrawal() {
  return useMutationThenRefresh(approveWithdrawal, (queryClient) => invalidateFinance(queryClient, 'withdrawals'));
}
