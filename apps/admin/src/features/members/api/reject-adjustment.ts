import { AdminAdjustmentSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateMember } from './invalidate-member';

/** `POST /api/admin/adjustments/:id/reject { reason }`: nothing moves. */
export function rejectAdjustment(input: { id: number; memberId: number; reason: string }) {
  return apiClient.post(`/adjustments/${input.id}/reject`, AdminAdjustmentSchema, { body: { reason: input.reason } });
}

export function useRejectAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdjustment,
    onSuccess: (_result, input) => invalidateMember(queryClient, String(input.memberId)),
  });
}
