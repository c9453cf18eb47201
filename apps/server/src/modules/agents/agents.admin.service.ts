import { AGENT_APPLICATION_STATES } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { and, asc, count, eq, inArray, isNull, like, max, type SQL } from 'drizzle-orm';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { countCapped, dayRange, orderOf, type ListParams, type ListResult, type ListSlice } from '../../lib/admin-list';
import { AppError, refuse } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { findMemberByUsername, lockMemberRow, memberFilter, referredMemberCounts, usernamesByIds } from '../members';
import { recordAudit, staffUsernamesByIds, type StaffActor } from '../staff';
import { checkRate, normaliseRate, rateHundredths, rateText, type RateVerdict } from './agent-rates';
import { insertAgent, type AgentRow } from './agents.repository';
import { AGENT_ADMIN_MESSAGES as M } from './agents.errors';
import { agentApplications, agents, commissionPlans } from './agents.tables';

/**
 * Staff half of the agents (issue #17 "Back office", decision 0028): the applications queue and its
 * review (approve with a plan and a rate, which makes the member an agent in the same transaction as
 * the application's state change; refuse with a reason), the agent tree (rate, plan, freeze, direct
 * appointment) and the commission plans. Every change is audited with before and after.
 *
 * Locks are taken top-down (a plan, then an agent's parent, then the agent, then its sub-agents), so
 * two staff changing a parent and its child at once wait for each other instead of deadlocking, and
 * the rate rules are checked against rows nobody else can change until the commit.
 */

type PlanRow = typeof commissionPlans.$inferSelect;
type ApplicationRow = typeof agentApplications.$inferSelect;

function rateFailure(verdict: Exclude<RateVerdict, { ok: true }>): AppError {
  switch (verdict.rule) {
    case 'abovePlan':
      return refuse(M.rateAbovePlan(verdict.limit));
    case 'notBelowParent':
      return refuse(M.rateNotBelowParent(verdict.limit));
    case 'notAboveChild':
      return refuse(M.rateNotAboveChild(verdict.limit));
  }
}

async function lockPlan(tx: Db, planId: number, mode: 'share' | 'update'): Promise<PlanRow | undefined> {
  const [plan] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, planId)).for(mode);
  return plan;
}

async function lockAgent(tx: Db, memberId: bigint): Promise<AgentRow | undefined> {
  const [row] = await tx.select().from(agents).where(eq(agents.memberId, memberId)).for('update');
  return row;
}

/** The highest rate among an agent's direct sub-agents (locked), undefined when it has none. */
async function lockHighestChildRate(tx: Db, memberId: bigint): Promise<string | undefined> {
  const children = await tx
    .select({ rate: agents.ratePercent })
    .from(agents)
    .where(eq(agents.parentMemberId, memberId))
    .orderBy(asc(agents.memberId))
    .for('update');
  if (children.length === 0) return undefined;
  return rateText(Math.max(...children.map((child) => rateHundredths(child.rate))));
}

export interface PlaceAgentInput {
  plan_id?: number | undefined;
  rate: string;
  parent_member_id?: string | undefined;
}

/**
 * Makes a member an agent in the caller's transaction: at the top of a tree (an enabled plan, the rate
 * within its maximum) or under an active agent (the parent's plan, the rate below the parent's).
 */
async function placeAgent(tx: Db, memberId: bigint, input: PlaceAgentInput, applicationId?: bigint): Promise<AgentRow> {
  const rate = normaliseRate(input.rate);
  const parentId = input.parent_member_id === undefined ? undefined : BigInt(input.parent_member_id);
  let planId = input.plan_id;
  if (parentId !== undefined) {
    const [parentPlan] = await tx.select({ planId: agents.planId }).from(agents).where(eq(agents.memberId, parentId));
    if (!parentPlan) throw refuse(M.parentNotFound);
    planId = parentPlan.planId;
  }
  if (planId === undefined) throw refuse(M.planRequired);
  const plan = await lockPlan(tx, planId, 'share');
  if (!plan) throw refuse(M.planNotFound);
  if (parentId === undefined && !plan.enabled) throw refuse(M.planDisabled);
  const parent = parentId === undefined ? undefined : await lockAgent(tx, parentId);
  if (parentId !== undefined && !parent) throw refuse(M.parentNotFound);
  if (parent && parent.status !== 'active') throw refuse(M.parentFrozen);
  const member = await lockMemberRow(tx, memberId);
  if (!member) throw refuse(M.memberNotFound);
  if (member.isAgent === 1) throw refuse(M.alreadyAgent);
  const verdict = checkRate(rate, { planMax: plan.maxRatePercent, parent: parent?.ratePercent });
  if (!verdict.ok) throw rateFailure(verdict);
  try {
    return await insertAgent(tx, { memberId, parentMemberId: parentId, planId, ratePercent: rate, applicationId });
  } catch (error) {
    // A member appointed by two staff at once: the agents primary key lets one row in.
    if (isUniqueViolation(error)) throw refuse(M.alreadyAgent);
    throw error;
  }
}

const agentAudit = (row: AgentRow) => ({
  parent_member_id: row.parentMemberId,
  depth: row.depth,
  plan_id: row.planId,
  rate: row.ratePercent,
  status: row.status,
});

// ---- applications -----------------------------------------------------------------------------------

export interface ApplicationFilters extends ListParams {
  from?: string | undefined;
  to?: string | undefined;
  state?: 0 | 1 | 2 | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
}

const applicationWire = (row: ApplicationRow, username: string | null, reviewer: string | null, zone: string) => ({
  id: row.id.toString(),
  member_id: row.memberId.toString(),
  username,
  mobile: row.mobile,
  apply_info: row.applyInfo,
  state: row.state === 1 ? (1 as const) : row.state === 2 ? (2 as const) : (0 as const),
  reason: row.reviewNote,
  reviewed_by: reviewer,
  reviewed_at: row.reviewedAt ? formatDateTime(row.reviewedAt, zone) : null,
  created_at: formatDateTime(row.createdAt, zone),
});

/** The applications queue: newest first (or oldest), by state, member and site days. */
export async function listApplicationsAdmin(db: Db, filters: ApplicationFilters, slice: ListSlice, zone: string) {
  const where = and(
    filters.state === undefined ? undefined : eq(agentApplications.state, filters.state),
    ...memberFilter(agentApplications.memberId, filters),
    ...dayRange(agentApplications.createdAt, filters, zone),
  );
  const counted = await countCapped(db, agentApplications, where, slice.countCap);
  const page = await db
    .select()
    .from(agentApplications)
    .where(where)
    .orderBy(...orderOf(agentApplications.createdAt, filters.order, agentApplications.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  const reviewers = await staffUsernamesByIds(
    db,
    page.flatMap((row) => (row.reviewedBy === null ? [] : [row.reviewedBy.toString()])),
  );
  const rows = page.map((row) =>
    applicationWire(
      row,
      names.get(row.memberId) ?? null,
      row.reviewedBy === null ? null : (reviewers.get(row.reviewedBy.toString()) ?? row.reviewedBy.toString()),
      zone,
    ),
  );
  return { rows, total: counted.total, totalCapped: counted.totalCapped } satisfies ListResult<unknown>;
}

/**
 * Approves a pending application: a guarded UPDATE (state 0 → 1) that a second reviewer's (or a
 * double click's) makes match nothing, then the agent row through insertAgent, then the audit entry,
 * in one transaction; any refusal (rate, plan, already an agent) rolls the state change back.
 */
export async function approveApplication(
  db: Db,
  id: bigint,
  input: PlaceAgentInput,
  staff: StaffActor,
  ip: string,
  now: Date,
) {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(agentApplications)
      .set({
        state: AGENT_APPLICATION_STATES.approved,
        reviewedBy: BigInt(staff.staffId),
        reviewedAt: now,
        reviewNote: '',
      })
      .where(and(eq(agentApplications.id, id), eq(agentApplications.state, AGENT_APPLICATION_STATES.pending)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(eq(agentApplications.id, id));
      throw refuse(exists ? M.applicationReviewed : M.applicationNotFound);
    }
    const agent = await placeAgent(tx, row.memberId, input, row.id);
    await recordAudit(tx, {
      staff,
      action: 'agents.application.approve',
      targetType: 'agent_application',
      targetId: row.id.toString(),
      before: { state: AGENT_APPLICATION_STATES.pending },
      after: { state: AGENT_APPLICATION_STATES.approved, member_id: row.memberId, agent: agentAudit(agent) },
      ip,
    });
    return { member_id: row.memberId.toString() };
  });
}

/** Refuses a pending application with a reason (guarded UPDATE; audited). The member may apply again. */
export async function refuseApplication(db: Db, id: bigint, reason: string, staff: StaffActor, ip: string, now: Date) {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(agentApplications)
      .set({
        state: AGENT_APPLICATION_STATES.refused,
        reviewNote: reason,
        reviewedBy: BigInt(staff.staffId),
        reviewedAt: now,
      })
      .where(and(eq(agentApplications.id, id), eq(agentApplications.state, AGENT_APPLICATION_STATES.pending)))
      .returning({ id: agentApplications.id });
    if (!row) {
      const [exists] = await tx
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(eq(agentApplications.id, id));
      throw refuse(exists ? M.applicationReviewed : M.applicationNotFound);
    }
    await recordAudit(tx, {
      staff,
      action: 'agents.application.refuse',
      targetType: 'agent_application',
      targetId: row.id.toString(),
      before: { state: AGENT_APPLICATION_STATES.pending },
      after: { state: AGENT_APPLICATION_STATES.refused, reason },
      ip,
    });
    return null;
  });
}

/** Pending applications (a badge for the back office). */
export async function pendingAgentApplicationCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agentApplications)
    .where(eq(agentApplications.state, AGENT_APPLICATION_STATES.pending));
  return Number(row?.n ?? 0);
}

// ---- agents -----------------------------------------------------------------------------------------

export interface AgentFilters extends ListParams {
  parent?: string | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
  status?: 'active' | 'frozen' | undefined;
  plan_id?: number | undefined;
}

/** Wire rows of a page of agents: names, plan, direct members and sub-agent counts (grouped queries). */
async function agentWires(db: Db, page: AgentRow[], zone: string) {
  const ids = page.map((row) => row.memberId);
  const names = await usernamesByIds(db, [
    ...ids,
    ...page.flatMap((row) => (row.parentMemberId === null ? [] : [row.parentMemberId])),
  ]);
  const plans = new Map((await db.select().from(commissionPlans)).map((plan) => [plan.id, plan]));
  const direct = await referredMemberCounts(db, ids);
  const subRows =
    ids.length === 0
      ? []
      : await db
          .select({ parent: agents.parentMemberId, n: count() })
          .from(agents)
          .where(inArray(agents.parentMemberId, ids))
          .groupBy(agents.parentMemberId);
  const subs = new Map(subRows.flatMap((row) => (row.parent === null ? [] : [[row.parent, Number(row.n)] as const])));
  return page.map((row) => {
    const plan = plans.get(row.planId);
    return {
      member_id: row.memberId.toString(),
      username: names.get(row.memberId) ?? null,
      parent_member_id: row.parentMemberId === null ? null : row.parentMemberId.toString(),
      parent_username: row.parentMemberId === null ? null : (names.get(row.parentMemberId) ?? null),
      depth: row.depth,
      plan_id: row.planId,
      plan_name: plan?.name ?? '',
      plan_max_rate: plan?.maxRatePercent ?? '0.00',
      rate: row.ratePercent,
      status: row.status === 'frozen' ? ('frozen' as const) : ('active' as const),
      direct_members: direct.get(row.memberId) ?? 0,
      sub_agents: subs.get(row.memberId) ?? 0,
      application_id: row.applicationId === null ? null : row.applicationId.toString(),
      created_at: formatDateTime(row.createdAt, zone),
    };
  });
}

/** Agents: the top of every tree (`parent=top`), the agents under one agent, or any agent by filters. */
export async function listAgentsAdmin(db: Db, filters: AgentFilters, slice: ListSlice, zone: string) {
  const conditions: (SQL | undefined)[] = [
    filters.parent === undefined
      ? undefined
      : filters.parent === 'top'
        ? isNull(agents.parentMemberId)
        : eq(agents.parentMemberId, BigInt(filters.parent)),
    filters.status === undefined ? undefined : eq(agents.status, filters.status),
    filters.plan_id === undefined ? undefined : eq(agents.planId, filters.plan_id),
    ...memberFilter(agents.memberId, filters),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, agents, where, slice.countCap);
  const page = await db
    .select()
    .from(agents)
    .where(where)
    .orderBy(...orderOf(agents.createdAt, filters.order, agents.memberId))
    .limit(slice.limit)
    .offset(slice.offset);
  return {
    rows: await agentWires(db, page, zone),
    total: counted.total,
    totalCapped: counted.totalCapped,
  } satisfies ListResult<unknown>;
}

async function agentWireOf(db: Db, memberId: bigint, zone: string) {
  const [row] = await db.select().from(agents).where(eq(agents.memberId, memberId));
  if (!row) throw new AppError('notFound', M.agentNotFound);
  const [wire] = await agentWires(db, [row], zone);
  return wire!;
}

/** Staff appoint an existing member directly (no application): at the top with a plan, or under an agent. */
export async function createAgentDirect(
  db: Db,
  input: PlaceAgentInput & { username: string },
  staff: StaffActor,
  ip: string,
  zone: string,
) {
  const member = await findMemberByUsername(db, input.username);
  if (!member) throw refuse(M.memberNotFound);
  await withTransaction(db, async (tx) => {
    const agent = await placeAgent(tx, member.id, input);
    await recordAudit(tx, {
      staff,
      action: 'agents.agent.create',
      targetType: 'agent',
      targetId: member.id.toString(),
      after: agentAudit(agent),
      ip,
    });
  });
  return agentWireOf(db, member.id, zone);
}

/** A new rate: within the plan, below the parent's, above every sub-agent's. */
export async function setAgentRate(
  db: Db,
  memberId: bigint,
  rateInput: string,
  staff: StaffActor,
  ip: string,
  zone: string,
) {
  const rate = normaliseRate(rateInput);
  await withTransaction(db, async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.memberId, memberId));
    if (!current) throw new AppError('notFound', M.agentNotFound);
    const plan = await lockPlan(tx, current.planId, 'share');
    const parent = current.parentMemberId === null ? undefined : await lockAgent(tx, current.parentMemberId);
    const before = await lockAgent(tx, memberId);
    if (!before || !plan) throw new AppError('notFound', M.agentNotFound);
    const highestChild = await lockHighestChildRate(tx, memberId);
    const verdict = checkRate(rate, { planMax: plan.maxRatePercent, parent: parent?.ratePercent, highestChild });
    if (!verdict.ok) throw rateFailure(verdict);
    const [after] = await tx
      .update(agents)
      .set({ ratePercent: rate, updatedAt: new Date() })
      .where(eq(agents.memberId, memberId))
      .returning();
    await recordAudit(tx, {
      staff,
      action: 'agents.agent.rate',
      targetType: 'agent',
      targetId: memberId.toString(),
      before: { rate: before.ratePercent },
      after: { rate: after!.ratePercent },
      ip,
    });
  });
  return agentWireOf(db, memberId, zone);
}

/** A top agent's tree changes plan (every agent under it follows); every rate must fit the new maximum. */
export async function changeAgentPlan(
  db: Db,
  memberId: bigint,
  planId: number,
  staff: StaffActor,
  ip: string,
  zone: string,
) {
  await withTransaction(db, async (tx) => {
    const plan = await lockPlan(tx, planId, 'share');
    if (!plan) throw refuse(M.planNotFound);
    if (!plan.enabled) throw refuse(M.planDisabled);
    const top = await lockAgent(tx, memberId);
    if (!top) throw new AppError('notFound', M.agentNotFound);
    if (top.parentMemberId !== null) throw refuse(M.planOnlyTop);
    const tree = await tx
      .select({ memberId: agents.memberId, rate: agents.ratePercent })
      .from(agents)
      .where(like(agents.path, `${top.path}%`))
      .orderBy(asc(agents.depth), asc(agents.memberId))
      .for('update');
    const highest = Math.max(...tree.map((row) => rateHundredths(row.rate)));
    if (highest > rateHundredths(plan.maxRatePercent)) throw refuse(M.treeAbovePlan(plan.maxRatePercent));
    await tx
      .update(agents)
      .set({ planId, updatedAt: new Date() })
      .where(like(agents.path, `${top.path}%`));
    await recordAudit(tx, {
      staff,
      action: 'agents.agent.plan',
      targetType: 'agent',
      targetId: memberId.toString(),
      before: { plan_id: top.planId },
      after: { plan_id: planId, agents: tree.length },
      ip,
    });
  });
  return agentWireOf(db, memberId, zone);
}

/** Freeze (earns nothing, no portal) or unfreeze one agent. */
export async function setAgentStatus(
  db: Db,
  memberId: bigint,
  status: 'active' | 'frozen',
  staff: StaffActor,
  ip: string,
  zone: string,
) {
  await withTransaction(db, async (tx) => {
    const before = await lockAgent(tx, memberId);
    if (!before) throw new AppError('notFound', M.agentNotFound);
    if (before.status === status) throw refuse(M.statusUnchanged);
    await tx.update(agents).set({ status, updatedAt: new Date() }).where(eq(agents.memberId, memberId));
    await recordAudit(tx, {
      staff,
      action: status === 'frozen' ? 'agents.agent.freeze' : 'agents.agent.unfreeze',
      targetType: 'agent',
      targetId: memberId.toString(),
      before: { status: before.status },
      after: { status },
      ip,
    });
  });
  return agentWireOf(db, memberId, zone);
}

// ---- plans ------------------------------------------------------------------------------------------

export interface PlanInput {
  name: string;
  basis: 'turnover' | 'net_revenue';
  cycle: 'week' | 'month';
  max_rate: string;
  approval_limit: bigint | 0 | '0';
  enabled: boolean;
}

const planValues = (input: PlanInput) => ({
  name: input.name,
  basis: input.basis,
  cycle: input.cycle,
  maxRatePercent: normaliseRate(input.max_rate),
  approvalLimitFen: typeof input.approval_limit === 'bigint' ? input.approval_limit : 0n,
  enabled: input.enabled,
});

function planWire(plan: PlanRow, agentCount: number, zone: string) {
  return {
    id: plan.id,
    name: plan.name,
    basis: plan.basis === 'net_revenue' ? ('net_revenue' as const) : ('turnover' as const),
    cycle: plan.cycle === 'month' ? ('month' as const) : ('week' as const),
    max_rate: plan.maxRatePercent,
    approval_limit: formatFen(plan.approvalLimitFen),
    enabled: plan.enabled,
    agents: agentCount,
    created_at: formatDateTime(plan.createdAt, zone),
    updated_at: formatDateTime(plan.updatedAt, zone),
  };
}

const planAudit = (plan: PlanRow) => ({
  name: plan.name,
  basis: plan.basis,
  cycle: plan.cycle,
  max_rate: plan.maxRatePercent,
  approval_limit: formatFen(plan.approvalLimitFen),
  enabled: plan.enabled,
});

async function agentCountOfPlan(db: Db, planId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agents).where(eq(agents.planId, planId));
  return Number(row?.n ?? 0);
}

export async function listPlansAdmin(db: Db, zone: string) {
  const plans = await db.select().from(commissionPlans).orderBy(asc(commissionPlans.id));
  const counts = await db.select({ planId: agents.planId, n: count() }).from(agents).groupBy(agents.planId);
  const byPlan = new Map(counts.map((row) => [row.planId, Number(row.n)]));
  return plans.map((plan) => planWire(plan, byPlan.get(plan.id) ?? 0, zone));
}

export async function createPlan(db: Db, input: PlanInput, staff: StaffActor, ip: string, zone: string) {
  try {
    return await withTransaction(db, async (tx) => {
      const [plan] = await tx.insert(commissionPlans).values(planValues(input)).returning();
      if (!plan) throw new AppError('conflict');
      await recordAudit(tx, {
        staff,
        action: 'agents.plan.create',
        targetType: 'commission_plan',
        targetId: String(plan.id),
        after: planAudit(plan),
        ip,
      });
      return planWire(plan, 0, zone);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.planNameTaken);
    throw error;
  }
}

/** Edits a plan; its maximum cannot go below a rate an agent on it holds. */
export async function updatePlan(db: Db, id: number, input: PlanInput, staff: StaffActor, ip: string, zone: string) {
  try {
    return await withTransaction(db, async (tx) => {
      const before = await lockPlan(tx, id, 'update');
      if (!before) throw new AppError('notFound', M.planNotFound);
      const values = planValues(input);
      const [highest] = await tx
        .select({ rate: max(agents.ratePercent) })
        .from(agents)
        .where(eq(agents.planId, id));
      if (highest?.rate && rateHundredths(highest.rate) > rateHundredths(values.maxRatePercent)) {
        throw refuse(M.planMaxBelowAgents(highest.rate));
      }
      const [plan] = await tx
        .update(commissionPlans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(commissionPlans.id, id))
        .returning();
      await recordAudit(tx, {
        staff,
        action: 'agents.plan.update',
        targetType: 'commission_plan',
        targetId: String(id),
        before: planAudit(before),
        after: planAudit(plan!),
        ip,
      });
      return planWire(plan!, await agentCountOfPlan(tx, id), zone);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.planNameTaken);
    throw error;
  }
}
