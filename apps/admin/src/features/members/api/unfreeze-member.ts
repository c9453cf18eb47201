import { AdminMemberStatusResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/members/:id/unfreeze { reason }` (sessions ended by the freeze stay ended). */
export function unfreezeMember(input: { id: string; reason: string }) {
  return apiClient.post(
    `/members/${encodeURIComponent(input.id)}/unfreeze`,
    AdminMemberStatusResponseSchema.shape.data,
    {
      body: { reason: input.reason },
    },
  );
}

export function useUnfreezeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfreezeMember,
    onSuccess: (_result, input) => invalidateMember(queryClient, input.id),
  });
}
