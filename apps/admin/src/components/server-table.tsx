import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import type { Key } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile';
import { errorText } from '../lib/api-client';
import type { ListState } from '../lib/list-params';
import { zh } from '../locales/zh-CN';
import { MobileRows } from './mobile-rows';
import { QueryError } from './query-error';

/** A Laravel-style page (platform-rules §1). */
export interface Page<Row> {
  current_page: number;
  data: Row[];
  last_page: number;
  per_page: number;
  total: number;
  /** Staff lists count at most 10,000 matches; true when there are more (decision 0017). */
  total_capped?: boolean;
}

export interface ServerTableProps<Row> {
  query: UseQueryResult<Page<Row>>;
  list: ListState;
  columns: TableColumnsType<Row>;
  /** A field of the row (unique) or a function of it. */
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  expandable?: TableProps<Row>['expandable'];
  /** Checkbox selection (bulk actions); shown on the desktop table. */
  rowSelection?: TableProps<Row>['rowSelection'];
  /** Column keys the server can sort by (`sort=<key>`); those columns get sort arrows. */
  sortKeys?: readonly string[];
}

/**
 * A list paged, sorted and filtered by the server, with its loading, empty and error states. The
 * table scrolls sideways on a narrow screen; columns marked `fixed` stay in view.
 */
export function ServerTable<Row extends object>({
  query,
  list,
  columns,
  rowKey,
  expandable,
  rowSelection,
  sortKeys = [],
}: ServerTableProps<Row>) {
  const { params } = list;
  const isMobile = useIsMobile();
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const sorted = columns.map((column) => {
    const key = typeof column.key === 'string' ? column.key : undefined;
    if (!key || !sortKeys.includes(key)) return column;
    const sortOrder: SortOrder = params.sort === key ? (params.order === 'asc' ? 'ascend' : 'descend') : null;
    const sortDirections: SortOrder[] = ['descend', 'ascend'];
    return { ...column, sorter: true, sortOrder, sortDirections };
  });

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one: SorterResult<Row> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    if (key && one?.order) list.setSort(key, one.order === 'ascend' ? 'asc' : 'desc');
    else list.setSort('', 'desc');
  };

  const page = query.data;
  const current = page?.current_page ?? Number(params.page);
  const pageSize = page?.per_page ?? Number(params.per_page);
  const totalCapped = page?.total_capped === true;
  const showTotal = (total: number) => (totalCapped ? zh.common.totalCapped(total) : zh.common.total(total));
  const emptyText = query.isPending ? zh.common.loading : zh.common.empty;
  const keyOf = (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  return (
    <>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {zh.common.retry}
            </Button>
          }
          style={{ marginBottom: 8 }}
        />
      ) : null}
      {isMobile ? (
        <MobileRows<Row>
          rows={page?.data ?? []}
          columns={columns}
          rowKey={keyOf}
          loading={query.isFetching}
          emptyText={emptyText}
          expandable={expandable}
          pagination={{
            current,
            pageSize,
            total: page?.total ?? 0,
            totalCapped,
            onChange: (next, size) => list.setPage(next, size),
          }}
        />
      ) : (
        <Table<Row>
          size="small"
          rowKey={keyOf}
          columns={sorted}
          dataSource={page?.data ?? []}
          loading={query.isFetching}
          expandable={expandable}
          rowSelection={rowSelection}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          onChange={onChange}
          pagination={{
            current,
            pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal,
            onChange: (current, size) => list.setPage(current, size),
            responsive: true,
          }}
        />
      )}
    </>
  );
}
