import type { TableColumnType } from 'antd';
import { optionsOf, type FilterField } from '../../../components/filter-bar';
import type { ListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';

/**
 * What the order lists (deposits, withdrawals, transfers) have in common: their filters by state,
 * member and order number, and their order-number and time columns.
 */

const f = zh.finance;

/** The list's defaults: newest first, no filter (`state` as given); `extra` filters come before the dates. */
export function orderListDefaults(extra: ListParams, state = ''): ListParams {
  return {
    sort: 'created_at',
    state,
    order_no: '',
    username: '',
    member_id: '',
    ...extra,
    from: '',
    to: '',
  };
}

/** 状态, from the list's catalogue of states. */
export function stateFilter(states: Record<string, string>): FilterField {
  return { kind: 'select', name: 'state', label: f.state, options: optionsOf(states) };
}

export const USERNAME_FILTER: FilterField = { kind: 'text', name: 'username', label: f.usernameExact };
export const ORDER_NO_FILTER: FilterField = { kind: 'text', name: 'order_no', label: f.orderNo };
export const MEMBER_ID_FILTER: FilterField = { kind: 'text', name: 'member_id', label: f.memberId };

export function orderNoColumn<Row extends { order_no: string }>(): TableColumnType<Row> {
  return { key: 'order_no', title: f.orderNo, dataIndex: 'order_no' };
}

export function createdAtColumn<Row extends { created_at: string }>(): TableColumnType<Row> {
  return { key: 'created_at', title: f.createdAt, dataIndex: 'created_at' };
}
