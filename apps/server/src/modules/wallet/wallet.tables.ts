import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Game platforms (platform-rules §4). `house` is ours; others are adapters to outside providers. */
export const gamePlatforms = pgTable(
  'game_platforms',
  {
    id: serial('id').primaryKey(),
    platname: text('platname').notNull(),
    name: text('name').notNull(),
    /** Which adapter implementation answers for it ('house', 'test', …). */
    adapter: text('adapter').notNull(),
    /** 'fen' or 'yuan': a whole-yuan platform only takes whole yuan. */
    amountUnit: text('amount_unit').notNull().default('fen'),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sort: integer('sort').notNull().default(0),
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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    platname: text('platname').notNull(),
    direction: integer('direction').notNull(),
    amountFen: bigint('amount_fen', { mode: 'bigint' }).notNull(),
    state: integer('state').notNull(),
    /** Why it failed, or what the last unknown answer was. */
    note: text('note'),
    attempts: integer('attempts').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** What started it: member, auto (transfer-free launch), transall, staff. */
    origin: text('origin').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('platform_transfers_order_no_key').on(table.orderNo),
    index('platform_transfers_member_idx').on(table.memberId, table.createdAt),
    index('platform_transfers_pending_idx').on(table.state, table.createdAt),
    check('platform_transfers_direction_check', sql`${table.direction} in (0, 1)`),
    check('platform_transfers_state_check', sql`${table.state} in (0, 1, 2, 3)`),
    check('platform_transfers_amount_positive', sql`${table.amountFen} > 0`),
  ],
);
