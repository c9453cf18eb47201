import type { AdminVipBonus } from '@app/shared/contracts';
import { Button, Card, Flex, Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { memberColumn } from '../../../components/columns';
import { ListPage } from '../../../components/list-page';
import { Money } from '../../../components/money';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zh } from '../../../locales/zh-CN';
import { useRunVipBonuses, vipBonusesList } from '../api/vip-bonuses';

const v = zh.vip;

const DEFAULTS = { bonus_type: '', status: '', period_key: '', username: '', member_id: '', from: '', to: '' };

const FIELDS: FilterField[] = [
  {
    kind: 'select',
    name: 'bonus_type',
    label: v.bonusType,
    options: [
      { value: '1', label: v.types[1] },
      { value: '2', label: v.types[2] },
      { value: '3', label: v.types[3] },
    ],
  },
  {
    kind: 'select',
    name: 'status',
    label: v.status,
    options: [
      { value: '0', label: v.claimable },
      { value: '1', label: v.claimed },
    ],
  },
  { kind: 'text', name: 'period_key', label: v.period },
  { kind: 'text', name: 'username', label: zh.finance.usernameExact },
  { kind: 'text', name: 'member_id', label: v.memberId },
  ...DATE_RANGE_FIELDS,
];

/** A manual run of the weekly or monthly bonuses of a past period (idempotent, audited). */
function RunCard() {
  const run = useRunVipBonuses();
  const saveWithToast = useSaveWithToast();
  const [form] = Form.useForm<{ bonus_type: number; period: string }>();
  return (
    <Card size="small" title={v.runTitle}>
      <Typography.Paragraph type="secondary">{v.runHint}</Typography.Paragraph>
      <Form
        form={form}
        name="vip-bonus-run"
        layout="inline"
        initialValues={{ bonus_type: 2, period: '' }}
        onFinish={(values) => saveWithToast(run, values)}
      >
        <Form.Item name="bonus_type" label={v.bonusType}>
          <Select
            style={{ width: 120 }}
            options={[
              { value: 2, label: v.types[2] },
              { value: 3, label: v.types[3] },
            ]}
          />
        </Form.Item>
        <Form.Item name="period" label={v.period} rules={[{ required: true, message: v.periodRequired }]}>
          <Input placeholder={v.periodPlaceholder} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={run.isPending}>
            {v.run}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** Every VIP bonus record (promotion, weekly, monthly), with its state; filters by member, type, status and period. */
export default function VipBonusesPage() {
  const page = useListPage(vipBonusesList, { defaults: DEFAULTS, fields: FIELDS, csv: 'vip-bonuses' });
  const can = useCan();
  const columns: TableColumnsType<AdminVipBonus> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    memberColumn<AdminVipBonus>(v.member),
    { key: 'vip_level', title: v.level, render: (_value, row) => `VIP${row.vip_level}` },
    { key: 'bonus_type', title: v.bonusType, dataIndex: 'bonus_type_text' },
    { key: 'period_key', title: v.period, dataIndex: 'period_key' },
    { key: 'amount', title: zh.finance.amount, align: 'right', render: (_value, row) => <Money value={row.amount} /> },
    {
      key: 'status',
      title: v.status,
      render: (_value, row) => <Tag color={row.status === 0 ? 'gold' : 'green'}>{row.status_text}</Tag>,
    },
    { key: 'created_at', title: v.createdAt, dataIndex: 'created_at' },
    { key: 'claimed_at', title: v.claimedAt, render: (_value, row) => row.claimed_at || '—' },
  ];
  return (
    <Flex vertical gap={12}>
      <ListPage
        title={v.bonusesTitle}
        page={page}
        intro={can('promotions.manage') ? <RunCard /> : undefined}
        columns={columns}
        rowKey="id"
      />
    </Flex>
  );
}
