import { HotIndexCheck } from '@app/shared/checks';
import type { HotSectionSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type HotSection = z.infer<typeof HotSectionSchema>;

/** `GET /api/hot_index` → sections 1 (grid), 2 (swipe cards), 3 (two-column cards). */
export async function getHotIndex(signal?: AbortSignal): Promise<HotSection[]> {
  const answer = await apiClient.get('/hot_index', HotIndexCheck, { signal, silent: true });
  return answer.data;
}

export const hotIndexQueryOptions = queryOptions({
  queryKey: ['games', 'hot-index'],
  queryFn: ({ signal }) => getHotIndex(signal),
  staleTime: 5 * 60_000,
});

export function useHotIndex() {
  return useQuery(hotIndexQueryOptions);
}
