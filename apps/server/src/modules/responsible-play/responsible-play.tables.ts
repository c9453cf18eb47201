import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * A member's deposit or loss limit of one period (platform-rules §10; decision 0032). `amount_fen`
 * is the limit in force (null: none). An increase or a removal waits 24 hours: `has_pending` with
 * `pending_amount_fen` (null = removal) and `pending_from`; it is applied when read after that time.
 */
export const rpLimits = pgTable(
  'rp_limits',
  {
    memberId: column.memberId(),
    /** deposit | loss */
    kind: text('kind').notNull(),
    /** day | week | month (site calendar periods) */
    period: text('period').notNull(),
    amountFen: column.int64('amount_fen'),
    hasPending: boolean('has_pending').notNull().default(false),
    pendingAmountFen: column.int64('pending_amount_fen'),
    pendingFrom: column.timestampTz('pending_from'),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check('rp_limits_kind_check', sql`${table.kind} in ('deposit', 'loss')`),
    check('rp_limits_period_check', sql`${table.period} in ('day', 'week', 'month')`),
    check('rp_limits_amount_positive', sql`${table.amountFen} is null or ${table.amountFen} > 0`),
    check('rp_limits_pending_positive', sql`${table.pendingAmountFen} is null or ${table.pendingAmountFen} > 0`),
    check('rp_limits_pending_time', sql`not ${table.hasPending} or ${table.pendingFrom} is not null`),
  ],
);

/**
 * Time-outs and self-exclusions: while `starts_at <= now < ends_at` the member cannot deposit, move
 * money into a platform, play or take promotions (decision 0032). Rows are never shortened: staff may
 * only move `ends_at` later (audited, with a history row).
 */
export const rpRestrictions = pgTable(
  'rp_restrictions',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    /** time_out | self_exclusion */
    kind: text('kind').notNull(),
    startsAt: column.timestampTz('starts_at').notNull(),
    endsAt: column.timestampTz('ends_at').notNull(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    index('rp_restrictions_member_end_idx').on(table.memberId, table.endsAt),
    // The member list's "restricted now" filter and the promotion/notice exclusion read by end time.
    index('rp_restrictions_end_idx').on(table.endsAt, table.memberId),
    check('rp_restrictions_kind_check', sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check('rp_restrictions_period_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Per-member settings: the reality-check interval in minutes (0 off). */
export const rpSettings = pgTable(
  'rp_settings',
  {
    memberId: column.memberId().primaryKey(),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    updatedAt: column.updatedAt(),
  },
  (table) => [check('rp_settings_reality_check_range', sql`${table.realityCheckMinutes} between 0 and 1440`)],
);

/**
 * Every responsible-play change with its time and who made it (member, staff or the system applying
 * a pending increase). Kept without end; the member sees at least 90 days (platform-rules §10).
 */
export const rpHistory = pgTable(
  'rp_history',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    /** deposit_limit | loss_limit | time_out | self_exclusion | reality_check | exclusion_extended */
    action: text('action').notNull(),
    detail: text('detail').notNull(),
    /** member | staff | system */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    data: jsonb('data'),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('rp_history_member_time_idx').on(table.memberId, table.createdAt, table.id),
    check('rp_history_actor_check', sql`${table.actorType} in ('member', 'staff', 'system')`),
  ],
);
