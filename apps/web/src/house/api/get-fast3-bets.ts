import type { z } from 'zod';
import type { Fast3HistoryQuerySchema } from '@app/shared/contracts';
import { Fast3MemberBetsSchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { nextPageOf, type Fast3MemberBet, type Page } from './read-house';

export const fast3BetsQueryKey = ['house', 'fast3', 'bets'] as const;

/** `GET /api/house/fast3/bets?page=` → the member's Fast-3 bets, newest first (state 2 until drawn). */
export async function getFast3Bets(page: number, signal?: AbortSignal): Promise<Page<Fast3MemberBet>> {
  const answer = await apiClient.get('/house/fast3/bets', Fast3MemberBetsSchema, {
    query: { page } satisfies z.input<typeof Fast3HistoryQuerySchema>,
    signal,
    silent: true,
  });
  return answer.data;
}

export const fast3BetsQueryOptions = infiniteQueryOptions({
  queryKey: fast3BetsQueryKey,
  queryFn: ({ pageParam, signal }) => getFast3Bets(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 0,
});

export function useFast3Bets(enabled: boolean) {
  return useInfiniteQuery({ ...fast3BetsQueryOptions, enabled });
}
