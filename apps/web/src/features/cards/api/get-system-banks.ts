import { SysBankListCheck } from '@app/shared/checks';
import type { SysBank } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { SysBank };

/** `POST /api/gerSysBankInfo` → the banks a member chooses from when binding a card (spec-1 §3). */
export async function getSystemBanks(signal?: AbortSignal): Promise<SysBank[]> {
  const answer = await apiClient.post('/gerSysBankInfo', SysBankListCheck, { signal });
  return answer.data;
}

export const systemBanksQueryOptions = queryOptions({
  queryKey: ['system-banks'],
  queryFn: ({ signal }) => getSystemBanks(signal),
  // The bank list changes only when staff edit it.
  staleTime: 10 * 60_000,
});

export function useSystemBanks() {
  return useQuery(systemBanksQueryOptions);
}
