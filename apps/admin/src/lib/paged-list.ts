import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from './api-client';
import type { ListParams } from './list-params';

/**
 * One server-paged staff list (`GET /api/admin<path>?page&per_page&sort&order&<filters>`), the
 * same call for every list: the fetcher, its query options and the hook (CONVENTIONS rule 11; the
 * list's own file names it and says what it answers).
 *
 * - Failures are not toasted: the list shows them in its error state (`silent`).
 * - The page on screen stays while the next one loads (`keepPreviousData`), so paging does not
 *   flash an empty table.
 * - The query key is `[...key, params]`: invalidating `key` refreshes every page and filter.
 * - `sortKeys`: the columns the server can sort by (`sort=<key>`); the table gives them sort arrows.
 */
export function definePagedList<S extends z.ZodType>(
  key: readonly string[],
  path: string,
  schema: S,
  sortKeys: readonly string[] = [],
) {
  async function fetchPage(params: ListParams, signal?: AbortSignal): Promise<z.output<S>> {
    return (await apiClient.get(path, schema, { query: params, signal, silent: true })).data;
  }

  function pageQueryOptions(params: ListParams, options: { enabled?: boolean } = {}) {
    return queryOptions({
      queryKey: [...key, params],
      queryFn: ({ signal }) => fetchPage(params, signal),
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    });
  }

  function usePage(params: ListParams, options: { enabled?: boolean } = {}) {
    return useQuery(pageQueryOptions(params, options));
  }

  return { path, sortKeys, fetchPage, pageQueryOptions, usePage };
}
