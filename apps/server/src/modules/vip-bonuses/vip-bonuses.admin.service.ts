import { and, eq, type SQL } from 'drizzle-orm';
import type { AdminVipBonus, AdminVipLevel } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError, refuse } from '../../lib/errors';
import {
  listVipLevels,
  lockVipLevels,
  memberFilter,
  toVipLevelWire,
  updateVipLevel,
  usernamesByIds,
  type VipLevel,
} from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { VIP_ADMIN_MESSAGES as M } from './vip-bonuses.errors';
import { createPeriodBonuses } from './vip-bonuses.job';
import { vipBonuses } from './vip-bonuses.tables';
import { periodOf, type PeriodBonusType } from './vip-periods';

export async function listAdminVipLevels(db: Db): Promise<AdminVipLevel[]> {
  return (await listVipLevels(db)).map(toVipLevelWire);
}

/** A staff edit of a level, parsed (money in fen, rates as 2-decimal strings). */
export interface VipLevelEdit {
  vipname: string;
  recharge: bigint;
  flow: bigint;
  be_promoted_bonus: bigint;
  week_bonus: bigint;
  month_bonus: bigint;
  week_deposit: bigint;
  week_bet: bigint;
  month_deposit: bigint;
  month_bet: bigint;
  realperson: string;
  electron: string;
  joker: string;
  sport: string;
  lottery: string;
  e_sport: string;
}

/**
 * The ladder's order (platform-rules §7: a higher level is harder to reach): each level's recharge is
 * above the level below's and below the level above's; flow is never below the level below's nor above
 * the level above's. The lowest level is where every member starts, so it keeps 0 and 0.
 */
function checkLadder(levels: VipLevel[], edited: VipLevel, edit: VipLevelEdit): void {
  const lower = levels.filter((level) => level.level < edited.level).at(-1);
  const upper = levels.find((level) => level.level > edited.level);
  if (!lower) {
    if (edit.recharge !== 0n || edit.flow !== 0n) throw refuse(M.lowestLevelZero);
    return;
  }
  const of = (level: VipLevel | undefined, fen: (level: VipLevel) => bigint) =>
    level ? `${level.name}的${formatFen(fen(level))}元` : '∞';
  if (edit.recharge <= lower.rechargeFen || (upper !== undefined && edit.recharge >= upper.rechargeFen)) {
    throw refuse(
      M.rechargeOrder(
        of(lower, (level) => level.rechargeFen),
        of(upper, (level) => level.rechargeFen),
      ),
    );
  }
  if (edit.flow < lower.flowFen || (upper !== undefined && edit.flow > upper.flowFen)) {
    throw refuse(
      M.flowOrder(
        of(lower, (level) => level.flowFen),
        of(upper, (level) => level.flowFen),
      ),
    );
  }
}

/** Changes one level (thresholds, bonuses, conditions, rebate rates); audited with before and after. */
export async function updateAdminVipLevel(
  db: Db,
  id: number,
  edit: VipLevelEdit,
  staff: StaffActor,
  ip: string,
): Promise<AdminVipLevel> {
  return withTransaction(db, async (tx) => {
    const levels = await lockVipLevels(tx);
    const current = levels.find((level) => level.id === id);
    if (!current) throw new AppError('notFound', M.levelNotFound);
    checkLadder(levels, current, edit);
    const updated = await updateVipLevel(tx, id, {
      name: edit.vipname,
      rechargeFen: edit.recharge,
      flowFen: edit.flow,
      promotedBonusFen: edit.be_promoted_bonus,
      weekBonusFen: edit.week_bonus,
      monthBonusFen: edit.month_bonus,
      weekDepositFen: edit.week_deposit,
      weekBetFen: edit.week_bet,
      monthDepositFen: edit.month_deposit,
      monthBetFen: edit.month_bet,
      realperson: edit.realperson,
      electron: edit.electron,
      joker: edit.joker,
      sport: edit.sport,
      lottery: edit.lottery,
      eSport: edit.e_sport,
    });
    if (!updated) throw new AppError('notFound', M.levelNotFound);
    const after = toVipLevelWire(updated);
    await recordAudit(tx, {
      staff,
      action: 'vip.level.update',
      targetType: 'vip_level',
      targetId: String(id),
      before: toVipLevelWire(current),
      after,
      ip,
    });
    return after;
  });
}

const TYPE_TEXT: Record<number, string> = { 1: '晋级礼金', 2: '周俸禄', 3: '月俸禄' };
const STATUS_TEXT: Record<number, string> = { 0: '可领取', 1: '已领取' };

export interface VipBonusFilters extends ListParams {
  member_id?: string | undefined;
  username?: string | undefined;
  bonus_type?: number | undefined;
  status?: number | undefined;
  period_key?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type VipBonusRow = typeof vipBonuses.$inferSelect;

function toAdminBonusWire(row: VipBonusRow, username: string, zone: string): AdminVipBonus {
  return {
    id: Number(row.id),
    member_id: Number(row.memberId),
    username,
    vip_level: row.vipLevel,
    bonus_type: row.bonusType,
    bonus_type_text: TYPE_TEXT[row.bonusType] ?? String(row.bonusType),
    period_key: row.periodKey,
    amount: formatFen(row.amountFen),
    status: row.status,
    status_text: STATUS_TEXT[row.status] ?? String(row.status),
    created_at: timeOrEmpty(row.createdAt, zone),
    claimed_at: timeOrEmpty(row.claimedAt, zone),
  };
}

/**
 * Every VIP bonus record, newest first (`vip_bonuses_created_idx`), filtered by member
 * (`vip_bonuses_member_idx`), type and period (`vip_bonuses_type_period_idx`), status
 * (`vip_bonuses_status_created_idx`) and creation day; counted up to the cap.
 */
export async function listAdminVipBonuses(
  db: Db,
  filters: VipBonusFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<AdminVipBonus>> {
  const conditions: (SQL | undefined)[] = [
    filters.bonus_type === undefined ? undefined : eq(vipBonuses.bonusType, filters.bonus_type),
    filters.period_key === undefined ? undefined : eq(vipBonuses.periodKey, filters.period_key),
    filters.status === undefined ? undefined : eq(vipBonuses.status, filters.status),
    ...memberFilter(vipBonuses.memberId, filters),
    ...dayRange(vipBonuses.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, vipBonuses, where, slice.countCap);
  const page = await db
    .select()
    .from(vipBonuses)
    .where(where)
    .orderBy(...orderOf(vipBonuses.createdAt, filters.order, vipBonuses.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  return { rows: page.map((row) => toAdminBonusWire(row, names.get(row.memberId) ?? '', zone)), ...counted };
}

/**
 * A staff run of the weekly or monthly bonuses of one period (a missed Monday, a corrected rule):
 * idempotent like the job (members already paid for the period get nothing new); only a period that
 * is over; audited with the number of rows created.
 */
export async function runVipBonusPeriod(
  db: Db,
  input: { bonusType: PeriodBonusType; period: string },
  staff: StaffActor,
  context: { ip: string; zone: string; now?: Date },
): Promise<number> {
  const period = periodOf(input.bonusType, input.period, context.zone);
  if (!period) throw refuse(M.periodInvalid(input.bonusType));
  if (period.end.getTime() > (context.now ?? new Date()).getTime()) throw refuse(M.periodNotOver);
  const created = await createPeriodBonuses(db, period, `staff:${staff.staffId}`);
  await withTransaction(db, (tx) =>
    recordAudit(tx, {
      staff,
      action: 'vip.bonus.run',
      targetType: 'vip_bonus_run',
      targetId: `${period.type}:${period.key}`,
      after: { bonus_type: period.type, period: period.key, created },
      ip: context.ip,
    }),
  );
  return created;
}
