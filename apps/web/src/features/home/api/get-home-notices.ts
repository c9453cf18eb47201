import { HomeNoticeDataCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/homenotice` → the texts of the scrolling notice bar (spec-1 §2, §7). */
export async function getHomeNotices(signal?: AbortSignal): Promise<string[]> {
  const answer = await apiClient.post('/homenotice', HomeNoticeDataCheck, { signal, silent: true });
  return answer.data.map((row) => row.content.trim()).filter((text) => text !== '');
}

export const homeNoticesQueryOptions = queryOptions({
  queryKey: ['home', 'notices'],
  queryFn: ({ signal }) => getHomeNotices(signal),
  staleTime: 5 * 60_000,
});

export function useHomeNotices() {
  return useQuery(homeNoticesQueryOptions);
}
