import { AdminResetPasswordResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

/**
 * `POST /api/admin/members/:id/reset-password { password? }` → the new password (generated when
 * none is given), answered once. Every session of the member ends.
 */
export function resetPassword(input: { id: string; password: string }) {
  return postRowAction('/members', input.id, 'reset-password', AdminResetPasswordResponseSchema.shape.data, {
    password: input.password,
  });
}

export function useResetPassword() {
  return useMutationThenRefresh(resetPassword, (queryClient, input) => invalidateMember(queryClient, input.id));
}
