import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { seedRuns } from './system.tables';

export interface SeedStep {
  /** Unique and versioned, e.g. `content-v1`; a step runs once per database. */
  name: string;
  run(tx: Db): Promise<void>;
}

/**
 * Runs each seed step that has not run on this database yet, each in its own transaction with its
 * marker row, so a crash mid-way re-runs only the unfinished step and staff edits survive restarts.
 */
export async function runSeedSteps(database: Database, steps: SeedStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const done = await withTransaction(database.db, async (tx) => {
      const inserted = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
      if (inserted.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (done) ran.push(step.name);
  }
  return ran;
}

export async function hasSeedRun(db: Db, name: string): Promise<boolean> {
  const rows = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
  return rows.length > 0;
}
