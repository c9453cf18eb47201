import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { VipLevelWire } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { members, vipLevels } from './members.tables';
import type { VipLevel } from './members.service';

/** The thresholds a level is reached by (fen). */
export interface VipThresholds {
  level: number;
  rechargeFen: bigint;
  flowFen: bigint;
}

/**
 * The level a member qualifies for (platform-rules §7): the highest level whose `recharge ≤ paysum`
 * and `flow ≤` lifetime valid bets; never below `current` (levels never go down). `levels` in any order.
 */
export function vipLevelFor(
  levels: readonly VipThresholds[],
  paysumFen: bigint,
  lifetimeValidBetFen: bigint,
  current: number,
): number {
  let best = current;
  for (const level of levels) {
    if (level.level > best && level.rechargeFen <= paysumFen && level.flowFen <= lifetimeValidBetFen) {
      best = level.level;
    }
  }
  return best;
}

/** The levels passed when going from `from` to `to` (exclusive, inclusive), lowest first: each skipped one too. */
export function levelsReached<T extends { level: number }>(levels: readonly T[], from: number, to: number): T[] {
  return levels.filter((level) => level.level > from && level.level <= to).sort((a, b) => a.level - b.level);
}

/** A change of a member's level: `from` → `to`, with the level rows passed (lowest first). */
export interface VipLevelRaise {
  from: number;
  to: number;
  reached: VipLevel[];
}

/**
 * Re-evaluates the member's level inside the caller's transaction (a credited deposit, a settled
 * bet) from the paysum on the member's row and the lifetime valid bet the caller passes. Cheap on the
 * common path (two indexed reads, no lock); only a level-up locks the member's row, re-reads it and
 * raises `vip_level` (never lowers it). Returns the raise, or undefined when the level stays.
 */
export async function raiseVipLevel(
  tx: Db,
  memberId: bigint,
  lifetimeValidBetFen: bigint,
): Promise<VipLevelRaise | undefined> {
  const [seen] = await tx
    .select({ vipLevel: members.vipLevel, paysumFen: members.paysumFen })
    .from(members)
    .where(eq(members.id, memberId));
  if (!seen) return undefined;
  const levels = await tx.select().from(vipLevels).orderBy(asc(vipLevels.level));
  if (vipLevelFor(levels, seen.paysumFen, lifetimeValidBetFen, seen.vipLevel) <= seen.vipLevel) return undefined;
  // A level-up: lock the row so two events of one member raise it once, from the level really held.
  const [locked] = await tx
    .select({ vipLevel: members.vipLevel, paysumFen: members.paysumFen })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!locked) return undefined;
  const to = vipLevelFor(levels, locked.paysumFen, lifetimeValidBetFen, locked.vipLevel);
  if (to <= locked.vipLevel) return undefined;
  await tx
    .update(members)
    .set({ vipLevel: to, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  return { from: locked.vipLevel, to, reached: levelsReached(levels, locked.vipLevel, to) };
}

export async function findVipLevelById(db: Db, id: number): Promise<VipLevel | undefined> {
  const [level] = await db.select().from(vipLevels).where(eq(vipLevels.id, id));
  return level;
}

/** Every level, locked for the rest of the transaction (a staff edit checks the ladder's order against them). */
export async function lockVipLevels(tx: Db): Promise<VipLevel[]> {
  return tx.select().from(vipLevels).orderBy(asc(vipLevels.level)).for('update');
}

export type VipLevelChange = Partial<Omit<VipLevel, 'id' | 'level'>>;

/** Writes a staff edit of one level (the caller validated it and audits it). */
export async function updateVipLevel(tx: Db, id: number, change: VipLevelChange): Promise<VipLevel | undefined> {
  const [level] = await tx.update(vipLevels).set(change).where(eq(vipLevels.id, id)).returning();
  return level;
}

/**
 * Each member with the level it holds and that level's weekly and monthly bonus and conditions, as a
 * subquery (`member_id, vip_level, week_bonus_fen, week_deposit_fen, week_bet_fen, month_bonus_fen,
 * month_deposit_fen, month_bet_fen`) for a set-based bonus run; only members whose level pays the
 * bonus of `kind` (the join on the level runs over `members_vip_level_idx`).
 */
export function membersWithLevelBonusSql(kind: 'week' | 'month'): SQL {
  const bonus = kind === 'week' ? vipLevels.weekBonusFen : vipLevels.monthBonusFen;
  return sql`select ${members.id} as member_id, ${members.vipLevel} as vip_level,
                    ${vipLevels.weekBonusFen} as week_bonus_fen, ${vipLevels.weekDepositFen} as week_deposit_fen,
                    ${vipLevels.weekBetFen} as week_bet_fen, ${vipLevels.monthBonusFen} as month_bonus_fen,
                    ${vipLevels.monthDepositFen} as month_deposit_fen, ${vipLevels.monthBetFen} as month_bet_fen
               from ${members} join ${vipLevels} on ${vipLevels.level} = ${members.vipLevel}
              where ${bonus} > 0`;
}

/** A level as `POST /api/uservip` answers it (spec-2 §3 VIP level; money in yuan, rates in %). */
export function toVipLevelWire(level: VipLevel): VipLevelWire {
  return {
    id: level.id,
    vip_id: level.level,
    vipname: level.name,
    badge: level.badge,
    recharge: formatFen(level.rechargeFen),
    flow: formatFen(level.flowFen),
    be_promoted_bonus: formatFen(level.promotedBonusFen),
    week_bonus: formatFen(level.weekBonusFen),
    month_bonus: formatFen(level.monthBonusFen),
    week_deposit: formatFen(level.weekDepositFen),
    week_bet: formatFen(level.weekBetFen),
    month_deposit: formatFen(level.monthDepositFen),
    month_bet: formatFen(level.monthBetFen),
    realperson: level.realperson,
    electron: level.electron,
    joker: level.joker,
    sport: level.sport,
    lottery: level.lottery,
    e_sport: level.eSport,
  };
}
