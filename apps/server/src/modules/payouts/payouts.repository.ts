import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { payoutChannels, payoutOrders, type payoutSandboxOrders } from './payouts.tables';

// Queries only; the rules live in payouts.service.ts.

export type PayoutChannel = typeof payoutChannels.$inferSelect;
export type PayoutOrder = typeof payoutOrders.$inferSelect;
export type PayoutSandboxOrder = typeof payoutSandboxOrders.$inferSelect;

/** Payout order states. */
export const PAYOUT_ORDER_STATE = { processing: 1, paid: 2, failed: 3 } as const;

export async function listPayoutChannels(db: Db): Promise<PayoutChannel[]> {
  return db.select().from(payoutChannels).orderBy(asc(payoutChannels.id));
}

export async function findPayoutChannel(db: Db, id: number): Promise<PayoutChannel | undefined> {
  const [row] = await db.select().from(payoutChannels).where(eq(payoutChannels.id, id));
  return row;
}

export async function findPayoutChannelByCode(db: Db, code: string): Promise<PayoutChannel | undefined> {
  const [row] = await db.select().from(payoutChannels).where(eq(payoutChannels.code, code));
  return row;
}

export async function lockPayoutOrder(tx: Db, payoutNo: string): Promise<PayoutOrder | undefined> {
  const [row] = await tx.select().from(payoutOrders).where(eq(payoutOrders.payoutNo, payoutNo)).for('update');
  return row;
}

export async function findPayoutOrder(db: Db, payoutNo: string): Promise<PayoutOrder | undefined> {
  const [row] = await db.select().from(payoutOrders).where(eq(payoutOrders.payoutNo, payoutNo));
  return row;
}

/**
 * Claims processing orders due for a query (index payout_orders_due_idx): pushes their next query
 * back by `nextDelayMs` so another run (or instance) does not ask about the same order meanwhile.
 */
export async function claimDuePayoutOrders(
  tx: Db,
  now: Date,
  nextDelayMs: number,
  limit: number,
): Promise<PayoutOrder[]> {
  const due = await tx
    .select({ id: payoutOrders.id })
    .from(payoutOrders)
    .where(and(eq(payoutOrders.state, PAYOUT_ORDER_STATE.processing), lte(payoutOrders.queryAfter, now)))
    .orderBy(asc(payoutOrders.queryAfter), asc(payoutOrders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  return tx
    .update(payoutOrders)
    .set({
      queryAfter: new Date(now.getTime() + nextDelayMs),
      queries: sql`${payoutOrders.queries} + 1`,
    })
    .where(and(eq(payoutOrders.state, PAYOUT_ORDER_STATE.processing), inArray(payoutOrders.id, ids)))
    .returning();
}
