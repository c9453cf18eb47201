import { AdminTransferCheckSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/** `POST /api/admin/transfers/:orderNo/check`: asks the platform again; a definite answer settles it. */
export function checkTransfer(input: { orderNo: string }) {
  return postRowAction('/transfers', input.orderNo, 'check', AdminTransferCheckSchema);
}

export function useCheckTransfer() {
  return useMutationThenRefresh(checkTransfer, (queryClient) => invalidateFinance(queryClient, 'transfers'));
}
