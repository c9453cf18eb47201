import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * VIP bonuses (spec-2 §3 VIP bonus record): one row per member, type and period, created claimable
 * (status 0) by a level-up (type 1, period `level-<n>`, one per level reached) or by the weekly (2,
 * period = the week's Monday) and monthly (3, period 'YYYY-MM') runs; claiming sets status 1 and pays
 * it through the ledger (`vip-bonus:<id>`) in the same transaction. The unique index makes a second
 * row of the same period (a job run twice, on two instances, a replayed event) impossible.
 */
export const vipBonuses = pgTable(
  'vip_bonuses',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    /** The level the bonus belongs to (the level reached, or the member's level when the period ran). */
    vipLevel: integer('vip_level').notNull(),
    bonusType: integer('bonus_type').notNull(),
    periodKey: text('period_key').notNull(),
    amountFen: column.fen('amount_fen'),
    /** 0 claimable, 1 claimed. */
    status: integer('status').notNull().default(0),
    createdAt: column.createdAt(),
    claimedAt: column.timestampTz('claimed_at'),
  },
  (table) => [
    uniqueIndex('vip_bonuses_member_period_key').on(table.memberId, table.bonusType, table.periodKey),
    // The member's records (userBonus), newest first.
    index('vip_bonuses_member_idx').on(table.memberId, table.id),
    // Staff list: default order, and its filters by type + period and by status.
    index('vip_bonuses_created_idx').on(table.createdAt, table.id),
    index('vip_bonuses_type_period_idx').on(table.bonusType, table.periodKey, table.id),
    index('vip_bonuses_status_created_idx').on(table.status, table.createdAt, table.id),
    column.oneOfCheck('vip_bonuses', table.bonusType, [1, 2, 3]),
    column.oneOfCheck('vip_bonuses', table.status, [0, 1]),
    column.amountPositiveCheck('vip_bonuses', table),
    check('vip_bonuses_claimed_at', sql`(${table.status} = 1) = (${table.claimedAt} is not null)`),
  ],
);

/**
 * Weekly and monthly runs done (type, period): the scheduled job skips a period already run, so it
 * can look every few minutes for the last week and month without recounting 200,000 members.
 */
export const vipBonusRuns = pgTable(
  'vip_bonus_runs',
  {
    bonusType: integer('bonus_type').notNull(),
    periodKey: text('period_key').notNull(),
    createdCount: integer('created_count').notNull().default(0),
    /** 'job' or the staff id of a manual run (the last run). */
    ranBy: text('ran_by').notNull(),
    ranAt: column.timestampTz('ran_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bonusType, table.periodKey] })],
);
