import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { validBetsByMemberSql } from '../games';
import { membersWithLevelBonusSql } from '../members';
import { creditedDepositsByMemberSql } from '../payments';
import { vipBonuses, vipBonusRuns } from './vip-bonuses.tables';
import { lastCompleteMonth, lastCompleteWeek, VipBonusType, type BonusPeriod } from './vip-periods';

/** How often the job looks for a week or month to pay (each period runs once; see vip_bonus_runs). */
export const VIP_BONUS_JOB_INTERVAL_MS = 5 * 60_000;

/**
 * Creates the weekly (type 2) or monthly (type 3) bonuses of one period in one set-based statement:
 * every member whose current level pays that bonus, with the period's credited deposits ≥ the level's
 * `week_deposit` / `month_deposit` and valid bets ≥ `week_bet` / `month_bet` (platform-rules §7). The
 * deposits and bets are summed per member over their owners' time indexes, not queried per member.
 * Idempotent: the unique (member, type, period) index turns a second run (twice, or on two instances
 * at once) into no new row. Returns how many rows this run created.
 */
export async function createPeriodBonuses(db: Db, period: BonusPeriod, ranBy: string): Promise<number> {
  const weekly = period.type === VipBonusType.weekly;
  const bonus = sql.raw(weekly ? 'week_bonus_fen' : 'month_bonus_fen');
  const depositMin = sql.raw(weekly ? 'week_deposit_fen' : 'month_deposit_fen');
  const betMin = sql.raw(weekly ? 'week_bet_fen' : 'month_bet_fen');
  return withTransaction(db, async (tx) => {
    const created = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${vipBonuses} (member_id, vip_level, bonus_type, period_key, amount_fen, status)
          select m.member_id, m.vip_level, ${period.type}, ${period.key}, m.${bonus}, 0
            from (${membersWithLevelBonusSql(weekly ? 'week' : 'month')}) m
            left join (${creditedDepositsByMemberSql(period.start, period.end)}) d on d.member_id = m.member_id
            left join (${validBetsByMemberSql(period.start, period.end)}) b on b.member_id = m.member_id
           where coalesce(d.deposit_fen, 0) >= m.${depositMin}
             and coalesce(b.valid_bet_fen, 0) >= m.${betMin}
             and (m.${depositMin} > 0 or m.${betMin} > 0 or d.member_id is not null or b.member_id is not null)
          on conflict (member_id, bonus_type, period_key) do nothing
          returning id`,
    );
    await tx
      .insert(vipBonusRuns)
      .values({ bonusType: period.type, periodKey: period.key, createdCount: created.length, ranBy })
      .onConflictDoUpdate({
        target: [vipBonusRuns.bonusType, vipBonusRuns.periodKey],
        set: {
          createdCount: sql`${vipBonusRuns.createdCount} + ${created.length}`,
          ranBy,
          ranAt: sql`now()`,
        },
      });
    return created.length;
  });
}

async function alreadyRan(db: Db, period: BonusPeriod): Promise<boolean> {
  const [row] = await db
    .select({ key: vipBonusRuns.periodKey })
    .from(vipBonusRuns)
    .where(and(eq(vipBonusRuns.bonusType, period.type), eq(vipBonusRuns.periodKey, period.key)));
  return row !== undefined;
}

/**
 * The scheduled job: pays the last complete week (from Monday 00:00 site time) and the last complete
 * month (from the 1st) unless that period already ran; a job that was down over a Monday or a 1st
 * catches up with the last one when it comes back.
 */
export async function runVipBonusJob(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<{ weekly?: number; monthly?: number }> {
  const result: { weekly?: number; monthly?: number } = {};
  const week = lastCompleteWeek(now, timeZone);
  if (!(await alreadyRan(db, week))) result.weekly = await createPeriodBonuses(db, week, 'job');
  const month = lastCompleteMonth(now, timeZone);
  if (!(await alreadyRan(db, month))) result.monthly = await createPeriodBonuses(db, month, 'job');
  return result;
}
