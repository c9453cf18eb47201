import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Manual balance adjustments with a mandatory reason. state: 0 waiting for a second approver
 * (above the configured amount), 1 applied (one ledger transaction `adjustment:<id>`), 2 rejected.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    /** Positive credits the member's main wallet, negative debits it. */
    amountFen: column.fen('amount_fen'),
    reason: text('reason').notNull(),
    /** Turnover multiple applied to a credit ('0' for none). */
    turnoverMultiple: text('turnover_multiple').notNull().default('0'),
    requestedBy: integer('requested_by').notNull(),
    approvedBy: integer('approved_by'),
    state: integer('state').notNull().default(0),
    createdAt: column.createdAt(),
    decidedAt: column.timestampTz('decided_at'),
  },
  (table) => [
    index('balance_adjustments_member_time_idx').on(table.memberId, table.createdAt, table.id),
    index('balance_adjustments_time_idx').on(table.createdAt, table.id),
    index('balance_adjustments_state_time_idx').on(table.state, table.createdAt, table.id),
    column.oneOfCheck('balance_adjustments', table.state, [0, 1, 2]),
    check('balance_adjustments_amount_not_zero', sql`${table.amountFen} <> 0`),
  ],
);
