import { AdminAdjustmentSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/adjustments/:id/approve`: a second staff member applies a waiting adjustment. */
export function approveAdjustment(input: { id: number; memberId: number }) {
  return apiClient.post(`/adjustments/${input.id}/approve`, AdminAdjustmentSchema);
}

export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdjustment,
    onSuccess: (_result, input) => invalidateMember(queryClient, String(input.memberId)),
  });
}
