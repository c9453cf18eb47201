import { App, Button, Card, Flex, Popconfirm, Switch, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { CsvButton } from '../../../components/csv-button';
import { FilterBar, type FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';
import { useListParams, type ListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';
import {
  contentPathOf,
  useContentList,
  useDeleteContent,
  useSaveContent,
  type ContentResource,
  type ContentRow,
} from '../api/content-lists';
import { ct } from '../content-texts';
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
  const remove = useDeleteContent(resource);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);

  const all: TableColumnsType<ContentRow<R>> = [
    ...columns,
    {
      key: 'enabled',
      title: ct.enabled,
      render: (_value, row) => (
        <Switch
          checked={row.enabled}
          checkedChildren={ct.enabledOn}
          unCheckedChildren={ct.enabledOff}
          loading={save.isPending && save.variables.id === row.id}
          aria-label={`${ct.enabled} ${row.id}`}
          onChange={(checked) =>
            save.mutate(
              { id: row.id, body: { enabled: checked } },
              { onSuccess: ({ message: text }) => void message.success(text) },
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      title: zh.common.actions,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => setEditing(row)}>
            {zh.common.edit}
          </Button>
          <Popconfirm
            title={ct.deleteConfirm}
            okText={zh.common.confirm}
            cancelText={zh.common.cancel}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutate(row.id, { onSuccess: ({ message: text }) => void message.success(text) })}
          >
            <Button size="small" danger>
              {ct.delete}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={title}
        sub={sub}
        extra={
          <Button type="primary" onClick={() => setEditing({ ...newRow })}>
            {createTitle}
          </Button>
        }
      />
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
