import type { Db } from '../../db/types';
import { commissionPlans } from './agents.tables';
import { lastCompleteCycle, type CycleKind } from './commission-cycles';
import { settleCommissionCycle, type SettleResult } from './commission.service';

/** How often the job looks for a finished cycle to settle (each cycle settles once: agent_commission_runs). */
export const COMMISSION_JOB_INTERVAL_MS = 5 * 60_000;

/**
 * The scheduled settlement: for every plan, the last complete cycle (week from Monday 00:00 site
 * time, month from the 1st). A cycle already settled (the run row) costs one indexed read; a job
 * that was down over a cycle end settles the last one when it comes back.
 */
export async function runCommissionJob(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<(Omit<SettleResult, 'paidFen'> & { paidFen: string })[]> {
  const plans = await db.select().from(commissionPlans);
  // What the job log shows: plain JSON (a bigint would not serialise).
  const results: (Omit<SettleResult, 'paidFen'> & { paidFen: string })[] = [];
  for (const plan of plans) {
    const cycle = lastCompleteCycle(plan.cycle as CycleKind, now, timeZone);
    const result = await settleCommissionCycle(db, plan, cycle, {
      ranBy: 'job',
      actor: { type: 'system', id: 'agent-commission-job' },
      now,
    });
    if (result.settled) results.push({ ...result, paidFen: result.paidFen.toString() });
  }
  return results;
}
