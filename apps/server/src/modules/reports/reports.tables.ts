import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

// Per-day rollups (decision 0018). A day is a site-time-zone calendar day ('YYYY-MM-DD'); each table
// holds what the owner module's figures return for [start of day, start of next day), written by
// the rollups job, which recomputes a whole day in one transaction (delete + insert), so running it
// twice changes nothing. The dashboard reads them for past days and computes today live.

const day = () => date('day', { mode: 'string' }).notNull();

/** Days the job has rolled up, and when: a past day without a row here is computed live. */
export const rollupDays = pgTable('rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  builtAt: column.timestampTz('built_at').notNull().defaultNow(),
});

/** Settled bets (state 1) by the day of their settlement, per platform and category. */
export const dailyBetTotals = pgTable(
  'daily_bet_totals',
  {
    day: day(),
    platname: text('platname').notNull(),
    category: text('category').notNull(),
    betCount: column.int64Zero('bet_count'),
    stakeFen: column.fenZero('stake_fen'),
    validBetFen: column.fenZero('valid_bet_fen'),
    /** What the bets paid back (stake + win/loss). */
    payoutFen: column.fenZero('payout_fen'),
    /** Distinct members who had a bet settled that day on this platform and category. */
    memberCount: integer('member_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.platname, table.category] })],
);

/** Credited deposits (state 1) by the day they were paid, per kind and channel, with first deposits. */
export const dailyDepositTotals = pgTable(
  'daily_deposit_totals',
  {
    day: day(),
    kind: text('kind').notNull(),
    channelId: integer('channel_id').notNull(),
    depositCount: column.int64Zero('deposit_count'),
    amountFen: column.fenZero('amount_fen'),
    /** Deposits that were their member's first credited deposit. */
    firstDepositCount: column.int64Zero('first_deposit_count'),
    firstDepositFen: column.fenZero('first_deposit_fen'),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.channelId] })],
);

/** Reviewed withdrawals by the day of their review, per final state (2 approved, 3 refused) and channel. */
export const dailyWithdrawalTotals = pgTable(
  'daily_withdrawal_totals',
  {
    day: day(),
    state: integer('state').notNull(),
    channelId: integer('channel_id').notNull(),
    withdrawalCount: column.int64Zero('withdrawal_count'),
    amountFen: column.fenZero('amount_fen'),
  },
  (table) => [primaryKey({ columns: [table.day, table.state, table.channelId] })],
);

/** Members registered that day. */
export const dailyMemberTotals = pgTable('daily_member_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  newMembers: column.int64Zero('new_members'),
});

/** What left the house accounts of one kind that day (promotion_expense, staff_adjustment …). */
export const dailyHouseOutflows = pgTable(
  'daily_house_outflows',
  {
    day: day(),
    kind: text('kind').notNull(),
    outflowFen: column.fenZero('outflow_fen'),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind] })],
);

/**
 * Promotion payouts by the site day they were paid, per promotion kind (decision 0025): the
 * movements of `house:promotion_expense:<kind>`: payouts (count and amount) and reversals.
 */
export const dailyPromotionCosts = pgTable(
  'daily_promotion_costs',
  {
    day: day(),
    /** rebate | red_packet | vip | task | chest | activity (the expense account's subject). */
    kind: text('kind').notNull(),
    payoutCount: column.int64Zero('payout_count'),
    /** What the payouts took out of the expense account. */
    paidFen: column.fenZero('paid_fen'),
    /** What reversals put back into it. */
    reversedFen: column.fenZero('reversed_fen'),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind] })],
);
