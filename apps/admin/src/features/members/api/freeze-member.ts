import { AdminMemberStatusResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/members/:id/freeze { reason }`: every session of the member ends at once. */
export function freezeMember(input: { id: string; reason: string }) {
  return postRowAction('/members', input.id, 'freeze', AdminMemberStatusResponseSchema.shape.data, {
    reason: input.reason,
  });
}

export function useFreezeMember() {
  return useMutationThenRefresh(freezeMember, (queryClient, input) => invalidateMember(queryClient, input.id));
}
