import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed steps that ran on this database, so demo data is written once and staff edits survive restarts. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
