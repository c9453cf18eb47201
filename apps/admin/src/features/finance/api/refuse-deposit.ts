import { AdminDepositReviewResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/deposits/:orderNo/refuse { reason }`: nothing moves. */
export function refuseDeposit(input: { orderNo: string; reason: string }) {
  return apiClient.post(
    `/deposits/${encodeURIComponent(input.orderNo)}/refuse`,
    AdminDepositReviewResponseSchema.shape.data,
    {
      body: { reason: input.reason },
    },
  );
}

export function useRefuseDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refuseDeposit, onSuccess: () => invalidateFinance(queryClient, 'deposits') });
}
