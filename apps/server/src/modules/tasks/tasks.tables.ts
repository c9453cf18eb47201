import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Task types (spec-2 §3): the tabs of the tasks tab. */
export const taskTypes = pgTable(
  'task_types',
  {
    id: column.serialId(),
    name: text('name').notNull(),
    sort: column.sortOrder(),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [index('task_types_sort_idx').on(table.sort, table.id)],
);

/**
 * Daily tasks (platform-rules §7): a metric of today's data (site day), its target, the reward bonus
 * (fen, paid with kind 'task') and the liveness points the claim adds. `target` is fen for the
 * amount metrics and a count for the others (decision 0027).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: column.serialId(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    /** deposit_amount | deposit_count | valid_bet_amount | bet_count | login */
    metric: text('metric').notNull(),
    target: column.int64('target').notNull(),
    rewardFen: column.fen('reward_fen'),
    rewardPoints: integer('reward_points').notNull().default(0),
    content: column.blankText('content'),
    sort: column.sortOrder(),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    index('tasks_type_sort_idx').on(table.typeId, table.sort, table.id),
    check(
      'tasks_metric_check',
      sql`${table.metric} in ('deposit_amount', 'deposit_count', 'valid_bet_amount', 'bet_count', 'login')`,
    ),
    check('tasks_target_positive', sql`${table.target} > 0`),
    check('tasks_reward_check', sql`${table.rewardFen} > 0 and ${table.rewardPoints} >= 0`),
  ],
);

/**
 * One task claimed by one member on one site day: unique (member, task, day), so a task pays at most
 * once a day whatever the code does; paid by `bonus_task` with key `task-claim:<id>` in the same
 * transaction. `points` are the liveness it added that day.
 */
export const taskClaims = pgTable(
  'task_claims',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    taskId: integer('task_id').notNull(),
    /** Site day 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    amountFen: column.fen('amount_fen'),
    points: integer('points').notNull().default(0),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('task_claims_member_task_day_key').on(table.memberId, table.taskId, table.day),
    // Today's liveness of a member (sum of points of the day) and the member's filter in the staff list.
    index('task_claims_member_day_idx').on(table.memberId, table.day, table.id),
    // Staff list default order (day, id) and its day range / task filters (decision 0017).
    index('task_claims_day_idx').on(table.day, table.id),
    index('task_claims_task_day_idx').on(table.taskId, table.day, table.id),
    check('task_claims_amount_check', sql`${table.amountFen} > 0 and ${table.points} >= 0`),
  ],
);

/** Chests (spec-2 §3): a liveness threshold and a bonus (fen, paid with kind 'chest', 3× turnover). */
export const chests = pgTable(
  'chests',
  {
    id: column.serialId(),
    name: text('name').notNull(),
    threshold: integer('threshold').notNull(),
    bonusFen: column.fen('bonus_fen'),
    sort: column.sortOrder(),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    index('chests_threshold_idx').on(table.threshold, table.id),
    check('chests_threshold_positive', sql`${table.threshold} > 0`),
    check('chests_bonus_positive', sql`${table.bonusFen} > 0`),
  ],
);

/**
 * One chest opened by one member on one site day: unique (member, chest, day); paid by `bonus_chest`
 * with key `chest-open:<id>` in the same transaction. `liveness` is the member's liveness then.
 */
export const chestOpens = pgTable(
  'chest_opens',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    chestId: integer('chest_id').notNull(),
    day: text('day').notNull(),
    amountFen: column.fen('amount_fen'),
    liveness: integer('liveness').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('chest_opens_member_chest_day_key').on(table.memberId, table.chestId, table.day),
    index('chest_opens_member_day_idx').on(table.memberId, table.day, table.id),
    index('chest_opens_day_idx').on(table.day, table.id),
    index('chest_opens_chest_day_idx').on(table.chestId, table.day, table.id),
    column.amountPositiveCheck('chest_opens', table),
  ],
);
