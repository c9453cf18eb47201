import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { testDriver } from '../../../test/test-database';
import { withTransaction } from '../../db/transaction';
import { addDays } from '../../lib/time';
import { house } from '../ledger';
import { insertAgent } from './agents.repository';
import { cycleContaining, type CommissionCycle } from './commission-cycles';
import { runCommissionJob } from './commission.job';
import { findPlan, settleCommissionCycle, StatementState } from './commission.service';

const t = useBackOfficeTestApp({ staff: { finance1: 'finance', finance2: 'finance', cs1: 'customer_service' } });
const db = () => t.current().app.db;
const zone = () => t.current().app.config.SITE_TZ;
const HOUR = 3_600_000;

let planCounter = 0;
/** A plan of its own per test, so each test's cycles and statements are its own. */
async function newPlan(
  basis: 'turnover' | 'net_revenue',
  approvalLimitFen: bigint,
  maxRate = '50.00',
): Promise<number> {
  planCounter += 1;
  const [row] = await t.sql<{ id: number }>(
    `insert into commission_plans (name, basis, cycle, max_rate_percent, approval_limit_fen)
     values ($1, $2, 'week', $3, $4) returning id`,
    [`测试方案${planCounter}-${process.pid}`, basis, maxRate, approvalLimitFen.toString()],
  );
  return Number(row!.id);
}

/** A member registered through the API (with a referrer when given). */
async function member(referrerId?: bigint) {
  return t.newMember(referrerId === undefined ? {} : { registration: { pid: String(referrerId) } });
}

/** Makes `memberId` an agent of the plan under `parent` (the repository call H1's approval makes). */
async function makeAgent(memberId: bigint, planId: number, rate: string, parent?: bigint) {
  await withTransaction(db(), (tx) =>
    insertAgent(tx, {
      memberId,
      planId,
      ratePercent: rate,
      ...(parent === undefined ? {} : { parentMemberId: parent }),
    }),
  );
}

let betCounter = 0;
/** One settled third-party bet record (what a platform import writes), settled at `at`. */
async function bet(memberId: bigint, validBetFen: bigint, winLossFen: bigint, at: Date) {
  betCounter += 1;
  await t.sql(
    `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen,
                              win_loss_fen, state, bet_at, settled_at)
     values ('testplat', $1, $2, 'g', '游戏', 'electron', $3, $3, $4, 1, $5, $5)`,
    [
      `cm${process.pid}-${betCounter}`,
      memberId.toString(),
      validBetFen.toString(),
      winLossFen.toString(),
      at.toISOString(),
    ],
  );
}

/** A bonus paid through the ledger (kind bonus_rebate), dated inside the cycle. */
async function bonus(memberId: bigint, fen: bigint, at: Date) {
  await t.fund(memberId, fen, { kind: 'bonus_rebate', from: house('promotion_expense', `rebate:${memberId % 16n}`) });
  await t.sql(
    `update ledger_transactions set created_at = $1
      where id = (select max(id) from ledger_transactions where kind = 'bonus_rebate')`,
    [at.toISOString()],
  );
}

let weekOffset = 0;
/** A distinct past week per call (Monday to Sunday, site time), well before today. */
function pastWeek(): CommissionCycle {
  weekOffset += 1;
  return cycleContaining(
    'week',
    new Date(Date.now() - (20 + weekOffset) * 7 * 86_400_000).toISOString().slice(0, 10),
    zone(),
  );
}
const inside = (cycle: CommissionCycle, hours = 30) => new Date(cycle.start.getTime() + hours * HOUR);

async function settle(planId: number, cycle: CommissionCycle) {
  const plan = (await findPlan(db(), planId))!;
  return settleCommissionCycle(db(), plan, cycle, { ranBy: 'test', actor: { type: 'system', id: 'test' } });
}

interface StatementRow {
  id: string;
  agent_member_id: string;
  cycle_commission_fen: string;
  carried_in_fen: string;
  amount_fen: string;
  carry_out_fen: string;
  state: number;
}

async function statementsOf(planId: number, cycle: CommissionCycle) {
  return t.sql<StatementRow>(
    `select id::text, agent_member_id::text, cycle_commission_fen::text, carried_in_fen::text, amount_fen::text,
            carry_out_fen::text, state from agent_commission_statements where plan_id = $1 and cycle_start = $2
      order by agent_member_id`,
    [planId, cycle.startDay],
  );
}

async function paymentsOf(statementId: string) {
  return t.sql(
    `select id from ledger_transactions where reference_type = 'agent_commission_statement' and reference_id = $1`,
    [statementId],
  );
}

/** A three-level tree A (1.20) → B (0.80) → C (0.50) with one direct member each. */
async function threeLevelTree(planId: number) {
  const a = await member();
  const b = await member(a.id);
  const c = await member(b.id);
  await makeAgent(a.id, planId, '1.20');
  await makeAgent(b.id, planId, '0.80', a.id);
  await makeAgent(c.id, planId, '0.50', b.id);
  const ma = await member(a.id);
  const mb = await member(b.id);
  const mc = await member(c.id);
  return { a, b, c, ma, mb, mc };
}

describe('commission settlement', () => {
  it('pays each agent of a three-level tree its differential, once, also when settled twice and by the job', async () => {
    const planId = await newPlan('turnover', 1_000_000n);
    const tree = await threeLevelTree(planId);
    const week = pastWeek();
    await bet(tree.ma.id, 100_000n, -5_000n, inside(week)); // 1,000.00 under A
    await bet(tree.mb.id, 200_000n, 10_000n, inside(week, 50)); // 2,000.00 under B
    await bet(tree.mc.id, 400_000n, -1_000n, inside(week, 100)); // 4,000.00 under C
    await bet(tree.mc.id, 999_999n, 0n, new Date(week.end.getTime() + 1000)); // next week: not counted
    // B's own play: B was referred by A, so it is A's direct member (full rate).
    await bet(tree.b.id, 10_000n, 0n, inside(week));

    const first = await settle(planId, week);
    expect(first).toMatchObject({ settled: true, statements: 3, paid: 3, waiting: 0 });
    const rows = await statementsOf(planId, week);
    const byAgent = new Map(rows.map((row) => [row.agent_member_id, row]));
    // C: 0.50 % × 4,000.00 = 20.00
    expect(byAgent.get(tree.c.id.toString())!.amount_fen).toBe('2000');
    // B: 0.80 % × 2,000.00 = 16.00 + 0.30 % × 4,000.00 = 12.00
    expect(byAgent.get(tree.b.id.toString())!.amount_fen).toBe('2800');
    // A: 1.20 % × (1,000.00 + 100.00) = 13.20 + 0.40 % × 6,000.00 = 24.00
    expect(byAgent.get(tree.a.id.toString())!.amount_fen).toBe('3720');
    expect(rows.every((row) => row.state === StatementState.paid)).toBe(true);
    for (const row of rows) expect(await paymentsOf(row.id)).toHaveLength(1);
    expect(await t.balanceOf(tree.a.id)).toBe('37.20');

    const lines = await t.sql<{
      kind: string;
      subject_member_id: string;
      rate_percent: string;
      commission_fen: string;
    }>(
      `select kind, subject_member_id::text, rate_percent::text, commission_fen::text from agent_commission_lines
        where statement_id = $1 order by id`,
      [byAgent.get(tree.a.id.toString())!.id],
    );
    expect(lines).toEqual([
      { kind: 'member', subject_member_id: tree.b.id.toString(), rate_percent: '1.20', commission_fen: '120' },
      { kind: 'member', subject_member_id: tree.ma.id.toString(), rate_percent: '1.20', commission_fen: '1200' },
      { kind: 'sub_agent', subject_member_id: tree.b.id.toString(), rate_percent: '0.40', commission_fen: '2400' },
    ]);

    const detail = await t.call(
      'GET',
      `/api/admin/agent-commission/statements/${byAgent.get(tree.a.id.toString())!.id}`,
      t.current().admin,
    );
    expect(detail.body.data.lines.map((line: { formula: string }) => line.formula)).toEqual([
      '有效投注 100.00 × 1.20% = 1.20',
      '有效投注 1000.00 × 1.20% = 12.00',
      '有效投注 6000.00 × 级差 0.40% = 24.00',
    ]);
    expect(detail.body.data.summary).toBe('本期佣金 37.20 + 上期结转 0.00 = 37.20（发放 37.20，结转下期 0.00）');

    const again = await settle(planId, week);
    expect(again).toMatchObject({ settled: false, statements: 0, paid: 0 });
    // The job on a "now" just after this week: the same cycle, nothing new.
    await runCommissionJob(db(), zone(), new Date(week.end.getTime() + HOUR));
    expect(await statementsOf(planId, week)).toHaveLength(3);
    for (const row of rows) expect(await paymentsOf(row.id)).toHaveLength(1);
    expect(await t.balanceOf(tree.a.id)).toBe('37.20');
    await t.expectLedgerHealthy();
  });

  it('a frozen agent earns nothing; the agent above keeps only its difference', async () => {
    const planId = await newPlan('turnover', 1_000_000n);
    const tree = await threeLevelTree(planId);
    await t.sql(`update agents set status = 'frozen' where member_id = $1`, [tree.b.id.toString()]);
    const week = pastWeek();
    await bet(tree.mb.id, 100_000n, 0n, inside(week));
    await settle(planId, week);
    const rows = await statementsOf(planId, week);
    expect(rows.map((row) => row.agent_member_id)).toEqual([tree.a.id.toString()]);
    expect(rows[0]!.amount_fen).toBe('400'); // (1.20 − 0.80) % × 1,000.00
  });

  it('carries a negative net-revenue cycle into the next and pays the remainder', async () => {
    const planId = await newPlan('net_revenue', 10_000_000n);
    const agent = await member();
    await makeAgent(agent.id, planId, '30.00');
    const player = await member(agent.id);
    const week1 = pastWeek();
    const week2 = cycleContaining(
      'week',
      new Date(week1.end.getTime() + 86_400_000).toISOString().slice(0, 10),
      zone(),
    );
    const week0 = cycleContaining(
      'week',
      new Date(week1.start.getTime() - 86_400_000).toISOString().slice(0, 10),
      zone(),
    );
    // Week 1: the player wins 500.00 and gets a 20.00 bonus: base −520.00 → −156.00.
    await bet(player.id, 50_000n, 50_000n, inside(week1));
    await bonus(player.id, 2_000n, inside(week1, 40));
    await settle(planId, week1);
    const [first] = await statementsOf(planId, week1);
    expect(first).toMatchObject({ cycle_commission_fen: '-15600', amount_fen: '0', carry_out_fen: '-15600', state: 3 });
    expect(await paymentsOf(first!.id)).toHaveLength(0);
    // Week 2: the player loses 1,000.00: 300.00 − 156.00 carried = 144.00 paid.
    await bet(player.id, 100_000n, -100_000n, inside(week2));
    await settle(planId, week2);
    const [second] = await statementsOf(planId, week2);
    expect(second).toMatchObject({
      cycle_commission_fen: '30000',
      carried_in_fen: '-15600',
      amount_fen: '14400',
      carry_out_fen: '0',
      state: StatementState.paid,
    });
    expect(await t.balanceOf(agent.id)).toBe('144.00');
    // Carries chain in order: an older cycle cannot be settled after a newer one.
    await expect(settle(planId, week0)).rejects.toThrow('已有更晚的周期结算过');
    await t.expectLedgerHealthy();
  });

  it('refuses a cycle that has not ended', async () => {
    const planId = await newPlan('turnover', 0n);
    const current = cycleContaining('week', new Date().toISOString().slice(0, 10), zone());
    await expect(settle(planId, current)).rejects.toThrow('该周期尚未结束');
  });
});

describe('staff statements API', () => {
  async function waitingStatements(count: number) {
    const planId = await newPlan('turnover', 1_000n); // above 10.00 waits for staff
    const week = pastWeek();
    const agents = [];
    for (let i = 0; i < count; i += 1) {
      const agent = await member();
      await makeAgent(agent.id, planId, '1.00');
      const player = await member(agent.id);
      await bet(player.id, 200_000n + BigInt(i) * 100_000n, 0n, inside(week));
      agents.push(agent);
    }
    await settle(planId, week);
    const rows = await statementsOf(planId, week);
    expect(rows.every((row) => row.state === StatementState.waiting)).toBe(true);
    return { planId, week, agents, rows };
  }

  it('approves and pays in bulk with a confirmation sum, each statement once under double clicks and two staff', async () => {
    const { week, agents, rows } = await waitingStatements(2);
    const ids = rows.map((row) => row.id);
    const finance1 = t.tokenOf('finance1');
    const finance2 = t.tokenOf('finance2');

    const list = await t.call(
      'GET',
      `/api/admin/agent-commission/statements?cycle_start=${week.startDay}&state=0`,
      finance1,
    );
    expect(list.body.data.data.map((row: { id: number }) => String(row.id)).sort()).toEqual([...ids].sort());

    const cs = await t.call('POST', '/api/admin/agent-commission/statements/approve', t.tokenOf('cs1'), { ids });
    expect(cs.status).toBe(403);

    const preview = await t.call('POST', '/api/admin/agent-commission/statements/preview', finance1, {
      ids,
      action: 'approve',
    });
    expect(preview.body.data).toEqual({ action: 'approve', count: 2, amount: '50.00', agents: 2, skipped: 0 });

    const approved = await t.call('POST', '/api/admin/agent-commission/statements/approve', finance1, { ids });
    expect(approved.body).toMatchObject({ code: 200, data: { done: 2, skipped: 0, amount: '50.00' } });

    const payPreview = await t.call('POST', '/api/admin/agent-commission/statements/preview', finance1, {
      ids,
      action: 'pay',
    });
    expect(payPreview.body.data).toMatchObject({ count: 2, amount: '50.00' });

    const answers = await Promise.all([
      t.call('POST', '/api/admin/agent-commission/statements/pay', finance1, { ids }),
      t.call('POST', '/api/admin/agent-commission/statements/pay', finance1, { ids }),
      t.call('POST', '/api/admin/agent-commission/statements/pay', finance2, { ids }),
    ]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.data.done as number), 0)).toBe(2);
    for (const row of rows) expect(await paymentsOf(row.id)).toHaveLength(1);
    expect(await t.balanceOf(agents[0]!.id)).toBe('20.00');
    expect(await t.balanceOf(agents[1]!.id)).toBe('30.00');
    expect(await t.auditOf('agent_commission.approve', ids[0])).toHaveLength(1);
    expect(await t.auditOf('agent_commission.pay', ids[0])).toHaveLength(1);

    const detail = await t.call('GET', `/api/admin/agent-commission/statements/${ids[0]}`, finance1);
    expect(detail.body.data.statement).toMatchObject({ state: 2, state_text: '已发放', amount: '20.00' });
    expect(detail.body.data.lines[0]).toMatchObject({
      kind: 'member',
      base: '2000.00',
      rate: '1.00',
      commission: '20.00',
      formula: '有效投注 2000.00 × 1.00% = 20.00',
    });
    await t.expectLedgerHealthy();
  });

  it('refuses with a reason, never pays a refused statement, and rejects bad input with Chinese messages', async () => {
    const { rows } = await waitingStatements(1);
    const finance1 = t.tokenOf('finance1');
    const id = rows[0]!.id;
    const noReason = await t.call('POST', '/api/admin/agent-commission/statements/refuse', finance1, {
      ids: [id],
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请填写原因');
    const refused = await t.call('POST', '/api/admin/agent-commission/statements/refuse', finance1, {
      ids: [id],
      reason: '团队异常投注',
    });
    expect(refused.body.data).toMatchObject({ done: 1 });
    const pay = await t.call('POST', '/api/admin/agent-commission/statements/pay', finance1, { ids: [id] });
    expect(pay.body.data).toMatchObject({ done: 0, skipped: 1 });
    expect(await paymentsOf(id)).toHaveLength(0);
    expect(await t.auditOf('agent_commission.refuse', id)).toHaveLength(1);

    const empty = await t.call('POST', '/api/admin/agent-commission/statements/approve', finance1, { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请选择佣金单');
    const badId = await t.call('POST', '/api/admin/agent-commission/statements/approve', finance1, { ids: ['abc'] });
    expect(badId.status).toBe(400);
    const missing = await t.call('GET', '/api/admin/agent-commission/statements/999999999', finance1);
    expect(missing.body.message).toBe('佣金单不存在');
    const badState = await t.call('GET', '/api/admin/agent-commission/statements?state=9', finance1);
    expect(badState.status).toBe(400);
  });

  it('settles a past cycle now (idempotent, audited) and refuses a cycle start that is not a Monday', async () => {
    const planId = await newPlan('turnover', 1_000_000n);
    const agent = await member();
    await makeAgent(agent.id, planId, '1.00');
    const player = await member(agent.id);
    const week = pastWeek();
    await bet(player.id, 100_000n, 0n, inside(week));
    const finance1 = t.tokenOf('finance1');
    const first = await t.call('POST', '/api/admin/agent-commission/settle', finance1, {
      plan_id: planId,
      cycle_start: week.startDay,
    });
    expect(first.body).toMatchObject({
      code: 200,
      data: { settled: true, statements: 1, paid: 1, paid_amount: '10.00' },
    });
    const second = await t.call('POST', '/api/admin/agent-commission/settle', finance1, {
      plan_id: planId,
      cycle_start: week.startDay,
    });
    expect(second.body).toMatchObject({ code: 200, message: '该周期已结算过，未重复生成', data: { settled: false } });
    expect(await t.auditOf('agent_commission.settle', planId)).toHaveLength(2);
    const tuesday = await t.call('POST', '/api/admin/agent-commission/settle', finance1, {
      plan_id: planId,
      cycle_start: addDays(week.startDay, 1),
    });
    expect(tuesday.body.message).toContain('周一');
    const noPlan = await t.call('POST', '/api/admin/agent-commission/settle', finance1, {
      plan_id: 99999,
      cycle_start: week.startDay,
    });
    expect(noPlan.body.message).toBe('返佣方案不存在');

    const plans = await t.call('GET', '/api/admin/agent-commission/plans', finance1);
    expect(plans.body.data.find((plan: { id: number }) => plan.id === planId)).toMatchObject({
      agents: 1,
      last_settled_cycle: week.startDay,
    });

    const report = await t.call(
      'GET',
      `/api/admin/agent-commission/report?from=${week.startDay}&to=${week.endDay}&agent_id=${agent.id}`,
      finance1,
    );
    expect(report.body.data.rows).toEqual([
      expect.objectContaining({
        agent_id: Number(agent.id),
        direct_members: 1,
        team_valid_bet: '1000.00',
        team_net_loss: '0.00',
      }),
    ]);
    const csv = await t.call(
      'GET',
      `/api/admin/agent-commission/statements?format=csv&cycle_start=${week.startDay}`,
      finance1,
    );
    expect(csv.text).toContain('代理账号');
    const badRange = await t.call('GET', '/api/admin/agent-commission/report?from=2026-02-01&to=2026-01-01', finance1);
    expect(badRange.body.message).toBe('开始日期不能晚于结束日期');
  });
});

describe.runIf(testDriver() === 'pg')('commission under concurrency (PostgreSQL)', () => {
  it('two instances settling the same cycle at once write and pay once', async () => {
    const planId = await newPlan('turnover', 1_000_000n);
    const tree = await threeLevelTree(planId);
    const week = pastWeek();
    await bet(tree.ma.id, 100_000n, 0n, inside(week));
    await bet(tree.mc.id, 100_000n, 0n, inside(week));
    const results = await Promise.all([settle(planId, week), settle(planId, week), settle(planId, week)]);
    expect(results.filter((result) => result.settled)).toHaveLength(1);
    const rows = await statementsOf(planId, week);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(await paymentsOf(row.id)).toHaveLength(1);
    await t.expectLedgerHealthy();
  });

  it('ten concurrent pay requests of the same statements pay each once', async () => {
    const planId = await newPlan('turnover', 100n);
    const agent = await member();
    await makeAgent(agent.id, planId, '1.00');
    const player = await member(agent.id);
    const week = pastWeek();
    await bet(player.id, 100_000n, 0n, inside(week));
    await settle(planId, week);
    const [row] = await statementsOf(planId, week);
    const finance1 = t.tokenOf('finance1');
    await t.call('POST', '/api/admin/agent-commission/statements/approve', finance1, { ids: [row!.id] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/admin/agent-commission/statements/pay', finance1, { ids: [row!.id] }),
      ),
    );
    expect(answers.reduce((sum, answer) => sum + (answer.body.data.done as number), 0)).toBe(1);
    expect(await paymentsOf(row!.id)).toHaveLength(1);
    expect(await t.balanceOf(agent.id)).toBe('10.00');
    await t.expectLedgerHealthy();
  });
});
