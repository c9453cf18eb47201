import { sql } from 'drizzle-orm';
import { dailySumsBetween, sumAndCountBetween, type WindowedSum } from '../../db/aggregates';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { depositOrders } from './payments.tables';

// Deposit figures for the back-office dashboard (the same SQL it has always run).

/** Credited deposits (state 1), placed by the time they were paid. */
const creditedDeposits: WindowedSum = {
  table: depositOrders,
  at: depositOrders.paidAt,
  amount: depositOrders.amountFen,
  where: sql`${depositOrders.state} = 1`,
};

/** Credited deposits paid in [from, to): their sum and their number. */
export async function depositTotalsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ amountFen: bigint; count: number }> {
  return sumAndCountBetween(db, creditedDeposits, from, to);
}

/** Credited deposits per site day ('YYYY-MM-DD') of their payment, over [from, to). */
export async function dailyDepositTotals(db: Db, zone: string, from: Date, to: Date): Promise<Map<string, bigint>> {
  return dailySumsBetween(db, creditedDeposits, zone, from, to);
}

/** Offline deposits waiting for staff: pending, with the member's transfer reference. */
export async function offlineDepositsAwaitingReviewCount(db: Db): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as offline_deposits from ${depositOrders}
        where ${depositOrders.state} = 0 and ${depositOrders.kind} <> 'online' and ${depositOrders.payerReference} is not null`,
  );
  return Number(toBigInt(row?.offline_deposits));
}
