import type { AdminWithdrawalRowSchema } from '@app/shared/contracts';
import { App, Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import type { z } from 'zod';
import { actionsColumn, memberColumn, moneyColumn, orNoneColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, yesNoField, type FilterField } from '../../../components/filter-bar';
import { Money } from '../../../components/money';
import { ListPage } from '../../../components/list-page';
import { ReasonModal } from '../../../components/reason-modal';
import { StateTag, type Tone } from '../../../components/state-tag';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { useMe } from '../../../lib/get-me';
import { useCan } from '../../../hooks/use-can';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useRefuseWithdrawal } from '../api/refuse-withdrawal';
import { withdrawalsList } from '../api/list-withdrawals';
import {
  useBulkApproveWithdrawals,
  useBulkRefuseWithdrawals,
  usePayManually,
  useResolveFailedPayout,
  useSendPayout,
} from '../api/payouts-api';
import { payoutTexts as p } from '../payouts-texts';
import {
  BulkResultDialog,
  BulkReviewDialog,
  FailedPayoutDialog,
  PayManuallyDialog,
  SendPayoutDialog,
  sumOf,
} from './payout-dialogs';
import {
  createdAtColumn,
  MEMBER_ID_FILTER,
  ORDER_NO_FILTER,
  orderListDefaults,
  orderNoColumn,
  stateFilter,
  USERNAME_FILTER,
} from './order-list';

type Withdrawal = z.infer<typeof AdminWithdrawalRowSchema>;
const f = zh.finance;

const STATE_TONES: Record<number, Tone> = { 1: 'warning', 2: 'success', 3: 'error' };

/** The review queue opens on pending withdrawals; 全部 shows every state. */
const DEFAULTS = orderListDefaults({ type: '', awaiting_second: '', payout_state: '' }, '1');

const FIELDS: FilterField[] = [
  stateFilter(f.withdrawStates),
  USERNAME_FILTER,
  ORDER_NO_FILTER,
  MEMBER_ID_FILTER,
  {
    kind: 'select',
    name: 'type',
    label: f.type,
    options: [
      { value: '1', label: f.typeCard },
      { value: '2', label: f.typeWallet },
    ],
  },
  yesNoField('awaiting_second', f.awaitingSecond),
  {
    kind: 'select',
    name: 'payout_state',
    label: p.payoutStateFilter,
    options: Object.entries(p.payoutStates).map(([value, label]) => ({ value, label })),
  },
  ...DATE_RANGE_FIELDS,
];

/** Second-approver state of a withdrawal above the threshold. */
function ApprovalState({ row }: { row: Withdrawal }) {
  if (!row.needs_second_approval) return null;
  if (row.state !== 1) return <Tag>{f.needsSecond}</Tag>;
  return row.first_approved_by ? (
    <Tooltip title={f.secondPending}>
      <Tag color="blue">{f.firstApprovedBy(row.first_approved_by)}</Tag>
    </Tooltip>
  ) : (
    <Tooltip title={f.approveSecondHint}>
      <Tag color="purple">{f.needsSecond}</Tag>
    </Tooltip>
  );
}

/** The payout state of an approved (or refunded) withdrawal, with its channel and reference. */
function PayoutCell({ row }: { row: Withdrawal }) {
  if (!row.payout_state_text) return <>{zh.common.none}</>;
  const tone = (p.payoutTones[row.payout_state] ?? 'default') as Tone;
  return (
    <div className="cell-stack">
      <StateTag text={row.payout_state_text} tone={row.state === 3 ? 'default' : tone} />
      {row.payout_channel_name ? <span>{row.payout_channel_name}</span> : null}
      {row.payout_reference ? (
        <Typography.Text type="secondary" copyable={{ text: row.payout_reference }}>
          {row.payout_reference}
        </Typography.Text>
      ) : null}
      {row.payout_note ? <Typography.Text type="danger">{row.payout_note}</Typography.Text> : null}
      {row.paid_at ? <Typography.Text type="secondary">{row.paid_at}</Typography.Text> : null}
    </div>
  );
}

/**
 * Withdrawal review and payout: approve (a second, different staff member above the threshold) or
 * refuse with a mandatory reason, one by one or selected in bulk (the confirmation sums what will
 * move); then pay approved ones manually (reference) or through a payout channel, and settle
 * failed payouts (back to review or refund). Decision 0031.
 */
export default function WithdrawalsPage() {
  const page = useListPage(withdrawalsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'withdrawals' });
  const can = useCan();
  const me = useMe();
  const { message } = App.useApp();
  const saveWithToast = useSaveWithToast();
  const approve = useApproveWithdrawal();
  const refuse = useRefuseWithdrawal();
  const [refusing, setRefusing] = useState<Withdrawal | null>(null);
  const canReview = can('finance.withdrawals.review');
  const [selected, setSelected] = useState<Withdrawal[]>([]);
  const [bulk, setBulk] = useState<'approve' | 'refuse' | null>(null);
  const bulkApprove = useBulkApproveWithdrawals();
  const bulkRefuse = useBulkRefuseWithdrawals();
  const [bulkResult, setBulkResult] = useState<Parameters<typeof BulkResultDialog>[0]['result']>(null);
  const payManually = usePayManually();
  const sendPayout = useSendPayout();
  const resolveFailed = useResolveFailedPayout();
  const [paying, setPaying] = useState<Withdrawal | null>(null);
  const [sending, setSending] = useState<Withdrawal | null>(null);
  const [settling, setSettling] = useState<Withdrawal | null>(null);

  const submitBulk = (reason?: string) => {
    const orderNos = selected.map((row) => row.order_no);
    const done = ({ data, message: text }: { data: NonNullable<typeof bulkResult>; message: string }) => {
      void (data.skipped > 0 ? message.warning(text, 6) : message.success(text));
      setBulk(null);
      setSelected([]);
      if (data.skipped > 0 || data.results.some((item) => item.outcome === 'awaiting_second')) setBulkResult(data);
    };
    if (bulk === 'refuse' && reason) bulkRefuse.mutate({ orderNos, reason }, { onSuccess: done });
    else if (bulk === 'approve') bulkApprove.mutate({ orderNos }, { onSuccess: done });
  };

  const columns: TableColumnsType<Withdrawal> = [
    // The order number stays in view while the wide table scrolls sideways (1280 px screens).
    { ...orderNoColumn<Withdrawal>(), fixed: 'left' },
    memberColumn(f.member),
    moneyColumn('amount', f.amount, { strong: true }),
    {
      key: 'state',
      title: f.state,
      render: (_value, row) => (
        <Space size={4} wrap>
          <StateTag text={row.state_text} tone={STATE_TONES[row.state] ?? 'default'} />
          {row.state === 2 ? (
            <StateTag text={row.payout_state_text} tone={(p.payoutTones[row.payout_state] ?? 'default') as Tone} />
          ) : null}
          <ApprovalState row={row} />
        </Space>
      ),
    },
    { key: 'channel', title: f.type, dataIndex: 'channel_name' },
    {
      key: 'payee',
      title: f.payee,
      render: (_value, row) => (
        <div className="cell-stack">
          <span>{row.payee_name}</span>
          <Typography.Text type="secondary">{row.payee_bank}</Typography.Text>
          <Typography.Text copyable={{ text: row.payee_account }}>{row.payee_account}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'receive',
      title: `${f.fee} / ${f.receive}`,
      render: (_value, row) =>
        row.type === 2 ? (
          <div className="cell-stack">
            <span>
              {f.fee} {row.fee}
            </span>
            <span>
              {f.receive} {row.receive_amount} (×{row.rate})
            </span>
          </div>
        ) : (
          <Money value={row.receive_amount} />
        ),
    },
    {
      key: 'review',
      title: f.reviewedBy,
      render: (_value, row) => (
        <div className="cell-stack">
          {row.reviewed_by ? <span>{row.reviewed_by}</span> : null}
          {row.second_reviewed_by ? <span>{row.second_reviewed_by}</span> : null}
          {row.refuse_reason ? <Typography.Text type="danger">{row.refuse_reason}</Typography.Text> : null}
          {!row.reviewed_by && !row.second_reviewed_by && !row.refuse_reason ? zh.common.none : null}
        </div>
      ),
    },
    { key: 'payout', title: p.payout, render: (_value, row) => <PayoutCell row={row} /> },
    createdAtColumn(),
    orNoneColumn('reviewed_at', f.reviewedAt),
  ];

  if (canReview) {
    columns.push(
      actionsColumn((row) => {
        if (row.state === 2 && row.payout_state === 0) {
          return (
            <Space size={4}>
              <Button size="small" type="primary" onClick={() => setPaying(row)}>
                {p.payManually}
              </Button>
              <Button size="small" onClick={() => setSending(row)}>
                {p.send}
              </Button>
            </Space>
          );
        }
        if (row.state === 2 && row.payout_state === 3) {
          return (
            <Button size="small" danger onClick={() => setSettling(row)}>
              {p.failed}
            </Button>
          );
        }
        if (row.state !== 1) return null;
        const busy =
          (approve.isPending && approve.variables.orderNo === row.order_no) ||
          (refuse.isPending && refuse.variables.orderNo === row.order_no);
        const mineFirst = row.first_approved_by !== '' && row.first_approved_by === me.data?.username;
        return (
          <Space size={4}>
            <Popconfirm
              title={row.first_approved_by ? f.approveSecond : f.approve}
              description={
                <>
                  {f.approveConfirm(row.amount, row.username)}
                  {row.needs_second_approval && !row.first_approved_by ? (
                    <>
                      <br />
                      {f.approveSecondHint}
                    </>
                  ) : null}
                </>
              }
              okText={zh.common.confirm}
              cancelText={zh.common.cancel}
              disabled={mineFirst || busy}
              onConfirm={() =>
                approve.mutate(
                  { orderNo: row.order_no },
                  {
                    onSuccess: ({ data, message: text }) =>
                      void (data.awaiting_second ? message.warning(text, 6) : message.success(text)),
                  },
                )
              }
            >
              <Tooltip title={mineFirst ? f.secondPending : undefined}>
                <Button
                  size="small"
                  type="primary"
                  loading={approve.isPending && approve.variables.orderNo === row.order_no}
                  disabled={mineFirst || busy}
                >
                  {row.first_approved_by ? f.approveSecond : f.approve}
                </Button>
              </Tooltip>
            </Popconfirm>
            <Button size="small" danger disabled={busy} onClick={() => setRefusing(row)}>
              {f.refuse}
            </Button>
          </Space>
        );
      }),
    );
  }

  const bulkBar = canReview ? (
    <Flex gap={8} align="center" wrap>
      {selected.length > 0 ? (
        <Typography.Text type="secondary">{p.selected(selected.length, sumOf(selected))}</Typography.Text>
      ) : null}
      <Button type="primary" disabled={selected.length === 0} onClick={() => setBulk('approve')}>
        {p.bulkApprove}
      </Button>
      <Button danger disabled={selected.length === 0} onClick={() => setBulk('refuse')}>
        {p.bulkRefuse}
      </Button>
    </Flex>
  ) : undefined;

  return (
    <ListPage
      title={f.withdrawalsTitle}
      extra={bulkBar}
      page={page}
      columns={columns}
      rowKey="order_no"
      rowSelection={
        canReview
          ? {
              fixed: 'left',
              selectedRowKeys: selected.map((row) => row.order_no as Key),
              onChange: (_keys, rows) => setSelected(rows),
              getCheckboxProps: (row) => ({ disabled: row.state !== 1, name: `提现 ${row.order_no}` }),
            }
          : undefined
      }
    >
      <BulkReviewDialog
        kind={bulk}
        rows={selected}
        pending={bulkApprove.isPending || bulkRefuse.isPending}
        onSubmit={submitBulk}
        onCancel={() => setBulk(null)}
      />
      <BulkResultDialog result={bulkResult} onClose={() => setBulkResult(null)} />
      <PayManuallyDialog
        row={paying}
        pending={payManually.isPending}
        onCancel={() => setPaying(null)}
        onSubmit={(values) =>
          paying && saveWithToast(payManually, { orderNo: paying.order_no, ...values }, () => setPaying(null))
        }
      />
      <SendPayoutDialog
        row={sending}
        pending={sendPayout.isPending}
        onCancel={() => setSending(null)}
        onSubmit={(channelId) =>
          sending &&
          sendPayout.mutate(
            { orderNo: sending.order_no, channelId },
            {
              onSuccess: ({ data, message: text }) => {
                void (data.payout_state === 3 ? message.error(text, 8) : message.success(text, 5));
                setSending(null);
              },
            },
          )
        }
      />
      <FailedPayoutDialog
        row={settling}
        pending={resolveFailed.isPending}
        onCancel={() => setSettling(null)}
        onSubmit={(values) =>
          settling && saveWithToast(resolveFailed, { orderNo: settling.order_no, ...values }, () => setSettling(null))
        }
      />
      <ReasonModal
        open={refusing !== null}
        title={f.refuseWithdrawalTitle}
        hint={
          refusing ? (
            <>
              {f.withdrawalSummary(refusing.amount, refusing.username)}
              <br />
              {f.refuseWithdrawalHint}
            </>
          ) : null
        }
        label={f.refuseReason}
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
