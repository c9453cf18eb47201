import type { Dashboard, DashboardFigures } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import type { SharedCache } from '../../lib/shared-cache';
import { addDays, formatDateTime, formatDay, siteDayStart, startOfSiteDay } from '../../lib/time';
import { countMembersActiveSince, waitingAdjustmentCount } from '../members';
import { offlineDepositsAwaitingReviewCount } from '../payments';
import { addFigures, liveDayFigures, pastDayFigures, type DayFigures } from '../reports';
import { pendingTransferCounts } from '../wallet';
import { pendingWithdrawalCount } from '../withdrawals';

// The dashboard owns no table: past days come from the daily rollups (reports, decision 0018),
// today from the owner modules' indexed queries, the pending work from each owner's counts.

/** Days in the chart series (today included). */
export const DASHBOARD_SERIES_DAYS = 14;
/** A pending transfer older than this is an alert: the reconciliation job should have settled it. */
const STALE_TRANSFER_MS = 10 * 60_000;

function wireFigures(figures: DayFigures, activeMembers: number): DashboardFigures {
  return {
    deposits: formatFen(figures.depositFen),
    deposit_count: Number(figures.depositCount),
    withdrawals: formatFen(figures.withdrawalFen),
    withdrawal_count: Number(figures.withdrawalCount),
    bets: formatFen(figures.stakeFen),
    bet_count: Number(figures.betCount),
    valid_bets: formatFen(figures.validBetFen),
    payouts: formatFen(figures.payoutFen),
    ggr: formatFen(figures.stakeFen - figures.payoutFen),
    bonuses: formatFen(figures.bonusesFen),
    adjustments: formatFen(figures.adjustmentsFen),
    new_members: Number(figures.newMembers),
    active_members: activeMembers,
  };
}

type DashboardResults = Pick<Dashboard, 'generated_at' | 'today' | 'month' | 'series'>;

/** Today, this month and the 14-day series (site time zone): the part of the dashboard worth caching. */
export async function dashboardResults(db: Db, zone: string, now = new Date()): Promise<DashboardResults> {
  const today = formatDay(now, zone);
  const monthStart = `${today.slice(0, 8)}01`;
  const seriesStart = addDays(today, -(DASHBOARD_SERIES_DAYS - 1));
  const firstDay = monthStart < seriesStart ? monthStart : seriesStart;

  const [past, todayFigures, activeToday, activeMonth] = await Promise.all([
    pastDayFigures(db, zone, firstDay, today),
    liveDayFigures(db, zone, today),
    countMembersActiveSince(db, startOfSiteDay(now, zone)),
    countMembersActiveSince(db, siteDayStart(monthStart, zone)),
  ]);
  const monthDays = [...past].filter(([day]) => day >= monthStart).map(([, figures]) => figures);

  const series = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, index) => {
    const day = addDays(seriesStart, index);
    const figures = day === today ? todayFigures : (past.get(day) ?? addFigures());
    return {
      day,
      deposits: formatFen(figures.depositFen),
      withdrawals: formatFen(figures.withdrawalFen),
      bets: formatFen(figures.stakeFen),
      ggr: formatFen(figures.stakeFen - figures.payoutFen),
      new_members: Number(figures.newMembers),
    };
  });
  return {
    generated_at: formatDateTime(now, zone),
    today: wireFigures(todayFigures, activeToday),
    month: wireFigures(addFigures(...monthDays, todayFigures), activeMonth),
    series,
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

export interface DashboardCache {
  cache: SharedCache;
  /** How long the results are shared (DASHBOARD_CACHE_MS); 0 computes them on every call. */
  ttlMs: number;
}

/**
 * The dashboard (platform-rules §9): today and this month (site time zone), a 14-day series for
 * charts, and the work waiting for staff with alerts. The results are shared for a few seconds
 * across instances; the pending work is always counted now, so a new withdrawal shows at once.
 */
export async function buildDashboard(
  db: Db,
  zone: string,
  now = new Date(),
  cached?: DashboardCache,
): Promise<Dashboard> {
  const [results, pending] = await Promise.all([
    cached
      ? cached.cache.getOrCompute(`dashboard:${zone}`, cached.ttlMs, () => dashboardResults(db, zone, now))
      : dashboardResults(db, zone, now),
    pendingWork(db, now),
  ]);

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
    ...results,
    pending: {
      offline_deposits: pending.offline_deposits,
      withdrawals: pending.withdrawals,
      transfers: pending.transfers,
      adjustments: pending.adjustments,
    },
    alerts,
  };
}
