import type { VipLevel } from '../../../lib/api/get-vip-levels';

/** VIP bonus types (spec-2 §9). */
export const BONUS_TYPES = [1, 2, 3] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** Rebate categories of the per-level table, in the order of spec-2 §3. */
export const REBATE_KEYS = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const;
export type RebateKey = (typeof REBATE_KEYS)[number];

/** A level is unlocked when its vip_id is at most the member's vip level (spec-2 §2); a visitor has none. */
export function isUnlocked(level: Pick<VipLevel, 'vip_id'>, userVip: number | undefined): boolean {
  return userVip !== undefined && level.vip_id <= userVip;
}

/** The bonus amount of a level for a type: 1 promotion, 2 weekly, 3 monthly. */
export function bonusAmountOf(level: VipLevel, type: BonusType): string {
  if (type === 1) return level.be_promoted_bonus;
  return type === 2 ? level.week_bonus : level.month_bonus;
}

/** The tab a visit opens on: the member's level when listed, else the first. */
export function initialTab(levels: readonly Pick<VipLevel, 'vip_id'>[], userVip: number | undefined): number {
  const own = levels.find((level) => level.vip_id === userVip);
  return own?.vip_id ?? levels[0]?.vip_id ?? 0;
}

/**
 * What the claim button of a level and bonus type shows: a claimable record (status 0, the newest)
 * → its id; otherwise whether one was claimed. Records of other levels are not this card's.
 */
export function bonusStateOf(
  records: readonly { id: number; vip_level: number; bonus_type: number; status: number }[],
  vipId: number,
  type: BonusType,
): { claimableId?: number; claimed: boolean } {
  const mine = records.filter((record) => record.vip_level === vipId && record.bonus_type === type);
  const claimable = mine.find((record) => record.status === 0);
  return claimable ? { claimableId: claimable.id, claimed: false } : { claimed: mine.length > 0 };
}
