import { Button, Card, Empty, Pagination, Spin, type TableColumnsType, type TableProps } from 'antd';
import { isValidElement, useState, type Key, type ReactNode } from 'react';
import { zh } from '../locales/zh-CN';

interface MobileRowsProps<Row> {
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey: (row: Row, index: number) => Key;
  loading: boolean;
  emptyText: string;
  expandable?: TableProps<Row>['expandable'];
  pagination?: {
    current: number;
    pageSize: number;
    total: number;
    /** The total stopped at the server's cap: shown as '10,000+'. */
    totalCapped?: boolean;
    onChange: (page: number, size: number) => void;
  };
}

type Column<Row> = TableColumnsType<Row>[number];

/** What a column shows for a row: its `render`, else the value at its `dataIndex`. */
function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  if ('children' in column) return null;
  const path = column.dataIndex;
  let value: unknown = undefined;
  if (typeof path === 'string' || typeof path === 'number') value = (row as Record<string | number, unknown>)[path];
  if (column.render) {
    const rendered: unknown = column.render(value, row, index);
    if (rendered === null || rendered === undefined || typeof rendered === 'boolean') return null;
    if (typeof rendered === 'string' || typeof rendered === 'number' || isValidElement(rendered)) return rendered;
    // A `{ children, props }` cell.
    if (typeof rendered === 'object' && 'children' in rendered) return (rendered as { children: ReactNode }).children;
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number') return value === '' ? null : value;
  return null;
}

function titleOf<Row>(column: Column<Row>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

/**
 * A list on a phone: each row is a small card of label / value pairs (the table's own columns),
 * with the row's actions at the bottom, so nothing hides behind a sideways scroll.
 */
export function MobileRows<Row extends object>({
  rows,
  columns,
  rowKey,
  loading,
  emptyText,
  expandable,
  pagination,
}: MobileRowsProps<Row>) {
  const [open, setOpen] = useState<Set<Key>>(new Set());
  const fields = columns.filter((column) => column.key !== 'actions');
  const actions = columns.find((column) => column.key === 'actions');

  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div className="mobile-rows">
          {rows.map((row, index) => {
            const key = rowKey(row, index);
            const action = actions ? cellOf(actions, row, index) : null;
            const canExpand = expandable?.expandedRowRender && (expandable.rowExpandable?.(row) ?? true);
            const isOpen = open.has(key);
            return (
              <Card key={key} size="small" className="mobile-row">
                <dl className="mobile-row__fields">
                  {fields.map((column, columnIndex) => {
                    const cell = cellOf(column, row, index);
                    return (
                      <div key={String(column.key ?? columnIndex)} className="mobile-row__field">
                        <dt>{titleOf(column)}</dt>
                        <dd>{cell ?? zh.common.none}</dd>
                      </div>
                    );
                  })}
                </dl>
                {canExpand && isOpen ? (
                  <div className="mobile-row__more">{expandable.expandedRowRender?.(row, index, 0, true)}</div>
                ) : null}
                {action || canExpand ? (
                  <div className="mobile-row__actions">
                    {canExpand ? (
                      <Button
                        size="small"
                        type="link"
                        onClick={() =>
                          setOpen((before) => {
                            const next = new Set(before);
                            if (next.has(key)) next.delete(key);
                            else next.add(key);
                            return next;
                          })
                        }
                      >
                        {isOpen ? zh.common.collapse : zh.common.detail}
                      </Button>
                    ) : null}
                    {action}
                  </div>
                ) : null}
              </Card>
            );
          })}
        </div>
      )}
      {pagination && pagination.total > 0 ? (
        <Pagination
          className="mobile-rows__pages"
          size="small"
          simple
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showTotal={(total) => (pagination.totalCapped ? zh.common.totalCapped(total) : zh.common.total(total))}
          onChange={pagination.onChange}
        />
      ) : null}
    </Spin>
  );
}
