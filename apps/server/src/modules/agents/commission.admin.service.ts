import { and, asc, count, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import {
  COMMISSION_BASIS_TEXT,
  COMMISSION_STATEMENT_STATE_TEXT,
  type AdminCommissionLine,
  type AdminCommissionReportRow,
  type AdminCommissionStatement,
  type CommissionAction,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { queryRows, toBigInt } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { addDays, daysBetween, formatDay, siteDayStart } from '../../lib/time';
import { settledBetFiguresByMemberSql } from '../games';
import { memberMainNetByKindsSql } from '../ledger';
import { memberFilter, referredMembersSql, usernamesByIds } from '../members';
import { creditedDepositsByMemberSql } from '../payments';
import { recordAudit, type StaffActor } from '../staff';
import { approvedWithdrawalsByMemberSql } from '../withdrawals';
import { agentCommissionLines, agentCommissionStatements, agents, commissionPlans } from './agents.tables';
import { lastCompleteCycle, type CycleKind } from './commission-cycles';
import { COMMISSION_MESSAGES as M } from './commission.errors';
import {
  payStatementTx,
  planCycleOf,
  PROMOTION_LEDGER_KINDS,
  settleCommissionCycle,
  StatementState,
  type CommissionStatement,
  type SettleResult,
  type StatementStateValue,
} from './commission.service';
import { agentCommissionRuns } from './commission.tables';

type StatementRow = CommissionStatement;
type LineRow = typeof agentCommissionLines.$inferSelect;

export interface StatementFilters extends ListParams {
  cycle_start?: string | undefined;
  agent_id?: string | undefined;
  username?: string | undefined;
  state?: number | undefined;
}

export interface StatementListRow {
  row: StatementRow;
  username: string;
  planName: string;
}

async function planNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: commissionPlans.id, name: commissionPlans.name }).from(commissionPlans);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function toStatementWire(item: StatementListRow, zone: string): AdminCommissionStatement {
  const { row } = item;
  return {
    id: Number(row.id),
    agent_id: Number(row.agentMemberId),
    agent_username: item.username,
    plan_id: row.planId,
    plan_name: item.planName,
    basis: row.basis,
    basis_text: COMMISSION_BASIS_TEXT[row.basis] ?? row.basis,
    cycle_start: row.cycleStart,
    cycle_end: row.cycleEnd,
    rate: row.ratePercent,
    team_valid_bet: formatFen(row.teamValidBetFen),
    team_net_loss: formatFen(row.teamNetLossFen),
    team_promotion: formatFen(row.teamPromotionFen),
    cycle_commission: formatFen(row.cycleCommissionFen),
    carried_in: formatFen(row.carriedInFen),
    amount: formatFen(row.amountFen),
    carry_out: formatFen(row.carryOutFen),
    state: row.state,
    state_text: COMMISSION_STATEMENT_STATE_TEXT[row.state] ?? String(row.state),
    review_note: row.reviewNote,
    reviewed_by: row.reviewedBy === null ? '' : String(row.reviewedBy),
    reviewed_at: timeOrEmpty(row.reviewedAt, zone),
    paid_at: timeOrEmpty(row.paidAt, zone),
    created_at: timeOrEmpty(row.createdAt, zone),
  };
}

async function decorate(db: Db, rows: StatementRow[]): Promise<StatementListRow[]> {
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.agentMemberId),
  );
  const plans = await planNames(db);
  return rows.map((row) => ({
    row,
    username: names.get(row.agentMemberId) ?? '',
    planName: plans.get(row.planId) ?? '',
  }));
}

/**
 * Statements, newest first by id (decision 0017: the cycle filter reads (cycle_start, id), the
 * state filter (state, id); an agent has one statement per cycle, so its few rows sort cheaply).
 */
export async function listStatements(
  db: Db,
  filters: StatementFilters,
  slice: ListSlice,
): Promise<ListResult<StatementListRow>> {
  const where = and(
    ...memberFilter(agentCommissionStatements.agentMemberId, {
      member_id: filters.agent_id,
      username: filters.username,
    }),
    filters.cycle_start ? eq(agentCommissionStatements.cycleStart, filters.cycle_start) : undefined,
    filters.state === undefined ? undefined : eq(agentCommissionStatements.state, filters.state),
  );
  const counted = await countCapped(db, agentCommissionStatements, where, slice.countCap);
  const page = await db
    .select()
    .from(agentCommissionStatements)
    .where(where)
    .orderBy(...orderOf(agentCommissionStatements.id, filters.order, agentCommissionStatements.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows: await decorate(db, page), ...counted };
}

function lineFormula(basis: string, line: LineRow): string {
  const base = formatFen(line.baseFen);
  const baseText =
    basis === 'turnover'
      ? `有效投注 ${base}`
      : `(净输赢 ${formatFen(line.netLossFen)} − 优惠 ${formatFen(line.promotionFen)}) ${base}`;
  // A sub-agent line's rate is the agent's rate minus the sub-agent's (级差).
  const rate = line.kind === 'member' ? `${line.ratePercent}%` : `级差 ${line.ratePercent}%`;
  return `${baseText} × ${rate} = ${formatFen(line.commissionFen)}`;
}

/** A statement with its lines and how each figure was computed. */
export async function statementDetail(db: Db, id: bigint, zone: string) {
  const [row] = await db.select().from(agentCommissionStatements).where(eq(agentCommissionStatements.id, id));
  if (!row) throw new AppError('notFound', M.statementNotFound);
  const [item] = await decorate(db, [row]);
  const lines = await db
    .select()
    .from(agentCommissionLines)
    .where(eq(agentCommissionLines.statementId, id))
    .orderBy(asc(agentCommissionLines.id));
  const names = await usernamesByIds(
    db,
    lines.map((line) => line.subjectMemberId),
  );
  const wireLines: AdminCommissionLine[] = lines.map((line) => ({
    id: Number(line.id),
    kind: line.kind,
    kind_text: line.kind === 'member' ? '直属会员' : '下级代理团队',
    subject_id: Number(line.subjectMemberId),
    subject_username: names.get(line.subjectMemberId) ?? '',
    valid_bet: formatFen(line.validBetFen),
    net_loss: formatFen(line.netLossFen),
    promotion: formatFen(line.promotionFen),
    base: formatFen(line.baseFen),
    rate: line.ratePercent,
    commission: formatFen(line.commissionFen),
    formula: lineFormula(row.basis, line),
  }));
  const summary =
    `本期佣金 ${formatFen(row.cycleCommissionFen)} + 上期结转 ${formatFen(row.carriedInFen)} = ` +
    `${formatFen(row.cycleCommissionFen + row.carriedInFen)}（发放 ${formatFen(row.amountFen)}，结转下期 ${formatFen(row.carryOutFen)}）`;
  return { statement: toStatementWire(item!, zone), lines: wireLines, summary };
}

const ACTION_FROM: Record<CommissionAction, readonly StatementStateValue[]> = {
  approve: [StatementState.waiting],
  refuse: [StatementState.waiting, StatementState.approved],
  pay: [StatementState.approved],
};

const parseIds = (ids: readonly string[]) => [...new Set(ids)].map((id) => BigInt(id)).sort((a, b) => (a < b ? -1 : 1));

/** What a bulk action would do: the statements in the right state, their total and their agents. */
export async function previewAction(db: Db, ids: readonly string[], action: CommissionAction) {
  const wanted = parseIds(ids);
  const rows = await db
    .select({
      state: agentCommissionStatements.state,
      amountFen: agentCommissionStatements.amountFen,
      agent: agentCommissionStatements.agentMemberId,
    })
    .from(agentCommissionStatements)
    .where(inArray(agentCommissionStatements.id, wanted));
  const from = ACTION_FROM[action] as readonly number[];
  const applies = rows.filter((row) => from.includes(row.state));
  return {
    action,
    count: applies.length,
    amount: formatFen(applies.reduce((sum, row) => sum + row.amountFen, 0n)),
    agents: new Set(applies.map((row) => row.agent)).size,
    skipped: wanted.length - applies.length,
  };
}

interface StaffContext {
  staff: StaffActor;
  ip: string;
  now?: Date;
}

/**
 * Moves the selected statements from the states the action starts from to its end state, one
 * conditional update per statement with its audit entry, in one transaction. A statement another
 * staff moved first is skipped (counted), never changed twice.
 */
async function reviewStatements(
  db: Db,
  ids: readonly string[],
  action: 'approve' | 'refuse',
  context: StaffContext,
  reason = '',
) {
  const now = context.now ?? new Date();
  const wanted = parseIds(ids);
  return withTransaction(db, async (tx) => {
    let done = 0;
    let amountFen = 0n;
    for (const id of wanted) {
      const [row] = await tx
        .update(agentCommissionStatements)
        .set({
          state: action === 'approve' ? StatementState.approved : StatementState.refused,
          reviewedBy: BigInt(context.staff.staffId),
          reviewedAt: now,
          reviewNote: reason,
          updatedAt: now,
        })
        .where(
          and(eq(agentCommissionStatements.id, id), inArray(agentCommissionStatements.state, [...ACTION_FROM[action]])),
        )
        .returning();
      if (!row) continue;
      done += 1;
      amountFen += row.amountFen;
      await recordAudit(tx, {
        staff: context.staff,
        action: `agent_commission.${action}`,
        targetType: 'agent_commission_statement',
        targetId: String(id),
        after: { state: row.state, amount: formatFen(row.amountFen), agent_id: String(row.agentMemberId), reason },
        ip: context.ip,
      });
    }
    return { done, skipped: wanted.length - done, amount: formatFen(amountFen) };
  });
}

export const approveStatements = (db: Db, ids: readonly string[], context: StaffContext) =>
  reviewStatements(db, ids, 'approve', context);

export const refuseStatements = (db: Db, ids: readonly string[], reason: string, context: StaffContext) =>
  reviewStatements(db, ids, 'refuse', context, reason);

/**
 * Pays the selected approved statements, one transaction each (one failing leaves the others paid):
 * the conditional update to paid and the ledger posting `agent-commission:<id>` together, so a double
 * click or two staff pay each statement once.
 */
export async function payStatements(db: Db, ids: readonly string[], context: StaffContext) {
  const now = context.now ?? new Date();
  let done = 0;
  let amountFen = 0n;
  const wanted = parseIds(ids);
  for (const id of wanted) {
    const paid = await withTransaction(db, async (tx) => {
      const row = await payStatementTx(
        tx,
        id,
        [StatementState.approved],
        { type: 'staff', id: String(context.staff.staffId) },
        now,
      );
      if (!row) return undefined;
      await recordAudit(tx, {
        staff: context.staff,
        action: 'agent_commission.pay',
        targetType: 'agent_commission_statement',
        targetId: String(id),
        after: { state: row.state, amount: formatFen(row.amountFen), agent_id: String(row.agentMemberId) },
        ip: context.ip,
      });
      return row;
    });
    if (paid) {
      done += 1;
      amountFen += paid.amountFen;
    }
  }
  return { done, skipped: wanted.length - done, amount: formatFen(amountFen) };
}

export function settleResultWire(result: SettleResult) {
  return {
    plan_id: result.planId,
    cycle_start: result.cycleStart,
    cycle_end: result.cycleEnd,
    settled: result.settled,
    statements: result.statements,
    paid: result.paid,
    paid_amount: formatFen(result.paidFen),
    waiting: result.waiting,
  };
}

/** Staff's "settle now" of a past cycle: the job's settlement (idempotent), audited. */
export async function settleNow(
  db: Db,
  input: { planId: number; cycleStart: string },
  context: StaffContext & { zone: string },
) {
  const { plan, cycle } = await planCycleOf(db, input.planId, input.cycleStart, context.zone);
  const result = await settleCommissionCycle(db, plan, cycle, {
    ranBy: `staff:${context.staff.staffId}`,
    actor: { type: 'staff', id: String(context.staff.staffId) },
    ...(context.now ? { now: context.now } : {}),
  });
  const wire = settleResultWire(result);
  await recordAudit(db, {
    staff: context.staff,
    action: 'agent_commission.settle',
    targetType: 'commission_plan',
    targetId: String(plan.id),
    after: wire,
    ip: context.ip,
  });
  return wire;
}

/** Plans, their agent counts and cycles (the settle dialog). */
export async function listPlans(db: Db, zone: string, now = new Date()) {
  const plans = await db.select().from(commissionPlans).orderBy(asc(commissionPlans.id));
  const counts = await db.select({ planId: agents.planId, n: count() }).from(agents).groupBy(agents.planId);
  const runs = await queryRows<Record<string, unknown>>(
    db,
    sql`select plan_id, max(cycle_start)::text as last from ${agentCommissionRuns} group by plan_id`,
  );
  const lastByPlan = new Map(runs.map((row) => [Number(row.plan_id), String(row.last)]));
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    basis: plan.basis,
    basis_text: COMMISSION_BASIS_TEXT[plan.basis] ?? plan.basis,
    cycle: plan.cycle,
    max_rate: plan.maxRatePercent,
    approval_limit: formatFen(plan.approvalLimitFen),
    enabled: plan.enabled,
    agents: Number(counts.find((entry) => entry.planId === plan.id)?.n ?? 0),
    last_settled_cycle: lastByPlan.get(plan.id) ?? '',
    last_complete_cycle: lastCompleteCycle(plan.cycle as CycleKind, now, zone).startDay,
  }));
}

/** Most agents one report answers (a subtree or the whole site). */
export const REPORT_MAX_AGENTS = 5000;

/**
 * Per agent, its whole team's figures over site days [from, to] (default this month): deposits
 * credited, withdrawals approved, valid bet and net loss of settled bets, promotions, and the
 * commission paid to the agent. One grouped query per figure source over the referred members of
 * the agents in scope, then summed up the tree in memory (children before parents).
 */
export async function agentReport(
  db: Db,
  query: { from?: string | undefined; to?: string | undefined; agent_id?: string | undefined },
  zone: string,
  now = new Date(),
): Promise<{ from: string; to: string; rows: AdminCommissionReportRow[] }> {
  const today = formatDay(now, zone);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) throw new AppError('badRequest', M.rangeInvalid);
  if (daysBetween(from, addDays(to, 1)).length > 366) throw new AppError('badRequest', M.rangeTooLong);
  const start = siteDayStart(from, zone);
  const end = siteDayStart(addDays(to, 1), zone);

  let scope: SQL | undefined;
  if (query.agent_id) {
    const [top] = await db
      .select()
      .from(agents)
      .where(eq(agents.memberId, BigInt(query.agent_id)));
    if (!top) throw new AppError('notFound', M.agentNotFound);
    scope = like(agents.path, `${top.path}%`);
  }
  const scoped = await db.select().from(agents).where(scope).orderBy(asc(agents.path)).limit(REPORT_MAX_AGENTS);
  if (scoped.length === 0) return { from, to, rows: [] };
  const ids = scoped.map((agent) => agent.memberId);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const team = referredMembersSql(sql`select unnest(array[${idList}]::bigint[])`);
  const figures = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.referrer_id, count(*) as members,
               coalesce(sum(d.deposit_fen), 0) as deposit_fen, coalesce(sum(w.withdrawal_fen), 0) as withdrawal_fen,
               coalesce(sum(b.valid_bet_fen), 0) as valid_bet_fen, coalesce(sum(b.net_loss_fen), 0) as net_loss_fen,
               coalesce(sum(p.amount_fen), 0) as promotion_fen
          from (${team}) t
          left join (${creditedDepositsByMemberSql(start, end)}) d on d.member_id = t.member_id
          left join (${approvedWithdrawalsByMemberSql(start, end)}) w on w.member_id = t.member_id
          left join (${settledBetFiguresByMemberSql(start, end)}) b on b.member_id = t.member_id
          left join (${memberMainNetByKindsSql(PROMOTION_LEDGER_KINDS, start, end)}) p on p.member_id = t.member_id
         group by t.referrer_id`,
  );
  const paidRows = await db
    .select({
      agent: agentCommissionStatements.agentMemberId,
      fen: sql<string>`sum(${agentCommissionStatements.amountFen})`,
    })
    .from(agentCommissionStatements)
    .where(
      and(
        eq(agentCommissionStatements.state, StatementState.paid),
        inArray(agentCommissionStatements.agentMemberId, ids),
        gte(agentCommissionStatements.paidAt, start),
        lt(agentCommissionStatements.paidAt, end),
      ),
    )
    .groupBy(agentCommissionStatements.agentMemberId);
  const paid = new Map(paidRows.map((row) => [row.agent, toBigInt(row.fen)]));

  type Sums = { deposit: bigint; withdrawal: bigint; validBet: bigint; netLoss: bigint; promotion: bigint };
  const direct = new Map<bigint, { members: number; sums: Sums }>();
  for (const row of figures) {
    direct.set(toBigInt(row.referrer_id), {
      members: Number(toBigInt(row.members)),
      sums: {
        deposit: toBigInt(row.deposit_fen),
        withdrawal: toBigInt(row.withdrawal_fen),
        validBet: toBigInt(row.valid_bet_fen),
        netLoss: toBigInt(row.net_loss_fen),
        promotion: toBigInt(row.promotion_fen),
      },
    });
  }
  const teams = new Map<bigint, Sums>();
  const zero = (): Sums => ({ deposit: 0n, withdrawal: 0n, validBet: 0n, netLoss: 0n, promotion: 0n });
  // Deepest first: each agent's team is complete before it is added to its parent's.
  for (const agent of [...scoped].sort((a, b) => b.depth - a.depth)) {
    const own = direct.get(agent.memberId)?.sums ?? zero();
    const total = teams.get(agent.memberId) ?? zero();
    for (const key of Object.keys(total) as (keyof Sums)[]) total[key] += own[key];
    teams.set(agent.memberId, total);
    if (agent.parentMemberId !== null && ids.includes(agent.parentMemberId)) {
      const parent = teams.get(agent.parentMemberId) ?? zero();
      for (const key of Object.keys(parent) as (keyof Sums)[]) parent[key] += total[key];
      teams.set(agent.parentMemberId, parent);
    }
  }
  const names = await usernamesByIds(db, ids);
  const rows = scoped.map((agent) => {
    const sums = teams.get(agent.memberId) ?? zero();
    return {
      agent_id: Number(agent.memberId),
      username: names.get(agent.memberId) ?? '',
      parent_id: agent.parentMemberId === null ? null : Number(agent.parentMemberId),
      depth: agent.depth,
      rate: agent.ratePercent,
      status: agent.status,
      direct_members: direct.get(agent.memberId)?.members ?? 0,
      team_deposit: formatFen(sums.deposit),
      team_withdrawal: formatFen(sums.withdrawal),
      team_valid_bet: formatFen(sums.validBet),
      team_net_loss: formatFen(sums.netLoss),
      team_promotion: formatFen(sums.promotion),
      commission_paid: formatFen(paid.get(agent.memberId) ?? 0n),
    };
  });
  return { from, to, rows };
}
