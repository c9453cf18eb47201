import { sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { withdrawals } from './withdrawals.tables';

// Withdrawal figures for the back-office dashboard (the same SQL it has always run).

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Approved withdrawals (state 2) reviewed in [from, to): their sum and their number. */
export async function approvedWithdrawalTotalsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ amountFen: bigint; count: number }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select coalesce(sum(${withdrawals.amountFen}), 0) from ${withdrawals}
        where ${withdrawals.state} = 2 and ${withdrawals.reviewedAt} >= ${iso(from)} and ${withdrawals.reviewedAt} < ${iso(to)}) as withdrawals,
      (select count(*) from ${withdrawals}
        where ${withdrawals.state} = 2 and ${withdrawals.reviewedAt} >= ${iso(from)} and ${withdrawals.reviewedAt} < ${iso(to)}) as withdrawal_count`,
  );
  return { amountFen: toBigInt(row?.withdrawals), count: Number(toBigInt(row?.withdrawal_count)) };
}

/** Approved withdrawals per site day ('YYYY-MM-DD') of their review, over [from, to). */
export async function dailyApprovedWithdrawalTotals(
  db: Db,
  zone: string,
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ day: string; total: unknown }>(
    db,
    sql`select to_char(reviewed_at at time zone ${zone}, 'YYYY-MM-DD') as day, coalesce(sum(amount_fen), 0) as total
          from withdrawals
         where state = 2 and reviewed_at >= ${iso(from)} and reviewed_at < ${iso(to)}
         group by 1`,
  );
  return new Map(rows.map((row) => [row.day, toBigInt(row.total)]));
}

/** Withdrawals waiting for review (state 1). */
export async function pendingWithdrawalCount(db: Db): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as withdrawals from ${withdrawals} where ${withdrawals.state} = 1`,
  );
  return Number(toBigInt(row?.withdrawals));
}
