import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * One row per settled commission cycle of a plan (decision 0029): written in the transaction that
 * writes the cycle's statements and pays those within the approval limit, under an advisory lock
 * on (plan, cycle). A cycle with a row is settled: the job, a second instance or staff's "settle
 * now" find it and do nothing.
 */
export const agentCommissionRuns = pgTable(
  'agent_commission_runs',
  {
    id: column.bigserialId(),
    planId: integer('plan_id').notNull(),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleEnd: date('cycle_end', { mode: 'string' }).notNull(),
    statementCount: integer('statement_count').notNull().default(0),
    /** Statements paid by the run itself (at or below the plan's approval limit). */
    paidCount: integer('paid_count').notNull().default(0),
    paidFen: column.fenZero('paid_fen'),
    /** 'job' or 'staff:<id>'. */
    ranBy: text('ran_by').notNull(),
    ranAt: column
      .timestampTz('ran_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('agent_commission_runs_cycle_key').on(table.planId, table.cycleStart)],
);
