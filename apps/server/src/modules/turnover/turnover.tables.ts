import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Outstanding turnover requirement (打码量) per member, in fen (platform-rules §3). */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    memberId: column.int64('member_id').primaryKey(),
    outstandingFen: column.fenZero('outstanding_fen'),
    totalRequiredFen: column.fenZero('total_required_fen'),
    totalValidBetFen: column.fenZero('total_valid_bet_fen'),
    updatedAt: column.updatedAt(),
  },
  (table) => [check('turnover_outstanding_not_negative', sql`${table.outstandingFen} >= 0`)],
);

/** Every change of a requirement, unique per source so a replayed credit or bet counts once. */
export const turnoverEvents = pgTable(
  'turnover_events',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    /** deposit | bonus:<kind> | bet | staff */
    source: text('source').notNull(),
    referenceId: text('reference_id').notNull(),
    /** Positive raises the requirement, negative is a valid bet lowering it. */
    deltaFen: column.fen('delta_fen'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('turnover_events_source_key').on(table.source, table.referenceId),
    index('turnover_events_member_idx').on(table.memberId, table.createdAt),
  ],
);
