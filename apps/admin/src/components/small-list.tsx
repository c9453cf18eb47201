import { Empty, Table, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile';
import { zh } from '../locales/zh-CN';
import { MobileRows } from './mobile-rows';

type RowKeyProps<Row> = Row extends { id: Key }
  ? { /** Row identity; the row's `id` when not given. */ rowKey?: (row: Row) => Key }
  : { rowKey: (row: Row) => Key };

/** A small unpaged list: a table on a wide screen, cards on a phone, with its loading and empty states. */
export function SmallList<Row extends object>({
  rows,
  columns,
  loading = false,
  pending = false,
  rowKey,
}: {
  rows: Row[] | undefined;
  columns: TableColumnsType<Row>;
  /** Fetching (the list spins); rows given already loaded need neither. */
  loading?: boolean;
  /** Nothing loaded yet (the empty text says 加载中). */
  pending?: boolean;
} & RowKeyProps<Row>) {
  const isMobile = useIsMobile();
  const emptyText = pending ? zh.common.loading : zh.common.empty;
  // Without `rowKey` the row has an `id` (RowKeyProps says so).
  const given = rowKey as ((row: Row) => Key) | undefined;
  const keyOf = (row: Row): Key => (given ? given(row) : (row as { id: Key }).id);
  if (isMobile)
    return <MobileRows rows={rows ?? []} columns={columns} rowKey={keyOf} loading={loading} emptyText={emptyText} />;
  return (
    <Table
      rowKey={keyOf}
      size="small"
      loading={loading}
      dataSource={rows ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}
