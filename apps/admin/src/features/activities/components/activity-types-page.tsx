import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useCan } from '../../../hooks/use-can';
import { errorText } from '../../../lib/api-client';
import { zh } from '../../../locales/zh-CN';
import { useActivityTypesAdmin, useSaveActivityType, type ActivityTypeRow } from '../api/activities-api';
import { activityTexts as a } from '../activities-texts';

interface TypeForm {
  name: string;
  sort: number;
  enabled: boolean;
}

/** 活动类型: the type tabs of the member site's activity centre (every change audited). */
export default function ActivityTypesPage() {
  const can = useCan();
  const { message } = App.useApp();
  const types = useActivityTypesAdmin();
  const save = useSaveActivityType();
  const [editing, setEditing] = useState<ActivityTypeRow | 'new' | null>(null);
  const [form] = Form.useForm<TypeForm>();
  const manage = can('promotions.manage');

  function open(row: ActivityTypeRow | 'new') {
    setEditing(row);
    form.setFieldsValue(
      row === 'new' ? { name: '', sort: 0, enabled: true } : { name: row.name, sort: row.sort, enabled: row.enabled },
    );
  }

  async function submit() {
    const values = await form.validateFields();
    save.mutate(
      { id: editing === 'new' || editing === null ? undefined : editing.id, body: values },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          setEditing(null);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  }

  const columns: TableColumnsType<ActivityTypeRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    { key: 'name', title: a.name, dataIndex: 'name' },
    { key: 'sort', title: a.sort, dataIndex: 'sort' },
    { key: 'activities', title: a.activityCount, dataIndex: 'activities' },
    {
      key: 'enabled',
      title: a.enabled,
      render: (_value, row) => <Tag color={row.enabled ? 'green' : 'default'}>{row.enabled ? a.yes : a.no}</Tag>,
    },
    ...(manage
      ? [
          {
            key: 'actions',
            title: zh.common.actions,
            render: (_value: unknown, row: ActivityTypeRow) => (
              <Button size="small" onClick={() => open(row)}>
                {a.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={a.typesTitle}
        sub={a.typesSub}
        create={manage ? { text: a.newType, onClick: () => open('new') } : undefined}
      />
      <Card size="small">
        {types.isError ? (
          <QueryError error={types.error} onRetry={() => void types.refetch()} />
        ) : (
          <Table<ActivityTypeRow>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={types.data ?? []}
            loading={types.isFetching}
            pagination={false}
            locale={{ emptyText: types.isPending ? zh.common.loading : zh.common.empty }}
          />
        )}
      </Card>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? a.newType : a.editType}
        okText={a.save}
        cancelText={a.cancel}
        confirmLoading={save.isPending}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={a.name} rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="sort" label={a.sort}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={a.enabled} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
