import { AdminMemberStatusResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/members/:id/freeze { reason }`: every session of the member ends at once. */
export function freezeMember(input: { id: string; reason: string }) {
  return apiClient.post(`/members/${encodeURIComponent(input.id)}/freeze`, AdminMemberStatusResponseSchema.shape.data, {
    body: { reason: input.reason },
  });
}

export function useFreezeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeMember,
    onSuccess: (_result, input) => invalidateMember(queryClient, input.id),
  });
}
