import type { Dashboard, DashboardFigures } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { Db } from '../src/db/types';
import { formatDay, startOfSiteDay, wallClockIn, zonedTimeToInstant } from '../src/lib/time';
import { settledBetTotalsBetween, settledHouseWinFenByDay, settledStakeFenByDay } from '../src/modules/games';
import { houseOutflowBetween } from '../src/modules/ledger';
import { countActiveMembersBetween, countNewMembersBetween, newMembersPerDay } from '../src/modules/members';
import { dailyDepositTotals, depositTotalsBetween } from '../src/modules/payments';
import { approvedWithdrawalTotalsBetween, dailyApprovedWithdrawalTotals } from '../src/modules/withdrawals';

// The dashboard's figures as they were computed before the rollups (decision 0018): live scans of
// the source rows for [from, to). Tests compare the rollup-based dashboard with it.

const SERIES_DAYS = 14;

async function figuresBetween(db: Db, from: Date, to: Date): Promise<DashboardFigures> {
  const [deposits, withdrawals, bets, bonusesFen, adjustmentsFen, newMembers, activeMembers] = await Promise.all([
    depositTotalsBetween(db, from, to),
    approvedWithdrawalTotalsBetween(db, from, to),
    settledBetTotalsBetween(db, from, to),
    houseOutflowBetween(db, 'promotion_expense', from, to),
    houseOutflowBetween(db, 'staff_adjustment', from, to),
    countNewMembersBetween(db, from, to),
    countActiveMembersBetween(db, from, to),
  ]);
  return {
    deposits: formatFen(deposits.amountFen),
    deposit_count: deposits.count,
    withdrawals: formatFen(withdrawals.amountFen),
    withdrawal_count: withdrawals.count,
    bets: formatFen(bets.stakeFen),
    bet_count: bets.count,
    valid_bets: formatFen(bets.validBetFen),
    payouts: formatFen(bets.payoutFen),
    ggr: formatFen(bets.stakeFen - bets.payoutFen),
    bonuses: formatFen(bonusesFen),
    adjustments: formatFen(adjustmentsFen),
    new_members: newMembers,
    active_members: activeMembers,
  };
}

/** Today, this month and the 14-day series, computed the old way. */
export async function oldLiveDashboard(
  db: Db,
  zone: string,
  now: Date,
): Promise<Pick<Dashboard, 'today' | 'month' | 'series'>> {
  const todayStart = startOfSiteDay(now, zone);
  const tomorrowStart = startOfSiteDay(now, zone, 1);
  const clock = wallClockIn(now, zone);
  const monthStart = zonedTimeToInstant(
    { year: clock.year, month: clock.month, day: 1, hour: 0, minute: 0, second: 0 },
    zone,
  );
  const seriesStart = startOfSiteDay(now, zone, -(SERIES_DAYS - 1));
  const today = await figuresBetween(db, todayStart, tomorrowStart);
  const month = await figuresBetween(db, monthStart, tomorrowStart);
  const deposits = await dailyDepositTotals(db, zone, seriesStart, tomorrowStart);
  const payouts = await dailyApprovedWithdrawalTotals(db, zone, seriesStart, tomorrowStart);
  const bets = await settledStakeFenByDay(db, zone, seriesStart, tomorrowStart);
  const ggr = await settledHouseWinFenByDay(db, zone, seriesStart, tomorrowStart);
  const newMembers = await newMembersPerDay(db, zone, seriesStart, tomorrowStart);
  const series = Array.from({ length: SERIES_DAYS }, (_, index) => {
    const day = formatDay(startOfSiteDay(now, zone, index - (SERIES_DAYS - 1)), zone);
    return {
      day,
      deposits: formatFen(deposits.get(day) ?? 0n),
      withdrawals: formatFen(payouts.get(day) ?? 0n),
      bets: formatFen(bets.get(day) ?? 0n),
      ggr: formatFen(ggr.get(day) ?? 0n),
      new_members: Number(newMembers.get(day) ?? 0n),
    };
  });
  return { today, month, series };
}
