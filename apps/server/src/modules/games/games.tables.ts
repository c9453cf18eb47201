import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Bet records from every platform in one table, unique per (platform, bet id)
 * (platform-rules §4). state: 0 invalid (cancelled), 1 settled, 2 unsettled (spec-2 §4).
 * They drive the bet tab, turnover, rebates, VIP flow, tasks and agent commission.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    platname: text('platname').notNull(),
    betId: text('bet_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** realperson | electron | joker | sport | lottery | e_sport (rebate categories). */
    category: text('category').notNull(),
    stakeFen: bigint('stake_fen', { mode: 'bigint' }).notNull(),
    validBetFen: bigint('valid_bet_fen', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Member's result: payout − stake (negative when the member lost). */
    winLossFen: bigint('win_loss_fen', { mode: 'bigint' }).notNull().default(sql`0`),
    state: integer('state').notNull(),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bet_records_platform_bet_key').on(table.platname, table.betId),
    index('bet_records_member_idx').on(table.memberId, table.betAt),
    check('bet_records_state_check', sql`${table.state} in (0, 1, 2)`),
    check('bet_records_stake_not_negative', sql`${table.stakeFen} >= 0 and ${table.validBetFen} >= 0`),
  ],
);
