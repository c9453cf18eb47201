import { AdminVipBonusPageResponseSchema, AdminVipBonusRunResultSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/vip/bonuses`: every VIP bonus record, newest first. */
export const vipBonusesList = definePagedList(
  ['admin', 'vip-bonuses'],
  '/vip/bonuses',
  AdminVipBonusPageResponseSchema.shape.data,
);

/** `POST /api/admin/vip/bonus-runs`: the weekly (2) or monthly (3) bonuses of a past period (idempotent). */
export function useRunVipBonuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { bonus_type: number; period: string }) =>
      apiClient.post('/vip/bonus-runs', AdminVipBonusRunResultSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'vip-bonuses'] }),
  });
}
