import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Withdrawal channels (gerWithdrawType): type 1 bank card (one row holds the CNY limits), type 2
 * wallet channels (USDT-TRC20, USDT-ERC20, …) with a rate (CNY per unit) and a fee in units.
 */
export const withdrawChannels = pgTable(
  'withdraw_channels',
  {
    id: serial('id').primaryKey(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    /** Wallet protocol for type 2 (ERC20 / TRC20); addresses bound to it are checked against it. */
    protocol: text('protocol'),
    minFen: bigint('min_fen', { mode: 'bigint' }).notNull(),
    maxFen: bigint('max_fen', { mode: 'bigint' }).notNull(),
    giftInfo: text('gift_info').notNull().default(''),
    rate: numeric('rate', { precision: 18, scale: 8 }),
    /** Fee in hundredths of the channel's currency (type 2). */
    feeUnits: bigint('fee_units', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check('withdraw_channels_type_check', sql`${table.type} in (1, 2)`),
    check('withdraw_channels_limits_check', sql`${table.minFen} > 0 and ${table.maxFen} >= ${table.minFen}`),
  ],
);

/**
 * Withdrawals. state: 1 pending review, 2 approved, 3 refused (spec-2 §4). Submitting moves the
 * amount main → withdrawal hold; approval hold → payout clearing; refusal hold → main.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    type: integer('type').notNull(),
    channelId: integer('channel_id').notNull(),
    /** Snapshot of where the money goes (card or address), so later unbinding changes nothing. */
    payeeName: text('payee_name').notNull().default(''),
    payeeBank: text('payee_bank').notNull().default(''),
    payeeAccount: text('payee_account').notNull(),
    amountFen: bigint('amount_fen', { mode: 'bigint' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }),
    feeUnits: bigint('fee_units', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the member receives, in hundredths of the channel currency (CNY fen for cards). */
    receiveUnits: bigint('receive_units', { mode: 'bigint' }).notNull(),
    state: integer('state').notNull().default(1),
    refuseReason: text('refuse_reason'),
    reviewedBy: text('reviewed_by'),
    secondReviewedBy: text('second_reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawals_order_no_key').on(table.orderNo),
    index('withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('withdrawals_state_idx').on(table.state, table.createdAt),
    check('withdrawals_state_check', sql`${table.state} in (1, 2, 3)`),
    check('withdrawals_amount_positive', sql`${table.amountFen} > 0`),
  ],
);
