import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Game platforms (platform-rules §4). `house` is ours; others are adapters to outside providers. */
export const gamePlatforms = pgTable(
  'game_platforms',
  {
    id: column.serialId(),
    platname: text('platname').notNull(),
    name: text('name').notNull(),
    /** Which adapter implementation answers for it ('house', 'test', …). */
    adapter: text('adapter').notNull(),
    /** 'fen' or 'yuan': a whole-yuan platform only takes whole yuan. */
    amountUnit: text('amount_unit').notNull().default('fen'),
    enabled: column.enabled(),
    maintenance: boolean('maintenance').notNull().default(false),
    sort: column.sortOrder(),
  },
  (table) => [
    uniqueIndex('game_platforms_platname_key').on(table.platname),
    check('game_platforms_amount_unit_check', sql`${table.amountUnit} in ('fen', 'yuan')`),
  ],
);

/**
 * Transfers between the main wallet and a platform. state: 0 failed, 1 success, 2 pending
 * (platform called, outcome unknown: the reconciliation job asks until it knows), 3 undefined.
 * direction: 0 to the platform, 1 from the platform (spec-2 §4).
 */
export const platformTransfers = pgTable(
  'platform_transfers',
  {
    id: column.bigserialId(),
    orderNo: text('order_no').notNull(),
    memberId: column.memberId(),
    platname: text('platname').notNull(),
    direction: integer('direction').notNull(),
    amountFen: column.fen('amount_fen'),
    state: integer('state').notNull(),
    /** Why it failed, or what the last unknown answer was. */
    note: text('note'),
    attempts: integer('attempts').notNull().default(0),
    lastCheckedAt: column.timestampTz('last_checked_at'),
    /** What started it: member, auto (transfer-free launch), transall, staff. */
    origin: text('origin').notNull().default('member'),
    createdAt: column.createdAt(),
    settledAt: column.timestampTz('settled_at'),
  },
  (table) => [
    uniqueIndex('platform_transfers_order_no_key').on(table.orderNo),
    // Decision 0017: the staff list's default order and filters, the member's tab, the pending scan.
    index('platform_transfers_member_time_idx').on(table.memberId, table.createdAt, table.id),
    index('platform_transfers_state_time_idx').on(table.state, table.createdAt, table.id),
    index('platform_transfers_time_idx').on(table.createdAt, table.id),
    index('platform_transfers_platform_time_idx').on(table.platname, table.createdAt, table.id),
    index('platform_transfers_origin_time_idx').on(table.origin, table.createdAt, table.id),
    column.oneOfCheck('platform_transfers', table.direction, [0, 1]),
    column.oneOfCheck('platform_transfers', table.state, [0, 1, 2, 3]),
    column.amountPositiveCheck('platform_transfers', table),
  ],
);
