import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, memberHelpers, type TestMember } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_ENV } from '../../../test/factories';
import { AGENT_ADMIN_MESSAGES, AGENT_MESSAGES, DEFAULT_PLAN_NAME } from './index';

let testApp: TestApp;
let app: FastifyInstance;

const helpers = memberHelpers(() => testApp);
const { api, get, sql, newMember } = helpers;
const staff = staffHelpers(() => app);

let defaultPlanId: number;
let revenuePlanId: number;
let risk: { token: string; id: number };
let support: { token: string; id: number };

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...staff.adminEnv } });
  app = testApp.app;
  await staff.bootstrapAdmin();
  const plans = (await staff.call('GET', '/api/admin/agent-plans', await staff.adminToken())).body.data as {
    id: number;
    name: string;
  }[];
  defaultPlanId = plans.find((plan) => plan.name === DEFAULT_PLAN_NAME)!.id;
  revenuePlanId = plans.find((plan) => plan.name !== DEFAULT_PLAN_NAME)!.id;
  risk = await staff.newStaff('agentrisk', 'risk');
  support = await staff.newStaff('agentsupport', 'customer_service');
});
afterAll(async () => {
  await testApp.close();
});

const apply = (member: TestMember, body: Record<string, unknown>) => api('/api/applyagentdo', member.token, body);
const status = (member: TestMember) => get('/api/agent-application', member.token);
const validApply = (member: TestMember, reason = '我有很多朋友喜欢玩') =>
  apply(member, { mobile: freshMobile('138'), apply_info: reason });

async function applicationIdOf(member: TestMember): Promise<string> {
  return (await status(member)).body.data.application.id as string;
}

async function applyingMember(): Promise<{ member: TestMember; applicationId: string }> {
  const member = await newMember({ mobile: true });
  const answer = await validApply(member);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return { member, applicationId: await applicationIdOf(member) };
}

const approve = async (applicationId: string, body: Record<string, unknown>, token?: string) =>
  staff.call(
    'POST',
    `/api/admin/agents/applications/${applicationId}/approve`,
    token ?? (await staff.adminToken()),
    body,
  );

async function topAgent(rate = '1.20'): Promise<TestMember> {
  const { member, applicationId } = await applyingMember();
  const answer = await approve(applicationId, { plan_id: defaultPlanId, rate });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return member;
}

async function agentUnder(parent: TestMember, rate: string): Promise<TestMember> {
  const member = await newMember();
  const answer = await staff.call('POST', '/api/admin/agents', await staff.adminToken(), {
    username: member.name,
    rate,
    parent_member_id: parent.id.toString(),
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return member;
}

describe('POST /api/applyagentdo', () => {
  it('answers the spec messages in order: mobile pattern first, then reason, then its length', async () => {
    const member = await newMember({ mobile: true });
    const cases: [Record<string, unknown>, string][] = [
      [{}, AGENT_MESSAGES.mobileInvalid],
      [{ mobile: '1234', apply_info: '' }, AGENT_MESSAGES.mobileInvalid],
      [{ mobile: '12012345678', apply_info: '理由' }, AGENT_MESSAGES.mobileInvalid],
      [{ mobile: '13812345678' }, AGENT_MESSAGES.reasonRequired],
      [{ mobile: '13812345678', apply_info: '   ' }, AGENT_MESSAGES.reasonRequired],
      [{ mobile: '13812345678', apply_info: '长'.repeat(201) }, AGENT_MESSAGES.reasonTooLong],
    ];
    for (const [body, message] of cases) {
      const answer = await apply(member, body);
      expect(answer.status).toBe(200);
      expect(answer.body.code).not.toBe(200);
      expect(answer.body.message).toBe(message);
    }
    const tooLong = await apply(member, { mobile: '13812345678', apply_info: 'x'.repeat(3000) });
    expect(tooLong.status).toBe(400);
    const rows = await sql('select 1 from agent_applications where member_id = $1', [member.id.toString()]);
    expect(rows).toHaveLength(0);
  });

  it('needs a login and a bound phone (decision 0028)', async () => {
    const anonymous = await api('/api/applyagentdo', undefined, { mobile: '13812345678', apply_info: '理由' });
    expect(anonymous.status).toBe(401);
    const unbound = await newMember();
    const answer = await validApply(unbound);
    expect(answer.body.message).toBe(AGENT_MESSAGES.mobileNotBound);
    expect((await status(unbound)).body.data).toEqual({ isagent: 0, mobile_bound: false, application: null });
  });

  it('keeps one pending application at a time, even when two are sent at once', async () => {
    const member = await newMember({ mobile: true });
    const answers = await Promise.all([validApply(member, '第一次'), validApply(member, '第二次')]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, expect.any(Number)].sort());
    const messages = answers.map((answer) => answer.body.message);
    expect(messages).toContain(AGENT_MESSAGES.applied);
    expect(messages).toContain(AGENT_MESSAGES.pending);
    const third = await validApply(member);
    expect(third.body.message).toBe(AGENT_MESSAGES.pending);
    const rows = await sql('select state from agent_applications where member_id = $1', [member.id.toString()]);
    expect(rows).toHaveLength(1);

    const shown = (await status(member)).body.data;
    expect(shown.isagent).toBe(0);
    expect(shown.mobile_bound).toBe(true);
    expect(shown.application).toMatchObject({ state: 0, reason: '', reviewed_at: null });
    expect(shown.application.mobile).toMatch(/^138\*{4}\d{4}$/);
  });

  it('shows a member only their own application', async () => {
    const { member: owner } = await applyingMember();
    const other = await newMember({ mobile: true });
    const seen = (await status(other)).body.data;
    expect(seen.application).toBeNull();
    const mine = (await status(owner)).body.data;
    expect(mine.application).not.toBeNull();
  });
});

describe('staff review of agent applications', () => {
  it('refuses with a reason (shown to the member), then the member may apply again', async () => {
    const { member, applicationId } = await applyingMember();
    const noReason = await staff.call(
      'POST',
      `/api/admin/agents/applications/${applicationId}/refuse`,
      await staff.adminToken(),
      { reason: ' ' },
    );
    expect(noReason.status).toBe(400);
    const refused = await staff.call(
      'POST',
      `/api/admin/agents/applications/${applicationId}/refuse`,
      await staff.adminToken(),
      { reason: '团队规模不足' },
    );
    expect(refused.body.code).toBe(200);
    const shown = (await status(member)).body.data.application;
    expect(shown).toMatchObject({ state: 2, reason: '团队规模不足' });
    expect(shown.reviewed_at).not.toBeNull();
    const again = await staff.call(
      'POST',
      `/api/admin/agents/applications/${applicationId}/refuse`,
      await staff.adminToken(),
      { reason: '再拒绝' },
    );
    expect(again.body.message).toBe(AGENT_ADMIN_MESSAGES.applicationReviewed);
    const audit = await staff.auditOf('agents.application.refuse', applicationId);
    expect(audit[0]?.after).toMatchObject({ state: 2, reason: '团队规模不足' });
    expect((await validApply(member)).body.code).toBe(200);
  });

  it('approves: the member becomes an agent (isagent 1 in userInfo), audited; applying again is refused', async () => {
    const { member, applicationId } = await applyingMember();
    const tooHigh = await approve(applicationId, { plan_id: defaultPlanId, rate: '1.51' });
    expect(tooHigh.body.message).toBe(AGENT_ADMIN_MESSAGES.rateAbovePlan('1.50'));
    expect((await status(member)).body.data.application.state).toBe(0);
    const noPlan = await approve(applicationId, { rate: '1.00' });
    expect(noPlan.body.message).toBe(AGENT_ADMIN_MESSAGES.planRequired);

    const approved = await approve(applicationId, { plan_id: defaultPlanId, rate: '1.2' });
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(200);
    const user = (await api('/api/user', member.token)).body.data;
    expect(user.isagent).toBe(1);
    expect((await status(member)).body.data).toMatchObject({ isagent: 1, application: { state: 1 } });
    const [row] = await sql<{ rate_percent: string; depth: number; path: string; application_id: string }>(
      'select rate_percent, depth, path, application_id::text from agents where member_id = $1',
      [member.id.toString()],
    );
    expect(row).toMatchObject({
      rate_percent: '1.20',
      depth: 0,
      path: `/${member.id}/`,
      application_id: applicationId,
    });
    const audit = await staff.auditOf('agents.application.approve', applicationId);
    expect(audit[0]?.after).toMatchObject({ state: 1, agent: { rate: '1.20', plan_id: defaultPlanId } });
    expect((await validApply(member)).body.message).toBe(AGENT_MESSAGES.alreadyAgent);
  });

  it('two staff approving at once make one agent row and one approval', async () => {
    const { member, applicationId } = await applyingMember();
    const answers = await Promise.all([
      approve(applicationId, { plan_id: defaultPlanId, rate: '1.00' }),
      approve(applicationId, { plan_id: defaultPlanId, rate: '0.90' }, risk.token),
      approve(applicationId, { plan_id: defaultPlanId, rate: '0.80' }),
    ]);
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === AGENT_ADMIN_MESSAGES.applicationReviewed)).toHaveLength(
      2,
    );
    const agents = await sql('select 1 from agents where member_id = $1', [member.id.toString()]);
    expect(agents).toHaveLength(1);
    expect(await staff.auditOf('agents.application.approve', applicationId)).toHaveLength(1);
  });

  it('checks permissions: view can list, only manage can review', async () => {
    const { applicationId } = await applyingMember();
    const list = await staff.call('GET', '/api/admin/agents/applications?state=0', support.token);
    expect(list.body.code, list.text).toBe(200);
    expect((list.body.data.data as { id: string }[]).some((row) => row.id === applicationId)).toBe(true);
    const denied = await approve(applicationId, { plan_id: defaultPlanId, rate: '1.00' }, support.token);
    expect(denied.status).toBe(403);
    const deniedPlan = await staff.call('POST', '/api/admin/agent-plans', support.token, {
      name: 'x',
      basis: 'turnover',
      max_rate: '1',
    });
    expect(deniedPlan.status).toBe(403);
    const anonymous = await staff.call('GET', '/api/admin/agents', undefined);
    expect(anonymous.status).toBe(401);
  });
});

describe('notices for agents (platform-rules §8)', () => {
  it('an approved member sees the notices aimed at agents; a member does not', async () => {
    const posted = await staff.call('POST', '/api/admin/notices', await staff.adminToken(), {
      type: 1,
      title: '代理专属通知',
      content: '<p>本周佣金已结算</p>',
      target_kind: 'agents',
    });
    expect(posted.body.code, JSON.stringify(posted.body)).toBe(200);
    const titlesOf = async (member: TestMember) =>
      ((await api('/api/noticeList', member.token, { page: 1, limit: 50 })).body.data.data as { title: string }[]).map(
        (notice) => notice.title,
      );
    const { member, applicationId } = await applyingMember();
    expect(await titlesOf(member)).not.toContain('代理专属通知');
    expect((await approve(applicationId, { plan_id: defaultPlanId, rate: '0.50' })).body.code).toBe(200);
    expect(await titlesOf(member)).toContain('代理专属通知');
  });
});

describe('agent tree', () => {
  it('keeps each rate below the parent and above every sub-agent, within the plan', async () => {
    const top = await topAgent('1.20');
    const below = await staff.call('POST', '/api/admin/agents', await staff.adminToken(), {
      username: (await newMember()).name,
      rate: '1.20',
      parent_member_id: top.id.toString(),
    });
    expect(below.body.message).toBe(AGENT_ADMIN_MESSAGES.rateNotBelowParent('1.20'));
    const child = await agentUnder(top, '0.80');
    const grandchild = await agentUnder(child, '0.30');
    const [childRow] = await sql<{ depth: number; path: string; plan_id: number }>(
      'select depth, path, plan_id from agents where member_id = $1',
      [grandchild.id.toString()],
    );
    expect(childRow).toEqual({ depth: 2, path: `/${top.id}/${child.id}/${grandchild.id}/`, plan_id: defaultPlanId });

    const token = await staff.adminToken();
    const rate = (member: TestMember, value: string) =>
      staff.call('POST', `/api/admin/agents/${member.id}/rate`, token, { rate: value });
    expect((await rate(child, '1.20')).body.message).toBe(AGENT_ADMIN_MESSAGES.rateNotBelowParent('1.20'));
    expect((await rate(child, '0.30')).body.message).toBe(AGENT_ADMIN_MESSAGES.rateNotAboveChild('0.30'));
    expect((await rate(top, '0.80')).body.message).toBe(AGENT_ADMIN_MESSAGES.rateNotAboveChild('0.80'));
    expect((await rate(top, '1.60')).body.message).toBe(AGENT_ADMIN_MESSAGES.rateAbovePlan('1.50'));
    expect((await rate(top, 'abc')).status).toBe(400);
    const changed = await rate(child, '0.5');
    expect(changed.body.code).toBe(200);
    expect(changed.body.data).toMatchObject({ rate: '0.50', sub_agents: 1, depth: 1, parent_username: top.name });
    const audit = await staff.auditOf('agents.agent.rate', child.id.toString());
    expect(audit[0]).toMatchObject({ before: { rate: '0.80' }, after: { rate: '0.50' } });

    const under = await staff.call('GET', `/api/admin/agents?parent=${top.id}`, token);
    expect((under.body.data.data as { member_id: string }[]).map((row) => row.member_id)).toEqual([
      child.id.toString(),
    ]);
    const tops = await staff.call('GET', `/api/admin/agents?parent=top&username=${top.name}`, token);
    expect(tops.body.data.data[0]).toMatchObject({ member_id: top.id.toString(), sub_agents: 1, depth: 0 });
  });

  it('counts direct members registered with the agent invite', async () => {
    const top = await topAgent('1.00');
    await newMember({ registration: { pid: top.id.toString() } });
    await newMember({ registration: { pid: top.id.toString() } });
    const list = await staff.call('GET', `/api/admin/agents?member_id=${top.id}`, await staff.adminToken());
    expect(list.body.data.data[0]).toMatchObject({ direct_members: 2, sub_agents: 0 });
  });

  it('changes the plan of a top agent and its whole tree; not of a sub-agent', async () => {
    const top = await topAgent('1.40');
    const child = await agentUnder(top, '1.00');
    const token = await staff.adminToken();
    const onChild = await staff.call('POST', `/api/admin/agents/${child.id}/plan`, token, { plan_id: revenuePlanId });
    expect(onChild.body.message).toBe(AGENT_ADMIN_MESSAGES.planOnlyTop);
    const changed = await staff.call('POST', `/api/admin/agents/${top.id}/plan`, token, { plan_id: revenuePlanId });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(200);
    const rows = await sql<{ plan_id: number }>('select plan_id from agents where path like $1', [`/${top.id}/%`]);
    expect(rows.map((row) => row.plan_id)).toEqual([revenuePlanId, revenuePlanId]);

    const small = await staff.call('POST', '/api/admin/agent-plans', token, {
      name: `小方案${top.id}`,
      basis: 'turnover',
      cycle: 'week',
      max_rate: '1.00',
      approval_limit: '100.00',
    });
    expect(small.body.code, JSON.stringify(small.body)).toBe(200);
    const tooSmall = await staff.call('POST', `/api/admin/agents/${top.id}/plan`, token, {
      plan_id: small.body.data.id,
    });
    expect(tooSmall.body.message).toBe(AGENT_ADMIN_MESSAGES.treeAbovePlan('1.00'));
  });

  it('freezes and unfreezes an agent, audited', async () => {
    const top = await topAgent('1.00');
    const token = await staff.adminToken();
    const frozen = await staff.call('POST', `/api/admin/agents/${top.id}/status`, token, { status: 'frozen' });
    expect(frozen.body.data.status).toBe('frozen');
    const again = await staff.call('POST', `/api/admin/agents/${top.id}/status`, token, { status: 'frozen' });
    expect(again.body.message).toBe(AGENT_ADMIN_MESSAGES.statusUnchanged);
    const under = await staff.call('POST', '/api/admin/agents', token, {
      username: (await newMember()).name,
      rate: '0.10',
      parent_member_id: top.id.toString(),
    });
    expect(under.body.message).toBe(AGENT_ADMIN_MESSAGES.parentFrozen);
    const back = await staff.call('POST', `/api/admin/agents/${top.id}/status`, token, { status: 'active' });
    expect(back.body.data.status).toBe('active');
    expect(await staff.auditOf('agents.agent.freeze', top.id.toString())).toHaveLength(1);
    expect(await staff.auditOf('agents.agent.unfreeze', top.id.toString())).toHaveLength(1);
  });

  it('appoints a member directly; an agent cannot be appointed twice; a pending application then cannot be approved', async () => {
    const { member, applicationId } = await applyingMember();
    const token = await staff.adminToken();
    const made = await staff.call('POST', '/api/admin/agents', token, {
      username: member.name,
      plan_id: defaultPlanId,
      rate: '0.50',
    });
    expect(made.body.code).toBe(200);
    const twice = await staff.call('POST', '/api/admin/agents', token, {
      username: member.name,
      plan_id: defaultPlanId,
      rate: '0.50',
    });
    expect(twice.body.message).toBe(AGENT_ADMIN_MESSAGES.alreadyAgent);
    const approved = await approve(applicationId, { plan_id: defaultPlanId, rate: '0.50' });
    expect(approved.body.message).toBe(AGENT_ADMIN_MESSAGES.alreadyAgent);
    expect((await status(member)).body.data.application.state).toBe(0);
    const missing = await staff.call('POST', '/api/admin/agents', token, {
      username: 'nobody-here',
      rate: '0.1',
      plan_id: defaultPlanId,
    });
    expect(missing.body.message).toBe(AGENT_ADMIN_MESSAGES.memberNotFound);
  });
});

describe('commission plans', () => {
  it('creates and edits plans (unique names, the max not below an agent rate), audited', async () => {
    const token = await staff.adminToken();
    const created = await staff.call('POST', '/api/admin/agent-plans', token, {
      name: '测试方案',
      basis: 'net_revenue',
      cycle: 'month',
      max_rate: '30',
      approval_limit: '1000',
    });
    expect(created.body.data).toMatchObject({ max_rate: '30.00', approval_limit: '1000.00', enabled: true, agents: 0 });
    const id = created.body.data.id as number;
    const duplicate = await staff.call('POST', '/api/admin/agent-plans', token, {
      name: '测试方案',
      basis: 'turnover',
      max_rate: '1',
    });
    expect(duplicate.body.message).toBe(AGENT_ADMIN_MESSAGES.planNameTaken);
    const badBasis = await staff.call('POST', '/api/admin/agent-plans', token, {
      name: 'y',
      basis: 'x',
      max_rate: '1',
    });
    expect(badBasis.status).toBe(400);

    const member = await newMember();
    await staff.call('POST', '/api/admin/agents', token, { username: member.name, plan_id: id, rate: '20' });
    const lowered = await staff.call('POST', `/api/admin/agent-plans/${id}`, token, {
      name: '测试方案',
      basis: 'net_revenue',
      cycle: 'month',
      max_rate: '10',
      approval_limit: '1000',
    });
    expect(lowered.body.message).toBe(AGENT_ADMIN_MESSAGES.planMaxBelowAgents('20.00'));
    const edited = await staff.call('POST', `/api/admin/agent-plans/${id}`, token, {
      name: '测试方案2',
      basis: 'net_revenue',
      cycle: 'month',
      max_rate: '25',
      approval_limit: '0',
      enabled: false,
    });
    expect(edited.body.data).toMatchObject({ name: '测试方案2', max_rate: '25.00', enabled: false, agents: 1 });
    const audit = await staff.auditOf('agents.plan.update', id);
    expect(audit[0]).toMatchObject({ before: { max_rate: '30.00' }, after: { max_rate: '25.00', enabled: false } });
  });
});
