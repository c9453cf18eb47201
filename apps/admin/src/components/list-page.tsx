import { Flex } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import type { ListPageState } from '../hooks/use-list-page';
import { FilteredList } from './filtered-list';
import { PageHeader } from './page-header';
import type { ServerTableProps } from './server-table';

export type ListPageProps<Row> = ComponentProps<typeof PageHeader> &
  Pick<ServerTableProps<Row>, 'columns' | 'rowKey' | 'expandable' | 'rowSelection'> & {
    /** From `useListPage`: the list's address state, query, filters, sortable columns and CSV export. */
    page: ListPageState<Row>;
    /** Cards between the header and the filters (limits, checks). */
    intro?: ReactNode;
    /** Dialogs the rows open. */
    children?: ReactNode;
  };

/** A back-office list page: title and actions, then the filtered, paged server list, then its dialogs. */
export function ListPage<Row extends object>({
  title,
  sub,
  create,
  extra,
  page,
  intro,
  children,
  ...table
}: ListPageProps<Row>) {
  return (
    <Flex vertical gap={12}>
      <PageHeader title={title} sub={sub} create={create} extra={extra} />
      {intro}
      <FilteredList<Row>
        {...table}
        query={page.query}
        list={page.list}
        fields={page.fields}
        sortKeys={page.sortKeys}
        csv={page.csv}
      />
      {children}
    </Flex>
  );
}
