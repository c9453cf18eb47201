import { AdminDoneResponseSchema, type CreateStaffRequestSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKey } from './list-staff';

export type CreateStaffInput = z.infer<typeof CreateStaffRequestSchema>;

/** `POST /api/admin/staff`: a new account; its TOTP is enrolled at its first sign-in. */
export function createStaff(input: CreateStaffInput) {
  return apiClient.post('/staff', AdminDoneResponseSchema.shape.data, { body: input });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
