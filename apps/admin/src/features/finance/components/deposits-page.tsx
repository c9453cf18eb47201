import { AdminDepositConfirmRequestSchema, type AdminDepositRowSchema } from '@app/shared/contracts';
import { App, Button, Card, Flex, Form, Input, Modal, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CsvButton } from '../../../components/csv-button';
import { FilterBar, type FilterField } from '../../../components/filter-bar';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable } from '../../../components/server-table';
import { StateTag, type Tone } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { zodRule } from '../../../lib/form-rules';
import { useListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';
import { useCan } from '../../auth/hooks/use-can';
import { useConfirmDeposit } from '../api/confirm-deposit';
import { DEPOSITS_PATH, useDeposits } from '../api/list-deposits';
import { useRefuseDeposit } from '../api/refuse-deposit';

type Deposit = z.infer<typeof AdminDepositRowSchema>;
const f = zh.finance;

const STATE_TONES: Record<number, Tone> = { 0: 'warning', 1: 'success', 2: 'error', 3: 'default' };

const DEFAULTS = {
  sort: 'created_at',
  state: '',
  kind: '',
  awaiting_review: '',
  order_no: '',
  username: '',
  member_id: '',
  from: '',
  to: '',
};

const FIELDS: FilterField[] = [
  {
    kind: 'select',
    name: 'state',
    label: f.state,
    options: Object.entries(f.depositStates).map(([value, label]) => ({ value, label })),
  },
  { kind: 'text', name: 'username', label: f.usernameExact },
  { kind: 'text', name: 'order_no', label: f.orderNo },
  {
    kind: 'select',
    name: 'kind',
    label: f.kind,
    options: [
      { value: 'online', label: f.kindOnline },
      { value: 'bank', label: f.kindBank },
      { value: 'usdt', label: f.kindUsdt },
    ],
  },
  {
    kind: 'select',
    name: 'awaiting_review',
    label: f.awaitingReview,
    options: [
      { value: '1', label: zh.common.yes },
      { value: '0', label: zh.common.no },
    ],
  },
  { kind: 'text', name: 'member_id', label: f.memberId },
  { kind: 'date', name: 'from', label: zh.common.from },
  { kind: 'date', name: 'to', label: zh.common.to },
];

/** Confirms an offline deposit after the money was seen on the company account (optional note). */
function ConfirmDepositModal({ deposit, onClose }: { deposit: Deposit | null; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const { message } = App.useApp();
  const confirm = useConfirmDeposit();
  return (
    <Modal
      open={deposit !== null}
      title={f.confirmTitle}
      okText={f.confirm}
      okButtonProps={{ loading: confirm.isPending, disabled: confirm.isPending }}
      cancelButtonProps={{ disabled: confirm.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!confirm.isPending) onClose();
      }}
      mask={{ closable: !confirm.isPending }}
      destroyOnHidden
    >
      {deposit ? (
        <Typography.Paragraph>
          {f.confirmHint(deposit.amount, deposit.username)}
          {deposit.payer_reference ? (
            <>
              <br />
              {zh.common.labelOf(f.payerReference)}
              <Typography.Text code>{deposit.payer_reference}</Typography.Text>
            </>
          ) : null}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          if (!deposit) return;
          confirm.mutate(
            { orderNo: deposit.order_no, note: (values.note ?? '').trim() },
            {
              onSuccess: ({ message: text }) => {
                void message.success(text);
                onClose();
              },
            },
          );
        }}
      >
        <Form.Item name="note" label={f.confirmNote} rules={[zodRule(AdminDepositConfirmRequestSchema.shape.note)]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Deposit orders; offline ones with a transfer reference can be confirmed or refused here. */
export default function DepositsPage() {
  const list = useListParams(DEFAULTS);
  const deposits = useDeposits(list.params);
  const can = useCan();
  const { message } = App.useApp();
  const refuse = useRefuseDeposit();
  const [confirming, setConfirming] = useState<Deposit | null>(null);
  const [refusing, setRefusing] = useState<Deposit | null>(null);
  const canReview = can('finance.deposits.review');

  const columns: TableColumnsType<Deposit> = [
    { key: 'order_no', title: f.orderNo, dataIndex: 'order_no' },
    {
      key: 'member',
      title: f.member,
      render: (_value, row) => <Link to={paths.member(row.member_id)}>{row.username}</Link>,
    },
    {
      key: 'amount',
      title: f.amount,
      align: 'right',
      render: (_value, row) => (
        <div className="cell-stack">
          <Money value={row.amount} strong />
          {row.crypto_amount ? (
            <Typography.Text type="secondary">
              {row.crypto_amount} USDT (×{row.rate})
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'state',
      title: f.state,
      render: (_value, row) => <StateTag text={row.state_text} tone={STATE_TONES[row.state] ?? 'default'} />,
    },
    {
      key: 'channel',
      title: f.channel,
      render: (_value, row) => (
        <div className="cell-stack">
          <span>{row.type_name}</span>
          <Typography.Text type="secondary">{row.channel_name}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'reference',
      title: f.payerReference,
      render: (_value, row) =>
        row.payer_reference ? (
          <div className="cell-stack">
            <Typography.Text copyable>{row.payer_reference}</Typography.Text>
            <Typography.Text type="secondary">{row.payer_submitted_at}</Typography.Text>
          </div>
        ) : (
          row.gateway_trade_no || zh.common.none
        ),
    },
    {
      key: 'review',
      title: f.reviewedBy,
      render: (_value, row) =>
        row.reviewed_by ? (
          <div className="cell-stack">
            <span>{row.reviewed_by}</span>
            {row.review_note ? <Typography.Text type="secondary">{row.review_note}</Typography.Text> : null}
          </div>
        ) : (
          zh.common.none
        ),
    },
    { key: 'created_at', title: f.createdAt, dataIndex: 'created_at' },
    { key: 'paid_at', title: f.paidAt, render: (_value, row) => row.paid_at || zh.common.none },
  ];

  if (canReview) {
    columns.push({
      key: 'actions',
      title: zh.common.actions,
      fixed: 'right',
      render: (_value, row) =>
        row.can_review ? (
          <Space size={4}>
            <Button size="small" type="primary" onClick={() => setConfirming(row)}>
              {f.confirm}
            </Button>
            <Button size="small" danger onClick={() => setRefusing(row)}>
              {f.refuse}
            </Button>
          </Space>
        ) : null,
    });
  }

  return (
    <Flex vertical gap={12}>
      <PageHeader title={f.depositsTitle} />
      <Card size="small">
        <FilterBar
          fields={FIELDS}
          list={list}
          extra={<CsvButton path={DEPOSITS_PATH} params={list.params} name="deposits" />}
        />
      </Card>
      <Card size="small">
        <ServerTable
          query={deposits}
          list={list}
          columns={columns}
          rowKey="order_no"
          sortKeys={['created_at', 'amount', 'paid_at']}
        />
      </Card>
      <ConfirmDepositModal deposit={confirming} onClose={() => setConfirming(null)} />
      <ReasonModal
        open={refusing !== null}
        title={f.refuseDepositTitle}
        okText={f.refuse}
        pending={refuse.isPending}
        onCancel={() => setRefusing(null)}
        onSubmit={(reason) => {
          if (!refusing) return;
          refuse.mutate(
            { orderNo: refusing.order_no, reason },
            {
              onSuccess: ({ message: text }) => {
                void message.success(text);
                setRefusing(null);
              },
            },
          );
        }}
      />
    </Flex>
  );
}
