import { AdminDepositConfirmRequestSchema, type AdminDepositRowSchema } from '@app/shared/contracts';
import { Button, Form, Input, Modal, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { actionsColumn, memberColumn, orNoneColumn, stateColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, yesNoField, type FilterField } from '../../../components/filter-bar';
import { Money } from '../../../components/money';
import { ListPage } from '../../../components/list-page';
import { ReasonModal } from '../../../components/reason-modal';
import type { Tone } from '../../../components/state-tag';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { useConfirmDeposit } from '../api/confirm-deposit';
import { depositsList } from '../api/list-deposits';
import { useRefuseDeposit } from '../api/refuse-deposit';
import {
  createdAtColumn,
  MEMBER_ID_FILTER,
  ORDER_NO_FILTER,
  orderListDefaults,
  orderNoColumn,
  stateFilter,
  USERNAME_FILTER,
} from './order-list';

type Deposit = z.infer<typeof AdminDepositRowSchema>;
const f = zh.finance;

const STATE_TONES: Record<number, Tone> = { 0: 'warning', 1: 'success', 2: 'error', 3: 'default' };

const DEFAULTS = orderListDefaults({ kind: '', awaiting_review: '' });

const FIELDS: FilterField[] = [
  stateFilter(f.depositStates),
  USERNAME_FILTER,
  ORDER_NO_FILTER,
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
  yesNoField('awaiting_review', f.awaitingReview),
  MEMBER_ID_FILTER,
  ...DATE_RANGE_FIELDS,
];

/** Confirms an offline deposit after the money was seen on the company account (optional note). */
function ConfirmDepositModal({ deposit, onClose }: { deposit: Deposit | null; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const saveWithToast = useSaveWithToast();
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
          saveWithToast(confirm, { orderNo: deposit.order_no, note: (values.note ?? '').trim() }, onClose);
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
  const page = useListPage(depositsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'deposits' });
  const can = useCan();
  const saveWithToast = useSaveWithToast();
  const refuse = useRefuseDeposit();
  const [confirming, setConfirming] = useState<Deposit | null>(null);
  const [refusing, setRefusing] = useState<Deposit | null>(null);
  const canReview = can('finance.deposits.review');

  const columns: TableColumnsType<Deposit> = [
    orderNoColumn(),
    memberColumn(f.member),
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
    stateColumn(f.state, STATE_TONES),
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
    createdAtColumn(),
    orNoneColumn('paid_at', f.paidAt),
  ];

  if (canReview) {
    columns.push(
      actionsColumn((row) =>
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
      ),
    );
  }

  return (
    <ListPage title={f.depositsTitle} page={page} columns={columns} rowKey="order_no">
      <ConfirmDepositModal deposit={confirming} onClose={() => setConfirming(null)} />
      <ReasonModal
        open={refusing !== null}
        title={f.refuseDepositTitle}
        okText={f.refuse}
        pending={refuse.isPending}
        onCancel={() => setRefusing(null)}
        onSubmit={(reason) => {
          if (!refusing) return;
          saveWithToast(refuse, { orderNo: refusing.order_no, reason }, () => setRefusing(null));
        }}
      />
    </ListPage>
  );
}
