import { AdminDoneResponseSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/admin/logout`: ends this staff session on the server. */
export function logout() {
  return apiClient.post('/logout', AdminDoneResponseSchema.shape.data, { silent: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
