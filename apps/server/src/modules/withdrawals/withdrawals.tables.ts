import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Withdrawal channels (gerWithdrawType): type 1 bank card (one row holds the CNY limits), type 2
 * wallet channels (USDT-TRC20, USDT-ERC20, …) with a rate (CNY per unit) and a fee in units.
 */
export const withdrawChannels = pgTable(
  'withdraw_channels',
  {
    id: column.serialId(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    logo: column.blankText('logo'),
    /** Wallet protocol for type 2 (ERC20 / TRC20); addresses bound to it are checked against it. */
    protocol: text('protocol'),
    minFen: column.fen('min_fen'),
    maxFen: column.fen('max_fen'),
    giftInfo: column.blankText('gift_info'),
    rate: column.exchangeRate(),
    /** Fee in hundredths of the channel's currency (type 2). */
    feeUnits: column.int64Zero('fee_units'),
    description: column.blankText('description'),
    sort: column.sortOrder(),
    enabled: column.enabled(),
  },
  (table) => [
    column.oneOfCheck('withdraw_channels', table.type, [1, 2]),
    column.limitsCheck('withdraw_channels', table),
  ],
);

/**
 * Withdrawals. state: 1 pending review, 2 approved, 3 refused (spec-2 §4). Submitting moves the
 * amount main → withdrawal hold; refusal hold → main. Approval moves no money (decision 0031): the
 * payout does. payout_state: 0 awaiting payout, 1 processing at a payout channel, 2 paid (hold →
 * payout clearing), 3 failed (staff then send it back to review or refund it: hold → main).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: column.bigserialId(),
    orderNo: text('order_no').notNull(),
    memberId: column.memberId(),
    type: integer('type').notNull(),
    channelId: integer('channel_id').notNull(),
    /** Snapshot of where the money goes (card or address), so later unbinding changes nothing. */
    payeeName: column.blankText('payee_name'),
    payeeBank: column.blankText('payee_bank'),
    payeeAccount: text('payee_account').notNull(),
    amountFen: column.fen('amount_fen'),
    rate: column.exchangeRate(),
    feeUnits: column.int64Zero('fee_units'),
    /** What the member receives, in hundredths of the channel currency (CNY fen for cards). */
    receiveUnits: column.int64('receive_units').notNull(),
    state: integer('state').notNull().default(1),
    refuseReason: text('refuse_reason'),
    reviewedBy: text('reviewed_by'),
    secondReviewedBy: text('second_reviewed_by'),
    createdAt: column.createdAt(),
    reviewedAt: column.timestampTz('reviewed_at'),
    /** Decision 0031: 0 awaiting payout, 1 processing, 2 paid, 3 failed. */
    payoutState: integer('payout_state').notNull().default(0),
    /** The payout channel used (payouts module), null for none yet. */
    payoutChannelId: integer('payout_channel_id'),
    /** The payout channel's name at the time (a snapshot, like the payee's). */
    payoutChannelName: column.blankText('payout_channel_name'),
    /** The bank or channel reference of the payment (manual: what staff entered). */
    payoutReference: column.blankText('payout_reference'),
    /** Why the payout failed (channel answer), shown to staff. */
    payoutNote: column.blankText('payout_note'),
    paidAt: column.timestampTz('paid_at'),
  },
  (table) => [
    uniqueIndex('withdrawals_order_no_key').on(table.orderNo),
    // Decision 0017: default order, state filter and the member's tab, each ending with id (stable pages).
    index('withdrawals_member_time_idx').on(table.memberId, table.createdAt, table.id),
    index('withdrawals_state_time_idx').on(table.state, table.createdAt, table.id),
    index('withdrawals_time_idx').on(table.createdAt, table.id),
    // Dashboard and daily rollups: withdrawals reviewed on one day (decision 0018).
    index('withdrawals_reviewed_idx')
      .on(table.reviewedAt)
      .where(sql`${table.reviewedAt} is not null`),
    column.oneOfCheck('withdrawals', table.state, [1, 2, 3]),
    column.oneOfCheck('withdrawals', table.payoutState, [0, 1, 2, 3]),
    // Decision 0031: the payout queue (approved, awaiting payout / processing / failed) by time.
    index('withdrawals_payout_queue_idx')
      .on(table.payoutState, table.createdAt, table.id)
      .where(sql`${table.state} = 2`),
    column.amountPositiveCheck('withdrawals', table),
  ],
);
