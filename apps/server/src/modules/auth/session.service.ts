import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/transaction';
import type { Db } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { AuthenticatedMember } from '../../lib/request-member';
import { findMemberSessionState } from '../members';
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
interface CachedSession {
  member: AuthenticatedMember;
  expiresAtMs: number;
  lastSeenMs: number;
  cachedAtMs: number;
}

export interface SessionServiceOptions {
  /** How long a checked session is trusted without a database read (0 turns the cache off). */
  cacheMs?: number;
  /** Tells every instance that a member's sessions ended (change feed). */
  announce?: (memberId: bigint) => void;
}

/** After a revocation, the member's sessions bypass the cache this long (covers the commit window). */
const TOMBSTONE_MS = 10_000;

export class SessionService {
  private readonly cache = new Map<string, CachedSession>();
  private readonly tombstones = new Map<string, number>();
  private readonly cacheMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: SessionServiceOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 0;
  }

  /** Drops the cached sessions of a member (called on every instance by the change feed). */
  forgetMember(memberId: bigint | string, now = Date.now()): void {
    const key = memberId.toString();
    this.tombstones.set(key, now + TOMBSTONE_MS);
    for (const [hash, entry] of this.cache) if (entry.member.memberId.toString() === key) this.cache.delete(hash);
  }

  private announceEnded(memberId: bigint): void {
    // Now (so no instance re-caches while the revocation commits) and again after the commit.
    this.forgetMember(memberId);
    this.options.announce?.(memberId);
    afterCommit(() => {
      this.forgetMember(memberId);
      this.options.announce?.(memberId);
    });
  }

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
    const tokenHash = sha256Hex(token);
    const nowMs = now.getTime();
    const cached = this.cacheMs > 0 ? this.cache.get(tokenHash) : undefined;
    if (cached) {
      const tombstone = this.tombstones.get(cached.member.memberId.toString());
      const fresh = nowMs - cached.cachedAtMs < this.cacheMs && (tombstone === undefined || tombstone < nowMs);
      if (fresh && cached.expiresAtMs > nowMs && cached.lastSeenMs + SESSION_IDLE_MS > nowMs) {
        if (nowMs - cached.lastSeenMs > TOUCH_EVERY_MS) {
          cached.lastSeenMs = nowMs;
          await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, cached.member.sessionId));
        }
        return cached.member;
      }
      this.cache.delete(tokenHash);
    }
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        memberId: sessions.memberId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    if (!row || row.revokedAt !== null) return undefined;
    if (row.expiresAt.getTime() <= nowMs || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= nowMs) return undefined;
    // The member's own module answers for its status (a frozen member's sessions stop at once).
    const holder = await findMemberSessionState(this.db, row.memberId);
    if (holder?.status !== 'active') return undefined;
    let lastSeenMs = row.lastSeenAt.getTime();
    if (nowMs - lastSeenMs > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      lastSeenMs = nowMs;
    }
    const member = { memberId: row.memberId, sessionId: row.sessionId, username: holder.username };
    const tombstone = this.tombstones.get(row.memberId.toString());
    if (this.cacheMs > 0 && (tombstone === undefined || tombstone < nowMs)) {
      if (this.cache.size >= 200_000) this.cache.clear();
      this.cache.set(tokenHash, { member, expiresAtMs: row.expiresAt.getTime(), lastSeenMs, cachedAtMs: nowMs });
    }
    return member;
  }

  async revoke(db: Db, sessionId: bigint, reason: string): Promise<void> {
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ memberId: sessions.memberId });
    if (revoked[0]) this.announceEnded(revoked[0].memberId);
  }

  async revokeAllOfMember(db: Db, memberId: bigint, reason: string): Promise<number> {
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    // Announce even when none was open: a frozen member's cached sessions must go too.
    this.announceEnded(memberId);
    return revoked.length;
  }
}

/** How many of the member's sessions are live at `now` (not revoked, not expired, not idle too long). */
export async function countActiveSessions(db: Db, memberId: bigint, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}
