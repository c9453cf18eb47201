import { VipLevelsCheck } from '@app/shared/checks';
import type { VipLevelSchema } from '@app/shared/contracts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** A VIP level (shared `VipLevelSchema`); the progress bar uses id and recharge (spec-1 §3, §4). */
export type VipLevel = z.output<typeof VipLevelSchema>;

/**
 * `POST /api/uservip`: the VIP levels. Checked against the shared contract (`VipLevelsCheck`).
 */
export async function getVipLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  const answer = await apiClient.post('/uservip', VipLevelsCheck, { signal });
  return answer.data;
}

export const vipLevelsQueryOptions = queryOptions({
  queryKey: ['vip-levels'],
  queryFn: ({ signal }) => getVipLevels(signal),
  staleTime: 10 * 60_000,
});

export function useVipLevels(enabled = true) {
  return useQuery({ ...vipLevelsQueryOptions, enabled });
}
