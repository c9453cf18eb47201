import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { AppError, refuse } from '../../lib/errors';
import { checkAccountPassword, type RequestMeta } from '../auth';
import { findMemberById, findMemberSessionState, recordMemberLogin } from '../members';
import { findAgent, type AgentRow } from './agents.repository';
import { agentPortalSessions, agentPortalTickets } from './agents.tables';
import { PORTAL_MESSAGES as M } from './portal.errors';

/** A ticket of `getAgentLoginUrl` opens the portal once, within 60 seconds. */
export const PORTAL_TICKET_MS = 60_000;
/** A portal session lasts 8 hours (no idle extension); logout ends it earlier. */
export const PORTAL_SESSION_MS = 8 * 3_600_000;

/** The signed-in agent of a portal request. */
export interface PortalAgentSession {
  sessionId: bigint;
  agent: AgentRow;
  username: string;
}

/**
 * Refuses a member who is not an agent, or whose agent row or member account is frozen (the
 * portal opens for active agents only, platform-rules §7).
 */
async function activeAgentOf(db: Db, memberId: bigint): Promise<AgentRow> {
  const agent = await findAgent(db, memberId);
  if (!agent) throw refuse(M.notAgent);
  if (agent.status !== 'active') throw refuse(M.agentFrozen);
  return agent;
}

/**
 * `getAgentLoginUrl`: a single-use sign-in ticket for the member's portal (decision 0030). The
 * ticket is 32 random bytes; only its SHA-256 is kept, and it opens one session within 60 s.
 */
export async function createPortalTicket(db: Db, memberId: bigint, now = new Date()): Promise<string> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (member.isAgent !== 1) throw refuse(M.notAgent);
  await activeAgentOf(db, memberId);
  const ticket = randomToken(32);
  // Spent and expired tickets are worth nothing: the table keeps only the last hour's
  // (agent_portal_tickets_expires_idx), so it never grows with the number of sign-ins.
  await db.delete(agentPortalTickets).where(lt(agentPortalTickets.expiresAt, new Date(now.getTime() - 3_600_000)));
  await db.insert(agentPortalTickets).values({
    agentMemberId: memberId,
    ticketHash: sha256Hex(ticket),
    expiresAt: new Date(now.getTime() + PORTAL_TICKET_MS),
    createdAt: now,
  });
  return ticket;
}

async function startPortalSession(
  tx: Db,
  agent: AgentRow,
  username: string,
  ip: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date; agent: AgentRow; username: string }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + PORTAL_SESSION_MS);
  await tx.insert(agentPortalSessions).values({
    agentMemberId: agent.memberId,
    tokenHash: sha256Hex(token),
    expiresAt,
    ip,
    createdAt: now,
  });
  return { token, expiresAt, agent, username };
}

/**
 * Exchanges a ticket for a portal session. Spending is one atomic UPDATE … WHERE used_at IS NULL
 * AND expires_at > now RETURNING: two exchanges of one ticket at once open one session. Unknown,
 * used and expired tickets get the same refusal.
 */
export async function exchangePortalTicket(db: Db, ticket: string, ip: string, now = new Date()) {
  if (!ticket || ticket.length > 100) throw refuse(M.ticketInvalid);
  return withTransaction(db, async (tx) => {
    const [spent] = await tx
      .update(agentPortalTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(agentPortalTickets.ticketHash, sha256Hex(ticket)),
          isNull(agentPortalTickets.usedAt),
          gt(agentPortalTickets.expiresAt, now),
        ),
      )
      .returning({ agentMemberId: agentPortalTickets.agentMemberId });
    if (!spent) throw refuse(M.ticketInvalid);
    const holder = await findMemberSessionState(tx, spent.agentMemberId);
    if (holder?.status !== 'active') throw refuse(M.agentFrozen);
    const agent = await activeAgentOf(tx, spent.agentMemberId);
    return startPortalSession(tx, agent, holder.username, ip, now);
  });
}

/**
 * The portal's own login: the agent's member account and password, through the member login's
 * password check and lock-out (the caller has checked the captcha). Non-agents are refused after
 * the password check, so the answer does not tell which accounts are agents to a guesser.
 */
export async function loginPortal(db: Db, name: string, password: string, meta: RequestMeta, now = new Date()) {
  const member = await checkAccountPassword(db, name, password, meta, now);
  const agent = await activeAgentOf(db, member.id);
  return withTransaction(db, async (tx) => {
    await recordMemberLogin(tx, member.id, meta, 'agent_portal');
    return startPortalSession(tx, agent, member.username, meta.ip, now);
  });
}

/** The agent behind a portal bearer token, or undefined (unknown, ended, expired, frozen). */
export async function authenticatePortal(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PortalAgentSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const [session] = await db
    .select({
      id: agentPortalSessions.id,
      agentMemberId: agentPortalSessions.agentMemberId,
      expiresAt: agentPortalSessions.expiresAt,
      revokedAt: agentPortalSessions.revokedAt,
    })
    .from(agentPortalSessions)
    .where(eq(agentPortalSessions.tokenHash, sha256Hex(token)));
  if (!session || session.revokedAt !== null || session.expiresAt.getTime() <= now.getTime()) return undefined;
  const holder = await findMemberSessionState(db, session.agentMemberId);
  if (holder?.status !== 'active') return undefined;
  const agent = await findAgent(db, session.agentMemberId);
  if (agent?.status !== 'active') return undefined;
  return { sessionId: session.id, agent, username: holder.username };
}

/** Logout: ends the session at once. */
export async function revokePortalSession(db: Db, sessionId: bigint): Promise<void> {
  await db
    .update(agentPortalSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(agentPortalSessions.id, sessionId), isNull(agentPortalSessions.revokedAt)));
}
