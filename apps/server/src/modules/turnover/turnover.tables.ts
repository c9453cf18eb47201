import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Outstanding turnover requirement (打码量) per member, in fen (platform-rules §3). */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).primaryKey(),
    outstandingFen: bigint('outstanding_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalRequiredFen: bigint('total_required_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalValidBetFen: bigint('total_valid_bet_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('turnover_outstanding_not_negative', sql`${table.outstandingFen} >= 0`)],
);

/** Every change of a requirement, unique per source so a replayed credit or bet counts once. */
export const turnoverEvents = pgTable(
  'turnover_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** deposit | bonus:<kind> | bet | staff */
    source: text('source').notNull(),
    referenceId: text('reference_id').notNull(),
    /** Positive raises the requirement, negative is a valid bet lowering it. */
    deltaFen: bigint('delta_fen', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('turnover_events_source_key').on(table.source, table.referenceId),
    index('turnover_events_member_idx').on(table.memberId, table.createdAt),
  ],
);
