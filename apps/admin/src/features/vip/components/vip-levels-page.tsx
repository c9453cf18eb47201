import { AdminVipLevelUpdateSchema, type AdminVipLevel, type AdminVipLevelUpdate } from '@app/shared/contracts';
import { Card, Col, Flex, Form, Input, Row, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn } from '../../../components/columns';
import { FormModal } from '../../../components/form-modal';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { EditButton } from '../../../components/row-actions';
import { useCan } from '../../../hooks/use-can';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useSaveVipLevel, useVipLevels } from '../api/vip-levels';

const v = zh.vip;

type Values = Record<keyof AdminVipLevelUpdate, string>;

const MONEY_FIELDS = [
  'recharge',
  'flow',
  'be_promoted_bonus',
  'week_bonus',
  'month_bonus',
  'week_deposit',
  'week_bet',
  'month_deposit',
  'month_bet',
] as const;
const RATE_FIELDS = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const;

function valuesOf(level: AdminVipLevel): Values {
  const values = { vipname: level.vipname } as Values;
  for (const key of [...MONEY_FIELDS, ...RATE_FIELDS]) values[key] = level[key];
  return values;
}

function EditLevelModal({ level, onClose }: { level: AdminVipLevel | null; onClose: () => void }) {
  const save = useSaveVipLevel();
  const field = (key: keyof Values, suffix: string) => (
    <Col xs={12} sm={8} key={key}>
      <Form.Item name={key} label={v.fields[key]} rules={[zodRule(AdminVipLevelUpdateSchema.shape[key])]}>
        <Input inputMode="decimal" suffix={suffix} />
      </Form.Item>
    </Col>
  );
  return (
    <FormModal<AdminVipLevel, Values, AdminVipLevelUpdate & { id: number }>
      item={level}
      name="vip-level"
      width={720}
      title={(item) => v.editTitle(item.vipname)}
      initialValues={valuesOf}
      save={save}
      variables={(values, item) => ({ id: item.id, ...values })}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item name="vipname" label={v.fields.vipname} rules={[zodRule(AdminVipLevelUpdateSchema.shape.vipname)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Typography.Title level={5}>{v.thresholds}</Typography.Title>
          <Typography.Paragraph type="secondary">{v.thresholdsHint}</Typography.Paragraph>
          <Row gutter={12}>{(['recharge', 'flow'] as const).map((key) => field(key, v.yuan))}</Row>
          <Typography.Title level={5}>{v.bonuses}</Typography.Title>
          <Row gutter={12}>
            {(
              [
                'be_promoted_bonus',
                'week_bonus',
                'week_deposit',
                'week_bet',
                'month_bonus',
                'month_deposit',
                'month_bet',
              ] as const
            ).map((key) => field(key, v.yuan))}
          </Row>
          <Typography.Title level={5}>{v.rates}</Typography.Title>
          <Row gutter={12}>{RATE_FIELDS.map((key) => field(key, '%'))}</Row>
        </>
      )}
    </FormModal>
  );
}

/**
 * The VIP ladder (platform-rules §7): each level's thresholds (recharge and lifetime valid bets),
 * its promotion, weekly and monthly bonuses with their conditions, and its rebate rates per
 * category. Staff with promotions.manage edit a level (audited); the member site follows.
 */
export default function VipLevelsPage() {
  const levels = useVipLevels();
  const can = useCan();
  const [editing, setEditing] = useState<AdminVipLevel | null>(null);
  const money = (key: (typeof MONEY_FIELDS)[number]) => ({
    key,
    title: v.fields[key],
    align: 'right' as const,
    render: (_value: unknown, row: AdminVipLevel) => <Money value={row[key]} />,
  });

  const columns: TableColumnsType<AdminVipLevel> = [
    { key: 'vip_id', title: v.level, dataIndex: 'vip_id', width: 64 },
    { key: 'vipname', title: v.fields.vipname, dataIndex: 'vipname' },
    money('recharge'),
    money('flow'),
    money('be_promoted_bonus'),
    {
      key: 'week',
      title: v.weekly,
      render: (_value, row) => v.bonusWithCondition(row.week_bonus, row.week_deposit, row.week_bet),
    },
    {
      key: 'month',
      title: v.monthly,
      render: (_value, row) => v.bonusWithCondition(row.month_bonus, row.month_deposit, row.month_bet),
    },
    {
      key: 'rates',
      title: v.rates,
      render: (_value, row) => RATE_FIELDS.map((key) => `${v.fields[key]} ${row[key]}%`).join(' / '),
    },
    ...(can('promotions.manage')
      ? [actionsColumn((row: AdminVipLevel) => <EditButton onClick={() => setEditing(row)} />)]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader title={v.levelsTitle} />
      <Card size="small">
        {levels.isError ? (
          <QueryError error={levels.error} onRetry={() => void levels.refetch()} />
        ) : (
          <Table
            size="small"
            rowKey="id"
            loading={levels.isPending}
            dataSource={levels.data ?? []}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      <EditLevelModal level={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
