import { AdminDoneResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';

/** `POST /api/admin/members/:id/notes { note }`. */
export function addMemberNote(input: { id: string; note: string }) {
  return apiClient.post(`/members/${encodeURIComponent(input.id)}/notes`, AdminDoneResponseSchema.shape.data, {
    body: { note: input.note },
  });
}

export function useAddMemberNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMemberNote,
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: memberQueryKey(input.id) }),
  });
}
