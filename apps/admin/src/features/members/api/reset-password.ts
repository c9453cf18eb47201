import { AdminResetPasswordResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMember } from './invalidate-member';

/**
 * `POST /api/admin/members/:id/reset-password { password? }` → the new password (generated when
 * none is given), answered once. Every session of the member ends.
 */
export function resetPassword(input: { id: string; password: string }) {
  return apiClient.post(
    `/members/${encodeURIComponent(input.id)}/reset-password`,
    AdminResetPasswordResponseSchema.shape.data,
    {
      body: { password: input.password },
    },
  );
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_result, input) => invalidateMember(queryClient, input.id),
  });
}
