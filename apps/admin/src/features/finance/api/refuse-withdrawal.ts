import { AdminWithdrawalReviewResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/withdrawals/:orderNo/refuse { reason }`: the amount goes back to the member's main wallet. */
export function refuseWithdrawal(input: { orderNo: string; reason: string }) {
  return apiClient.post(
    `/withdrawals/${encodeURIComponent(input.orderNo)}/refuse`,
    AdminWithdrawalReviewResponseSchema.shape.data,
    {
      body: { reason: input.reason },
    },
  );
}

export function useRefuseWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refuseWithdrawal, onSuccess: () => invalidateFinance(queryClient, 'withdrawals') });
}
