import { AdminTransferCheckSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/transfers/:orderNo/check`: asks the platform again; a definite answer settles it. */
export function checkTransfer(input: { orderNo: string }) {
  return apiClient.post(`/transfers/${encodeURIComponent(input.orderNo)}/check`, AdminTransferCheckSchema);
}

export function useCheckTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkTransfer, onSuccess: () => invalidateFinance(queryClient, 'transfers') });
}
