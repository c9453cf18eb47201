import type { AdminChestOpenRowSchema, AdminTaskClaimRowSchema } from '@app/shared/contracts';
import { Flex, Tabs, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { moneyColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { chestOpensList, taskClaimsList } from '../api/tasks-api';

type Claim = z.infer<typeof AdminTaskClaimRowSchema>;
type Open = z.infer<typeof AdminChestOpenRowSchema>;
const tx = zh.tasks;

const CLAIM_DEFAULTS = { username: '', member_id: '', task_id: '', from: '', to: '' };
const CLAIM_FIELDS: FilterField[] = [
  { kind: 'text', name: 'username', label: tx.username },
  { kind: 'text', name: 'member_id', label: tx.memberId },
  { kind: 'text', name: 'task_id', label: tx.taskId },
  ...DATE_RANGE_FIELDS,
];
const OPEN_DEFAULTS = { username: '', member_id: '', chest_id: '', from: '', to: '' };
const OPEN_FIELDS: FilterField[] = [
  { kind: 'text', name: 'username', label: tx.username },
  { kind: 'text', name: 'member_id', label: tx.memberId },
  { kind: 'text', name: 'chest_id', label: tx.chestId },
  ...DATE_RANGE_FIELDS,
];

function ClaimsList() {
  const page = useListPage(taskClaimsList, { defaults: CLAIM_DEFAULTS, fields: CLAIM_FIELDS, csv: 'task-claims' });
  const columns: TableColumnsType<Claim> = [
    { key: 'id', title: tx.id, dataIndex: 'id' },
    {
      key: 'member',
      title: tx.member,
      render: (_v, row) => <Link to={paths.member(row.member_id)}>{row.username || row.member_id}</Link>,
    },
    { key: 'day', title: tx.day, dataIndex: 'day' },
    { key: 'task', title: tx.title, dataIndex: 'task_title' },
    moneyColumn('amount', tx.rewardBonus, { strong: true }),
    { key: 'points', title: tx.rewardPoints, dataIndex: 'points' },
    { key: 'created_at', title: tx.claimedAt, dataIndex: 'created_at' },
  ];
  return <ListPage title={tx.claimsTitle} page={page} columns={columns} rowKey="id" />;
}

function OpensList() {
  const page = useListPage(chestOpensList, { defaults: OPEN_DEFAULTS, fields: OPEN_FIELDS, csv: 'chest-opens' });
  const columns: TableColumnsType<Open> = [
    { key: 'id', title: tx.id, dataIndex: 'id' },
    {
      key: 'member',
      title: tx.member,
      render: (_v, row) => <Link to={paths.member(row.member_id)}>{row.username || row.member_id}</Link>,
    },
    { key: 'day', title: tx.day, dataIndex: 'day' },
    { key: 'chest', title: tx.chestName, dataIndex: 'chest_name' },
    moneyColumn('amount', tx.chestBonus, { strong: true }),
    { key: 'liveness', title: tx.livenessThen, dataIndex: 'liveness' },
    { key: 'created_at', title: tx.openedAt, dataIndex: 'created_at' },
  ];
  return <ListPage title={tx.opensTitle} page={page} columns={columns} rowKey="id" />;
}

/** Claim records (platform-rules §9): task claims and chest opens, with member, row and day filters, CSV. */
export default function TaskClaimsPage() {
  return (
    <Flex vertical gap={12}>
      <Tabs
        items={[
          { key: 'claims', label: tx.claimsTitle, children: <ClaimsList /> },
          { key: 'opens', label: tx.opensTitle, children: <OpensList /> },
        ]}
      />
    </Flex>
  );
}
