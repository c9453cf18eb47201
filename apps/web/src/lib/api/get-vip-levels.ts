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

/** `keepAlive`: /vip is kept alive (spec-2 §2), its levels stay cached for the whole visit. */
export function useVipLevels(enabled = true, options: { keepAlive?: boolean } = {}) {
  return useQuery(
    options.keepAlive
      ? { ...vipLevelsQueryOptions, enabled, staleTime: Infinity, gcTime: Infinity }
      : { ...vipLevelsQueryOptions, enabled },
  );
}
