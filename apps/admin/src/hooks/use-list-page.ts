import type { UseQueryResult } from '@tanstack/react-query';
import type { FilterField } from '../components/filter-bar';
import type { Page } from '../components/server-table';
import { useListParams, type ListParams, type ListState } from '../lib/list-params';

/** What a list page needs of its list's api file (`definePagedList`). */
export interface PagedListSource<Row> {
  path: string;
  sortKeys: readonly string[];
  usePage: (params: ListParams) => UseQueryResult<Page<Row>>;
}

export interface ListPageState<Row> {
  list: ListState;
  query: UseQueryResult<Page<Row>>;
  /** The filters above the list (their values live in the address). */
  fields: readonly FilterField[];
  /** Column keys the server can sort by. */
  sortKeys: readonly string[];
  /** The CSV export of the whole filtered list: the list's path and the file's name. */
  csv: { path: string; name: string };
}

/**
 * A server-paged list page's state: its filters, paging and order in the address (`useListParams`,
 * `defaults` for what is not in the address), the page the server answers for them, and the CSV
 * export (`csv`: the file's name) of the same filtered list.
 */
export function useListPage<Row>(
  source: PagedListSource<Row>,
  options: { defaults: ListParams; fields: readonly FilterField[]; csv: string },
): ListPageState<Row> {
  const list = useListParams(options.defaults);
  const query = source.usePage(list.params);
  return {
    list,
    query,
    fields: options.fields,
    sortKeys: source.sortKeys,
    csv: { path: source.path, name: options.csv },
  };
}
