import { eq, inArray, sql } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { addDays, formatDay, siteDayStart } from '../../lib/time';
import { settledBetGroupsBetween } from '../games';
import { houseAccountDayMovements, houseOutflowsByKindBetween } from '../ledger';
import { countNewMembersBetween } from '../members';
import { creditedDepositGroupsBetween } from '../payments';
import { reviewedWithdrawalGroupsBetween } from '../withdrawals';
import type { DayGroups } from './day-figures';
import {
  dailyBetTotals,
  dailyDepositTotals,
  dailyHouseOutflows,
  dailyMemberTotals,
  dailyPromotionCosts,
  dailyWithdrawalTotals,
  rollupDays,
} from './reports.tables';
import { isPromotionKind } from './promotion-costs.stats';

/** How often the rollups job runs (server.ts). */
export const ROLLUPS_INTERVAL_MS = 10 * 60_000;
/** Complete days rebuilt on every run, so rows that arrive late (bets settled after midnight) are counted. */
export const ROLLUP_REBUILD_DAYS = 2;
/** Past days the job fills when they have no rollup yet (covers any month and the 14-day series). */
export const ROLLUP_BACKFILL_DAYS = 62;
/** Missing days filled per run at most, newest first, so one run stays short. */
const BACKFILL_PER_RUN = 10;

/**
 * Reads one site day's groups from the owner modules (the same queries a live figure uses).
 * `parallel`: outside a transaction the five queries go out at once (a pool spreads them).
 */
export async function collectDay(db: Db, zone: string, day: string, parallel = false): Promise<DayGroups> {
  const from = siteDayStart(day, zone);
  const to = siteDayStart(addDays(day, 1), zone);
  if (parallel) {
    const [bets, deposits, withdrawals, newMembers, outflows] = await Promise.all([
      settledBetGroupsBetween(db, from, to),
      creditedDepositGroupsBetween(db, from, to),
      reviewedWithdrawalGroupsBetween(db, from, to),
      countNewMembersBetween(db, from, to),
      houseOutflowsByKindBetween(db, from, to),
    ]);
    return { bets, deposits, withdrawals, newMembers: BigInt(newMembers), outflows };
  }
  // Inside the job's transaction one at a time (one connection; PGlite has only one anyway).
  const bets = await settledBetGroupsBetween(db, from, to);
  const deposits = await creditedDepositGroupsBetween(db, from, to);
  const withdrawals = await reviewedWithdrawalGroupsBetween(db, from, to);
  const newMembers = BigInt(await countNewMembersBetween(db, from, to));
  const outflows = await houseOutflowsByKindBetween(db, from, to);
  return { bets, deposits, withdrawals, newMembers, outflows };
}

/**
 * Recomputes one site day's rollups in one transaction: delete the day's rows, insert what the
 * owner modules answer for it now, and mark the day built. Running it again gives the same rows.
 */
export async function rollUpDay(db: Db, zone: string, day: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const groups = await collectDay(tx, zone, day);
    for (const table of [dailyBetTotals, dailyDepositTotals, dailyWithdrawalTotals, dailyHouseOutflows]) {
      await tx.delete(table).where(eq(table.day, day));
    }
    await tx.delete(dailyMemberTotals).where(eq(dailyMemberTotals.day, day));
    if (groups.bets.length > 0) {
      await tx.insert(dailyBetTotals).values(
        groups.bets.map((group) => ({
          day,
          platname: group.platname,
          category: group.category,
          betCount: group.count,
          stakeFen: group.stakeFen,
          validBetFen: group.validBetFen,
          payoutFen: group.payoutFen,
          memberCount: group.memberCount,
        })),
      );
    }
    if (groups.deposits.length > 0) {
      await tx.insert(dailyDepositTotals).values(
        groups.deposits.map((group) => ({
          day,
          kind: group.kind,
          channelId: group.channelId,
          depositCount: group.count,
          amountFen: group.amountFen,
          firstDepositCount: group.firstCount,
          firstDepositFen: group.firstAmountFen,
        })),
      );
    }
    if (groups.withdrawals.length > 0) {
      await tx.insert(dailyWithdrawalTotals).values(
        groups.withdrawals.map((group) => ({
          day,
          state: group.state,
          channelId: group.channelId,
          withdrawalCount: group.count,
          amountFen: group.amountFen,
        })),
      );
    }
    if (groups.outflows.size > 0) {
      await tx
        .insert(dailyHouseOutflows)
        .values([...groups.outflows].map(([kind, outflowFen]) => ({ day, kind, outflowFen })));
    }
    await tx.insert(dailyMemberTotals).values({ day, newMembers: groups.newMembers });
    await rollUpPromotionCosts(tx, zone, day);
    await tx
      .insert(rollupDays)
      .values({ day })
      .onConflictDoUpdate({ target: rollupDays.day, set: { builtAt: sql`now()` } });
  });
}

/**
 * One site day of promotion costs (decision 0025): the movements of every
 * `house:promotion_expense:<kind>` account that day, from the ledger. Inside rollUpDay's transaction.
 */
async function rollUpPromotionCosts(tx: Db, zone: string, day: string): Promise<void> {
  await tx.delete(dailyPromotionCosts).where(eq(dailyPromotionCosts.day, day));
  const from = siteDayStart(day, zone);
  const to = siteDayStart(addDays(day, 1), zone);
  const movements = await houseAccountDayMovements(tx, 'promotion_expense', from, to, zone);
  const rows = movements
    .filter((movement) => isPromotionKind(movement.subject))
    .map((movement) => ({
      day,
      kind: movement.subject,
      payoutCount: movement.debitCount,
      paidFen: movement.debitFen,
      reversedFen: movement.creditFen,
    }));
  if (rows.length > 0) await tx.insert(dailyPromotionCosts).values(rows);
}

/** Which of `days` already have a rollup. */
export async function builtDays(db: Db, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db.select({ day: rollupDays.day }).from(rollupDays).where(inArray(rollupDays.day, days));
  return new Set(rows.map((row) => row.day));
}

/**
 * The days one run rebuilds: the last ROLLUP_REBUILD_DAYS complete days (late rows), then up to
 * BACKFILL_PER_RUN older days of the last ROLLUP_BACKFILL_DAYS that were never built. Today is
 * never rolled up: the dashboard computes it live.
 */
export function daysToRebuild(today: string, built: Set<string>): string[] {
  const days: string[] = [];
  for (let back = 1; back <= ROLLUP_REBUILD_DAYS; back += 1) days.push(addDays(today, -back));
  let filled = 0;
  for (let back = ROLLUP_REBUILD_DAYS + 1; back <= ROLLUP_BACKFILL_DAYS && filled < BACKFILL_PER_RUN; back += 1) {
    const day = addDays(today, -back);
    if (built.has(day)) continue;
    days.push(day);
    filled += 1;
  }
  return days;
}

/** The rollups job (scheduled under a lease in server.ts; idempotent per day). */
export async function runDailyRollups(db: Db, zone: string, now = new Date()): Promise<{ days: string[] }> {
  const today = formatDay(now, zone);
  const window = Array.from({ length: ROLLUP_BACKFILL_DAYS }, (_, index) => addDays(today, -(index + 1)));
  const days = daysToRebuild(today, await builtDays(db, window));
  for (const day of days) await rollUpDay(db, zone, day);
  return { days };
}
