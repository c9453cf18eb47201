import { AdminTransferCheckSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/**
 * `POST /api/admin/transfers/:orderNo/resolve { state, reason }`: forces a final state, allowed only
 * when the platform, asked again now, answers definitely and agrees.
 */
export function resolveTransfer(input: { orderNo: string; state: 0 | 1; reason: string }) {
  return postRowAction('/transfers', input.orderNo, 'resolve', AdminTransferCheckSchema, {
    state: input.state,
    reason: input.reason,
  });
}

export function useResolveTransfer() {
  return useMutationThenRefresh(resolveTransfer, (queryClient) => invalidateFinance(queryClient, 'transfers'));
}
