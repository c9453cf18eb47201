import { Empty, Table, type TableColumnsType } from 'antd';
import { useIsMobile } from '../hooks/use-is-mobile';
import { zh } from '../locales/zh-CN';
import { MobileRows } from './mobile-rows';

/** A small unpaged list: a table on a wide screen, cards on a phone, with its loading and empty states. */
export function SmallList<Row extends { id: number }>({
  rows,
  columns,
  loading,
  pending,
}: {
  rows: Row[] | undefined;
  columns: TableColumnsType<Row>;
  /** Fetching (the list spins). */
  loading: boolean;
  /** Nothing loaded yet (the empty text says 加载中). */
  pending: boolean;
}) {
  const isMobile = useIsMobile();
  const emptyText = pending ? zh.common.loading : zh.common.empty;
  if (isMobile)
    return (
      <MobileRows
        rows={rows ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={emptyText}
      />
    );
  return (
    <Table
      rowKey="id"
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
