import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminMemberProfile, AdminMemberRow } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { countActiveSessions, type SessionService } from '../auth';
import { getMemberAccounts, mainBalanceOf } from '../ledger';
import { listPayeesForStaff } from '../payees';
import { playRestrictedSql } from '../responsible-play';
import { insertMemberNote, listMemberNotes, recordAudit, type StaffActor } from '../staff';
import { getTurnoverRequirement } from '../turnover';
import { pendingTransferCountOf, type PlatformRegistry } from '../wallet';
import {
  countCapped,
  dayRange,
  orderOf,
  searchMatch,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { MEMBER_MESSAGES as M } from './members.errors';
import { setLoginPasswordHash, setMemberStatus, setPayPasswordHash } from './members.repository';
import { lockMemberRow } from './members.service';
import { recentAdjustments, toAdjustmentWire } from './adjustments.admin.service';
import { memberLogins, members, vipLevels } from './members.tables';

/** How long the profile waits for an outside platform's balance before showing it as unavailable. */
const PLATFORM_BALANCE_TIMEOUT_MS = 3_000;
/**
 * The last balance adjustments of a member as the staff see them. Adjustments are their own area
 * (they import members), so the profile gets them from the caller instead of importing them.
 */

export interface MemberFilters extends ListParams {
  sort: 'id' | 'created_at' | 'last_login_at' | 'paysum' | 'vip_level' | 'balance';
  id?: string | undefined;
  username?: string | undefined;
  mobile?: string | undefined;
  status?: 'active' | 'frozen' | undefined;
  vip_level?: number | undefined;
  registered_from?: string | undefined;
  registered_to?: string | undefined;
  play_restricted?: 'exclude' | 'only' | undefined;
}

/**
 * The member's main balance, read through the ledger's own expression (no join on its tables).
 * Built when a query runs, not at import: ledger and members import each other's functions.
 */
const mainBalance = () => mainBalanceOf(members.id);

function selectMembers(db: Db) {
  return db
    .select({ member: members, vipName: vipLevels.name, balance: mainBalance() })
    .from(members)
    .leftJoin(vipLevels, eq(vipLevels.level, members.vipLevel));
}
type MemberListRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

export function toMemberWire(item: MemberListRow, zone: string): AdminMemberRow {
  const { member } = item;
  return {
    id: Number(member.id),
    username: member.username,
    realname: member.realname,
    mobile: member.mobile ?? '',
    email: member.email ?? '',
    status: member.status,
    vip_level: member.vipLevel,
    vip_name: item.vipName ?? '',
    paysum: formatFen(member.paysumFen),
    balance: formatFen(item.balance ?? 0n),
    is_agent: member.isAgent,
    referrer_id: member.referrerId === null ? null : Number(member.referrerId),
    register_ip: member.registerIp ?? '',
    created_at: timeOrEmpty(member.createdAt, zone),
    last_login_at: timeOrEmpty(member.lastLoginAt, zone),
    last_login_ip: member.lastLoginIp ?? '',
  };
}

export async function listMembers(
  db: Db,
  filters: MemberFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<MemberListRow>> {
  const conditions: (SQL | undefined)[] = [
    filters.id ? eq(members.id, BigInt(filters.id)) : undefined,
    filters.username ? searchMatch(members.username, filters.username) : undefined,
    filters.mobile ? searchMatch(members.mobile, filters.mobile) : undefined,
    filters.status ? eq(members.status, filters.status) : undefined,
    filters.vip_level === undefined ? undefined : eq(members.vipLevel, filters.vip_level),
    ...dayRange(members.createdAt, { from: filters.registered_from, to: filters.registered_to }, zone),
    filters.play_restricted === undefined ? undefined : playRestrictedFilter(filters.play_restricted),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, members, where, slice.countCap);
  const sortColumn = {
    id: members.id,
    created_at: members.createdAt,
    last_login_at: sql`coalesce(${members.lastLoginAt}, 'epoch'::timestamptz)`,
    paysum: members.paysumFen,
    vip_level: members.vipLevel,
    balance: sql`coalesce(${mainBalance()}, 0)`,
  }[filters.sort];
  const rows = await selectMembers(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, members.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, ...counted };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Balances on each game platform: from our ledger for platforms held in it, else asked from the platform. */
async function platformBalances(db: Db, registry: PlatformRegistry, memberId: bigint, accounts: Map<string, bigint>) {
  const platforms = await registry.listPlatforms({ includeDisabled: true });
  return Promise.all(
    platforms.map(async (platform) => {
      const base = { platname: platform.platname, name: platform.name };
      try {
        const adapter = registry.adapterFor(platform);
        if (adapter.heldInLedger) {
          return {
            ...base,
            balance: formatFen(accounts.get(`platform:${platform.platname}`) ?? 0n),
            source: 'ledger' as const,
          };
        }
        const balance = await withTimeout(adapter.getBalance(memberId), PLATFORM_BALANCE_TIMEOUT_MS);
        return { ...base, balance: formatFen(balance), source: 'platform' as const };
      } catch {
        return { ...base, balance: null, source: 'unavailable' as const };
      }
    }),
  );
}

/** The member profile of the back office (platform-rules §9). Reads only. */
export async function getMemberProfile(
  db: Db,
  registry: PlatformRegistry,
  memberId: bigint,
  zone: string,
  now = new Date(),
): Promise<AdminMemberProfile> {
  const [item] = await selectMembers(db).where(eq(members.id, memberId));
  if (!item) throw new AppError('notFound', M.memberNotFound);
  const { member } = item;

  const [referrer] =
    member.referrerId === null
      ? []
      : await db.select({ username: members.username }).from(members).where(eq(members.id, member.referrerId));
  const accountRows = await getMemberAccounts(db, memberId);
  const accounts = new Map(
    accountRows.map((row) => [row.subject ? `${row.kind}:${row.subject}` : row.kind, row.balance]),
  );
  const pendingTransfers = await pendingTransferCountOf(db, memberId);
  const turnover = await getTurnoverRequirement(db, memberId);
  const payees = await listPayeesForStaff(db, memberId, zone);
  const logins = await db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.memberId, memberId))
    .orderBy(desc(memberLogins.id))
    .limit(20);
  const notes = await listMemberNotes(db, memberId, 100);
  const activeSessions = await countActiveSessions(db, memberId, now);
  const adjustments = (await recentAdjustments(db, [memberId], 20)).map((row) => toAdjustmentWire(row, zone));
  const locked = (until: Date | null) => (until && until > now ? timeOrEmpty(until, zone) : '');

  return {
    member: {
      ...toMemberWire(item, zone),
      transfer_status: member.transferStatus,
      mobile_verified: member.mobileVerifiedAt !== null,
      has_pay_password: member.payPasswordHash !== null,
      referrer_username: referrer?.username ?? '',
      login_locked_until: locked(member.loginLockedUntil),
      pay_password_locked_until: locked(member.payPasswordLockedUntil),
      active_sessions: activeSessions,
    },
    balances: {
      main: formatFen(accounts.get('main') ?? 0n),
      withdrawal_hold: formatFen(accounts.get('withdrawal_hold') ?? 0n),
      platforms: await platformBalances(db, registry, memberId, accounts),
      pending_transfers: pendingTransfers,
    },
    turnover: {
      outstanding: formatFen(turnover.outstandingFen),
      total_required: formatFen(turnover.totalRequiredFen),
      total_valid_bet: formatFen(turnover.totalValidBetFen),
    },
    cards: payees.cards,
    usdt_addresses: payees.usdtAddresses,
    logins: logins.map((login) => ({
      created_at: timeOrEmpty(login.createdAt, zone),
      ip: login.ip ?? '',
      method: login.method,
      succeeded: login.succeeded === 1,
      user_agent: login.userAgent ?? '',
    })),
    notes: notes.map((note) => ({
      id: Number(note.id),
      staff_username: note.staffUsername,
      note: note.note,
      created_at: timeOrEmpty(note.createdAt, zone),
    })),
    adjustments,
  };
}

async function lockMember(tx: Db, memberId: bigint) {
  const member = await lockMemberRow(tx, memberId);
  if (!member) throw new AppError('notFound', M.memberNotFound);
  return member;
}

/**
 * Freezes or unfreezes a member. Freezing ends every session at once (sessions.revoked_at), so the
 * next call with the member's token answers 401; a frozen member cannot log in either.
 */
export async function changeMemberStatus(
  db: Db,
  sessionService: SessionService,
  input: { memberId: bigint; status: 'active' | 'frozen'; reason: string },
  staff: StaffActor,
  ip: string,
): Promise<{ sessionsEnded: number }> {
  return withTransaction(db, async (tx) => {
    const member = await lockMember(tx, input.memberId);
    if (member.status === input.status) throw refuse(input.status === 'frozen' ? M.alreadyFrozen : M.notFrozen);
    await setMemberStatus(tx, input.memberId, input.status);
    const sessionsEnded =
      input.status === 'frozen' ? await sessionService.revokeAllOfMember(tx, input.memberId, 'frozen') : 0;
    await recordAudit(tx, {
      staff,
      action: input.status === 'frozen' ? 'member.freeze' : 'member.unfreeze',
      targetType: 'member',
      targetId: String(input.memberId),
      before: { status: member.status },
      after: { status: input.status, reason: input.reason, sessions_ended: sessionsEnded },
      ip,
    });
    return { sessionsEnded };
  });
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A 10-character login password of letters and digits (at least one of each), readable aloud. */
export function generateLoginPassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    let password = '';
    for (let i = 0; i < 10; i += 1) password += alphabet.charAt(randomInt(alphabet.length));
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export function generateFundPassword(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

/** Sets a new login password, clears the login lock and ends every session (platform-rules §2). */
export async function resetLoginPassword(
  db: Db,
  sessionService: SessionService,
  input: { memberId: bigint; password?: string | undefined },
  staff: StaffActor,
  ip: string,
): Promise<{ password: string; sessionsEnded: number }> {
  const password = input.password ?? generateLoginPassword();
  const passwordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    const member = await lockMember(tx, input.memberId);
    await setLoginPasswordHash(tx, input.memberId, passwordHash);
    const sessionsEnded = await sessionService.revokeAllOfMember(tx, input.memberId, 'password-reset');
    await recordAudit(tx, {
      staff,
      action: 'member.reset_password',
      targetType: 'member',
      targetId: String(input.memberId),
      // Never the password or its hash: only that it changed.
      before: { login_locked_until: member.loginLockedUntil?.toISOString() ?? null },
      after: {
        password_changed: true,
        generated: input.password === undefined,
        login_locked_until: null,
        sessions_ended: sessionsEnded,
      },
      ip,
    });
    return { password, sessionsEnded };
  });
}

/** Sets a new fund password and clears the fund-password lock; sessions stay. */
export async function resetFundPassword(
  db: Db,
  input: { memberId: bigint; password?: string | undefined },
  staff: StaffActor,
  ip: string,
): Promise<{ password: string }> {
  const password = input.password ?? generateFundPassword();
  const payPasswordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    const member = await lockMember(tx, input.memberId);
    await setPayPasswordHash(tx, input.memberId, payPasswordHash);
    await recordAudit(tx, {
      staff,
      action: 'member.reset_fund_password',
      targetType: 'member',
      targetId: String(input.memberId),
      before: {
        had_fund_password: member.payPasswordHash !== null,
        pay_password_locked_until: member.payPasswordLockedUntil?.toISOString() ?? null,
      },
      after: { fund_password_changed: true, generated: input.password === undefined, pay_password_locked_until: null },
      ip,
    });
    return { password };
  });
}

export async function addMemberNote(
  db: Db,
  input: { memberId: bigint; note: string },
  staff: StaffActor,
  ip: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await lockMember(tx, input.memberId);
    const noteId = await insertMemberNote(tx, input, staff);
    await recordAudit(tx, {
      staff,
      action: 'member.note',
      targetType: 'member',
      targetId: String(input.memberId),
      before: null,
      after: { note_id: String(noteId ?? ''), note: input.note },
      ip,
    });
  });
}

/** The member list's responsible-play filter: members in a time-out or self-exclusion now, or the others. */
function playRestrictedFilter(mode: 'exclude' | 'only'): SQL {
  const restricted = playRestrictedSql(members.id, new Date());
  return mode === 'only' ? restricted : sql`not ${restricted}`;
}
