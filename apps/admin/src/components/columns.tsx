import type { TableColumnType } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { zh } from '../locales/zh-CN';
import { Money } from './money';
import { EnabledSwitch } from './row-switch';
import { StateTag, type Tone } from './state-tag';

/**
 * Column builders shared by the lists (ServerTable, SmallList): the same cell for the same kind of
 * value everywhere. Each takes the column's title, so a list keeps its own wording.
 */

/** The member (username) of a row, linking to their profile; key `member`. */
export function memberColumn<Row extends { member_id: number; username: string }>(title: string): TableColumnType<Row> {
  return {
    key: 'member',
    title,
    render: (_value, row) => <Link to={paths.member(row.member_id)}>{row.username}</Link>,
  };
}

/** A row's state as a coloured tag (its `state_text`, toned by `state`); key `state`. */
export function stateColumn<Row extends { state: number; state_text: string }>(
  title: string,
  tones: Record<number, Tone>,
): TableColumnType<Row> {
  return {
    key: 'state',
    title,
    render: (_value, row) => <StateTag text={row.state_text} tone={tones[row.state] ?? 'default'} />,
  };
}

/** A money amount, right-aligned; `strong` for the amount a row is about. */
export function moneyColumn<Key extends string, Row extends Record<Key, string>>(
  key: Key,
  title: string,
  look: { strong?: boolean; signed?: boolean } = {},
): TableColumnType<Row> {
  return {
    key,
    title,
    align: 'right',
    render: (_value, row) => <Money value={row[key]} strong={look.strong} signed={look.signed} />,
  };
}

/** A value that may be empty (a time not reached yet, nobody yet): '' shows as —. */
export function orNoneColumn<Key extends string, Row extends Record<Key, string>>(
  key: Key,
  title: string,
): TableColumnType<Row> {
  return { key, title, render: (_value, row) => row[key] || zh.common.none };
}

/**
 * 操作: a row's buttons, kept in view at the right; on a phone MobileRows puts this column (by its
 * key `actions`) at the bottom of the row's card.
 */
export function actionsColumn<Row>(render: (row: Row) => ReactNode): TableColumnType<Row> {
  return { key: 'actions', title: zh.common.actions, fixed: 'right', render: (_value, row) => render(row) };
}

/** 启用: a switch that saves the row at once (`{ id, body: { enabled } }`), named "<row name> <title>"; key `enabled`. */
export function enabledColumn<Row extends { id: number; enabled: boolean; name: string }>(
  title: string,
  save: ComponentProps<typeof EnabledSwitch>['save'],
): TableColumnType<Row> {
  return {
    key: 'enabled',
    title,
    render: (_value, row) => <EnabledSwitch row={row} save={save} label={`${row.name} ${title}`} />,
  };
}
