import { AdminGamePlatformUpdateSchema, type AdminGamePlatformSchema } from '@app/shared/contracts';
import { App, Button, Card, Flex, Form, Input, InputNumber, Modal, Switch, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { CsvButton } from '../../../components/csv-button';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';
import { zodRule } from '../../../lib/form-rules';
import { useListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';
import { PLATFORMS_PATH, useGamePlatforms } from '../api/list-game-platforms';
import { useUpdateGamePlatform, type PlatformChanges } from '../api/update-game-platform';

type Platform = z.infer<typeof AdminGamePlatformSchema>;
const g = zh.games;

/** Platforms list in their display order. */
const DEFAULTS = { order: 'asc', per_page: '50' };

function EditPlatformModal({ platform, onClose }: { platform: Platform | null; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const { message } = App.useApp();
  const update = useUpdateGamePlatform();
  return (
    <Modal
      open={platform !== null}
      title={platform ? g.editTitle(platform.name) : ''}
      okText={zh.common.save}
      okButtonProps={{ loading: update.isPending, disabled: update.isPending }}
      cancelButtonProps={{ disabled: update.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!update.isPending) onClose();
      }}
      destroyOnHidden
    >
      {platform ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: platform.name, sort: platform.sort }}
          onFinish={(values) =>
            update.mutate(
              { id: platform.id, name: values.name.trim(), sort: values.sort },
              {
                onSuccess: ({ message: text }) => {
                  void message.success(text);
                  onClose();
                },
              },
            )
          }
        >
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
            <InputNumber precision={0} min={-100_000} max={100_000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** Game platforms: enable, maintenance, name and order (the member site follows within seconds). */
export default function PlatformsPage() {
  const list = useListParams(DEFAULTS);
  const platforms = useGamePlatforms(list.params);
  const update = useUpdateGamePlatform();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Platform | null>(null);

  function change(row: Platform, changes: PlatformChanges) {
    update.mutate({ id: row.id, ...changes }, { onSuccess: ({ message: text }) => void message.success(text) });
  }
  const busy = (row: Platform) => update.isPending && update.variables.id === row.id;

  const columns: TableColumnsType<Platform> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    { key: 'name', title: g.name, dataIndex: 'name' },
    { key: 'platname', title: g.platname, render: (_value, row) => <Tag>{row.platname}</Tag> },
    { key: 'adapter', title: g.adapter, dataIndex: 'adapter' },
    { key: 'unit', title: g.unit, render: (_value, row) => (row.amount_unit === 'yuan' ? g.unitYuan : g.unitFen) },
    {
      key: 'enabled',
      title: g.enabled,
      render: (_value, row) => (
        <Switch
          checked={row.enabled}
          loading={busy(row)}
          aria-label={`${row.name} ${g.enabled}`}
          onChange={(checked) => change(row, { enabled: checked })}
        />
      ),
    },
    {
      key: 'maintenance',
      title: g.maintenance,
      render: (_value, row) => (
        <Switch
          checked={row.maintenance}
          loading={busy(row)}
          aria-label={`${row.name} ${g.maintenance}`}
          onChange={(checked) => change(row, { maintenance: checked })}
        />
      ),
    },
    { key: 'sort', title: g.sort, dataIndex: 'sort' },
    {
      key: 'actions',
      title: zh.common.actions,
      fixed: 'right',
      render: (_value, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          {zh.common.edit}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={g.platformsTitle}
        extra={<CsvButton path={PLATFORMS_PATH} params={list.params} name="game-platforms" />}
      />
      <Card size="small">
        <ServerTable query={platforms} list={list} columns={columns} rowKey="id" />
      </Card>
      <EditPlatformModal platform={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
