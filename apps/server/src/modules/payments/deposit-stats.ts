import { sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { depositOrders } from './payments.tables';

// Deposit figures for the back-office dashboard (the same SQL it has always run).

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Credited deposits (state 1) paid in [from, to): their sum and their number. */
export async function depositTotalsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ amountFen: bigint; count: number }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select coalesce(sum(${depositOrders.amountFen}), 0) from ${depositOrders}
        where ${depositOrders.state} = 1 and ${depositOrders.paidAt} >= ${iso(from)} and ${depositOrders.paidAt} < ${iso(to)}) as deposits,
      (select count(*) from ${depositOrders}
        where ${depositOrders.state} = 1 and ${depositOrders.paidAt} >= ${iso(from)} and ${depositOrders.paidAt} < ${iso(to)}) as deposit_count`,
  );
  return { amountFen: toBigInt(row?.deposits), count: Number(toBigInt(row?.deposit_count)) };
}

/** Credited deposits per site day ('YYYY-MM-DD') of their payment, over [from, to). */
export async function dailyDepositTotals(db: Db, zone: string, from: Date, to: Date): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ day: string; total: unknown }>(
    db,
    sql`select to_char(paid_at at time zone ${zone}, 'YYYY-MM-DD') as day, coalesce(sum(amount_fen), 0) as total
          from deposit_orders
         where state = 1 and paid_at >= ${iso(from)} and paid_at < ${iso(to)}
         group by 1`,
  );
  return new Map(rows.map((row) => [row.day, toBigInt(row.total)]));
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
