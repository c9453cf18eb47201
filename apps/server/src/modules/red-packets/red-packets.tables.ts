import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * A member's grabs of one site day (decision 0024): `allowed` from the tier of the counted deposits,
 * `used` raised by a guarded UPDATE (`used < allowed`); the CHECK keeps `used ≤ allowed` whatever
 * the code does, so simultaneous grabs never exceed the count.
 */
export const redPacketMemberDays = pgTable(
  'red_packet_member_days',
  {
    memberId: column.memberId(),
    /** Site day 'YYYY-MM-DD' of the window. */
    day: text('day').notNull(),
    allowed: integer('allowed').notNull(),
    used: integer('used').notNull().default(0),
    /** Counted deposits of that day (fen), as at the last grab. */
    countedFen: column.fen('counted_fen'),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'red_packet_member_days_pkey', columns: [table.memberId, table.day] }),
    check('red_packet_member_days_used_check', sql`${table.used} >= 0 and ${table.used} <= ${table.allowed}`),
  ],
);

/**
 * The daily budget of one site day: `spent` raised by a guarded UPDATE; the CHECK keeps
 * `spent ≤ budget`, so the packets of a day never exceed its budget.
 */
export const redPacketBudgetDays = pgTable(
  'red_packet_budget_days',
  {
    day: text('day').primaryKey(),
    budgetFen: column.fen('budget_fen'),
    spentFen: column.fenZero('spent_fen'),
    grabs: integer('grabs').notNull().default(0),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    check(
      'red_packet_budget_days_spent_check',
      sql`${table.spentFen} >= 0 and ${table.spentFen} <= ${table.budgetFen}`,
    ),
  ],
);

/**
 * One grab (a red packet won): paid by `bonus_red_packet` with key `red-packet-grab:<id>` in the
 * same transaction. (member, day, seq) is unique and seq is the member-day's `used` after the grab.
 */
export const redPacketGrabs = pgTable(
  'red_packet_grabs',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    day: text('day').notNull(),
    seq: integer('seq').notNull(),
    /** Counted deposits the draw was based on (the record's `money`). */
    countedFen: column.fen('counted_fen'),
    amountFen: column.fen('amount_fen'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('red_packet_grabs_member_day_seq_key').on(table.memberId, table.day, table.seq),
    // Member's records (newest first), staff list default order and its day filter (decision 0017).
    index('red_packet_grabs_member_time_idx').on(table.memberId, table.createdAt, table.id),
    index('red_packet_grabs_time_idx').on(table.createdAt, table.id),
    check('red_packet_grabs_seq_check', sql`${table.seq} >= 1`),
    column.amountPositiveCheck('red_packet_grabs', table),
  ],
);
