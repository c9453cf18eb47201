import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { AuthenticatedMember } from '../../lib/request-member';
import { members } from '../members';
import { sessions } from './auth.tables';

export const SESSION_IDLE_MS = 7 * 86_400_000;
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;
/** last_seen_at is written at most this often per session (a poll every 3.3 s must not write). */
const TOUCH_EVERY_MS = 60_000;


/**
 * Bearer sessions (platform-rules §2): the token is 32 random bytes shown once to the client;
 * the database keeps only its SHA-256. Sessions end after 7 days idle or 30 days in all, on
 * logout, on a password change (all of the member's sessions) and when the member is frozen.
 */
export class SessionService {
  constructor(private readonly db: Db) {}

  async create(db: Db, memberId: bigint, meta: { ip: string; userAgent?: string | undefined }, now = new Date()) {
    const token = randomToken(32);
    await db.insert(sessions).values({
      memberId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The member behind a bearer token, or undefined when the session is unknown, ended or frozen. */
  async authenticate(token: string, now = new Date()): Promise<AuthenticatedMember | undefined> {
    if (!token || token.length > 200) return undefined;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        memberId: sessions.memberId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        username: members.username,
        status: members.status,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    if (!row || row.revokedAt !== null || row.status !== 'active') return undefined;
    const nowMs = now.getTime();
    if (row.expiresAt.getTime() <= nowMs || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= nowMs) return undefined;
    if (nowMs - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
    return { memberId: row.memberId, sessionId: row.sessionId, username: row.username };
  }

  async revoke(db: Db, sessionId: bigint, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllOfMember(db: Db, memberId: bigint, reason: string): Promise<number> {
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length;
  }
}
