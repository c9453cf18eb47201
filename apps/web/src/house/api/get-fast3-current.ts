import { Fast3CurrentSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { Fast3Current } from './read-house';

export const fast3CurrentQueryKey = ['house', 'fast3', 'current'] as const;

/** `GET /api/house/fast3/current` (public) → the open draw, its countdowns and the latest results. */
export async function getFast3Current(signal?: AbortSignal): Promise<Fast3Current> {
  const answer = await apiClient.get('/house/fast3/current', Fast3CurrentSchema, { signal, silent: true });
  return answer.data;
}

export const fast3CurrentQueryOptions = queryOptions({
  queryKey: fast3CurrentQueryKey,
  queryFn: ({ signal }) => getFast3Current(signal),
  staleTime: 0,
  // The draw job runs every 5 s; the countdown itself ticks locally every second.
  refetchInterval: 10_000,
});

export function useFast3Current() {
  return useQuery(fast3CurrentQueryOptions);
}
