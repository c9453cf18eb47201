import type {
  PortalAgent,
  PortalCreateSubAgentRequest,
  PortalFigures,
  PortalInvite,
  PortalMember,
  PortalMembersQuery,
  PortalOverview,
  PortalReport,
  PortalReportGroup,
  PortalStatement,
  PortalStatementDetail,
  PortalSubAgent,
  PortalSubAgentsQuery,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import QRCode from 'qrcode';
import { formatRateHundredths, rateHundredthsOf, SUB_AGENT_MESSAGES, validateSubAgent } from '@app/shared/validation';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { refuse } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { addDays, formatDateTime, formatDay, siteDayStart } from '../../lib/time';
import { AUTH_MESSAGES } from '../auth';
import { membersWithSettledBetsSql, settledBetsOfMembers } from '../games';
import {
  countMembersReferredBy,
  createMember,
  findMemberByUsername,
  findReferredMember,
  listMembersReferredBy,
  membersLoggedInSql,
  membersReferredBySql,
  usernamesByIds,
  type ReferredMember,
} from '../members';
import { creditedDepositsOfMembers } from '../payments';
import { recordAgentAudit } from '../staff';
import { approvedWithdrawalsOfMembers } from '../withdrawals';
import { findAgent, insertAgent, type AgentRow } from './agents.repository';
import { agentCommissionLines, agentCommissionStatements, agents, commissionPlans } from './agents.tables';
import { periodStartOf, periodStarts, resolvePeriod } from './portal-periods';
import { PORTAL_MESSAGES as M } from './portal.errors';

/** What every portal call knows: the database, the site time zone and the clock. */
export interface PortalContext {
  db: Db;
  zone: string;
  now: Date;
  /** The signed-in agent (already checked active). */
  agent: AgentRow;
  username: string;
}

// ---- the tree ---------------------------------------------------------------------------------

/** The member ids of every agent in the subtree whose path starts with `path` (agents_path_idx). */
function subtreeAgentIdsSql(path: string): SQL {
  return sql`select ${agents.memberId} from ${agents} where ${agents.path} like ${`${path}%`}`;
}

/** The team of an agent: members referred by it or by any agent below it. */
function teamSql(agent: AgentRow): SQL {
  return membersReferredBySql(subtreeAgentIdsSql(agent.path));
}

/** True when `candidate` is the agent itself or below it. */
function isInTree(root: AgentRow, candidate: AgentRow): boolean {
  return candidate.path.startsWith(root.path);
}

/**
 * An agent id from a request, checked to be inside the signed-in agent's tree; any other id
 * (another tree, the parent, a non-agent) answers as a missing agent would (IDOR).
 */
async function agentInTree(ctx: PortalContext, id: string | undefined): Promise<AgentRow> {
  if (id === undefined) return ctx.agent;
  const candidate = await findAgent(ctx.db, BigInt(id));
  if (!candidate || !isInTree(ctx.agent, candidate)) throw refuse(M.agentNotFound);
  return candidate;
}

/** A team member by id, or a refusal when the member is not in the signed-in agent's team. */
async function memberInTeam(ctx: PortalContext, id: string): Promise<ReferredMember> {
  const member = await findReferredMember(ctx.db, BigInt(id));
  const referrer = member?.referrerId ? await findAgent(ctx.db, member.referrerId) : undefined;
  if (!member || !referrer || !isInTree(ctx.agent, referrer)) throw refuse(M.memberNotFound);
  return member;
}

// ---- figures ----------------------------------------------------------------------------------

interface Period {
  from: string;
  to: string;
  /** [start of `from`, start of the day after `to`) in the site zone. */
  fromAt: Date;
  toAt: Date;
}

function periodOf(ctx: PortalContext, input: { from?: string | undefined; to?: string | undefined }): Period {
  const resolved = resolvePeriod(input, formatDay(ctx.now, ctx.zone));
  if (!resolved.ok) throw refuse(resolved.message);
  return {
    from: resolved.from,
    to: resolved.to,
    fromAt: siteDayStart(resolved.from, ctx.zone),
    toAt: siteDayStart(addDays(resolved.to, 1), ctx.zone),
  };
}

interface FiguresFen {
  depositFen: bigint;
  withdrawalFen: bigint;
  validBetFen: bigint;
  winLossFen: bigint;
}

const zeroFigures = (): FiguresFen => ({ depositFen: 0n, withdrawalFen: 0n, validBetFen: 0n, winLossFen: 0n });

function toFiguresWire(figures: FiguresFen): PortalFigures {
  return {
    deposit: formatFen(figures.depositFen),
    withdrawal: formatFen(figures.withdrawalFen),
    valid_bet: formatFen(figures.validBetFen),
    net_result: formatFen(figures.winLossFen),
  };
}

/** Deposits, withdrawals, valid bets and win/loss of a member set, keyed per site day or per member. */
async function figuresOf(
  ctx: PortalContext,
  memberIds: SQL,
  period: Period,
  groupBy: { zone: string } | 'member',
): Promise<Map<string, FiguresFen>> {
  // One statement at a time: PGlite has one connection, and a pool gives these few reads no gain.
  const deposits = await creditedDepositsOfMembers(ctx.db, memberIds, period.fromAt, period.toAt, groupBy);
  const withdrawalSums = await approvedWithdrawalsOfMembers(ctx.db, memberIds, period.fromAt, period.toAt, groupBy);
  const bets = await settledBetsOfMembers(ctx.db, memberIds, period.fromAt, period.toAt, groupBy);
  const out = new Map<string, FiguresFen>();
  const entry = (key: string) => {
    let figures = out.get(key);
    if (!figures) out.set(key, (figures = zeroFigures()));
    return figures;
  };
  for (const [key, fen] of deposits) entry(key).depositFen += fen;
  for (const [key, fen] of withdrawalSums) entry(key).withdrawalFen += fen;
  for (const [key, sums] of bets) {
    entry(key).validBetFen += sums.validBetFen;
    entry(key).winLossFen += sums.winLossFen;
  }
  return out;
}

function addInto(total: FiguresFen, part: FiguresFen | undefined): void {
  if (!part) return;
  total.depositFen += part.depositFen;
  total.withdrawalFen += part.withdrawalFen;
  total.validBetFen += part.validBetFen;
  total.winLossFen += part.winLossFen;
}

// ---- calls ------------------------------------------------------------------------------------

/** The signed-in agent with its plan. */
export async function portalAgent(db: Db, agent: AgentRow, username: string): Promise<PortalAgent> {
  const [plan] = await db.select().from(commissionPlans).where(eq(commissionPlans.id, agent.planId));
  return {
    member_id: agent.memberId.toString(),
    username,
    rate_percent: agent.ratePercent,
    plan_name: plan?.name ?? '',
    plan_basis: plan?.basis ?? '',
    plan_cycle: plan?.cycle ?? '',
    depth: agent.depth,
  };
}

/** `GET /overview`: the team at a glance, with the period's figures and the latest statement. */
export async function portalOverview(
  ctx: PortalContext,
  input: { from?: string | undefined; to?: string | undefined },
): Promise<PortalOverview> {
  const period = periodOf(ctx, input);
  const { db, agent } = ctx;
  const today = formatDay(ctx.now, ctx.zone);
  const todayAt = siteDayStart(today, ctx.zone);
  const weekAt = siteDayStart(periodStartOf(today, 'week'), ctx.zone);
  const own = sql`select ${agent.memberId}::bigint`;
  const subtree = subtreeAgentIdsSql(agent.path);
  const team = teamSql(agent);

  const directMembers = await countMembersReferredBy(db, own);
  const [subAgents] = await db.select({ n: count() }).from(agents).where(eq(agents.parentMemberId, agent.memberId));
  const teamSize = await countMembersReferredBy(db, subtree);
  const newToday = await countMembersReferredBy(db, subtree, todayAt);
  const newWeek = await countMembersReferredBy(db, subtree, weekAt);
  const [active] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from (${membersLoggedInSql(team, period.fromAt, period.toAt)}
                                  union ${membersWithSettledBetsSql(team, period.fromAt, period.toAt)}) as active`,
  );
  const total = zeroFigures();
  for (const figures of (await figuresOf(ctx, team, period, { zone: ctx.zone })).values()) addInto(total, figures);
  const [latest] = await db
    .select()
    .from(agentCommissionStatements)
    .where(eq(agentCommissionStatements.agentMemberId, agent.memberId))
    .orderBy(desc(agentCommissionStatements.cycleStart))
    .limit(1);

  return {
    agent: await portalAgent(db, agent, ctx.username),
    from: period.from,
    to: period.to,
    direct_members: directMembers,
    sub_agents: Number(subAgents?.n ?? 0),
    team_size: teamSize,
    new_members_today: newToday,
    new_members_week: newWeek,
    active_members: Number(toBigInt(active?.n)),
    ...toFiguresWire(total),
    latest_commission: latest
      ? {
          id: latest.id.toString(),
          cycle_start: latest.cycleStart,
          cycle_end: latest.cycleEnd,
          amount: formatFen(latest.amountFen),
          state: latest.state,
        }
      : null,
  };
}

/** `GET /report`: the team's figures per day, week or month of the range, every period listed. */
export async function portalReport(
  ctx: PortalContext,
  input: { from?: string | undefined; to?: string | undefined; group: PortalReportGroup },
): Promise<PortalReport> {
  const period = periodOf(ctx, input);
  const perDay = await figuresOf(ctx, teamSql(ctx.agent), period, { zone: ctx.zone });
  const buckets = new Map(periodStarts(period.from, period.to, input.group).map((start) => [start, zeroFigures()]));
  const total = zeroFigures();
  for (const [day, figures] of perDay) {
    addInto(buckets.get(periodStartOf(day, input.group)) ?? zeroFigures(), figures);
    addInto(total, figures);
  }
  return {
    from: period.from,
    to: period.to,
    group: input.group,
    rows: [...buckets].map(([start, figures]) => ({ period: start, ...toFiguresWire(figures) })),
    total: toFiguresWire(total),
  };
}

function toMemberWire(ctx: PortalContext, member: ReferredMember, figures: FiguresFen | undefined): PortalMember {
  return {
    id: member.id.toString(),
    username: member.username,
    is_agent: member.isAgent,
    registered_at: formatDateTime(member.createdAt, ctx.zone),
    last_login_at: member.lastLoginAt ? formatDateTime(member.lastLoginAt, ctx.zone) : null,
    ...toFiguresWire(figures ?? zeroFigures()),
  };
}

/** `GET /members`: direct members of the agent (or of a sub-agent in its tree), with the range's figures. */
export async function portalMembers(ctx: PortalContext, query: PortalMembersQuery) {
  const period = periodOf(ctx, query);
  const owner = await agentInTree(ctx, query.agent_id);
  const { rows, total } = await listMembersReferredBy(ctx.db, {
    referrerId: owner.memberId,
    search: query.search,
    page: query.page,
    perPage: query.per_page,
  });
  const ids = rows.map((row) => row.id);
  const figures =
    ids.length > 0
      ? await figuresOf(ctx, sql`select unnest(${`{${ids.join(',')}}`}::bigint[])`, period, 'member')
      : new Map<string, FiguresFen>();
  return {
    current_page: query.page,
    data: rows.map((row) => toMemberWire(ctx, row, figures.get(row.id.toString()))),
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

/** `GET /members/:id`: one team member's summary over the range. */
export async function portalMember(
  ctx: PortalContext,
  id: string,
  input: { from?: string | undefined; to?: string | undefined },
): Promise<PortalMember> {
  const period = periodOf(ctx, input);
  const member = await memberInTeam(ctx, id);
  const figures = await figuresOf(ctx, sql`select ${member.id}::bigint`, period, 'member');
  return toMemberWire(ctx, member, figures.get(member.id.toString()));
}

async function toSubAgentWire(ctx: PortalContext, rows: AgentRow[]): Promise<PortalSubAgent[]> {
  const names = await usernamesByIds(
    ctx.db,
    rows.map((row) => row.memberId),
  );
  const out: PortalSubAgent[] = [];
  for (const row of rows) {
    const [below] = await ctx.db.select({ n: count() }).from(agents).where(eq(agents.parentMemberId, row.memberId));
    out.push({
      member_id: row.memberId.toString(),
      username: names.get(row.memberId) ?? '',
      rate_percent: row.ratePercent,
      status: row.status,
      direct_members: await countMembersReferredBy(ctx.db, sql`select ${row.memberId}::bigint`),
      sub_agents: Number(below?.n ?? 0),
      created_at: formatDateTime(row.createdAt, ctx.zone),
    });
  }
  return out;
}

/** `GET /sub-agents`: agents directly below the agent (or below a sub-agent in its tree). */
export async function portalSubAgents(ctx: PortalContext, query: PortalSubAgentsQuery) {
  const parent = await agentInTree(ctx, query.parent_id);
  const where = eq(agents.parentMemberId, parent.memberId);
  const rows = await ctx.db
    .select()
    .from(agents)
    .where(where)
    .orderBy(desc(agents.createdAt), desc(agents.memberId))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await ctx.db.select({ n: count() }).from(agents).where(where);
  const totalCount = Number(total?.n ?? 0);
  return {
    current_page: query.page,
    data: await toSubAgentWire(ctx, rows),
    last_page: Math.max(1, Math.ceil(totalCount / query.per_page)),
    per_page: query.per_page,
    total: totalCount,
  };
}

const isAdult = (value: PortalCreateSubAgentRequest['adult']) => value === true || value === 1 || value === '1';

/**
 * `POST /sub-agents`: a new member account (registration rules; referrer = this agent; no mobile)
 * made an agent below this one with a rate strictly below this agent's own, in one transaction,
 * audited with the agent as actor (decision 0030).
 */
export async function createSubAgent(
  ctx: PortalContext,
  input: PortalCreateSubAgentRequest,
  ip: string,
): Promise<PortalSubAgent> {
  const invalid = validateSubAgent({
    account: input.name,
    password: input.password,
    confirmPassword: input.confirm_password,
    realName: input.realname,
    payPassword: input.paypassword,
    ratePercent: input.rate_percent,
    adult: isAdult(input.adult),
    ownRatePercent: ctx.agent.ratePercent,
  });
  if (invalid) throw refuse(invalid);
  const name = (input.name ?? '').trim();
  if (await findMemberByUsername(ctx.db, name)) throw refuse(AUTH_MESSAGES.usernameTaken);
  const ratePercent = formatRateHundredths(rateHundredthsOf(input.rate_percent) ?? 0);
  // Hash before the transaction: slow, and touches nothing shared.
  const passwordHash = await hashPassword(input.password ?? '');
  const payPasswordHash = await hashPassword(input.paypassword ?? '');
  try {
    const created = await withTransaction(ctx.db, async (tx) => {
      // The parent's rate as it is now (staff may have lowered it since the sign-in).
      const parent = await findAgent(tx, ctx.agent.memberId);
      if (parent?.status !== 'active') throw refuse(M.agentFrozen);
      const parentRate = rateHundredthsOf(parent.ratePercent) ?? 0;
      if ((rateHundredthsOf(ratePercent) ?? 0) >= parentRate) {
        throw refuse(SUB_AGENT_MESSAGES.rateNotBelow(parent.ratePercent));
      }
      const member = await createMember(tx, {
        username: name,
        passwordHash,
        payPasswordHash,
        realname: (input.realname ?? '').trim(),
        referrerId: parent.memberId,
        registerIp: ip,
      });
      const agent = await insertAgent(tx, { memberId: member.id, parentMemberId: parent.memberId, ratePercent });
      await recordAgentAudit(tx, {
        agent: { memberId: ctx.agent.memberId, username: ctx.username },
        action: 'agent.portal.create_sub_agent',
        targetType: 'agent',
        targetId: member.id.toString(),
        after: { username: name, rate_percent: ratePercent, parent_member_id: parent.memberId.toString() },
        ip,
      });
      return agent;
    });
    return (await toSubAgentWire(ctx, [created]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(AUTH_MESSAGES.usernameTaken);
    throw error;
  }
}

function toStatementWire(ctx: PortalContext, row: typeof agentCommissionStatements.$inferSelect): PortalStatement {
  return {
    id: row.id.toString(),
    cycle_start: row.cycleStart,
    cycle_end: row.cycleEnd,
    basis: row.basis,
    rate_percent: row.ratePercent,
    team_valid_bet: formatFen(row.teamValidBetFen),
    team_net_loss: formatFen(row.teamNetLossFen),
    team_promotion: formatFen(row.teamPromotionFen),
    cycle_commission: formatFen(row.cycleCommissionFen),
    carried_in: formatFen(row.carriedInFen),
    amount: formatFen(row.amountFen),
    carry_out: formatFen(row.carryOutFen),
    state: row.state,
    paid_at: row.paidAt ? formatDateTime(row.paidAt, ctx.zone) : null,
    created_at: formatDateTime(row.createdAt, ctx.zone),
  };
}

/** `GET /statements`: the agent's own statements, newest cycle first (statements_cycle_key). */
export async function portalStatements(ctx: PortalContext, query: { page: number; per_page: number }) {
  const where = eq(agentCommissionStatements.agentMemberId, ctx.agent.memberId);
  const rows = await ctx.db
    .select()
    .from(agentCommissionStatements)
    .where(where)
    .orderBy(desc(agentCommissionStatements.cycleStart))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await ctx.db.select({ n: count() }).from(agentCommissionStatements).where(where);
  const totalCount = Number(total?.n ?? 0);
  return {
    current_page: query.page,
    data: rows.map((row) => toStatementWire(ctx, row)),
    last_page: Math.max(1, Math.ceil(totalCount / query.per_page)),
    per_page: query.per_page,
    total: totalCount,
  };
}

/** `GET /statements/:id`: one of the agent's own statements and its lines; any other id is missing. */
export async function portalStatement(ctx: PortalContext, id: string): Promise<PortalStatementDetail> {
  const [row] = await ctx.db
    .select()
    .from(agentCommissionStatements)
    .where(
      and(
        eq(agentCommissionStatements.id, BigInt(id)),
        eq(agentCommissionStatements.agentMemberId, ctx.agent.memberId),
      ),
    );
  if (!row) throw refuse(M.statementNotFound);
  const lines = await ctx.db
    .select()
    .from(agentCommissionLines)
    .where(eq(agentCommissionLines.statementId, row.id))
    .orderBy(agentCommissionLines.id);
  const names = await usernamesByIds(
    ctx.db,
    lines.map((line) => line.subjectMemberId),
  );
  return {
    statement: toStatementWire(ctx, row),
    lines: lines.map((line) => ({
      id: line.id.toString(),
      kind: line.kind,
      subject_id: line.subjectMemberId.toString(),
      subject_username: names.get(line.subjectMemberId) ?? '',
      valid_bet: formatFen(line.validBetFen),
      net_loss: formatFen(line.netLossFen),
      promotion: formatFen(line.promotionFen),
      base: formatFen(line.baseFen),
      rate_percent: line.ratePercent,
      commission: formatFen(line.commissionFen),
    })),
  };
}

/**
 * `GET /invite`: the member site's registration with this agent as referrer (the register page
 * reads `pid`), on the origin the portal was opened on, and its QR code as SVG.
 */
export async function portalInvite(agent: AgentRow, origin: string): Promise<PortalInvite> {
  const url = `${origin}/#/register?pid=${agent.memberId}`;
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { url, qr_svg: qrSvg };
}
