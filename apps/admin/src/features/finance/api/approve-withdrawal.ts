import { AdminWithdrawalReviewResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFinance } from './invalidate-finance';

/**
 * `POST /api/admin/withdrawals/:orderNo/approve`: pays out (state 2), or above the second-approval
 * amount records this as the first approval (`awaiting_second`) for another staff member to complete.
 */
export function approveWithdrawal(input: { orderNo: string }) {
  return apiClient.post(
    `/withdrawals/${encodeURIComponent(input.orderNo)}/approve`,
    AdminWithdrawalReviewResponseSchema.shape.data,
  );
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveWithdrawal, onSuccess: () => invalidateFinance(queryClient, 'withdrawals') });
}
