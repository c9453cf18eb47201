import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { setAgentFlag } from '../members';
import { agents } from './agents.tables';

export type AgentRow = typeof agents.$inferSelect;

/** The agent row of a member, undefined when the member is not an agent. */
export async function findAgent(db: Db, memberId: bigint): Promise<AgentRow | undefined> {
  const [row] = await db.select().from(agents).where(eq(agents.memberId, memberId));
  return row;
}

export interface NewAgent {
  memberId: bigint;
  /** The agent above; undefined at the top of a tree (then `planId` is required). */
  parentMemberId?: bigint | undefined;
  /** The tree's plan; a sub-agent takes its parent's and this is ignored. */
  planId?: number | undefined;
  /** Percent with two decimals, e.g. '0.80'. The caller checks it against the plan and the parent. */
  ratePercent: string;
  applicationId?: bigint | undefined;
}

/**
 * Makes a member an agent: the agents row (path and depth from the parent, the parent's plan) and
 * `members.is_agent = 1`, in the caller's transaction. Rules (rate below the parent's, within the
 * plan's maximum, the member not already an agent) are the caller's.
 */
export async function insertAgent(tx: Db, input: NewAgent): Promise<AgentRow> {
  const parent = input.parentMemberId === undefined ? undefined : await findAgent(tx, input.parentMemberId);
  if (input.parentMemberId !== undefined && !parent) throw new Error(`agent ${input.parentMemberId} not found`);
  const planId = parent ? parent.planId : input.planId;
  if (planId === undefined) throw new Error('a top agent needs a plan');
  const [row] = await tx
    .insert(agents)
    .values({
      memberId: input.memberId,
      parentMemberId: parent ? parent.memberId : null,
      path: `${parent ? parent.path : '/'}${input.memberId}/`,
      depth: parent ? parent.depth + 1 : 0,
      planId,
      ratePercent: input.ratePercent,
      applicationId: input.applicationId ?? null,
    })
    .returning();
  await setAgentFlag(tx, input.memberId, 1);
  return row!;
}
