import { sql } from 'drizzle-orm';
import type { Dashboard, DashboardFigures } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
// Ledger, session and settings tables are not exported by their modules; db/schema gathers them.
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { formatDateTime, formatDay, startOfSiteDay, wallClockIn, zonedTimeToInstant } from '../../lib/time';
import { betRecords } from '../games';
import { memberLogins, members } from '../members';
import { depositOrders } from '../payments';
import { balanceAdjustments } from '../staff';
import { platformTransfers } from '../wallet';
import { withdrawals } from '../withdrawals';

/** Days in the chart series (today included). */
export const DASHBOARD_SERIES_DAYS = 14;
/** A pending transfer older than this is an alert: the reconciliation job should have settled it. */
const STALE_TRANSFER_MS = 10 * 60_000;

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Results of [from, to): deposits credited, withdrawals approved, settled bets, bonuses, members. */
async function figuresBetween(db: Db, from: Date, to: Date): Promise<DashboardFigures> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select coalesce(sum(${depositOrders.amountFen}), 0) from ${depositOrders}
        where ${depositOrders.state} = 1 and ${depositOrders.paidAt} >= ${iso(from)} and ${depositOrders.paidAt} < ${iso(to)}) as deposits,
      (select count(*) from ${depositOrders}
        where ${depositOrders.state} = 1 and ${depositOrders.paidAt} >= ${iso(from)} and ${depositOrders.paidAt} < ${iso(to)}) as deposit_count,
      (select coalesce(sum(${withdrawals.amountFen}), 0) from ${withdrawals}
        where ${withdrawals.state} = 2 and ${withdrawals.reviewedAt} >= ${iso(from)} and ${withdrawals.reviewedAt} < ${iso(to)}) as withdrawals,
      (select count(*) from ${withdrawals}
        where ${withdrawals.state} = 2 and ${withdrawals.reviewedAt} >= ${iso(from)} and ${withdrawals.reviewedAt} < ${iso(to)}) as withdrawal_count,
      b.stake, b.valid_bet, b.payout, b.bet_count,
      (select coalesce(-sum(e.amount), 0) from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
        where a.owner_type = 'house' and a.kind = 'promotion_expense' and e.created_at >= ${iso(from)} and e.created_at < ${iso(to)}) as bonuses,
      (select coalesce(-sum(e.amount), 0) from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
        where a.owner_type = 'house' and a.kind = 'staff_adjustment' and e.created_at >= ${iso(from)} and e.created_at < ${iso(to)}) as adjustments,
      (select count(*) from ${members} where ${members.createdAt} >= ${iso(from)} and ${members.createdAt} < ${iso(to)}) as new_members,
      (select count(distinct ${memberLogins.memberId}) from ${memberLogins}
        where ${memberLogins.succeeded} = 1 and ${memberLogins.createdAt} >= ${iso(from)} and ${memberLogins.createdAt} < ${iso(to)}) as active_members
    from (select coalesce(sum(${betRecords.stakeFen}), 0) as stake,
                 coalesce(sum(${betRecords.validBetFen}), 0) as valid_bet,
                 coalesce(sum(${betRecords.stakeFen} + ${betRecords.winLossFen}), 0) as payout,
                 count(*) as bet_count
            from ${betRecords}
           where ${betRecords.state} = 1 and ${betRecords.settledAt} >= ${iso(from)} and ${betRecords.settledAt} < ${iso(to)}) b`,
  );
  const fen = (key: string) => toBigInt(row?.[key]);
  const int = (key: string) => Number(toBigInt(row?.[key]));
  const stake = fen('stake');
  const payout = fen('payout');
  return {
    deposits: formatFen(fen('deposits')),
    deposit_count: int('deposit_count'),
    withdrawals: formatFen(fen('withdrawals')),
    withdrawal_count: int('withdrawal_count'),
    bets: formatFen(stake),
    bet_count: int('bet_count'),
    valid_bets: formatFen(fen('valid_bet')),
    payouts: formatFen(payout),
    ggr: formatFen(stake - payout),
    bonuses: formatFen(fen('bonuses')),
    adjustments: formatFen(fen('adjustments')),
    new_members: int('new_members'),
    active_members: int('active_members'),
  };
}

/** Per site day sums of one timestamp column over [from, to). */
async function dailySums(
  db: Db,
  query: { table: string; at: string; amount: string; where: string },
  zone: string,
  from: Date,
  to: Date,
) {
  const rows = await queryRows<{ day: string; total: unknown }>(
    db,
    sql`select to_char(${sql.raw(query.at)} at time zone ${zone}, 'YYYY-MM-DD') as day, coalesce(sum(${sql.raw(query.amount)}), 0) as total
          from ${sql.raw(query.table)}
         where ${sql.raw(query.where)} and ${sql.raw(query.at)} >= ${iso(from)} and ${sql.raw(query.at)} < ${iso(to)}
         group by 1`,
  );
  return new Map(rows.map((row) => [row.day, toBigInt(row.total)]));
}

async function pendingWork(db: Db, now: Date) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from ${depositOrders}
        where ${depositOrders.state} = 0 and ${depositOrders.kind} <> 'online' and ${depositOrders.payerReference} is not null) as offline_deposits,
      (select count(*) from ${withdrawals} where ${withdrawals.state} = 1) as withdrawals,
      (select count(*) from ${platformTransfers} where ${platformTransfers.state} = 2) as transfers,
      (select count(*) from ${platformTransfers}
        where ${platformTransfers.state} = 2 and ${platformTransfers.createdAt} < ${iso(new Date(now.getTime() - STALE_TRANSFER_MS))}) as transfers_stale,
      (select count(*) from ${balanceAdjustments} where ${balanceAdjustments.state} = 0) as adjustments`,
  );
  const int = (key: string) => Number(toBigInt(row?.[key]));
  return {
    offline_deposits: int('offline_deposits'),
    withdrawals: int('withdrawals'),
    transfers: int('transfers'),
    transfersStale: int('transfers_stale'),
    adjustments: int('adjustments'),
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
    dailySums(
      db,
      { table: 'deposit_orders', at: 'paid_at', amount: 'amount_fen', where: 'state = 1' },
      zone,
      seriesStart,
      tomorrowStart,
    ),
    dailySums(
      db,
      { table: 'withdrawals', at: 'reviewed_at', amount: 'amount_fen', where: 'state = 2' },
      zone,
      seriesStart,
      tomorrowStart,
    ),
    dailySums(
      db,
      { table: 'bet_records', at: 'settled_at', amount: 'stake_fen', where: 'state = 1' },
      zone,
      seriesStart,
      tomorrowStart,
    ),
    dailySums(
      db,
      { table: 'bet_records', at: 'settled_at', amount: '-win_loss_fen', where: 'state = 1' },
      zone,
      seriesStart,
      tomorrowStart,
    ),
    dailySums(db, { table: 'members', at: 'created_at', amount: '1', where: 'true' }, zone, seriesStart, tomorrowStart),
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
