import { Card, Flex, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { actionsColumn } from '../../../components/columns';
import { CsvButton } from '../../../components/csv-button';
import { FilterBar, type FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { EnabledSwitch } from '../../../components/row-switch';
import { ServerTable } from '../../../components/server-table';
import { useListParams, type ListParams } from '../../../lib/list-params';
import {
  contentPathOf,
  useContentList,
  useSaveContent,
  type ContentResource,
  type ContentRow,
} from '../api/content-lists';
import { ct } from '../content-texts';
import { ContentRowActions } from './content-row-actions';
import { ContentFormModal, type ContentField } from './content-form-modal';

type SimpleResource = Exclude<ContentResource, 'notices'>;

/**
 * A small content table (banners, home notice bar, service entries): filters, CSV, the server's
 * page, an inline enable switch, edit and delete; a form modal for new and edited rows.
 */
export function ContentListPage<R extends SimpleResource>({
  resource,
  title,
  sub,
  columns,
  fields,
  filters,
  defaults,
  createTitle,
  editTitle,
  newRow = {},
  before,
}: {
  resource: R;
  title: string;
  sub: string;
  columns: TableColumnsType<ContentRow<R>>;
  fields: readonly ContentField[];
  filters: readonly FilterField[];
  defaults: ListParams;
  createTitle: string;
  editTitle: string;
  newRow?: Record<string, unknown>;
  before?: ReactNode;
}) {
  const list = useListParams(defaults);
  const query = useContentList(resource, list.params);
  const save = useSaveContent(resource);
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);

  const all: TableColumnsType<ContentRow<R>> = [
    ...columns,
    {
      key: 'enabled',
      title: ct.enabled,
      render: (_value, row) => (
        <EnabledSwitch
          row={row}
          save={save}
          label={`${ct.enabled} ${row.id}`}
          checkedChildren={ct.enabledOn}
          unCheckedChildren={ct.enabledOff}
        />
      ),
    },
    actionsColumn((row) => <ContentRowActions resource={resource} id={row.id} onEdit={() => setEditing(row)} />),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader title={title} sub={sub} create={{ text: createTitle, onClick: () => setEditing({ ...newRow }) }} />
      {before}
      <Card size="small">
        <FilterBar
          fields={filters}
          list={list}
          extra={<CsvButton path={contentPathOf(resource)} params={list.params} name={resource} />}
        />
      </Card>
      <Card size="small">
        <ServerTable query={query} list={list} columns={all} rowKey={(row) => row.id} />
      </Card>
      <ContentFormModal
        resource={resource}
        title={editing && typeof editing.id === 'number' ? editTitle : createTitle}
        fields={fields}
        row={editing}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
