import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptcha, randomIp, TEST_CAPTCHA, TEST_ENV } from '../../../test/factories';
import { memberHelpers, type TestMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import { loadBusinessRowChecks } from '../../money-modules';
import { playHouseRound } from '../games';
import { seedDemoCreditedDeposit, seedDemoPayments } from '../payments';
import { transferIn } from '../wallet';
import { insertAgent, PORTAL_MESSAGES } from './index';

let testApp: TestApp;
let app: FastifyInstance;
const helpers = memberHelpers(() => testApp);
const { get, sql } = helpers;

/** A portal call with the portal token; `{ status, body }`. */
async function portal(method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) {
  const response = await app.inject({
    method,
    url: `/api/agent-portal${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function makeAgent(member: TestMember, rate: string, parent?: TestMember): Promise<void> {
  const [plan] = await sql<{ id: number }>(`select id from commission_plans order by id limit 1`);
  await withTransaction(app.db, (tx) =>
    insertAgent(tx, { memberId: member.id, parentMemberId: parent?.id, planId: plan!.id, ratePercent: rate }),
  );
}

/** The ticket of the member's getAgentLoginUrl answer. */
async function ticketOf(member: TestMember): Promise<string> {
  const answer = await get('/api/getAgentLoginUrl', member.token);
  expect(answer.body.code, answer.body.message).toBe(200);
  const url = String(answer.body.data.url);
  expect(url).toMatch(/^\/agent\/#\/sso\?ticket=[A-Za-z0-9_-]{43}$/);
  return url.split('ticket=')[1]!;
}

async function portalToken(member: TestMember): Promise<string> {
  const answer = await portal('POST', '/session', undefined, { ticket: await ticketOf(member) });
  expect(answer.body.code, answer.body.message).toBe(200);
  return String(answer.body.data.token);
}

async function deposit(member: TestMember, amountFen: bigint) {
  await withTransaction(app.db, (tx) =>
    seedDemoCreditedDeposit(tx, {
      memberId: member.id,
      amountFen,
      paidAt: new Date(),
      timeZone: app.config.SITE_TZ,
      payPageSecret: app.config.appSecret,
    }),
  );
}

// Tree A: agentA (1.20) ← memberA1; agentA ← subAgent (0.80, made in the portal) ← memberA2.
// Tree B: agentB (1.00) ← memberB1, with a commission statement.
let agentA: TestMember;
let memberA1: TestMember;
let agentB: TestMember;
let memberB1: TestMember;
let tokenA: string;
let tokenB: string;
let statementB: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
  loadBusinessRowChecks();
  await withTransaction(app.db, (tx) => seedDemoPayments(tx));
  agentA = await helpers.newMember();
  agentB = await helpers.newMember();
  await makeAgent(agentA, '1.20');
  await makeAgent(agentB, '1.00');
  memberA1 = await helpers.newMember({ registration: { pid: agentA.id.toString() } });
  memberB1 = await helpers.newMember({ registration: { pid: agentB.id.toString() } });
  tokenA = await portalToken(agentA);
  tokenB = await portalToken(agentB);
  const [plan] = await sql<{ id: number }>(`select id from commission_plans order by id limit 1`);
  const [statement] = await sql<{ id: string }>(
    `insert into agent_commission_statements (agent_member_id, plan_id, basis, cycle_start, cycle_end, rate_percent,
       team_valid_bet_fen, cycle_commission_fen, amount_fen, state)
     values ($1, $2, 'turnover', '2026-11-16', '2026-11-22', '1.00', 100000, 1000, 1000, 2) returning id::text`,
    [agentB.id.toString(), plan!.id],
  );
  statementB = statement!.id;
  await sql(
    `insert into agent_commission_lines (statement_id, kind, subject_member_id, valid_bet_fen, base_fen, rate_percent, commission_fen)
     values ($1, 'member', $2, 100000, 100000, '1.00', 1000)`,
    [statementB, memberB1.id.toString()],
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('portal sign-in by ticket', () => {
  it('answers the portal address to agents only, without storing the ticket', async () => {
    const plain = await helpers.newMember();
    expect((await get('/api/getAgentLoginUrl', plain.token)).body).toMatchObject({
      code: 422,
      message: PORTAL_MESSAGES.notAgent,
    });
    expect((await get('/api/getAgentLoginUrl')).status).toBe(401);
    const ticket = await ticketOf(agentA);
    const stored = await sql<{ ticket_hash: string }>(
      `select ticket_hash from agent_portal_tickets where agent_member_id = $1`,
      [agentA.id.toString()],
    );
    expect(stored.some((row) => row.ticket_hash === ticket)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.ticket_hash))).toBe(true);
  });

  it('drops tickets expired over an hour ago when a new one is made', async () => {
    await ticketOf(agentA);
    await sql(`update agent_portal_tickets set expires_at = now() - interval '2 hours'`);
    await ticketOf(agentA);
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from agent_portal_tickets`);
    expect(row!.n).toBe('1');
  });

  it('works once, with no-store, then never again', async () => {
    const ticket = await ticketOf(agentA);
    const first = await portal('POST', '/session', undefined, { ticket });
    expect(first.body.code).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data.agent).toMatchObject({ member_id: agentA.id.toString(), rate_percent: '1.20' });
    expect((await portal('GET', '/me', first.body.data.token)).body.data.username).toBe(agentA.name);
    const again = await portal('POST', '/session', undefined, { ticket });
    expect(again.body).toMatchObject({ code: 422, message: PORTAL_MESSAGES.ticketInvalid });
  });

  it('two exchanges of one ticket at once open one session', async () => {
    const ticket = await ticketOf(agentA);
    const answers = await Promise.all([1, 2, 3].map(() => portal('POST', '/session', undefined, { ticket })));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
  });

  it('expires after 60 seconds; unknown and malformed tickets get the same refusal', async () => {
    const ticket = await ticketOf(agentA);
    await sql(`update agent_portal_tickets set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await portal('POST', '/session', undefined, { ticket })).body.message).toBe(PORTAL_MESSAGES.ticketInvalid);
    expect((await portal('POST', '/session', undefined, { ticket: 'x'.repeat(43) })).body.message).toBe(
      PORTAL_MESSAGES.ticketInvalid,
    );
    expect((await portal('POST', '/session', undefined, { ticket: '' })).body.code).toBe(422);
    expect((await portal('POST', '/session', undefined, { ticket: 'x'.repeat(500) })).status).toBe(400);
    expect((await portal('POST', '/session', undefined, {})).status).toBe(400);
  });

  it('logout revokes the session; a frozen agent is refused and signed out', async () => {
    const token = await portalToken(agentA);
    expect((await portal('POST', '/logout', token)).body.code).toBe(200);
    expect((await portal('GET', '/me', token)).status).toBe(401);
    expect((await portal('GET', '/me', 'not-a-token')).status).toBe(401);
    expect((await portal('GET', '/me')).status).toBe(401);

    const frozen = await helpers.newMember();
    await makeAgent(frozen, '0.50');
    const open = await portalToken(frozen);
    const ticket = await ticketOf(frozen);
    await sql(`update agents set status = 'frozen' where member_id = $1`, [frozen.id.toString()]);
    expect((await portal('GET', '/me', open)).status).toBe(401);
    expect((await portal('POST', '/session', undefined, { ticket })).body.message).toBe(PORTAL_MESSAGES.agentFrozen);
    expect((await get('/api/getAgentLoginUrl', frozen.token)).body.message).toBe(PORTAL_MESSAGES.agentFrozen);
  });
});

describe('portal password login', () => {
  const login = async (name: string, password: string) =>
    portal('POST', '/login', undefined, {
      name,
      password,
      auth_code: TEST_CAPTCHA,
      captcha_id: await issueCaptcha(app),
    });

  it('signs an agent in with its member account and refuses others', async () => {
    const answer = await login(agentB.name, agentB.password);
    expect(answer.body.code, answer.body.message).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await portal('GET', '/me', answer.body.data.token)).body.data.member_id).toBe(agentB.id.toString());
    expect((await login(memberB1.name, memberB1.password)).body.message).toBe(PORTAL_MESSAGES.notAgent);
    expect((await login(agentB.name, 'wrong1234')).body.message).toContain('账号或密码错误');
    const noCaptcha = await portal('POST', '/login', undefined, { name: agentB.name, password: agentB.password });
    expect(noCaptcha.body.code).toBe(422);
  });

  it('locks the account after five wrong passwords, like the member login', async () => {
    const agent = await helpers.newMember();
    await makeAgent(agent, '0.30');
    for (let i = 0; i < 4; i += 1) await login(agent.name, 'wrong1234');
    expect((await login(agent.name, 'wrong1234')).body.message).toContain('账号已锁定');
    expect((await login(agent.name, agent.password)).body.message).toContain('账号已锁定');
  });
});

describe('portal figures', () => {
  it('shows a team member deposit and bet in the overview, report and member list', async () => {
    await deposit(memberA1, 50_000n);
    await transferIn(app.db, app.services.platforms, memberA1.id, 'house', 20_000n);
    await playHouseRound(app.db, testApp.config.appSecret, {
      memberId: memberA1.id,
      game: 'sic-bo',
      bets: [{ type: 'big', amount: '10' }],
    });
    const overview = await portal('GET', '/overview', tokenA);
    expect(overview.body.code, overview.body.message).toBe(200);
    expect(overview.body.data).toMatchObject({
      direct_members: 1,
      team_size: 1,
      new_members_today: 1,
      active_members: 1,
      deposit: '500.00',
      valid_bet: '10.00',
    });
    expect(['-10.00', '10.00']).toContain(overview.body.data.net_result);

    const report = await portal('GET', '/report?group=week', tokenA);
    expect(report.body.data.total).toMatchObject({ deposit: '500.00', valid_bet: '10.00' });
    expect(report.body.data.rows.length).toBeGreaterThanOrEqual(5);
    const days = await portal('GET', '/report', tokenA);
    expect(days.body.data.rows).toHaveLength(30);

    const list = await portal('GET', '/members', tokenA);
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1 });
    expect(list.body.data.data[0]).toMatchObject({ id: memberA1.id.toString(), deposit: '500.00', valid_bet: '10.00' });
    const one = await portal('GET', `/members/${memberA1.id}`, tokenA);
    expect(one.body.data).toMatchObject({ username: memberA1.name, deposit: '500.00' });
    const search = await portal('GET', `/members?search=${memberA1.name.slice(0, 4)}`, tokenA);
    expect(search.body.data.total).toBe(1);
    expect((await portal('GET', '/members?search=zzzz', tokenA)).body.data.total).toBe(0);

    // The other tree sees none of it.
    const other = await portal('GET', '/overview', tokenB);
    expect(other.body.data).toMatchObject({ deposit: '0.00', valid_bet: '0.00', team_size: 1 });
  });

  it('refuses bad ranges with a message, never a 500', async () => {
    expect((await portal('GET', '/report?from=2026-11-20&to=2026-11-01', tokenA)).body.message).toBe(
      PORTAL_MESSAGES.rangeReversed,
    );
    expect((await portal('GET', '/report?from=2026-02-30', tokenA)).body.message).toBe(PORTAL_MESSAGES.dayInvalid);
    expect((await portal('GET', '/report?from=2020-01-01&to=2026-01-01', tokenA)).body.code).toBe(422);
    expect((await portal('GET', '/report?from=yesterday', tokenA)).status).toBe(400);
    expect((await portal('GET', '/report?group=year', tokenA)).status).toBe(400);
    expect((await portal('GET', '/members?per_page=1000', tokenA)).status).toBe(400);
    expect((await portal('GET', '/members/abc', tokenA)).status).toBe(400);
  });

  it('answers the invite link with the pid and a QR code', async () => {
    const answer = await portal('GET', '/invite', tokenA);
    expect(answer.body.data.url).toMatch(new RegExp(`/#/register\\?pid=${agentA.id}$`));
    expect(answer.body.data.qr_svg).toContain('<svg');
  });
});

describe('creating a sub-agent', () => {
  const valid = () => ({
    name: `sub${Date.now().toString(36).slice(-6)}1`,
    password: 'abcd1234',
    confirm_password: 'abcd1234',
    realname: '王五',
    paypassword: '135790',
    rate_percent: '0.80',
    adult: true,
  });

  it('refuses a rate at or above the agent own, bad accounts and passwords, duplicates', async () => {
    const before = await sql<{ n: string }>(`select count(*)::text as n from members`);
    for (const [change, message] of [
      [{ rate_percent: '1.20' }, '下级代理的返佣比例必须低于您的比例（1.20%）'],
      [{ rate_percent: '5' }, '下级代理的返佣比例必须低于您的比例（1.20%）'],
      [{ rate_percent: '0.801' }, '请输入正确的返佣比例（百分比，最多两位小数）'],
      [{ name: 'ab' }, '请输入正确的账号（最少6位，英文及数字）！'],
      [{ password: 'short' }, '密码长度最少8位！以字母和数字组合！'],
      [{ confirm_password: 'abcd9999' }, '两次密码不一致！'],
      [{ adult: false }, '请确认对方已年满18周岁'],
      [{ name: memberA1.name.toUpperCase() }, '该账号已被注册'],
    ] as const) {
      const answer = await portal('POST', '/sub-agents', tokenA, { ...valid(), ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({ code: 422, message });
    }
    expect(await sql<{ n: string }>(`select count(*)::text as n from members`)).toEqual(before);
  });

  it('creates a member registered under the agent, made a sub-agent, audited', async () => {
    const input = valid();
    const answer = await portal('POST', '/sub-agents', tokenA, input);
    expect(answer.body.code, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ username: input.name, rate_percent: '0.80', status: 'active' });
    const id = answer.body.data.member_id as string;
    const [row] = await sql<{ referrer_id: string; is_agent: number; path: string; mobile: string | null }>(
      `select m.referrer_id::text, m.is_agent, a.path, m.mobile from members m join agents a on a.member_id = m.id where m.id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      referrer_id: agentA.id.toString(),
      is_agent: 1,
      path: `/${agentA.id}/${id}/`,
      mobile: null,
    });
    const audit = await sql<{ staff_username: string; staff_id: number | null }>(
      `select staff_username, staff_id from audit_log where action = 'agent.portal.create_sub_agent' and target_id = $1`,
      [id],
    );
    expect(audit).toEqual([{ staff_username: `agent:${agentA.name}`, staff_id: null }]);
    const subs = await portal('GET', '/sub-agents', tokenA);
    expect(subs.body.data.data.map((sub: { member_id: string }) => sub.member_id)).toContain(id);

    // The new sub-agent can sign in to the portal with the password it was given.
    const login = await portal('POST', '/login', undefined, {
      name: input.name,
      password: input.password,
      auth_code: TEST_CAPTCHA,
      captcha_id: await issueCaptcha(app),
    });
    expect(login.body.code, login.body.message).toBe(200);
  });
});

describe('portal access: an agent sees only its own tree (IDOR)', () => {
  let subToken: string;
  let subId: string;
  let memberA2: TestMember;

  beforeAll(async () => {
    const created = await portal('POST', '/sub-agents', tokenA, {
      name: `idr${Date.now().toString(36).slice(-6)}2`,
      password: 'abcd1234',
      confirm_password: 'abcd1234',
      realname: '赵六',
      paypassword: '135790',
      rate_percent: '0.50',
      adult: 1,
    });
    subId = created.body.data.member_id;
    const login = await portal('POST', '/login', undefined, {
      name: created.body.data.username,
      password: 'abcd1234',
      auth_code: TEST_CAPTCHA,
      captcha_id: await issueCaptcha(app),
    });
    subToken = login.body.data.token;
    memberA2 = await helpers.newMember({ registration: { pid: subId } });
  });

  it('another tree: every id of it is refused or answers nothing of it', async () => {
    expect((await portal('GET', `/members?agent_id=${agentB.id}`, tokenA)).body.message).toBe(
      PORTAL_MESSAGES.agentNotFound,
    );
    expect((await portal('GET', `/members/${memberB1.id}`, tokenA)).body.message).toBe(PORTAL_MESSAGES.memberNotFound);
    expect((await portal('GET', `/members/${agentB.id}`, tokenA)).body.message).toBe(PORTAL_MESSAGES.memberNotFound);
    expect((await portal('GET', `/sub-agents?parent_id=${agentB.id}`, tokenA)).body.message).toBe(
      PORTAL_MESSAGES.agentNotFound,
    );
    expect((await portal('GET', `/statements/${statementB}`, tokenA)).body.message).toBe(
      PORTAL_MESSAGES.statementNotFound,
    );
    expect((await portal('GET', '/statements', tokenA)).body.data.total).toBe(0);
    // The same calls with B's own token work: the ids are real.
    expect((await portal('GET', `/members/${memberB1.id}`, tokenB)).body.code).toBe(200);
    const detail = await portal('GET', `/statements/${statementB}`, tokenB);
    expect(detail.body.data.statement).toMatchObject({ amount: '10.00', team_valid_bet: '1000.00' });
    expect(detail.body.data.lines[0]).toMatchObject({ subject_username: memberB1.name, commission: '10.00' });
    expect((await portal('GET', '/statements', tokenB)).body.data.total).toBe(1);
    // And B sees nothing of A's tree.
    expect((await portal('GET', `/members/${memberA1.id}`, tokenB)).body.message).toBe(PORTAL_MESSAGES.memberNotFound);
    expect((await portal('GET', `/members?agent_id=${subId}`, tokenB)).body.message).toBe(
      PORTAL_MESSAGES.agentNotFound,
    );
    expect((await portal('GET', `/sub-agents?parent_id=${agentA.id}`, tokenB)).body.message).toBe(
      PORTAL_MESSAGES.agentNotFound,
    );
    expect((await portal('GET', `/members/99999999999`, tokenA)).body.message).toBe(PORTAL_MESSAGES.memberNotFound);
  });

  it('a parent sees its sub-agent tree; a sub-agent sees only its own subtree, not its parent', async () => {
    expect((await portal('GET', `/members?agent_id=${subId}`, tokenA)).body.data.data[0].id).toBe(
      memberA2.id.toString(),
    );
    expect((await portal('GET', `/members/${memberA2.id}`, tokenA)).body.code).toBe(200);
    expect((await portal('GET', '/overview', tokenA)).body.data.team_size).toBeGreaterThanOrEqual(2);

    expect((await portal('GET', `/members/${memberA2.id}`, subToken)).body.code).toBe(200);
    expect((await portal('GET', '/members', subToken)).body.data.total).toBe(1);
    expect((await portal('GET', `/members?agent_id=${agentA.id}`, subToken)).body.message).toBe(
      PORTAL_MESSAGES.agentNotFound,
    );
    expect((await portal('GET', `/sub-agents?parent_id=${agentA.id}`, subToken)).body.message).toBe(
      PORTAL_MESSAGES.agentNotFound,
    );
    expect((await portal('GET', `/members/${memberA1.id}`, subToken)).body.message).toBe(
      PORTAL_MESSAGES.memberNotFound,
    );
    const overview = (await portal('GET', '/overview', subToken)).body.data;
    expect(overview).toMatchObject({ team_size: 1, deposit: '0.00', direct_members: 1 });
    // A sub-agent's own sub-agent needs a rate below the sub-agent's 0.50.
    const tooHigh = await portal('POST', '/sub-agents', subToken, {
      name: `low${Date.now().toString(36).slice(-6)}3`,
      password: 'abcd1234',
      confirm_password: 'abcd1234',
      realname: '孙七',
      paypassword: '135790',
      rate_percent: '0.80',
      adult: true,
    });
    expect(tooHigh.body.message).toBe('下级代理的返佣比例必须低于您的比例（0.50%）');
  });

  it('a member token is not a portal token', async () => {
    expect((await portal('GET', '/overview', agentA.token)).status).toBe(401);
  });
});
