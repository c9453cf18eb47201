import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Manual balance adjustments with a mandatory reason. state: 0 waiting for a second approver
 * (above the configured amount), 1 applied (one ledger transaction `adjustment:<id>`), 2 rejected.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** Positive credits the member's main wallet, negative debits it. */
    amountFen: bigint('amount_fen', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** Turnover multiple applied to a credit ('0' for none). */
    turnoverMultiple: text('turnover_multiple').notNull().default('0'),
    requestedBy: integer('requested_by').notNull(),
    approvedBy: integer('approved_by'),
    state: integer('state').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('balance_adjustments_member_idx').on(table.memberId, table.createdAt),
    check('balance_adjustments_state_check', sql`${table.state} in (0, 1, 2)`),
    check('balance_adjustments_amount_not_zero', sql`${table.amountFen} <> 0`),
  ],
);
