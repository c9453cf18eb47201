import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { hashPassword } from '../../lib/passwords';
import { createMember, findMemberByUsername } from '../members';
import { findAgent, insertAgent } from './agents.repository';
import { commissionPlans } from './agents.tables';
import { DEFAULT_PLAN_NAME } from './plans.seed';

/** The demo agent (demo mode only): signs in to the agent portal at /agent/ (decision 0030). */
export const DEMO_AGENT = { username: 'agent888', password: 'agent8888', payPassword: '123456', ratePercent: '1.20' };

/** A top agent on the default plan, so a fresh demo site has a portal to open. */
export async function seedDemoPortalAgent(tx: Db): Promise<void> {
  const existing = await findMemberByUsername(tx, DEMO_AGENT.username);
  if (existing && (await findAgent(tx, existing.id))) return;
  const [plan] = await tx.select().from(commissionPlans).where(eq(commissionPlans.name, DEFAULT_PLAN_NAME));
  if (!plan) return;
  const member =
    existing ??
    (await createMember(tx, {
      username: DEMO_AGENT.username,
      passwordHash: await hashPassword(DEMO_AGENT.password),
      payPasswordHash: await hashPassword(DEMO_AGENT.payPassword),
      realname: '演示代理',
      registerIp: '127.0.0.1',
    }));
  await insertAgent(tx, { memberId: member.id, planId: plan.id, ratePercent: DEMO_AGENT.ratePercent });
}
