import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { runWithDbClass } from '../../db/classes';
import type { Db } from '../../db/types';
import { businessRowChecks } from './business-checks';
import { LedgerCheckCancelled, runLedgerCheck, type LedgerCheckReport } from './ledger-check';
import { ledgerCheckRuns } from './ledger.tables';

// Ledger checks started from the back office run in the background (decision 0020): the request
// inserts the run row and answers its id; this runner checks in batches and writes the progress
// to the row after each one, so any instance can answer how far it is.

export type LedgerCheckRun = typeof ledgerCheckRuns.$inferSelect;

/** A running check whose heartbeat is older than this lost its instance (restart, crash). */
export const LEDGER_CHECK_STALE_MS = 2 * 60_000;

/** What a run row's progress columns look like while the check moves. */
type RunPatch = Partial<Pick<LedgerCheckRun, 'phase' | 'rowsChecked' | 'rowsTotal'>>;

/** Checks running in this process, so closing the app stops them between two batches. */
export class LedgerCheckRunner {
  private readonly running = new Set<Promise<void>>();
  private isClosing = false;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly batchSize?: number,
  ) {}

  /** Runs the check of row `runId` in the background (not awaited by the request that started it). */
  start(runId: bigint): void {
    // On the report connections and their timeout (decision 0016), not on the class of the
    // request that started it (it answered long before the check ends).
    const work = runWithDbClass('report', () => this.run(runId)).finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** Stops the running checks at their next batch and waits for them to write their state. */
  async close(): Promise<void> {
    this.isClosing = true;
    await Promise.allSettled([...this.running]);
  }

  /** Waits for the checks running now (tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async run(runId: bigint): Promise<void> {
    const update = (patch: RunPatch & Record<string, unknown>) =>
      this.db
        .update(ledgerCheckRuns)
        .set({ ...patch, heartbeatAt: sql`now()` })
        .where(and(eq(ledgerCheckRuns.id, runId), eq(ledgerCheckRuns.state, 'running')));
    try {
      const report: LedgerCheckReport = await runLedgerCheck(this.db, businessRowChecks(), {
        batchSize: this.batchSize,
        isCancelled: () => this.isClosing,
        onProgress: async (progress) => {
          await update({
            phase: progress.phase,
            rowsChecked: BigInt(progress.rowsChecked),
            rowsTotal: BigInt(progress.rowsTotal),
          });
        },
      });
      await this.db
        .update(ledgerCheckRuns)
        .set({
          state: report.ok ? 'passed' : 'failed',
          phase: 'done',
          report,
          finishedAt: sql`now()`,
          heartbeatAt: sql`now()`,
        })
        .where(eq(ledgerCheckRuns.id, runId));
    } catch (error) {
      const message =
        error instanceof LedgerCheckCancelled ? '服务器正在停止，检查已中断，请重新运行' : '检查出错，请稍后重新运行';
      if (!(error instanceof LedgerCheckCancelled))
        this.log.error({ err: error, runId: String(runId) }, 'ledger check failed');
      await this.db
        .update(ledgerCheckRuns)
        .set({ state: 'error', error: message, finishedAt: sql`now()` })
        .where(eq(ledgerCheckRuns.id, runId))
        .catch(() => undefined);
    }
  }
}

/** Marks running checks whose instance stopped writing progress as interrupted. */
export async function closeAbandonedRuns(db: Db): Promise<void> {
  await db
    .update(ledgerCheckRuns)
    .set({ state: 'error', error: '检查中断（运行它的服务器已停止），请重新运行', finishedAt: sql`now()` })
    .where(
      and(
        eq(ledgerCheckRuns.state, 'running'),
        lt(ledgerCheckRuns.heartbeatAt, sql`now() - make_interval(secs => ${LEDGER_CHECK_STALE_MS / 1000})`),
      ),
    );
}

/**
 * Inserts a running check for `startedBy`, or finds the one already running (one at a time:
 * a partial unique index holds at most one running row). `created` says which.
 */
export async function insertRun(db: Db, startedBy: string): Promise<{ run: LedgerCheckRun; created: boolean }> {
  const [inserted] = await db
    .insert(ledgerCheckRuns)
    .values({ state: 'running', phase: 'transactions', startedBy })
    .onConflictDoNothing({ target: ledgerCheckRuns.state, where: sql`state = 'running'` })
    .returning();
  if (inserted) return { run: inserted, created: true };
  const [running] = await db.select().from(ledgerCheckRuns).where(eq(ledgerCheckRuns.state, 'running'));
  if (!running) throw new Error('a ledger check was running and is not any more; try again');
  return { run: running, created: false };
}

export async function findRun(db: Db, id: bigint): Promise<LedgerCheckRun | undefined> {
  const [row] = await db.select().from(ledgerCheckRuns).where(eq(ledgerCheckRuns.id, id));
  return row;
}

export async function latestRun(db: Db): Promise<LedgerCheckRun | undefined> {
  const [row] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.id)).limit(1);
  return row;
}
