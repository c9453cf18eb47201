import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { refuse } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { MEMBER_MESSAGES } from './members.errors';
import type { Member } from './members.service';
import { members } from './members.tables';

/** Five wrong fund passwords in a row lock withdrawals and card binding for 1 hour (platform-rules §2). */
export const MAX_FAILED_PAY_PASSWORDS = 5;
export const PAY_PASSWORD_LOCK_MS = 60 * 60_000;

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Refuses while the fund password is locked, telling the member for how long. */
export function assertPayPasswordNotLocked(member: Member, now: Date): void {
  const until = member.payPasswordLockedUntil;
  if (until && until.getTime() > now.getTime()) {
    throw refuse(MEMBER_MESSAGES.payPasswordLocked(minutesLeft(until, now)));
  }
}

/**
 * Checks the member's fund password (argon2id). A wrong one is counted atomically; the fifth in a
 * row locks; a right one clears the count. Call outside any transaction: argon2 is slow, and a
 * failure must be recorded even though the request is refused.
 */
export async function checkPayPassword(db: Db, member: Member, password: string, now = new Date()): Promise<void> {
  assertPayPasswordNotLocked(member, now);
  if (!member.payPasswordHash) throw refuse(MEMBER_MESSAGES.payPasswordNotSet);
  if (await verifyPassword(member.payPasswordHash, password)) {
    if (member.failedPayPasswordCount !== 0 || member.payPasswordLockedUntil !== null) {
      await db
        .update(members)
        .set({ failedPayPasswordCount: 0, payPasswordLockedUntil: null })
        .where(eq(members.id, member.id));
    }
    return;
  }
  const failures = await recordFailedPayPassword(db, member.id, now);
  if (failures >= MAX_FAILED_PAY_PASSWORDS) {
    throw refuse(MEMBER_MESSAGES.payPasswordLocked(PAY_PASSWORD_LOCK_MS / 60_000));
  }
  throw refuse(MEMBER_MESSAGES.payPasswordWrong(MAX_FAILED_PAY_PASSWORDS - failures));
}

/** One UPDATE, so two wrong guesses at once both count (same shape as the login lockout). */
async function recordFailedPayPassword(db: Db, memberId: bigint, now: Date): Promise<number> {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const lockedUntil = sql`${new Date(now.getTime() + PAY_PASSWORD_LOCK_MS).toISOString()}::timestamptz`;
  // A lock that has run out starts a new count.
  const failures = sql`case when ${members.payPasswordLockedUntil} is not null and ${members.payPasswordLockedUntil} <= ${nowAt} then 1 else ${members.failedPayPasswordCount} + 1 end`;
  const [row] = await db
    .update(members)
    .set({
      failedPayPasswordCount: failures,
      payPasswordLockedUntil: sql`case when ${failures} >= ${MAX_FAILED_PAY_PASSWORDS} then ${lockedUntil} else null end`,
    })
    .where(eq(members.id, memberId))
    .returning({ failures: members.failedPayPasswordCount });
  return row?.failures ?? MAX_FAILED_PAY_PASSWORDS;
}
