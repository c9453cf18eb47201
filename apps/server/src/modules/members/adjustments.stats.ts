import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { AdjustmentState } from './adjustments.checks';
import { balanceAdjustments } from './adjustments.tables';

/** Adjustments waiting for a second approver (the dashboard's count). */
export async function waitingAdjustmentCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.state, AdjustmentState.waiting));
  return Number(row?.n ?? 0);
}
