import { AdminGamePlatformUpdateSchema, type AdminGamePlatformSchema } from '@app/shared/contracts';
import { Card, Flex, Form, Input, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { actionsColumn } from '../../../components/columns';
import { CsvButton } from '../../../components/csv-button';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { EditButton } from '../../../components/row-actions';
import { RowSwitch } from '../../../components/row-switch';
import { ServerTable } from '../../../components/server-table';
import { SortInput } from '../../../components/sort-input';
import { zodRule } from '../../../lib/form-rules';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { gamePlatformsList } from '../api/list-game-platforms';
import { useUpdateGamePlatform, type PlatformChanges } from '../api/update-game-platform';

type Platform = z.infer<typeof AdminGamePlatformSchema>;
const g = zh.games;

/** Platforms list in their display order. */
const DEFAULTS = { order: 'asc', per_page: '50' };

function EditPlatformModal({ platform, onClose }: { platform: Platform | null; onClose: () => void }) {
  const update = useUpdateGamePlatform();
  return (
    <FormModal<Platform, { name: string; sort: number }, PlatformChanges & { id: number }>
      item={platform}
      title={(item) => g.editTitle(item.name)}
      initialValues={(item) => ({ name: item.name, sort: item.sort })}
      save={update}
      variables={(values, item) => ({ id: item.id, name: values.name.trim(), sort: values.sort })}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            name="name"
            label={g.name}
            rules={[zodRule(AdminGamePlatformUpdateSchema.shape.name), { required: true, message: g.nameRequired }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="sort"
            label={g.sort}
            extra={g.sortHint}
            rules={[zodRule(AdminGamePlatformUpdateSchema.shape.sort)]}
          >
            <SortInput />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

/** Game platforms: enable, maintenance, name and order (the member site follows within seconds). */
export default function PlatformsPage() {
  const {
    list,
    query: platforms,
    csv,
  } = useListPage(gamePlatformsList, {
    defaults: DEFAULTS,
    fields: [],
    csv: 'game-platforms',
  });
  const update = useUpdateGamePlatform();
  const [editing, setEditing] = useState<Platform | null>(null);

  /** A yes / no field of the platform, switched in place. */
  const switchColumn = (key: 'enabled' | 'maintenance', title: string): TableColumnsType<Platform>[number] => ({
    key,
    title,
    render: (_value, row) => (
      <RowSwitch
        rowId={row.id}
        checked={row[key]}
        label={`${row.name} ${title}`}
        save={update}
        variables={(checked) => ({ id: row.id, [key]: checked })}
      />
    ),
  });

  const columns: TableColumnsType<Platform> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    { key: 'name', title: g.name, dataIndex: 'name' },
    { key: 'platname', title: g.platname, render: (_value, row) => <Tag>{row.platname}</Tag> },
    { key: 'adapter', title: g.adapter, dataIndex: 'adapter' },
    { key: 'unit', title: g.unit, render: (_value, row) => (row.amount_unit === 'yuan' ? g.unitYuan : g.unitFen) },
    switchColumn('enabled', g.enabled),
    switchColumn('maintenance', g.maintenance),
    { key: 'sort', title: g.sort, dataIndex: 'sort' },
    actionsColumn((row) => <EditButton onClick={() => setEditing(row)} />),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader title={g.platformsTitle} extra={<CsvButton path={csv.path} params={list.params} name={csv.name} />} />
      <Card size="small">
        <ServerTable query={platforms} list={list} columns={columns} rowKey="id" />
      </Card>
      <EditPlatformModal platform={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
