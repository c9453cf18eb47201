import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { expireUnpaidDeposits } from './payments.service';

/** Advisory-lock key of the deposit expiry job (migrations use 727_001). */
export const DEPOSIT_EXPIRY_LOCK_KEY = 727_101;
export const DEPOSIT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * One run of the expiry job: only the instance that takes the transaction-scoped advisory lock
 * expires orders; the others skip this minute. Returns how many orders timed out, or null when
 * another instance holds the lock. Idempotent: a second run in the same minute finds nothing.
 */
export async function runDepositExpiry(db: Db, now = new Date()): Promise<number | null> {
  return withTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${DEPOSIT_EXPIRY_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return null;
    return expireUnpaidDeposits(tx, now);
  });
}

export interface JobHandle {
  stop(): void;
}

/**
 * Starts the deposit expiry job on this instance: a run now, then one every 60 s (the next run is
 * scheduled when the previous one ends, so runs never overlap). Stops by itself when the app's
 * HTTP server closes; call `stop()` to end it earlier.
 */
export function startDepositExpiryJob(app: FastifyInstance, intervalMs = DEPOSIT_EXPIRY_INTERVAL_MS): JobHandle {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      const expired = await runDepositExpiry(app.db);
      if (expired) app.log.info({ expired }, 'deposit orders timed out');
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'deposit expiry job failed');
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  };
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
  app.server.once('close', stop);
  void tick();
  return { stop };
}
