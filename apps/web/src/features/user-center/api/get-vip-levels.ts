import { VipLevelSchema, VipLevelsSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const VipLevelListSchema = VipLevelSchema.array();

/** A VIP level (shared `VipLevelSchema`); the progress bar uses id and recharge (spec-1 §3, §4). */
export type VipLevel = ReturnType<typeof VipLevelListSchema.parse>[number];

/**
 * `POST /api/uservip`: the VIP levels. Parsed with the shared contract: this file is only loaded
 * by pages (member centre, VIP), never by the shell, so zod stays out of the initial JavaScript.
 */
export async function getVipLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  const answer = await apiClient.post('/uservip', VipLevelsSchema, { signal });
  return VipLevelListSchema.parse(answer.data);
}

export const vipLevelsQueryOptions = queryOptions({
  queryKey: ['vip-levels'],
  queryFn: ({ signal }) => getVipLevels(signal),
  staleTime: 10 * 60_000,
});

export function useVipLevels(enabled = true) {
  return useQuery({ ...vipLevelsQueryOptions, enabled });
}
