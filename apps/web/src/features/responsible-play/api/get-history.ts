import { ResponsiblePlayHistoryPageCheck } from '@app/shared/checks';
import type { ResponsiblePlayHistoryItem } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { ResponsiblePlayHistoryItem };

export const historyQueryKey = ['responsible-play', 'history'] as const;

/** `GET /api/responsible-play/history?page=`: 20 changes a page, newest first. */
export async function getHistory(page: number, signal?: AbortSignal) {
  const answer = await apiClient.get('/responsible-play/history', ResponsiblePlayHistoryPageCheck, {
    query: { page },
    signal,
  });
  return answer.data;
}

export function useHistory() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: historyQueryKey,
      queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    }),
  );
}
