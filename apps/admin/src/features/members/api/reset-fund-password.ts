import { AdminResetPasswordResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/members/:id/reset-fund-password { password? }` → the new 6 digits, answered once. */
export function resetFundPassword(input: { id: string; password: string }) {
  return postRowAction('/members', input.id, 'reset-fund-password', AdminResetPasswordResponseSchema.shape.data, {
    password: input.password,
  });
}

export function useResetFundPassword() {
  return useMutationThenRefresh(resetFundPassword, (queryClient, input) => invalidateMember(queryClient, input.id));
}
