import { AdminMemberStatusResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/members/:id/unfreeze { reason }` (sessions ended by the freeze stay ended). */
export function unfreezeMember(input: { id: string; reason: string }) {
  return postRowAction('/members', input.id, 'unfreeze', AdminMemberStatusResponseSchema.shape.data, {
    reason: input.reason,
  });
}

export function useUnfreezeMember() {
  return useMutationThenRefresh(unfreezeMember, (queryClient, input) => invalidateMember(queryClient, input.id));
}
