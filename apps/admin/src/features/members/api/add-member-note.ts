import { AdminDoneResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { memberQueryKey } from './get-member';

/** `POST /api/admin/members/:id/notes { note }`. */
export function addMemberNote(input: { id: string; note: string }) {
  return postRowAction('/members', input.id, 'notes', AdminDoneResponseSchema.shape.data, { note: input.note });
}

export function useAddMemberNote() {
  return useMutationThenRefresh(addMemberNote, (queryClient, input) =>
    queryClient.invalidateQueries({ queryKey: memberQueryKey(input.id) }),
  );
}
