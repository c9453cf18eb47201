import type { AdminAdjustment } from '@app/shared/contracts';
import type { TableColumnsType } from 'antd';
import { memberColumn, orNoneColumn, stateColumn } from '../../../components/columns';
import { Money } from '../../../components/money';
import type { Tone } from '../../../components/state-tag';
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
    ...(withMember ? [memberColumn<AdminAdjustment>(a.member)] : []),
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
    stateColumn(a.state, STATE_TONES),
    { key: 'requested_by', title: a.requestedBy, dataIndex: 'requested_by' },
    orNoneColumn('decided_by', a.decidedBy),
    { key: 'created_at', title: a.createdAt, dataIndex: 'created_at' },
    orNoneColumn('decided_at', a.decidedAt),
  ];
}
