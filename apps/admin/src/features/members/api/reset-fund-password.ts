import { AdminResetPasswordResponseSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/members/:id/reset-fund-password { password? }` → the new 6 digits, answered once. */
export function resetFundPassword(input: { id: string; password: string }) {
  return apiClient.post(
    `/members/${encodeURIComponent(input.id)}/reset-fund-password`,
    AdminResetPasswordResponseSchema.shape.data,
    { body: { password: input.password } },
  );
}

export function useResetFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFundPassword,
    onSuccess: (_result, input) => invalidateMember(queryClient, input.id),
  });
}
