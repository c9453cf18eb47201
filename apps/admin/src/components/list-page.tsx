import { Flex } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import type { ListPageState } from '../hooks/use-list-page';
import type { FilterField } from './filter-bar';
import { FilteredList } from './filtered-list';
import { PageHeader } from './page-header';
import type { ServerTableProps } from './server-table';

export type ListPageProps<Row> = Omit<ServerTableProps<Row>, 'query' | 'list'> & {
  header: ComponentProps<typeof PageHeader>;
  /** From `useListPage`: the list's address state, its query and its CSV export. */
  page: ListPageState<Row>;
  fields: readonly FilterField[];
  /** Cards between the header and the filters (limits, checks). */
  intro?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
};

/** A back-office list page: title and actions, then the filtered, paged server list, then its dialogs. */
export function ListPage<Row extends object>({ header, page, intro, children, ...table }: ListPageProps<Row>) {
  return (
    <Flex vertical gap={12}>
      <PageHeader {...header} />
      {intro}
      <FilteredList<Row> {...table} query={page.query} list={page.list} csv={page.csv} />
      {children}
    </Flex>
  );
}
