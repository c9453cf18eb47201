import { AdminTransferCheckSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFinance } from './invalidate-finance';

/**
 * `POST /api/admin/transfers/:orderNo/resolve { state, reason }`: forces a final state, allowed only
 * when the platform, asked again now, answers definitely and agrees.
 */
export function resolveTransfer(input: { orderNo: string; state: 0 | 1; reason: string }) {
  return apiClient.post(`/transfers/${encodeURIComponent(input.orderNo)}/resolve`, AdminTransferCheckSchema, {
    body: { state: input.state, reason: input.reason },
  });
}

export function useResolveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveTransfer, onSuccess: () => invalidateFinance(queryClient, 'transfers') });
}
