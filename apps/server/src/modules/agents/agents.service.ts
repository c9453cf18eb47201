import { AGENT_APPLICATION_STATES } from '@app/shared/contracts';
import { validateAgentApplication } from '@app/shared/validation';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { refuse } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { findMemberById } from '../members';
import { AGENT_MESSAGES as M } from './agents.errors';
import { agentApplications } from './agents.tables';

/** '13812345678' → '138****5678' (the contact number shown back to the member). */
function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export interface AgentApplyInput {
  mobile?: string | undefined;
  apply_info?: string | undefined;
}

/**
 * `applyagentdo` (spec-2 §2, §5, §8; decision 0028): the spec's messages in the spec's order (mobile
 * pattern, then reason; then the reason's length), then a bound phone, not an agent already, no
 * pending application. The partial unique index on the pending application makes a second one sent at
 * the same moment insert nothing; it is answered as pending.
 */
export async function applyForAgent(db: Db, memberId: bigint, input: AgentApplyInput, now: Date) {
  const mobile = (input.mobile ?? '').trim();
  const reason = (input.apply_info ?? '').trim();
  const invalid = validateAgentApplication({ mobile, reason });
  if (invalid) throw refuse(invalid);
  const member = await findMemberById(db, memberId);
  if (!member) throw refuse(M.memberMissing);
  if (!member.mobile || !member.mobileVerifiedAt) throw refuse(M.mobileNotBound);
  if (member.isAgent === 1) throw refuse(M.alreadyAgent);
  const inserted = await db
    .insert(agentApplications)
    .values({ memberId, mobile, applyInfo: reason, state: AGENT_APPLICATION_STATES.pending, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: agentApplications.id });
  if (inserted.length === 0) throw refuse(M.pending);
  return { applicationId: inserted[0]!.id };
}

/** The member's latest application (by id: newest first), or undefined. */
export async function latestApplicationOf(db: Db, memberId: bigint) {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return row;
}

/** True when the member has a pending application. */
export async function hasPendingApplication(db: Db, memberId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: agentApplications.id })
    .from(agentApplications)
    .where(
      and(eq(agentApplications.memberId, memberId), eq(agentApplications.state, AGENT_APPLICATION_STATES.pending)),
    );
  return row !== undefined;
}

/** `GET /api/agent-application`: the member's own agent flag, bound phone and latest application. */
export async function agentApplicationStatus(db: Db, memberId: bigint, timeZone: string) {
  const member = await findMemberById(db, memberId);
  if (!member) throw refuse(M.memberMissing);
  const row = await latestApplicationOf(db, memberId);
  const state = row?.state === 1 ? (1 as const) : row?.state === 2 ? (2 as const) : (0 as const);
  return {
    isagent: member.isAgent,
    mobile_bound: Boolean(member.mobile && member.mobileVerifiedAt),
    application: row
      ? {
          id: row.id.toString(),
          state,
          mobile: maskMobile(row.mobile),
          apply_info: row.applyInfo,
          created_at: formatDateTime(row.createdAt, timeZone),
          reviewed_at: row.reviewedAt ? formatDateTime(row.reviewedAt, timeZone) : null,
          reason: state === AGENT_APPLICATION_STATES.refused ? row.reviewNote : '',
        }
      : null,
  };
}
