import { CategoryEntryDataCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { CategoryEntryRequestSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CategoryEntry } from '@app/shared/contracts';

/** `POST /api/categoryEntry { id }` → `data.list`: the games and categories of a show_type 1 tab. */
export async function getCategoryEntries(tabId: number, signal?: AbortSignal): Promise<CategoryEntry[]> {
  const answer = await apiClient.post('/categoryEntry', CategoryEntryDataCheck, {
    body: { id: tabId } satisfies z.input<typeof CategoryEntryRequestSchema>,
    signal,
    silent: true,
  });
  return answer.data.list;
}

export function categoryEntriesQueryOptions(tabId: number) {
  return queryOptions({
    queryKey: ['games', 'category-entries', tabId],
    queryFn: ({ signal }) => getCategoryEntries(tabId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryEntries(tabId: number, enabled = true) {
  return useQuery({ ...categoryEntriesQueryOptions(tabId), enabled });
}
