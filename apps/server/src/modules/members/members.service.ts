import { asc, eq, sql } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import type { UserInfo } from '@app/shared/contracts';
import type { Db } from '../../db/types';
import { formatDateTime } from '../../lib/time';
import { ensureAccount, getBalance, memberHold, memberMain } from '../ledger';
import { getOutstandingTurnoverFen } from '../turnover';
import { members, vipLevels } from './members.tables';

export type Member = typeof members.$inferSelect;
export type VipLevel = typeof vipLevels.$inferSelect;

export interface NewMember {
  username: string;
  passwordHash: string;
  payPasswordHash: string;
  realname: string;
  mobile?: string | undefined;
  referrerId?: bigint | undefined;
  registerIp: string;
}

/**
 * Creates a member at the lowest VIP level with a zero balance, and the member's ledger accounts,
 * inside the caller's transaction (platform-rules §2).
 */
export async function createMember(tx: Db, input: NewMember, now = new Date()): Promise<Member> {
  const [lowest] = await tx.select({ level: vipLevels.level }).from(vipLevels).orderBy(asc(vipLevels.level)).limit(1);
  const [member] = await tx
    .insert(members)
    .values({
      username: input.username,
      passwordHash: input.passwordHash,
      payPasswordHash: input.payPasswordHash,
      realname: input.realname,
      mobile: input.mobile ?? null,
      mobileVerifiedAt: input.mobile ? now : null,
      referrerId: input.referrerId ?? null,
      registerIp: input.registerIp,
      vipLevel: lowest?.level ?? 0,
      adultConfirmedAt: now,
    })
    .returning();
  if (!member) throw new Error('member insert returned nothing');
  await ensureAccount(tx, memberMain(member.id));
  await ensureAccount(tx, memberHold(member.id));
  return member;
}

export async function findMemberById(db: Db, id: bigint): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id));
  return member;
}

/**
 * Locks the member's row for the rest of the transaction: a member's withdrawals and bindings run
 * one at a time, so daily limits and the card/address caps hold under parallel requests.
 */
export async function lockMemberRow(tx: Db, memberId: bigint): Promise<Member | undefined> {
  const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  return member;
}

export async function findMemberByUsername(db: Db, username: string): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return member;
}

export async function findMemberByMobile(db: Db, mobile: string): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.mobile, mobile));
  return member;
}

export async function listVipLevels(db: Db): Promise<VipLevel[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/** The member's main wallet balance in fen. */
export async function getMainBalanceFen(db: Db, memberId: bigint): Promise<bigint> {
  const accountId = await ensureAccount(db, memberMain(memberId));
  return getBalance(db, accountId);
}

function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Fields of userInfo that other modules own (e.g. withdrawal fees), merged in by getUserInfo. */
export type UserInfoExtension = (db: Db, memberId: bigint) => Promise<Partial<UserInfo>>;
const userInfoExtensions = new Set<UserInfoExtension>();

/** Modules that own a userInfo field register it here (members cannot import them: they import members). */
export function addUserInfoExtension(extension: UserInfoExtension): void {
  userInfoExtensions.add(extension);
}

/** userInfo as `/api/user` answers it: no hash, no token, mobile masked. */
export async function getUserInfo(db: Db, memberId: bigint, timeZone: string): Promise<UserInfo | undefined> {
  const member = await findMemberById(db, memberId);
  if (!member) return undefined;
  const levels = await listVipLevels(db);
  const current = levels.find((level) => level.level === member.vipLevel);
  const next = levels.find((level) => level.level > member.vipLevel);
  const balanceFen = await getMainBalanceFen(db, memberId);
  const outstandingFen = await getOutstandingTurnoverFen(db, memberId);
  let extra: Partial<UserInfo> = {};
  for (const extension of userInfoExtensions) extra = { ...extra, ...(await extension(db, memberId)) };
  return {
    withdrawcashfee: '0.00',
    withdrawfeeusdttrc: '0.00',
    withdrawusdtrate: '0.00',
    ...extra,
    id: Number(member.id),
    username: member.username,
    realname: member.realname,
    mobile: maskMobile(member.mobile),
    email: member.email ?? '',
    birthday: member.birthday ?? '',
    avatar: member.avatar ?? '',
    vip: member.vipLevel,
    vipname: current?.badge ?? '',
    current_vip: current?.name ?? '',
    next_vip: next?.name ?? '',
    next_vip_id: next?.level ?? member.vipLevel,
    paysum: formatFen(member.paysumFen),
    balance: formatFen(balanceFen),
    transferstatus: member.transferStatus,
    isagent: member.isAgent,
    has_pay_password: member.payPasswordHash ? 1 : 0,
    last_login_time: member.previousLoginAt ? formatDateTime(member.previousLoginAt, timeZone) : '',
    last_login_ip: member.previousLoginIp ?? '',
    created_at: formatDateTime(member.createdAt, timeZone),
    turnover_outstanding: formatFen(outstandingFen),
  };
}

/** Rebate categories of bet records and the VIP level column holding each one's rate. */
export const REBATE_CATEGORIES = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

export function isRebateCategory(value: string): value is RebateCategory {
  return (REBATE_CATEGORIES as readonly string[]).includes(value);
}

/** A level's rebate percentage for a category ('0.80' = 0.8 %), as stored (exact decimal string). */
export function rebatePercentOfLevel(level: VipLevel, category: RebateCategory): string {
  return category === 'e_sport' ? level.eSport : level[category];
}

/**
 * The rebate percentage the member's current VIP level gives for a category ('0' when the member,
 * the level or the category is unknown). Read inside the settling transaction (platform-rules §7).
 */
export async function rebatePercentFor(db: Db, memberId: bigint, category: string): Promise<string> {
  if (!isRebateCategory(category)) return '0';
  const [row] = await db
    .select({ level: vipLevels })
    .from(members)
    .innerJoin(vipLevels, eq(vipLevels.level, members.vipLevel))
    .where(eq(members.id, memberId));
  return row ? rebatePercentOfLevel(row.level, category) : '0';
}
