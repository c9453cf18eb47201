import { AdminChestInputSchema, AdminTaskInputSchema, AdminTaskTypeInputSchema } from '@app/shared/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useCan } from '../../../hooks/use-can';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import {
  useChests,
  useSaveRow,
  useTasks,
  useTaskTypes,
  type Chest,
  type SaveVariables,
  type Task,
  type TaskType,
} from '../api/tasks-api';

const tx = zh.tasks;
type Values = Record<string, unknown>;
type Editing<Row> = Row | 'new' | null;
const idOf = <Row extends { id: number }>(item: Row | 'new') => (item === 'new' ? undefined : item.id);
const enabledTag = (enabled: boolean) => (enabled ? <Tag color="green">{tx.enabled}</Tag> : <Tag>{tx.disabled}</Tag>);

function TypesCard({ editable }: { editable: boolean }) {
  const types = useTaskTypes();
  const save = useSaveRow('task-types');
  const [editing, setEditing] = useState<Editing<TaskType>>(null);
  const fields = AdminTaskTypeInputSchema.shape;
  const columns: TableColumnsType<TaskType> = [
    { key: 'id', title: tx.id, dataIndex: 'id', width: 70 },
    { key: 'name', title: tx.typeName, dataIndex: 'name' },
    { key: 'sort', title: tx.sort, dataIndex: 'sort', width: 80 },
    { key: 'tasks', title: tx.taskCount, dataIndex: 'tasks', width: 90 },
    { key: 'enabled', title: tx.status, render: (_v, row) => enabledTag(row.enabled), width: 90 },
    ...(editable
      ? [
          {
            key: 'edit',
            title: '',
            width: 80,
            render: (_v: unknown, row: TaskType) => <a onClick={() => setEditing(row)}>{tx.edit}</a>,
          },
        ]
      : []),
  ];
  return (
    <Card
      title={tx.typesTitle}
      extra={editable ? <Button onClick={() => setEditing('new')}>{tx.addType}</Button> : null}
    >
      {types.isError ? (
        <QueryError error={types.error} onRetry={() => void types.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={types.isPending}
          dataSource={types.data ?? []}
          columns={columns}
          pagination={false}
        />
      )}
      <FormModal<TaskType | 'new', Values, SaveVariables>
        item={editing}
        title={(item) => (item === 'new' ? tx.addType : tx.editType)}
        initialValues={(item) => (item === 'new' ? { sort: 0, enabled: true } : item)}
        save={save}
        variables={(values, item) => ({ id: idOf(item), body: values })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="name" label={tx.typeName} rules={[zodRule(fields.name)]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="sort" label={tx.sort} rules={[zodRule(fields.sort)]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label={tx.status} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </FormModal>
    </Card>
  );
}

function TasksCard({ editable }: { editable: boolean }) {
  const tasks = useTasks();
  const types = useTaskTypes();
  const save = useSaveRow('tasks');
  const [editing, setEditing] = useState<Editing<Task>>(null);
  const fields = AdminTaskInputSchema.shape;
  const metrics = Object.entries(tx.metrics).map(([value, label]) => ({ value, label }));
  const columns: TableColumnsType<Task> = [
    { key: 'id', title: tx.id, dataIndex: 'id', width: 60 },
    { key: 'type', title: tx.type, dataIndex: 'type_name' },
    { key: 'title', title: tx.title, dataIndex: 'title' },
    { key: 'metric', title: tx.metric, dataIndex: 'metric_text' },
    { key: 'target', title: tx.target, dataIndex: 'target' },
    { key: 'reward', title: tx.rewardBonus, dataIndex: 'reward_bonus' },
    { key: 'points', title: tx.rewardPoints, dataIndex: 'reward_points' },
    { key: 'sort', title: tx.sort, dataIndex: 'sort' },
    { key: 'enabled', title: tx.status, render: (_v, row) => enabledTag(row.enabled) },
    ...(editable
      ? [
          {
            key: 'edit',
            title: '',
            render: (_v: unknown, row: Task) => <a onClick={() => setEditing(row)}>{tx.edit}</a>,
          },
        ]
      : []),
  ];
  return (
    <Card
      title={tx.tasksTitle}
      extra={editable ? <Button onClick={() => setEditing('new')}>{tx.addTask}</Button> : null}
    >
      {tasks.isError ? (
        <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={tasks.isPending}
          dataSource={tasks.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <FormModal<Task | 'new', Values, SaveVariables>
        item={editing}
        title={(item) => (item === 'new' ? tx.addTask : tx.editTask)}
        initialValues={(item) =>
          item === 'new'
            ? { sort: 0, enabled: true, reward_points: 10, metric: 'deposit_amount', type_id: types.data?.[0]?.id }
            : item
        }
        save={save}
        variables={(values, item) => ({ id: idOf(item), body: values })}
        onClose={() => setEditing(null)}
        width={560}
      >
        {() => (
          <>
            <Form.Item name="type_id" label={tx.type} rules={[{ required: true, message: tx.typeRequired }]}>
              <Select options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))} />
            </Form.Item>
            <Form.Item name="title" label={tx.title} rules={[zodRule(fields.title)]}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="metric" label={tx.metric} rules={[{ required: true }]}>
              <Select options={metrics} />
            </Form.Item>
            <Form.Item
              name="target"
              label={tx.target}
              extra={tx.targetHint}
              rules={[{ required: true, message: tx.targetRequired }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="reward_bonus" label={tx.rewardBonus} rules={[zodRule(fields.reward_bonus)]}>
              <Input suffix="元" />
            </Form.Item>
            <Form.Item name="reward_points" label={tx.rewardPoints} rules={[zodRule(fields.reward_points)]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="content" label={tx.content} rules={[zodRule(fields.content)]}>
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <Form.Item name="sort" label={tx.sort} rules={[zodRule(fields.sort)]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label={tx.status} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </FormModal>
    </Card>
  );
}

function ChestsCard({ editable }: { editable: boolean }) {
  const chests = useChests();
  const save = useSaveRow('chests');
  const [editing, setEditing] = useState<Editing<Chest>>(null);
  const fields = AdminChestInputSchema.shape;
  const columns: TableColumnsType<Chest> = [
    { key: 'id', title: tx.id, dataIndex: 'id', width: 60 },
    { key: 'name', title: tx.chestName, dataIndex: 'name' },
    { key: 'threshold', title: tx.threshold, dataIndex: 'threshold' },
    { key: 'bonus', title: tx.chestBonus, dataIndex: 'bonus_amount' },
    { key: 'sort', title: tx.sort, dataIndex: 'sort' },
    { key: 'enabled', title: tx.status, render: (_v, row) => enabledTag(row.enabled) },
    ...(editable
      ? [
          {
            key: 'edit',
            title: '',
            render: (_v: unknown, row: Chest) => <a onClick={() => setEditing(row)}>{tx.edit}</a>,
          },
        ]
      : []),
  ];
  return (
    <Card
      title={tx.chestsTitle}
      extra={editable ? <Button onClick={() => setEditing('new')}>{tx.addChest}</Button> : null}
    >
      {chests.isError ? (
        <QueryError error={chests.error} onRetry={() => void chests.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={chests.isPending}
          dataSource={chests.data ?? []}
          columns={columns}
          pagination={false}
        />
      )}
      <FormModal<Chest | 'new', Values, SaveVariables>
        item={editing}
        title={(item) => (item === 'new' ? tx.addChest : tx.editChest)}
        initialValues={(item) => (item === 'new' ? { sort: 0, enabled: true } : item)}
        save={save}
        variables={(values, item) => ({ id: idOf(item), body: values })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="name" label={tx.chestName} rules={[zodRule(fields.name)]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="threshold" label={tx.threshold} rules={[zodRule(fields.threshold)]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item
              name="bonus_amount"
              label={tx.chestBonus}
              extra={tx.chestTurnover}
              rules={[zodRule(fields.bonus_amount)]}
            >
              <Input suffix="元" />
            </Form.Item>
            <Form.Item name="sort" label={tx.sort} rules={[zodRule(fields.sort)]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label={tx.status} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </FormModal>
    </Card>
  );
}

/**
 * Daily tasks (platform-rules §7, §9): task types, tasks (metric of today's data, target, reward
 * bonus with 1× turnover, liveness points, order, help text) and chests (liveness threshold,
 * bonus with 3× turnover). Every save is audited by the server.
 */
export default function TaskSettingsPage() {
  const can = useCan();
  const editable = can('promotions.manage');
  return (
    <Flex vertical gap={12}>
      <PageHeader title={tx.settingsTitle} sub={tx.settingsHint} />
      <TypesCard editable={editable} />
      <TasksCard editable={editable} />
      <ChestsCard editable={editable} />
    </Flex>
  );
}
