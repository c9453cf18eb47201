import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../components/server-table';
import { useListParams, type ListParams, type ListState } from '../lib/list-params';

/** What a list page needs of its list's api file (`definePagedList`). */
export interface PagedListSource<Row> {
  path: string;
  usePage: (params: ListParams) => UseQueryResult<Page<Row>>;
}

export interface ListPageState<Row> {
  list: ListState;
  query: UseQueryResult<Page<Row>>;
  /** The CSV export of the whole filtered list: the list's path and the file's name. */
  csv: { path: string; name: string };
}

/**
 * A server-paged list page's state: filters, paging and order in the address (`useListParams`),
 * the page the server answers for them, and the CSV export of the same filtered list.
 */
export function useListPage<Row>(
  source: PagedListSource<Row>,
  defaults: ListParams,
  csvName: string,
): ListPageState<Row> {
  const list = useListParams(defaults);
  const query = source.usePage(list.params);
  return { list, query, csv: { path: source.path, name: csvName } };
}
