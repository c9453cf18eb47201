import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Paging, order and filters of a server-paged list, kept in the route's query string so a link
 * (the dashboard's pending work, a member's withdrawals) opens the list already filtered and the
 * back button goes back to the previous page of results. Every value is a string; '' means
 * "not given" (the server ignores empty query values).
 */
export type ListParams = Record<string, string>;

export interface ListState {
  params: ListParams;
  /** Replaces the filters (not page size or sort) and goes back to page 1. */
  setFilters: (filters: ListParams) => void;
  setPage: (page: number, perPage: number) => void;
  setSort: (sort: string, order: 'asc' | 'desc') => void;
  reset: () => void;
}

const PAGING_KEYS = ['page', 'per_page', 'sort', 'order'];

export function useListParams(defaults: ListParams): ListState {
  const [search, setSearch] = useSearchParams();
  const all = useMemo<ListParams>(() => ({ page: '1', per_page: '20', order: 'desc', ...defaults }), [defaults]);

  const params = useMemo(() => {
    const result: ListParams = {};
    for (const [key, fallback] of Object.entries(all))
      result[key] = search.has(key) ? (search.get(key) ?? '') : fallback;
    return result;
  }, [all, search]);

  const write = useCallback(
    (next: ListParams) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        // Only what differs from the defaults goes into the address ('' overrides a default filter).
        if (value !== all[key]) query.set(key, value);
      }
      setSearch(query, { replace: false });
    },
    [all, setSearch],
  );

  const setFilters = useCallback(
    (filters: ListParams) => {
      const next: ListParams = { ...params, page: '1' };
      for (const key of Object.keys(all)) if (!PAGING_KEYS.includes(key)) next[key] = (filters[key] ?? '').trim();
      write(next);
    },
    [all, params, write],
  );

  const setPage = useCallback(
    (page: number, perPage: number) => {
      const changedSize = String(perPage) !== params.per_page;
      write({ ...params, page: changedSize ? '1' : String(page), per_page: String(perPage) });
    },
    [params, write],
  );

  const setSort = useCallback(
    (sort: string, order: 'asc' | 'desc') => write({ ...params, sort, order, page: '1' }),
    [params, write],
  );

  const reset = useCallback(() => write({ ...all }), [all, write]);

  return { params, setFilters, setPage, setSort, reset };
}
