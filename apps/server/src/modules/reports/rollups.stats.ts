import { and, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { daysBetween } from '../../lib/time';
import { APPROVED_WITHDRAWAL_STATE, emptyFigures, figuresOfGroups, type DayFigures } from './day-figures';
import {
  dailyBetTotals,
  dailyDepositTotals,
  dailyHouseOutflows,
  dailyMemberTotals,
  dailyWithdrawalTotals,
} from './reports.tables';
import { builtDays, collectDay } from './rollups.job';

const sum = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;
const big = (value: string | number | bigint) => BigInt(value);

/** Figures of the built days in [from, to) from the rollup tables. */
async function rolledUpFigures(db: Db, from: string, to: string): Promise<Map<string, DayFigures>> {
  const byDay = new Map<string, DayFigures>();
  const of = (day: string) => {
    let figures = byDay.get(day);
    if (!figures) {
      figures = emptyFigures();
      byDay.set(day, figures);
    }
    return figures;
  };
  const betsQuery = db
    .select({
      day: dailyBetTotals.day,
      count: sum(dailyBetTotals.betCount),
      stake: sum(dailyBetTotals.stakeFen),
      valid: sum(dailyBetTotals.validBetFen),
      payout: sum(dailyBetTotals.payoutFen),
    })
    .from(dailyBetTotals)
    .where(and(gte(dailyBetTotals.day, from), lt(dailyBetTotals.day, to)))
    .groupBy(dailyBetTotals.day);
  const depositsQuery = db
    .select({
      day: dailyDepositTotals.day,
      count: sum(dailyDepositTotals.depositCount),
      amount: sum(dailyDepositTotals.amountFen),
      firstCount: sum(dailyDepositTotals.firstDepositCount),
      firstAmount: sum(dailyDepositTotals.firstDepositFen),
    })
    .from(dailyDepositTotals)
    .where(and(gte(dailyDepositTotals.day, from), lt(dailyDepositTotals.day, to)))
    .groupBy(dailyDepositTotals.day);
  const withdrawalsQuery = db
    .select({
      day: dailyWithdrawalTotals.day,
      count: sum(dailyWithdrawalTotals.withdrawalCount),
      amount: sum(dailyWithdrawalTotals.amountFen),
    })
    .from(dailyWithdrawalTotals)
    .where(
      and(
        gte(dailyWithdrawalTotals.day, from),
        lt(dailyWithdrawalTotals.day, to),
        sql`${dailyWithdrawalTotals.state} = ${APPROVED_WITHDRAWAL_STATE}`,
      ),
    )
    .groupBy(dailyWithdrawalTotals.day);
  const membersQuery = db
    .select({ day: dailyMemberTotals.day, n: sql<string>`${dailyMemberTotals.newMembers}::text` })
    .from(dailyMemberTotals)
    .where(and(gte(dailyMemberTotals.day, from), lt(dailyMemberTotals.day, to)));
  const outflowsQuery = db
    .select({
      day: dailyHouseOutflows.day,
      kind: dailyHouseOutflows.kind,
      outflow: sql<string>`${dailyHouseOutflows.outflowFen}::text`,
    })
    .from(dailyHouseOutflows)
    .where(
      and(
        gte(dailyHouseOutflows.day, from),
        lt(dailyHouseOutflows.day, to),
        sql`${dailyHouseOutflows.kind} in ('promotion_expense', 'staff_adjustment')`,
      ),
    );
  const [bets, deposits, withdrawals, members, outflows] = await Promise.all([
    betsQuery,
    depositsQuery,
    withdrawalsQuery,
    membersQuery,
    outflowsQuery,
  ]);
  for (const row of bets) {
    const figures = of(row.day);
    figures.betCount = big(row.count);
    figures.stakeFen = big(row.stake);
    figures.validBetFen = big(row.valid);
    figures.payoutFen = big(row.payout);
  }
  for (const row of deposits) {
    const figures = of(row.day);
    figures.depositCount = big(row.count);
    figures.depositFen = big(row.amount);
    figures.firstDepositCount = big(row.firstCount);
    figures.firstDepositFen = big(row.firstAmount);
  }
  for (const row of withdrawals) {
    const figures = of(row.day);
    figures.withdrawalCount = big(row.count);
    figures.withdrawalFen = big(row.amount);
  }
  for (const row of members) of(row.day).newMembers = big(row.n);
  for (const row of outflows) {
    const figures = of(row.day);
    if (row.kind === 'promotion_expense') figures.bonusesFen = big(row.outflow);
    else figures.adjustmentsFen = big(row.outflow);
  }
  return byDay;
}

/**
 * Figures of each past site day in [from, to) ('YYYY-MM-DD'): from the rollups for the days the
 * job has built, computed live from the owner modules for a day it has not built yet (a fresh
 * site, or just after midnight before the job's next run), so the answer is never missing a day.
 */
export async function pastDayFigures(db: Db, zone: string, from: string, to: string): Promise<Map<string, DayFigures>> {
  const days = daysBetween(from, to);
  const [built, rolled] = await Promise.all([builtDays(db, days), rolledUpFigures(db, from, to)]);
  const result = new Map<string, DayFigures>();
  for (const day of days) {
    if (built.has(day)) result.set(day, rolled.get(day) ?? emptyFigures());
    else result.set(day, figuresOfGroups(await collectDay(db, zone, day, true)));
  }
  return result;
}

/** Today's (or any unfinished day's) figures, computed live from the owner modules' indexed queries. */
export async function liveDayFigures(db: Db, zone: string, day: string): Promise<DayFigures> {
  return figuresOfGroups(await collectDay(db, zone, day, true));
}
