import { pgTable, text } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Seed steps that ran on this database, so demo data is written once and staff edits survive restarts. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: column.timestampTz('ran_at').notNull().defaultNow(),
});

/** Which instance runs a scheduled job until when (one instance per job). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: column.timestampTz('until').notNull(),
});
