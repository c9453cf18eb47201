import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { jobLeases } from './system.tables';

const INSTANCE_ID = randomUUID();

/**
 * Takes the lease of a job for `ttlMs` if no other instance holds it. A lease row (not a session
 * advisory lock) works the same on PGlite and on a pooled PostgreSQL, and the job itself runs
 * outside any transaction (it may call game platforms or gateways).
 */
export async function acquireJobLease(db: Db, name: string, ttlMs: number): Promise<boolean> {
  const until = new Date(Date.now() + ttlMs).toISOString();
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder: INSTANCE_ID, until: new Date(until) })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: INSTANCE_ID, until: sql`${until}::timestamptz` },
      setWhere: sql`${jobLeases.until} < now() or ${jobLeases.holder} = ${INSTANCE_ID}`,
    })
    .returning({ holder: jobLeases.holder });
  return rows[0]?.holder === INSTANCE_ID;
}

export interface JobHandle {
  stop(): void;
  /** Runs the job once now (tests, and the first run at start). */
  runOnce(): Promise<void>;
}

/** Runs `work` every `intervalMs` on the one instance that holds the job's lease. */
export function scheduleJob(
  db: Db,
  log: FastifyBaseLogger,
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): JobHandle {
  let running = false;
  const runOnce = async () => {
    if (running) return;
    running = true;
    try {
      if (await acquireJobLease(db, name, intervalMs * 2)) {
        const result = await work();
        if (result !== undefined) log.debug({ job: name, result }, 'job ran');
      }
    } catch (error) {
      log.error({ err: error, job: name }, 'job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}
