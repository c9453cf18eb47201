import type { AdminAdjustment } from '@app/shared/contracts';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { StateTag, type Tone } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';

const a = zh.adjustments;

const STATE_TONES: Record<number, Tone> = { 0: 'warning', 1: 'success', 2: 'default' };

/** A signed amount: credits '+100.00', debits '-100.00'. */
export function signedAmount(row: AdminAdjustment): string {
  return row.direction === 'debit' ? `-${row.amount}` : row.amount;
}

/** Columns of an adjustment list; `withMember` adds the member (the profile already shows it). */
export function adjustmentColumns(withMember: boolean): TableColumnsType<AdminAdjustment> {
  return [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    ...(withMember
      ? [
          {
            key: 'member',
            title: a.member,
            render: (_value: unknown, row: AdminAdjustment) => (
              <Link to={paths.member(row.member_id)}>{row.username}</Link>
            ),
          },
        ]
      : []),
    {
      key: 'direction',
      title: a.direction,
      render: (_value, row) => (row.direction === 'credit' ? a.credit : a.debit),
    },
    {
      key: 'amount',
      title: zh.finance.amount,
      align: 'right',
      render: (_value, row) => <Money value={signedAmount(row)} signed />,
    },
    { key: 'turnover_multiple', title: a.turnoverMultiple, dataIndex: 'turnover_multiple' },
    { key: 'reason', title: a.reason, dataIndex: 'reason', ellipsis: true, width: 200 },
    {
      key: 'state',
      title: a.state,
      render: (_value, row) => <StateTag text={row.state_text} tone={STATE_TONES[row.state] ?? 'default'} />,
    },
    { key: 'requested_by', title: a.requestedBy, dataIndex: 'requested_by' },
    { key: 'decided_by', title: a.decidedBy, render: (_value, row) => row.decided_by || zh.common.none },
    { key: 'created_at', title: a.createdAt, dataIndex: 'created_at' },
    { key: 'decided_at', title: a.decidedAt, render: (_value, row) => row.decided_at || zh.common.none },
  ];
}
