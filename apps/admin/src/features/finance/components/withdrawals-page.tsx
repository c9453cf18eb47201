import type { AdminWithdrawalRowSchema } from '@app/shared/contracts';
import { App, Button, Popconfirm, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
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
const DEFAULTS = orderListDefaults({ type: '', awaiting_second: '' }, '1');

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

/**
 * Withdrawal review: approve (a second, different staff member above the threshold) or refuse with
 * a mandatory reason, which sends the amount back to the member's main wallet.
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

  const columns: TableColumnsType<Withdrawal> = [
    orderNoColumn(),
    memberColumn(f.member),
    moneyColumn('amount', f.amount, { strong: true }),
    {
      key: 'state',
      title: f.state,
      render: (_value, row) => (
        <Space size={4} wrap>
          <StateTag text={row.state_text} tone={STATE_TONES[row.state] ?? 'default'} />
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
    createdAtColumn(),
    orNoneColumn('reviewed_at', f.reviewedAt),
  ];

  if (canReview) {
    columns.push(
      actionsColumn((row) => {
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

  return (
    <ListPage title={f.withdrawalsTitle} page={page} columns={columns} rowKey="order_no">
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
