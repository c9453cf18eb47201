import { sql, type SQL } from 'drizzle-orm';
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

/** Credited deposits of one kind and channel in a window, with their members' first deposits (rollups, decision 0018). */
export interface CreditedDepositGroup {
  kind: string;
  channelId: number;
  count: bigint;
  amountFen: bigint;
  /** Deposits that were their member's first credited one (earliest paid_at, then lowest id). */
  firstCount: bigint;
  firstAmountFen: bigint;
}

/** Credited deposits paid in [from, to) per kind and channel: the rows `depositTotalsBetween` sums. */
export async function creditedDepositGroupsBetween(db: Db, from: Date, to: Date): Promise<CreditedDepositGroup[]> {
  const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.kind, o.channel_id, count(*) as n, coalesce(sum(o.amount_fen), 0) as amount,
               count(*) filter (where f.first) as first_n,
               coalesce(sum(o.amount_fen) filter (where f.first), 0) as first_amount
          from ${depositOrders} o
          cross join lateral (
            select not exists (
              select 1 from ${depositOrders} p
               where p.member_id = o.member_id and p.state = 1
                 and (p.paid_at < o.paid_at or (p.paid_at = o.paid_at and p.id < o.id))
            ) as first
          ) f
         where o.state = 1 and o.paid_at >= ${iso(from)} and o.paid_at < ${iso(to)}
         group by o.kind, o.channel_id`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    channelId: Number(row.channel_id),
    count: toBigInt(row.n),
    amountFen: toBigInt(row.amount),
    firstCount: toBigInt(row.first_n),
    firstAmountFen: toBigInt(row.first_amount),
  }));
}

/**
 * One member's credited deposits paid in [from, to) (the red packets' counted deposits, decision
 * 0024), served by `deposit_orders_member_paid_idx` (member_id, paid_at where state = 1).
 */
export async function memberCreditedDepositsBetween(db: Db, memberId: bigint, from: Date, to: Date): Promise<bigint> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${depositOrders.amountFen}), 0) as amount from ${depositOrders}
         where ${depositOrders.memberId} = ${memberId} and ${depositOrders.state} = 1
           and ${depositOrders.paidAt} >= ${from.toISOString()}::timestamptz
           and ${depositOrders.paidAt} < ${to.toISOString()}::timestamptz`,
  );
  return toBigInt(row?.amount);
}

/**
 * Credited deposits paid in [from, to) per member, as a subquery (`member_id, deposit_fen`) for a
 * set-based promotion run (VIP weekly and monthly bonuses); reads `deposit_orders_paid_idx`.
 */
export function creditedDepositsByMemberSql(from: Date, to: Date): SQL {
  return sql`select ${depositOrders.memberId} as member_id, sum(${depositOrders.amountFen}) as deposit_fen
               from ${depositOrders}
              where ${depositOrders.state} = 1 and ${depositOrders.paidAt} >= ${from.toISOString()}::timestamptz
                and ${depositOrders.paidAt} < ${to.toISOString()}::timestamptz
              group by ${depositOrders.memberId}`;
}

/**
 * A member's credited deposits in [from, to) by paid time: total and count (daily tasks, decision
 * 0027). Reads the partial index deposit_orders_member_paid_idx.
 */
export async function memberCreditedDepositStatsBetween(
  db: Db,
  memberId: bigint,
  from: Date,
  to: Date,
): Promise<{ amountFen: bigint; count: number }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${depositOrders.amountFen}), 0) as amount, count(*) as n from ${depositOrders}
         where ${depositOrders.memberId} = ${memberId} and ${depositOrders.state} = 1
           and ${depositOrders.paidAt} >= ${from.toISOString()}::timestamptz
           and ${depositOrders.paidAt} < ${to.toISOString()}::timestamptz`,
  );
  return { amountFen: toBigInt(row?.amount), count: Number(toBigInt(row?.n)) };
}

/**
 * What counts against a member's deposit limit in [from, to) (responsible play, decision 0032): the
 * deposits credited in it (by paid time) plus the orders created in it that still wait for payment
 * and have not expired at `now`, so several open orders cannot together pass the limit. Reads
 * deposit_orders_member_paid_idx and deposit_orders_member_time_idx.
 */
export async function memberDepositsTowardLimit(
  db: Db,
  memberId: bigint,
  from: Date,
  to: Date,
  now: Date,
): Promise<bigint> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
          (select coalesce(sum(${depositOrders.amountFen}), 0) from ${depositOrders}
            where ${depositOrders.memberId} = ${memberId} and ${depositOrders.state} = 1
              and ${depositOrders.paidAt} >= ${from.toISOString()}::timestamptz
              and ${depositOrders.paidAt} < ${to.toISOString()}::timestamptz)
        + (select coalesce(sum(${depositOrders.amountFen}), 0) from ${depositOrders}
            where ${depositOrders.memberId} = ${memberId} and ${depositOrders.state} = 0
              and ${depositOrders.createdAt} >= ${from.toISOString()}::timestamptz
              and ${depositOrders.createdAt} < ${to.toISOString()}::timestamptz
              and ${depositOrders.expiresAt} > ${now.toISOString()}::timestamptz) as amount`,
  );
  return toBigInt(row?.amount);
}
