import { sql, type SQL } from 'drizzle-orm';
import { dailySumsBetween, sumAndCountBetween, type WindowedSum } from '../../db/aggregates';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { withdrawals } from './withdrawals.tables';

// Withdrawal figures for the back-office dashboard (the same SQL it has always run).

/** Approved withdrawals (state 2), placed by the time they were reviewed. */
const approvedWithdrawals: WindowedSum = {
  table: withdrawals,
  at: withdrawals.reviewedAt,
  amount: withdrawals.amountFen,
  where: sql`${withdrawals.state} = 2`,
};

/** Approved withdrawals reviewed in [from, to): their sum and their number. */
export async function approvedWithdrawalTotalsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ amountFen: bigint; count: number }> {
  return sumAndCountBetween(db, approvedWithdrawals, from, to);
}

/** Approved withdrawals per site day ('YYYY-MM-DD') of their review, over [from, to). */
export async function dailyApprovedWithdrawalTotals(
  db: Db,
  zone: string,
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  return dailySumsBetween(db, approvedWithdrawals, zone, from, to);
}

/** Withdrawals waiting for review (state 1). */
export async function pendingWithdrawalCount(db: Db): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as withdrawals from ${withdrawals} where ${withdrawals.state} = 1`,
  );
  return Number(toBigInt(row?.withdrawals));
}

/** Reviewed withdrawals of one final state and channel in a window (rollups, decision 0018). */
export interface ReviewedWithdrawalGroup {
  /** 2 approved, 3 refused. */
  state: number;
  channelId: number;
  count: bigint;
  amountFen: bigint;
}

/** Withdrawals reviewed in [from, to) per final state and channel; state 2 is what `approvedWithdrawalTotalsBetween` sums. */
export async function reviewedWithdrawalGroupsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<ReviewedWithdrawalGroup[]> {
  const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${withdrawals.state} as state, ${withdrawals.channelId} as channel_id, count(*) as n,
               coalesce(sum(${withdrawals.amountFen}), 0) as amount
          from ${withdrawals}
         where ${withdrawals.state} in (2, 3)
           and ${withdrawals.reviewedAt} >= ${iso(from)} and ${withdrawals.reviewedAt} < ${iso(to)}
         group by 1, 2`,
  );
  return rows.map((row) => ({
    state: Number(row.state),
    channelId: Number(row.channel_id),
    count: toBigInt(row.n),
    amountFen: toBigInt(row.amount),
  }));
}

/**
 * Approved withdrawals (state 2) reviewed in [from, to), per member: a subquery (member_id,
 * withdrawal_fen) on withdrawals_reviewed_idx (agent team reports, decision 0029).
 */
export function approvedWithdrawalsByMemberSql(from: Date, to: Date): SQL {
  return sql`select ${withdrawals.memberId} as member_id, sum(${withdrawals.amountFen}) as withdrawal_fen
               from ${withdrawals}
              where ${withdrawals.state} = 2 and ${withdrawals.reviewedAt} >= ${from.toISOString()}::timestamptz
                and ${withdrawals.reviewedAt} < ${to.toISOString()}::timestamptz
              group by ${withdrawals.memberId}`;
}
