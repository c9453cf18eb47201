import { AdminAdjustmentSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/adjustments/:id/reject { reason }`: nothing moves. */
export function rejectAdjustment(input: { id: number; memberId: number; reason: string }) {
  return postRowAction('/adjustments', input.id, 'reject', AdminAdjustmentSchema, { reason: input.reason });
}

export function useRejectAdjustment() {
  return useMutationThenRefresh(rejectAdjustment, (queryClient, input) =>
    invalidateMember(queryClient, String(input.memberId)),
  );
}
