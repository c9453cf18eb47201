import { AdminAdjustmentSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/adjustments/:id/approve`: a second staff member applies a waiting adjustment. */
export function approveAdjustment(input: { id: number; memberId: number }) {
  return postRowAction('/adjustments', input.id, 'approve', AdminAdjustmentSchema);
}

export function useApproveAdjustment() {
  return useMutationThenRefresh(approveAdjustment, (queryClient, input) =>
    invalidateMember(queryClient, String(input.memberId)),
  );
}
