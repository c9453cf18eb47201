import type { Dashboard, DashboardFigures } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { formatDateTime, formatDay, startOfSiteDay, wallClockIn, zonedTimeToInstant } from '../../lib/time';
import { settledBetTotalsBetween, settledHouseWinFenByDay, settledStakeFenByDay } from '../games';
import { houseOutflowBetween } from '../ledger';
import {
  countActiveMembersBetween,
  countNewMembersBetween,
  newMembersPerDay,
  waitingAdjustmentCount,
} from '../members';
import { dailyDepositTotals, depositTotalsBetween, offlineDepositsAwaitingReviewCount } from '../payments';
import { pendingTransferCounts } from '../wallet';
import { approvedWithdrawalTotalsBetween, dailyApprovedWithdrawalTotals, pendingWithdrawalCount } from '../withdrawals';

// The dashboard owns no table: each figure comes from the module that owns its rows.

/** Days in the chart series (today included). */
export const DASHBOARD_SERIES_DAYS = 14;
/** A pending transfer older than this is an alert: the reconciliation job should have settled it. */
const STALE_TRANSFER_MS = 10 * 60_000;

/** Results of [from, to): deposits credited, withdrawals approved, settled bets, bonuses, members. */
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

async function pendingWork(db: Db, now: Date) {
  const [offlineDeposits, withdrawals, transfers, adjustments] = await Promise.all([
    offlineDepositsAwaitingReviewCount(db),
    pendingWithdrawalCount(db),
    pendingTransferCounts(db, new Date(now.getTime() - STALE_TRANSFER_MS)),
    waitingAdjustmentCount(db),
  ]);
  return {
    offline_deposits: offlineDeposits,
    withdrawals,
    transfers: transfers.pending,
    transfersStale: transfers.stale,
    adjustments,
  };
}

/**
 * The dashboard (platform-rules §9): today and this month (site time zone), a 14-day series for
 * charts, and the work waiting for staff with alerts.
 */
export async function buildDashboard(db: Db, zone: string, now = new Date()): Promise<Dashboard> {
  const todayStart = startOfSiteDay(now, zone);
  const tomorrowStart = startOfSiteDay(now, zone, 1);
  const clock = wallClockIn(now, zone);
  const monthStart = zonedTimeToInstant(
    { year: clock.year, month: clock.month, day: 1, hour: 0, minute: 0, second: 0 },
    zone,
  );
  const seriesStart = startOfSiteDay(now, zone, -(DASHBOARD_SERIES_DAYS - 1));

  const [today, month, deposits, payouts, bets, ggr, newMembers, pending] = await Promise.all([
    figuresBetween(db, todayStart, tomorrowStart),
    figuresBetween(db, monthStart, tomorrowStart),
    dailyDepositTotals(db, zone, seriesStart, tomorrowStart),
    dailyApprovedWithdrawalTotals(db, zone, seriesStart, tomorrowStart),
    settledStakeFenByDay(db, zone, seriesStart, tomorrowStart),
    settledHouseWinFenByDay(db, zone, seriesStart, tomorrowStart),
    newMembersPerDay(db, zone, seriesStart, tomorrowStart),
    pendingWork(db, now),
  ]);

  const series = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, index) => {
    const day = formatDay(startOfSiteDay(now, zone, index - (DASHBOARD_SERIES_DAYS - 1)), zone);
    return {
      day,
      deposits: formatFen(deposits.get(day) ?? 0n),
      withdrawals: formatFen(payouts.get(day) ?? 0n),
      bets: formatFen(bets.get(day) ?? 0n),
      ggr: formatFen(ggr.get(day) ?? 0n),
      new_members: Number(newMembers.get(day) ?? 0n),
    };
  });

  const alerts: Dashboard['alerts'] = [];
  const alert = (kind: string, count: number, message: string, level: 'info' | 'warning' = 'info') => {
    if (count > 0) alerts.push({ kind, level, message, count });
  };
  alert('withdrawals', pending.withdrawals, `有 ${pending.withdrawals} 笔提现待审核`, 'warning');
  alert('offline_deposits', pending.offline_deposits, `有 ${pending.offline_deposits} 笔线下充值待确认`, 'warning');
  alert(
    'transfers_stale',
    pending.transfersStale,
    `有 ${pending.transfersStale} 笔转账超过10分钟结果未明，请检查游戏平台`,
    'warning',
  );
  alert('transfers', pending.transfers, `有 ${pending.transfers} 笔转账结果待确认`);
  alert('adjustments', pending.adjustments, `有 ${pending.adjustments} 笔人工调账等待复核`);

  return {
    generated_at: formatDateTime(now, zone),
    today,
    month,
    series,
    pending: {
      offline_deposits: pending.offline_deposits,
      withdrawals: pending.withdrawals,
      transfers: pending.transfers,
      adjustments: pending.adjustments,
    },
    alerts,
  };
}
