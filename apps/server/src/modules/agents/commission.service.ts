import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { bonusLedgerKind, PROMOTION_KINDS } from '../bonuses';
import { settledBetFiguresByMemberSql } from '../games';
import { ensureAccount, house, memberMain, memberMainNetByKindsSql, transfer, type Actor } from '../ledger';
import { referredMembersSql } from '../members';
import { agentCommissionLines, agentCommissionStatements, agents, commissionPlans } from './agents.tables';
import {
  AGENT_COMMISSION_LEDGER_KIND,
  AGENT_COMMISSION_REFERENCE_TYPE,
  agentCommissionIdempotencyKey,
} from './commission.checks';
import { COMMISSION_MESSAGES as M } from './commission.errors';
import {
  computeCommissions,
  hundredthsToRate,
  rateToHundredths,
  settleCarry,
  type CommissionBasis,
  type MemberFigures,
} from './commission-formula';
import { cycleStartingOn, type CommissionCycle, type CycleKind } from './commission-cycles';
import { agentCommissionRuns } from './commission.tables';

/** Statement states (agents.tables.ts): 0 waiting approval, 1 approved, 2 paid, 3 nothing to pay, 4 refused. */
export const StatementState = { waiting: 0, approved: 1, paid: 2, nothing: 3, refused: 4 } as const;
export type StatementStateValue = (typeof StatementState)[keyof typeof StatementState];

export type CommissionPlan = typeof commissionPlans.$inferSelect;
export type CommissionStatement = typeof agentCommissionStatements.$inferSelect;

/** The ledger kinds whose postings are the promotion cost of a member: every bonus kind and its reversal. */
export const PROMOTION_LEDGER_KINDS: readonly string[] = PROMOTION_KINDS.flatMap((kind) => [
  bonusLedgerKind(kind),
  `${bonusLedgerKind(kind)}_reversal`,
]);

/** The house account commission is paid from (debit-normal expense; it goes negative as it pays). */
export const agentCommissionExpenseAccount = () => house('agent_commission');

export async function findPlan(db: Db, planId: number): Promise<CommissionPlan | undefined> {
  const [plan] = await db.select().from(commissionPlans).where(eq(commissionPlans.id, planId));
  return plan;
}

/**
 * The cycle's figures of every member referred by an agent of the plan who bet or received a bonus
 * in [start, end): valid bet and net loss from the settled bet records by settle time, promotion cost
 * from the ledger (bonuses paid minus reversed). Three grouped subqueries joined on member id, not a
 * query per member.
 */
export async function memberFiguresOfCycle(
  db: Db,
  planId: number,
  cycle: { start: Date; end: Date },
): Promise<MemberFigures[]> {
  const team = referredMembersSql(sql`select ${agents.memberId} from ${agents} where ${agents.planId} = ${planId}`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.referrer_id, t.member_id,
               coalesce(b.valid_bet_fen, 0) as valid_bet_fen, coalesce(b.net_loss_fen, 0) as net_loss_fen,
               coalesce(p.amount_fen, 0) as promotion_fen
          from (${team}) t
          left join (${settledBetFiguresByMemberSql(cycle.start, cycle.end)}) b on b.member_id = t.member_id
          left join (${memberMainNetByKindsSql(PROMOTION_LEDGER_KINDS, cycle.start, cycle.end)}) p on p.member_id = t.member_id
         where b.member_id is not null or p.member_id is not null`,
  );
  return rows.map((row) => ({
    memberId: toBigInt(row.member_id),
    agentMemberId: toBigInt(row.referrer_id),
    validBetFen: toBigInt(row.valid_bet_fen),
    netLossFen: toBigInt(row.net_loss_fen),
    promotionFen: toBigInt(row.promotion_fen),
  }));
}

/** Each agent's carry into a cycle: the carry_out of its latest statement before the cycle (≤ 0). */
async function carriesBefore(db: Db, planId: number, cycleStart: string): Promise<Map<bigint, bigint>> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select distinct on (s.agent_member_id) s.agent_member_id, s.carry_out_fen
          from ${agentCommissionStatements} s
          join ${agents} a on a.member_id = s.agent_member_id and a.plan_id = ${planId}
         where s.cycle_start < ${cycleStart}
         order by s.agent_member_id, s.cycle_start desc`,
  );
  return new Map(rows.map((row) => [toBigInt(row.agent_member_id), toBigInt(row.carry_out_fen)]));
}

/**
 * Pays one statement into its agent's main wallet: moves it from one of `fromStates` to paid and
 * posts `house:agent_commission → member main` with key `agent-commission:<id>`, in the caller's
 * transaction. The conditional update is what makes a double click, two staff or two instances pay
 * once: the second finds the row no longer in `fromStates` and gets false. No turnover requirement
 * (commission is earnings, decision 0029).
 */
export async function payStatementTx(
  tx: Db,
  statementId: bigint,
  fromStates: readonly StatementStateValue[],
  actor: Actor,
  now: Date,
): Promise<CommissionStatement | undefined> {
  const [paid] = await tx
    .update(agentCommissionStatements)
    .set({ state: StatementState.paid, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(agentCommissionStatements.id, statementId),
        inArray(agentCommissionStatements.state, [...fromStates]),
        gt(agentCommissionStatements.amountFen, 0n),
      ),
    )
    .returning();
  if (!paid) return undefined;
  await transfer(tx, {
    idempotencyKey: agentCommissionIdempotencyKey(paid.id),
    kind: AGENT_COMMISSION_LEDGER_KIND,
    reference: { type: AGENT_COMMISSION_REFERENCE_TYPE, id: String(paid.id) },
    actor,
    fromAccountId: await ensureAccount(tx, agentCommissionExpenseAccount()),
    toAccountId: await ensureAccount(tx, memberMain(paid.agentMemberId)),
    amountFen: paid.amountFen,
    memo: `代理佣金 ${paid.cycleStart}~${paid.cycleEnd}`,
  });
  return paid;
}

export interface SettleResult {
  planId: number;
  cycleStart: string;
  cycleEnd: string;
  /** False when the cycle had been settled already (by the job, another instance or staff). */
  settled: boolean;
  statements: number;
  paid: number;
  paidFen: bigint;
  waiting: number;
}

/** The advisory lock key of one plan's cycle: settlements of the same cycle wait for each other. */
const lockKeyOf = (planId: number, cycleStart: string) => `agent-commission:${planId}:${cycleStart}`;

/**
 * Settles one cycle of one plan: one statement per agent with figures or a carry (lines saying how
 * each figure was computed), statements at or below the plan's approval limit paid at once, above it
 * left waiting for staff, and the run row, all in one transaction under an advisory lock on (plan,
 * cycle). Running it again, or on two instances at once, finds the run row and writes nothing; the
 * unique (agent, cycle) index and the ledger's idempotency key back that up.
 */
export async function settleCommissionCycle(
  db: Db,
  plan: CommissionPlan,
  cycle: CommissionCycle,
  options: { ranBy: string; actor: Actor; now?: Date },
): Promise<SettleResult> {
  const now = options.now ?? new Date();
  if (cycle.end.getTime() > now.getTime()) throw new AppError('refused', M.cycleNotOver);
  const basis = plan.basis as CommissionBasis;
  const base = { planId: plan.id, cycleStart: cycle.startDay, cycleEnd: cycle.endDay };
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKeyOf(plan.id, cycle.startDay)}))`);
    const [done] = await tx
      .select({ id: agentCommissionRuns.id })
      .from(agentCommissionRuns)
      .where(and(eq(agentCommissionRuns.planId, plan.id), eq(agentCommissionRuns.cycleStart, cycle.startDay)));
    if (done) return { ...base, settled: false, statements: 0, paid: 0, paidFen: 0n, waiting: 0 };
    // Carries chain from one cycle to the next: a cycle older than a settled one cannot be settled.
    const [later] = await tx
      .select({ id: agentCommissionRuns.id })
      .from(agentCommissionRuns)
      .where(and(eq(agentCommissionRuns.planId, plan.id), gt(agentCommissionRuns.cycleStart, cycle.startDay)))
      .limit(1);
    if (later) throw new AppError('refused', M.laterCycleSettled);

    const planAgents = await tx.select().from(agents).where(eq(agents.planId, plan.id));
    const figures = await memberFiguresOfCycle(tx, plan.id, cycle);
    const carries = await carriesBefore(tx, plan.id, cycle.startDay);
    const computed = computeCommissions(
      basis,
      planAgents.map((agent) => ({
        memberId: agent.memberId,
        parentMemberId: agent.parentMemberId,
        rateHundredths: rateToHundredths(agent.ratePercent),
        frozen: agent.status !== 'active',
      })),
      figures,
    );
    const byAgent = new Map(computed.map((entry) => [entry.agentMemberId, entry]));
    // Active agents with a negative carry and no figures this cycle still get a statement, so the
    // carry moves on and the agent sees it.
    for (const agent of planAgents) {
      if (agent.status === 'active' && !byAgent.has(agent.memberId) && (carries.get(agent.memberId) ?? 0n) < 0n) {
        byAgent.set(agent.memberId, {
          agentMemberId: agent.memberId,
          rateHundredths: rateToHundredths(agent.ratePercent),
          team: { validBetFen: 0n, netLossFen: 0n, promotionFen: 0n },
          lines: [],
          cycleCommissionFen: 0n,
        });
      }
    }

    const actor = options.actor;
    let statements = 0;
    let paid = 0;
    let paidFen = 0n;
    let waiting = 0;
    for (const entry of [...byAgent.values()].sort((a, b) => (a.agentMemberId < b.agentMemberId ? -1 : 1))) {
      const carriedInFen = carries.get(entry.agentMemberId) ?? 0n;
      const { amountFen, carryOutFen } = settleCarry(entry.cycleCommissionFen, carriedInFen);
      const payNow = amountFen > 0n && amountFen <= plan.approvalLimitFen;
      const state =
        amountFen === 0n ? StatementState.nothing : payNow ? StatementState.approved : StatementState.waiting;
      const [statement] = await tx
        .insert(agentCommissionStatements)
        .values({
          agentMemberId: entry.agentMemberId,
          planId: plan.id,
          basis,
          cycleStart: cycle.startDay,
          cycleEnd: cycle.endDay,
          ratePercent: hundredthsToRate(entry.rateHundredths),
          teamValidBetFen: entry.team.validBetFen,
          teamNetLossFen: entry.team.netLossFen,
          teamPromotionFen: entry.team.promotionFen,
          cycleCommissionFen: entry.cycleCommissionFen,
          carriedInFen,
          amountFen,
          carryOutFen,
          state,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({
          target: [agentCommissionStatements.agentMemberId, agentCommissionStatements.cycleStart],
        })
        .returning({ id: agentCommissionStatements.id });
      if (!statement) continue;
      statements += 1;
      if (entry.lines.length > 0) {
        await tx.insert(agentCommissionLines).values(
          entry.lines.map((line) => ({
            statementId: statement.id,
            kind: line.kind,
            subjectMemberId: line.subjectMemberId,
            validBetFen: line.validBetFen,
            netLossFen: line.netLossFen,
            promotionFen: line.promotionFen,
            baseFen: line.baseFen,
            ratePercent: hundredthsToRate(line.rateHundredths),
            commissionFen: line.commissionFen,
          })),
        );
      }
      if (payNow) {
        const row = await payStatementTx(tx, statement.id, [StatementState.approved], actor, now);
        if (row) {
          paid += 1;
          paidFen += row.amountFen;
        }
      } else if (state === StatementState.waiting) {
        waiting += 1;
      }
    }
    await tx.insert(agentCommissionRuns).values({
      planId: plan.id,
      cycleStart: cycle.startDay,
      cycleEnd: cycle.endDay,
      statementCount: statements,
      paidCount: paid,
      paidFen,
      ranBy: options.ranBy,
      ranAt: now,
    });
    return { ...base, settled: true, statements, paid, paidFen, waiting };
  });
}

/** Resolves a plan and a cycle start day for a settlement, with the staff's messages. */
export async function planCycleOf(
  db: Db,
  planId: number,
  cycleStart: string,
  timeZone: string,
): Promise<{ plan: CommissionPlan; cycle: CommissionCycle }> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new AppError('notFound', M.planNotFound);
  const cycle = cycleStartingOn(plan.cycle as CycleKind, cycleStart, timeZone);
  if (!cycle) throw new AppError('badRequest', plan.cycle === 'week' ? M.weekStartInvalid : M.monthStartInvalid);
  return { plan, cycle };
}

/** The latest settled cycle start of a plan before `day` (undefined when none). */
export async function latestRunBefore(db: Db, planId: number, day: string): Promise<string | undefined> {
  const [row] = await db
    .select({ cycleStart: agentCommissionRuns.cycleStart })
    .from(agentCommissionRuns)
    .where(and(eq(agentCommissionRuns.planId, planId), lt(agentCommissionRuns.cycleStart, day)))
    .orderBy(desc(agentCommissionRuns.cycleStart))
    .limit(1);
  return row?.cycleStart;
}
