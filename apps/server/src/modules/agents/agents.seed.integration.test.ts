import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_MEMBER } from '../members';
import { DEMO_AGENT_MEMBERS } from './agents.seed';
import { DEMO_AGENT } from './portal.seed';
import { computeCommissions, rateToHundredths, settleCarry } from './commission-formula';
import { lastCompleteCycle } from './commission-cycles';
import { memberFiguresOfCycle } from './commission.service';

let testApp: TestApp;
const { login, sql, expectLedgerHealthy } = memberHelpers(() => testApp);

beforeAll(async () => {
  // Seeded like a first demo start (money history on).
  testApp = await createTestApp({ env: { ...TEST_ENV, SEED_DEMO: '1' } });
});
afterAll(async () => {
  await testApp.close();
});

it('the demo agent tree exists with one settled week whose statements equal a recomputation', async () => {
  // agent888 signs in with the README's password.
  const signedIn = await login(DEMO_AGENT.username, DEMO_AGENT.password);
  expect(signedIn.body.code).toBe(200);

  const tree = await sql<{
    username: string;
    member_id: string;
    parent_member_id: string | null;
    rate_percent: string;
    depth: number;
    plan_id: number;
    status: string;
  }>(
    `select m.username, a.member_id::text, a.parent_member_id::text, a.rate_percent::text, a.depth, a.plan_id, a.status
       from agents a join members m on m.id = a.member_id order by a.depth`,
  );
  expect(tree.map((row) => [row.username, row.depth, row.rate_percent])).toEqual([
    ['agent888', 0, '1.20'],
    ['agent777', 1, '0.80'],
    ['agent666', 2, '0.50'],
  ]);
  const members = await sql<{ username: string; referrer: string }>(
    `select m.username, r.username as referrer from members m join members r on r.id = m.referrer_id
      where m.username = any($1) order by m.username`,
    [DEMO_AGENT_MEMBERS],
  );
  expect(members).toHaveLength(6);

  // Last week's bets were really played (house rounds) with settle times inside the week.
  const zone = testApp.app.config.SITE_TZ;
  const week = lastCompleteCycle('week', new Date(), zone);
  const [bets] = await sql<{ n: string; outside: string }>(
    `select count(*)::text as n,
            count(*) filter (where settled_at < $2 or settled_at >= $3)::text as outside
       from bet_records b join members m on m.id = b.member_id where m.username = any($1)`,
    [DEMO_AGENT_MEMBERS, week.start.toISOString(), week.end.toISOString()],
  );
  expect(Number(bets!.n)).toBeGreaterThan(0);
  expect(bets!.outside).toBe('0');

  // One run for the week, and statements equal to what the formula gives on the data.
  const planId = tree[0]!.plan_id;
  const runs = await sql(`select * from agent_commission_runs where plan_id = $1 and cycle_start = $2`, [
    planId,
    week.startDay,
  ]);
  expect(runs).toHaveLength(1);
  const figures = await memberFiguresOfCycle(testApp.app.db, planId, week);
  const expected = computeCommissions(
    'turnover',
    tree.map((row) => ({
      memberId: BigInt(row.member_id),
      parentMemberId: row.parent_member_id === null ? null : BigInt(row.parent_member_id),
      rateHundredths: rateToHundredths(row.rate_percent),
      frozen: row.status !== 'active',
    })),
    figures,
  );
  const statements = await sql<{
    agent_member_id: string;
    cycle_commission_fen: string;
    amount_fen: string;
    state: number;
    team_valid_bet_fen: string;
  }>(
    `select agent_member_id::text, cycle_commission_fen::text, amount_fen::text, state, team_valid_bet_fen::text
       from agent_commission_statements where cycle_start = $1 order by agent_member_id`,
    [week.startDay],
  );
  expect(statements).toHaveLength(3);
  expect(
    statements.map((row) => [row.agent_member_id, row.cycle_commission_fen, row.amount_fen, row.team_valid_bet_fen]),
  ).toEqual(
    expected.map((entry) => [
      entry.agentMemberId.toString(),
      entry.cycleCommissionFen.toString(),
      settleCarry(entry.cycleCommissionFen, 0n).amountFen.toString(),
      entry.team.validBetFen.toString(),
    ]),
  );
  expect(BigInt(statements[0]!.cycle_commission_fen)).toBeGreaterThan(0n);
  // Within the default plan's approval limit: paid at once through the ledger.
  expect(statements.every((row) => row.state === 2)).toBe(true);

  // The demo member stays a member who can apply: not an agent, no application.
  const [demo] = await sql<{ is_agent: number; applications: string }>(
    `select m.is_agent, (select count(*) from agent_applications x where x.member_id = m.id)::text as applications
       from members m where m.username = $1`,
    [DEMO_MEMBER.username],
  );
  expect(demo).toEqual({ is_agent: 0, applications: '0' });
  await expectLedgerHealthy();
});
