import type { z } from 'zod';
import type { Fast3HistoryQuerySchema } from '@app/shared/contracts';
import { Fast3HistorySchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { nextPageOf, type Fast3DrawResult, type Page } from './read-house';

export const fast3HistoryQueryKey = ['house', 'fast3', 'history'] as const;

/** `GET /api/house/fast3/history?page=` (public) → drawn results, newest first, with revealed seeds. */
export async function getFast3History(page: number, signal?: AbortSignal): Promise<Page<Fast3DrawResult>> {
  const answer = await apiClient.get('/house/fast3/history', Fast3HistorySchema, {
    query: { page } satisfies z.input<typeof Fast3HistoryQuerySchema>,
    signal,
    silent: true,
  });
  return answer.data;
}

export const fast3HistoryQueryOptions = infiniteQueryOptions({
  queryKey: fast3HistoryQueryKey,
  queryFn: ({ pageParam, signal }) => getFast3History(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 0,
});

export function useFast3History(enabled: boolean) {
  return useInfiniteQuery({ ...fast3HistoryQueryOptions, enabled });
}
