import { PlatformBalancesCheck } from '@app/shared/checks';
import type { PlatformBalanceSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, isApiError } from '../api-client';

export type PlatformBalance = z.infer<typeof PlatformBalanceSchema>;

/** /assets polls the platform balances every 3 s (spec-2 §9). */
export const PLATFORM_BALANCES_POLL_MS = 3000;

export const platformBalancesQueryKey = ['platform-balances'] as const;

/**
 * `POST /api/balancelist` → `[{ name, platname, balance, maintenance }]`; `balance` is '--' while a
 * platform cannot answer. A refusal is toasted by the api client (spec-2 §8).
 */
export async function getPlatformBalances(signal?: AbortSignal): Promise<PlatformBalance[]> {
  const answer = await apiClient.post('/balancelist', PlatformBalancesCheck, { signal });
  return answer.data;
}

/** A dropped connection is retried by the next poll; any answer that is not 200 stops the polling. */
export function hasStoppedPolling(error: Error | null): boolean {
  if (!error) return false;
  return !(isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted'));
}

export function platformBalancesQueryOptions() {
  return queryOptions({
    queryKey: platformBalancesQueryKey,
    queryFn: ({ signal }) => getPlatformBalances(signal),
    // spec-2 §4 and §8: polled every 3 s; a non-200 answer shows its message once and stops the poll.
    refetchInterval: (query) => (hasStoppedPolling(query.state.error) ? false : PLATFORM_BALANCES_POLL_MS),
    staleTime: 0,
    retry: false,
  });
}

export function usePlatformBalances() {
  return useQuery(platformBalancesQueryOptions());
}
