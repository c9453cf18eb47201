import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from './members.tables';

// Reads and writes of member rows for the modules that need them (names on staff lists, paysum and
// transfer mode for the money modules, a member's own fields for profile and staff tools). The
// rules (who may change what, the checks before) stay with the caller.

/** Account names of the given members (one query; ids without a member are left out). */
export async function usernamesByIds(db: Db, ids: readonly bigint[]): Promise<Map<bigint, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Adds a credited deposit to the member's total paid in; the new total, undefined for no member. */
export async function addToPaysum(tx: Db, memberId: bigint, amountFen: bigint, now: Date): Promise<bigint | undefined> {
  const [member] = await tx
    .update(members)
    .set({ paysumFen: sql`${members.paysumFen} + ${amountFen.toString()}::bigint`, updatedAt: now })
    .where(eq(members.id, memberId))
    .returning({ paysumFen: members.paysumFen });
  return member?.paysumFen;
}

/** Transfer mode (0) or transfer-free mode (1) of the member's platform wallets. */
export async function setTransferMode(db: Db, memberId: bigint, transferStatus: 0 | 1): Promise<void> {
  await db
    .update(members)
    .set({ transferStatus, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Stores a new fund-password hash and clears the failure count and the lock. */
export async function setPayPasswordHash(db: Db, memberId: bigint, payPasswordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ payPasswordHash, failedPayPasswordCount: 0, payPasswordLockedUntil: null, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Stores a new login-password hash and clears the login failure count and lock. */
export async function setLoginPasswordHash(db: Db, memberId: bigint, passwordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, failedLoginCount: 0, loginLockedUntil: null, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Freezes or unfreezes the member (sessions are the caller's business). */
export async function setMemberStatus(db: Db, memberId: bigint, status: 'active' | 'frozen'): Promise<void> {
  await db
    .update(members)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/**
 * Binds a verified phone only when the member has none: false when one is bound already. A phone
 * bound to another member at the same moment fails on the unique index (the caller maps it).
 */
export async function bindMobileIfNone(db: Db, memberId: bigint, mobile: string): Promise<boolean> {
  const updated = await db
    .update(members)
    .set({ mobile, mobileVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(members.id, memberId), isNull(members.mobile)))
    .returning({ id: members.id });
  return updated.length > 0;
}

/** Sets the e-mail and / or birthday given (others stay). */
export async function updateContactFields(
  db: Db,
  memberId: bigint,
  changes: { email?: string; birthday?: string },
): Promise<void> {
  await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Points the member's avatar at a stored image. */
export async function setAvatar(db: Db, memberId: bigint, avatar: string): Promise<void> {
  await db
    .update(members)
    .set({ avatar, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Marks the member an agent (1) or not (0): `userInfo.isagent` (spec-1 §2 account settings rows). */
export async function setAgentFlag(db: Db, memberId: bigint, isAgent: 0 | 1): Promise<void> {
  await db
    .update(members)
    .set({ isAgent, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/**
 * The members referred by the members `referrerIdsSql` selects (a one-column subquery): a subquery
 * (member_id, referrer_id) on members_referrer_idx. Agent teams (decision 0029).
 */
export function referredMembersSql(referrerIdsSql: SQL): SQL {
  return sql`select ${members.id} as member_id, ${members.referrerId} as referrer_id
               from ${members}
              where ${members.referrerId} in (${referrerIdsSql})`;
}
