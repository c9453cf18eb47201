import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHelpers, type TestMember } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { TEST_ENV } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { loadBusinessRowChecks } from '../../money-modules';
import { seedDemoCreditedDeposit, seedDemoPayments } from '../payments';
import { ACTIVITY_MESSAGES } from './index';

/** The server clock starts at 12:00 site time on 15 June 2026. */
const CLOCK_AT = '2026-06-15T12:00:00+08:00';

let testApp: TestApp;
let app: FastifyInstance;

const helpers = memberHelpers(() => testApp);
const { api, sql, expectLedgerHealthy } = helpers;
const staff = staffHelpers(() => app);
const fen = (money: string) => BigInt(money.replace('.', ''));

let typeA: number;
let typeB: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...staff.adminEnv, TEST_CLOCK_AT: CLOCK_AT } });
  app = testApp.app;
  loadBusinessRowChecks();
  await staff.bootstrapAdmin();
  await withTransaction(app.db, (tx) => seedDemoPayments(tx));
  const token = await staff.adminToken();
  typeA = (await staff.call('POST', '/api/admin/activity-types', token, { name: '新人优惠', sort: 1 })).body.data.id;
  typeB = (await staff.call('POST', '/api/admin/activity-types', token, { name: 'VIP优惠', sort: 2 })).body.data.id;
});
afterAll(async () => {
  await testApp.close();
});

interface ActivityOptions {
  type_id?: number;
  title?: string;
  applicable?: boolean;
  starts_at?: string;
  ends_at?: string;
  vip_levels?: number[];
  require_deposit?: boolean;
  min_deposit?: string;
  bonus?: string;
  turnover_multiple?: string;
  enabled?: boolean;
  content?: string;
}

async function newActivity(options: ActivityOptions = {}): Promise<number> {
  const answer = await staff.call('POST', '/api/admin/activities', await staff.adminToken(), {
    type_id: typeA,
    title: '测试活动',
    banner: '/static/activities/activity-1.svg',
    content: '<p>活动内容</p>',
    memo: '<p>说明</p>',
    applicable: true,
    bonus: '10.00',
    turnover_multiple: '2',
    ...options,
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}

const apply = (member: TestMember | undefined, activityid: unknown) =>
  api('/api/doactivityapply', member?.token, { activityid });
const log = (member: TestMember) => api('/api/activityApplyLog', member.token, { page: 1, limit: 999 });

async function applicationIdOf(member: TestMember, activityId: number): Promise<string> {
  const rows = (await log(member)).body.data.data as { id: number; apply_id: string; state: number }[];
  const row = rows.find((entry) => entry.id === activityId && entry.state === 1);
  if (!row) throw new Error('no pending application');
  return row.apply_id;
}

async function depositAt(member: TestMember, amountFen: bigint, paidAt: string) {
  await withTransaction(app.db, (tx) =>
    seedDemoCreditedDeposit(tx, {
      memberId: member.id,
      amountFen,
      paidAt: new Date(paidAt),
      timeZone: app.config.SITE_TZ,
      payPageSecret: app.config.appSecret,
    }),
  );
}

const balanceOf = async (member: TestMember) =>
  fen((await api('/api/balance', member.token)).body.data.balance as string);
const outstandingOf = async (member: TestMember) =>
  fen((await api('/api/user', member.token)).body.data.turnover_outstanding as string);

describe('member activity calls', () => {
  it('lists types and activities (全部 = -1, by type), hides ended and disabled ones, shows scheduled ones', async () => {
    const open = await newActivity({ title: '进行中', type_id: typeB });
    const scheduled = await newActivity({ title: '未开始', starts_at: '2026-06-20 00:00:00' });
    const ended = await newActivity({
      title: '已结束',
      starts_at: '2026-06-01 00:00:00',
      ends_at: '2026-06-10 00:00:00',
    });
    const disabled = await newActivity({ title: '停用', enabled: false });

    const types = await api('/api/activitytype', undefined, { type: 1 });
    expect(types.body.code).toBe(200);
    expect(types.body.data).toEqual(
      expect.arrayContaining([
        { id: typeA, name: '新人优惠' },
        { id: typeB, name: 'VIP优惠' },
      ]),
    );

    const all = (await api('/api/activitylist', undefined, { type: -1 })).body.data.data as {
      id: number;
      state: number;
      type_name: string;
    }[];
    const ids = all.map((row) => row.id);
    expect(ids).toContain(open);
    expect(ids).toContain(scheduled);
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(disabled);
    expect(all.find((row) => row.id === scheduled)?.state).toBe(0);
    expect(all.find((row) => row.id === open)).toMatchObject({ state: 1, type_name: 'VIP优惠' });

    const onlyB = (await api('/api/activitylist', undefined, { type: String(typeB) })).body.data.data as {
      type: number;
    }[];
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((row) => row.type === typeB)).toBe(true);
    expect((await api('/api/activitylist')).body.data.data.length).toBe(all.length);
  });

  it('answers the detail with sanitised content; a missing or disabled one is 活动不存在', async () => {
    const id = await newActivity({
      content: '<p onclick="x()">好<script>alert(1)</script></p><img src="javascript:alert(1)">',
    });
    const detail = await api('/api/activitydeatil', undefined, { id });
    expect(detail.body.code).toBe(200);
    expect(detail.body.data).toMatchObject({ id, title: '测试活动', apply: 1, state: 1, memo: '<p>说明</p>' });
    expect(detail.body.data.content).not.toMatch(/script|onclick|javascript/);
    expect(detail.body.data.content).toContain('好');
    expect((await api('/api/activitydeatil', undefined, { id: 999999 })).body.message).toBe(ACTIVITY_MESSAGES.notFound);
    expect((await api('/api/activitydeatil', undefined, { id: '99999999999999' })).body.message).toBe(
      ACTIVITY_MESSAGES.notFound,
    );
    const disabled = await newActivity({ enabled: false });
    expect((await api('/api/activitydeatil', undefined, { id: disabled })).body.message).toBe(
      ACTIVITY_MESSAGES.notFound,
    );
  });

  it('refuses bad input with HTTP 400 and a Chinese message', async () => {
    const member = await helpers.newMember();
    for (const body of [{}, { activityid: 'abc' }, { activityid: -1 }, { activityid: { a: 1 } }]) {
      const answer = await api('/api/doactivityapply', member.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
    }
    expect((await api('/api/activitydeatil', undefined, { id: 'x' })).status).toBe(400);
    expect((await api('/api/activitylist', undefined, { type: 'abc' })).status).toBe(400);
    expect((await api('/api/activityApplyLog', member.token, { page: 1, limit: 5000 })).status).toBe(400);
  });

  it('needs a session to apply and to read the records', async () => {
    expect((await apply(undefined, 1)).status).toBe(401);
    expect((await api('/api/activityApplyLog', undefined, { page: 1, limit: 999 })).status).toBe(401);
  });

  it('refuses with clear messages: no applications, not started, ended, VIP level, deposit', async () => {
    const member = await helpers.newMember();
    const service = await newActivity({ applicable: false });
    expect((await apply(member, service)).body.message).toBe(ACTIVITY_MESSAGES.noApplications);
    const scheduled = await newActivity({ starts_at: '2026-06-20 00:00:00' });
    expect((await apply(member, scheduled)).body.message).toBe(ACTIVITY_MESSAGES.notStarted);
    const ended = await newActivity({ starts_at: '2026-06-01 00:00', ends_at: '2026-06-15 11:59:59' });
    expect((await apply(member, ended)).body.message).toBe(ACTIVITY_MESSAGES.ended);
    const vip = await newActivity({ vip_levels: [3, 4] });
    expect((await apply(member, vip)).body.message).toBe(ACTIVITY_MESSAGES.vipNotEligible);
    expect((await apply(member, 999999)).body.message).toBe(ACTIVITY_MESSAGES.notFound);

    const deposit = await newActivity({ require_deposit: true, starts_at: '2026-06-10 00:00:00' });
    expect((await apply(member, deposit)).body.message).toBe(ACTIVITY_MESSAGES.depositNeeded);
    await depositAt(member, 50_000n, '2026-06-09T12:00:00+08:00'); // before the window: not counted
    expect((await apply(member, deposit)).body.message).toBe(ACTIVITY_MESSAGES.depositNeeded);
    const minimum = await newActivity({ min_deposit: '1000', starts_at: '2026-06-10 00:00:00' });
    await depositAt(member, 50_000n, '2026-06-11T12:00:00+08:00');
    expect((await apply(member, minimum)).body.message).toBe(ACTIVITY_MESSAGES.depositBelow('1000.00'));
    const ok = await apply(member, deposit);
    expect(ok.body).toMatchObject({ code: 200, message: ACTIVITY_MESSAGES.applied });
  });

  it('allows one live application; again only after a refusal; records show states and open the activity', async () => {
    const member = await helpers.newMember();
    const other = await helpers.newMember();
    const id = await newActivity({ title: '一次申请' });
    expect((await apply(member, id)).body.message).toBe(ACTIVITY_MESSAGES.applied);
    expect((await apply(member, id)).body.message).toBe(ACTIVITY_MESSAGES.pending);

    const rows = (await log(member)).body.data.data;
    expect(rows).toEqual([expect.objectContaining({ id, activity_name: '一次申请', state: 1 })]);
    expect(rows[0].created_at).toMatch(/^2026-06-15 12:\d\d:\d\d$/);
    expect((await log(other)).body.data.data).toEqual([]);

    const applicationId = await applicationIdOf(member, id);
    const token = await staff.adminToken();
    // Another member's application is not in their records; staff refuse this one.
    const refused = await staff.call('POST', '/api/admin/activity-applications/refuse', token, {
      ids: [applicationId],
      reason: '资料不符',
    });
    expect(refused.body.data).toMatchObject({ done: 1, skipped: 0 });
    expect((await staff.auditOf('promotions.activity_application.refuse', applicationId)).length).toBe(1);
    expect((await apply(member, id)).body.message).toBe(ACTIVITY_MESSAGES.applied);
    const states = ((await log(member)).body.data.data as { state: number }[]).map((row) => row.state).sort();
    expect(states).toEqual([1, 3]);
    const second = await applicationIdOf(member, id);
    await staff.call('POST', '/api/admin/activity-applications/approve', token, { ids: [second], bonus: 0 });
    expect((await apply(member, id)).body.message).toBe(ACTIVITY_MESSAGES.approved);
    await expectLedgerHealthy();
  });
});

describe('staff review', () => {
  it('approves with the default bonus and multiple through the ledger, once', async () => {
    const member = await helpers.newMember();
    const id = await newActivity({ bonus: '88.00', turnover_multiple: '3' });
    await apply(member, id);
    const applicationId = await applicationIdOf(member, id);
    const before = await balanceOf(member);
    const beforeTurnover = await outstandingOf(member);
    const token = await staff.adminToken();
    const first = await staff.call('POST', '/api/admin/activity-applications/approve', token, { ids: [applicationId] });
    expect(first.body).toMatchObject({ code: 200, data: { done: 1, skipped: 0, paid: '88.00' } });
    const again = await staff.call('POST', '/api/admin/activity-applications/approve', token, { ids: [applicationId] });
    expect(again.body.data).toMatchObject({ done: 0, skipped: 1, paid: '0.00' });
    const refuseAfter = await staff.call('POST', '/api/admin/activity-applications/refuse', token, {
      ids: [applicationId],
      reason: 'x',
    });
    expect(refuseAfter.body.data).toMatchObject({ done: 0, skipped: 1 });
    expect(await balanceOf(member)).toBe(before + 8_800n);
    expect(await outstandingOf(member)).toBe(beforeTurnover + 26_400n);
    expect((await log(member)).body.data.data[0].state).toBe(2);
    const audit = await staff.auditOf('promotions.activity_application.approve', applicationId);
    expect(audit[0]?.after).toMatchObject({ bonus: '88.00', turnover_multiple: '3.00' });
    const listed = await staff.call('GET', `/api/admin/activity-applications?activity_id=${id}&state=2`, token);
    expect(listed.body.data.data).toEqual([
      expect.objectContaining({ id: applicationId, bonus: '88.00', turnover_multiple: '3.00', reviewed_by: 'boss' }),
    ]);
    await expectLedgerHealthy();
  });

  it('bulk approves with one bonus and multiple, and bulk refuses with one reason', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => helpers.newMember()));
    const id = await newActivity({ bonus: '5.00' });
    for (const member of members) await apply(member, id);
    const ids = await Promise.all(members.map((member) => applicationIdOf(member, id)));
    const token = await staff.adminToken();
    const approved = await staff.call('POST', '/api/admin/activity-applications/approve', token, {
      ids: ids.slice(0, 2),
      bonus: '12.50',
      turnover_multiple: '1.5',
    });
    expect(approved.body.data).toMatchObject({ done: 2, skipped: 0, paid: '25.00' });
    expect(await balanceOf(members[0] as TestMember)).toBe(1_250n);
    const refused = await staff.call('POST', '/api/admin/activity-applications/refuse', token, {
      ids,
      reason: '不符合条件',
    });
    expect(refused.body.data).toMatchObject({ done: 1, skipped: 2 });
    const rows = await sql<{ state: number; reason: string }>(
      'select state, reason from activity_applications where activity_id = $1 order by id',
      [id],
    );
    expect(rows.map((row) => row.state)).toEqual([2, 2, 3]);
    expect(rows[2]?.reason).toBe('不符合条件');
    await expectLedgerHealthy();
  });

  it('validates staff input (400 Chinese) and needs promotions.manage to change anything', async () => {
    const token = await staff.adminToken();
    const bad = [
      {},
      { ids: [] },
      { ids: ['abc'] },
      { ids: ['1'], bonus: '-3' },
      { ids: ['1'], turnover_multiple: '101' },
    ];
    for (const body of bad) {
      const answer = await staff.call('POST', '/api/admin/activity-applications/approve', token, body);
      expect(answer.status).toBe(400);
    }
    expect(
      (await staff.call('POST', '/api/admin/activity-applications/refuse', token, { ids: ['1'], reason: '' })).body
        .message,
    ).toContain('请填写原因');
    const window = await staff.call('POST', '/api/admin/activities', token, {
      type_id: typeA,
      title: 't',
      banner: '/static/x.png',
      content: '<p>x</p>',
      starts_at: '2026-06-20 00:00:00',
      ends_at: '2026-06-19 00:00:00',
    });
    expect(window.body.message).toBe('开始时间必须早于结束时间');
    const badBanner = await staff.call('POST', '/api/admin/activities', token, {
      type_id: typeA,
      title: 't',
      banner: 'javascript:alert(1)',
      content: '<p>x</p>',
    });
    expect(badBanner.status).toBe(400);
    const noType = await staff.call('POST', '/api/admin/activities', token, {
      type_id: 99999,
      title: 't',
      banner: '/x.png',
      content: '<p>x</p>',
    });
    expect(noType.body.message).toBe('活动类型不存在');
    const viewer = await staff.newStaff('actviewer', 'customer_service');
    const forbidden = await staff.call('POST', '/api/admin/activity-types', viewer.token, { name: 'x' });
    expect(forbidden.body.code).not.toBe(200);
  });

  it('lists, filters and exports activities and types; edits are audited', async () => {
    const token = await staff.adminToken();
    const id = await newActivity({ title: '可编辑活动', type_id: typeB });
    const edited = await staff.call('POST', `/api/admin/activities/${id}`, token, {
      type_id: typeB,
      title: '已编辑活动',
      banner: '/static/activities/activity-2.svg',
      content: '<p>新内容<script>x</script></p>',
      vip_levels: [2, 1, 2],
      bonus: '6.6',
    });
    expect(edited.body.data).toMatchObject({
      title: '已编辑活动',
      content: '<p>新内容</p>',
      vip_levels: [1, 2],
      bonus: '6.60',
    });
    expect((await staff.auditOf('promotions.activity.update', id))[0]?.before).toMatchObject({ title: '可编辑活动' });
    const listed = await staff.call('GET', `/api/admin/activities?type_id=${typeB}&title=已编辑`, token);
    expect(listed.body.data.data.map((row: { id: number }) => row.id)).toEqual([id]);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/activities?format=csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.body).toContain('已编辑活动');
    const types = await staff.call('GET', '/api/admin/activity-types', token);
    expect(types.body.data.find((row: { id: number }) => row.id === typeB).activities).toBeGreaterThan(0);
    expect((await staff.call('POST', '/api/admin/activity-types/99999', token, { name: 'x' })).body.message).toBe(
      '活动类型不存在',
    );
  });
});

describe.runIf(testDriver() === 'pg')('activity races (PostgreSQL)', () => {
  it('50 simultaneous applications of one member create one', async () => {
    const member = await helpers.newMember();
    const id = await newActivity();
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(member, id)));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    for (const answer of answers) {
      if (answer.body.code !== 200) expect(answer.body.message).toBe(ACTIVITY_MESSAGES.pending);
    }
    const [row] = await sql<{ n: string }>(
      'select count(*)::text as n from activity_applications where member_id = $1',
      [member.id.toString()],
    );
    expect(row?.n).toBe('1');
  });

  it('approving twice at once, and a bulk approve racing single approves, pay once each', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => helpers.newMember()));
    const id = await newActivity({ bonus: '20.00', turnover_multiple: '1' });
    for (const member of members) await apply(member, id);
    const ids = await Promise.all(members.map((member) => applicationIdOf(member, id)));
    const token = await staff.adminToken();
    const call = (body: object) => staff.call('POST', '/api/admin/activity-applications/approve', token, body);
    const answers = await Promise.all([
      call({ ids }),
      call({ ids: [...ids].reverse() }),
      ...ids.map((one) => call({ ids: [one] })),
      ...ids.map((one) => call({ ids: [one] })),
    ]);
    const done = answers.reduce((sum, answer) => sum + (answer.body.data.done as number), 0);
    const paid = answers.reduce((sum, answer) => sum + fen(answer.body.data.paid as string), 0n);
    expect(done).toBe(6);
    expect(paid).toBe(12_000n);
    for (const member of members) expect(await balanceOf(member)).toBe(2_000n);
    const [count] = await sql<{ n: string }>(
      `select count(*)::text as n from ledger_transactions where kind = 'bonus_activity' and reference_id = any($1::text[])`,
      [ids],
    );
    expect(count?.n).toBe('6');
    await expectLedgerHealthy();
  });
});
