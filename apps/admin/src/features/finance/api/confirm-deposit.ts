import { AdminDepositReviewResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/deposits/:orderNo/confirm { note? }`: credits an offline deposit once (a replay credits nothing). */
export function confirmDeposit(input: { orderNo: string; note: string }) {
  return apiClient.post(
    `/deposits/${encodeURIComponent(input.orderNo)}/confirm`,
    AdminDepositReviewResponseSchema.shape.data,
    {
      body: { note: input.note },
    },
  );
}

export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmDeposit, onSuccess: () => invalidateFinance(queryClient, 'deposits') });
}
