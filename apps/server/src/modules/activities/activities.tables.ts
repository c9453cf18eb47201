import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Activity types (spec-2 §3 "Activity type"): the type tabs of /activeList after 全部优惠. */
export const activityTypes = pgTable(
  'activity_types',
  {
    id: column.serialId(),
    name: text('name').notNull(),
    sort: column.sortOrder(),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [index('activity_types_sort_idx').on(table.sort, table.id)],
);

/**
 * An activity (platform-rules §7, decision 0026): banner card, sanitised content and memo, schedule
 * (null bounds = open-ended), whether members apply, eligibility (VIP levels, credited deposits in
 * the window) and the bonus staff are offered on approval.
 */
export const activities = pgTable(
  'activities',
  {
    id: column.serialId(),
    typeId: integer('type_id')
      .notNull()
      .references(() => activityTypes.id),
    title: text('title').notNull(),
    banner: text('banner').notNull(),
    /** Sanitised on save (lib/sanitize-html.ts). */
    content: column.blankText('content'),
    memo: column.blankText('memo'),
    startsAt: column.timestampTz('starts_at'),
    endsAt: column.timestampTz('ends_at'),
    applicable: boolean('applicable').notNull().default(false),
    /** VIP levels that may apply; empty = every level. */
    vipLevels: integer('vip_levels')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** A credited deposit inside the window is needed to apply (at least minDepositFen when > 0). */
    requireDeposit: boolean('require_deposit').notNull().default(false),
    minDepositFen: column.fenZero('min_deposit_fen'),
    bonusFen: column.fenZero('bonus_fen'),
    turnoverMultiple: numeric('turnover_multiple', { precision: 8, scale: 2 }).notNull().default('1'),
    sort: column.sortOrder(),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    // Member list (enabled, by sort) and its type filter; staff list by sort.
    index('activities_sort_idx').on(table.sort, table.id),
    index('activities_type_sort_idx').on(table.typeId, table.sort, table.id),
    check(
      'activities_window_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
    check('activities_money_check', sql`${table.bonusFen} >= 0 and ${table.minDepositFen} >= 0`),
  ],
);

/**
 * A member's application (spec-2 §4: 1 待审核, 2 通过, 3 拒绝). At most one live (pending or approved)
 * application per member and activity — a partial unique index, so simultaneous applications make one;
 * a new one only after a refusal. An approval with a bonus is paid by `bonus_activity` with key
 * `activity-application:<id>` in the transaction that approves it (the ledger check matches them).
 */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: column.bigserialId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    memberId: column.memberId(),
    state: smallint('state').notNull().default(1),
    bonusFen: column.int64('bonus_fen'),
    turnoverMultiple: numeric('turnover_multiple', { precision: 8, scale: 2 }),
    reason: column.blankText('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: column.timestampTz('reviewed_at'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('activity_applications_live_key')
      .on(table.memberId, table.activityId)
      .where(sql`${table.state} in (1, 2)`),
    // Member's records (newest first); staff queue default order and its filters.
    index('activity_applications_member_time_idx').on(table.memberId, table.createdAt, table.id),
    index('activity_applications_time_idx').on(table.createdAt, table.id),
    index('activity_applications_state_time_idx').on(table.state, table.createdAt, table.id),
    index('activity_applications_activity_time_idx').on(table.activityId, table.createdAt, table.id),
    check('activity_applications_state_check', sql`${table.state} in (1, 2, 3)`),
    check(
      'activity_applications_bonus_check',
      sql`(${table.bonusFen} is null or (${table.bonusFen} > 0 and ${table.state} = 2))`,
    ),
  ],
);
