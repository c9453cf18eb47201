import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Payout channels (decision 0031): 'manual' (staff pay outside the site and enter the reference),
 * 'sandbox' (the built-in demo payout gateway; unusable in production mode) and 'signed_http' (a
 * payout gateway speaking the signed form protocol of `signed-http-payout-gateway.ts`). The signing
 * secret is sealed like payment gateway secrets and never answered.
 */
export const payoutChannels = pgTable(
  'payout_channels',
  {
    id: column.serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    merchantId: column.blankText('merchant_id'),
    secretSealed: column.blankText('secret_sealed'),
    secretLast4: column.blankText('secret_last4'),
    apiUrl: column.blankText('api_url'),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('payout_channels_code_key').on(table.code),
    check('payout_channels_kind_check', sql`${table.kind} in ('manual', 'sandbox', 'signed_http')`),
  ],
);

/**
 * Payout orders: one attempt to pay one withdrawal through a channel, under our own payout number.
 * state: 1 processing (sent, or the answer unknown), 2 paid, 3 failed. At most one live or paid
 * order per withdrawal (partial unique index): a second "send" or a racing manual payment cannot
 * create another. `query_after` is when the query job next asks the channel about it.
 */
export const payoutOrders = pgTable(
  'payout_orders',
  {
    id: column.bigserialId(),
    payoutNo: text('payout_no').notNull(),
    withdrawalOrderNo: text('withdrawal_order_no').notNull(),
    channelId: integer('channel_id').notNull(),
    amountFen: column.fen('amount_fen'),
    state: integer('state').notNull().default(1),
    tradeNo: column.blankText('trade_no'),
    note: column.blankText('note'),
    createdBy: text('created_by').notNull(),
    queryAfter: column.timestampTz('query_after').notNull(),
    queries: integer('queries').notNull().default(0),
    createdAt: column.createdAt(),
    settledAt: column.timestampTz('settled_at'),
  },
  (table) => [
    uniqueIndex('payout_orders_payout_no_key').on(table.payoutNo),
    uniqueIndex('payout_orders_live_key')
      .on(table.withdrawalOrderNo)
      .where(sql`${table.state} in (1, 2)`),
    index('payout_orders_withdrawal_idx').on(table.withdrawalOrderNo, table.id),
    // The query job: processing orders due for a query.
    index('payout_orders_due_idx')
      .on(table.queryAfter, table.id)
      .where(sql`${table.state} = 1`),
    column.oneOfCheck('payout_orders', table.state, [1, 2, 3]),
    column.amountPositiveCheck('payout_orders', table),
  ],
);

/**
 * The sandbox payout gateway's own book (demo mode only): the orders it accepted, as a real
 * gateway would keep them. state: 1 pending, 2 paid, 3 failed.
 */
export const payoutSandboxOrders = pgTable(
  'payout_sandbox_orders',
  {
    id: column.bigserialId(),
    payoutNo: text('payout_no').notNull(),
    amountFen: column.fen('amount_fen'),
    payeeName: column.blankText('payee_name'),
    payeeAccount: column.blankText('payee_account'),
    state: integer('state').notNull().default(1),
    tradeNo: text('trade_no').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('payout_sandbox_orders_payout_no_key').on(table.payoutNo),
    index('payout_sandbox_orders_time_idx').on(table.createdAt, table.id),
    column.oneOfCheck('payout_sandbox_orders', table.state, [1, 2, 3]),
  ],
);
