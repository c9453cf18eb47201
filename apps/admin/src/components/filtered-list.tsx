import { Card } from 'antd';
import { CsvButton } from './csv-button';
import { FilterBar, type FilterField } from './filter-bar';
import { ServerTable, type ServerTableProps } from './server-table';

/**
 * A server-paged list under its filters: the filter card (查询 / 重置 / 导出 CSV of the whole
 * filtered list) and the table card.
 */
export function FilteredList<Row extends object>({
  fields,
  csv,
  ...table
}: ServerTableProps<Row> & {
  fields: readonly FilterField[];
  /** The list's CSV export: its path and the file's name. */
  csv: { path: string; name: string };
}) {
  return (
    <>
      <Card size="small">
        <FilterBar
          fields={fields}
          list={table.list}
          extra={<CsvButton path={csv.path} params={table.list.params} name={csv.name} />}
        />
      </Card>
      <Card size="small">
        <ServerTable<Row> {...table} />
      </Card>
    </>
  );
}
