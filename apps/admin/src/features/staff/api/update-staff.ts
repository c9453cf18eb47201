import { AdminDoneResponseSchema, type UpdateStaffRequestSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKey } from './list-staff';

export type UpdateStaffInput = z.infer<typeof UpdateStaffRequestSchema> & { id: number };

/**
 * `POST /api/admin/staff/:id { role?, status?, reset_totp?, password? }`. Disabling, a new password
 * or a TOTP reset ends the account's sessions.
 */
export function updateStaff({ id, ...changes }: UpdateStaffInput) {
  return apiClient.post(`/staff/${id}`, AdminDoneResponseSchema.shape.data, { body: changes });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
