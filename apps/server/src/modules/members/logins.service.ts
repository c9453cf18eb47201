import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { memberLogins, members } from './members.tables';

/** Where a sign-in came from (kept in the login history). */
export interface LoginMeta {
  ip: string;
  userAgent?: string | undefined;
}

/**
 * Counts a wrong password atomically and returns the failures in a row; at `maxFailures` password
 * login is locked until `now + lockMs` (platform-rules §2). A lock that has run out starts a new count.
 */
export async function recordFailedPasswordLogin(
  db: Db,
  memberId: bigint,
  meta: LoginMeta,
  policy: { now: Date; maxFailures: number; lockMs: number },
): Promise<number> {
  const nowAt = sql`${policy.now.toISOString()}::timestamptz`;
  const lockedUntil = sql`${new Date(policy.now.getTime() + policy.lockMs).toISOString()}::timestamptz`;
  const failures = sql`case when ${members.loginLockedUntil} is not null and ${members.loginLockedUntil} <= ${nowAt} then 1 else ${members.failedLoginCount} + 1 end`;
  const [row] = await db
    .update(members)
    .set({
      failedLoginCount: failures,
      loginLockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then ${lockedUntil} else null end`,
    })
    .where(eq(members.id, memberId))
    .returning({ failures: members.failedLoginCount });
  await db.insert(memberLogins).values({
    memberId,
    succeeded: 0,
    method: 'password',
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return row?.failures ?? policy.maxFailures;
}

/** Keeps the previous login for the member centre's last-login display and resets the failure count. */
export async function recordMemberLogin(tx: Db, memberId: bigint, meta: LoginMeta, method: string): Promise<void> {
  await tx
    .update(members)
    .set({
      previousLoginAt: sql`${members.lastLoginAt}`,
      previousLoginIp: sql`${members.lastLoginIp}`,
      lastLoginAt: sql`now()`,
      lastLoginIp: meta.ip,
      failedLoginCount: 0,
      loginLockedUntil: null,
    })
    .where(eq(members.id, memberId));
  await tx.insert(memberLogins).values({
    memberId,
    succeeded: 1,
    method,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
}

/** What a session check needs of its member: the account name and whether it may act. */
export async function findMemberSessionState(
  db: Db,
  memberId: bigint,
): Promise<{ username: string; status: string } | undefined> {
  const [row] = await db
    .select({ username: members.username, status: members.status })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
