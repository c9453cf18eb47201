import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberHelpers, type TestMember } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { TEST_ENV } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { loadBusinessRowChecks } from '../../money-modules';
import { seedDemoCreditedDeposit, seedDemoPayments } from '../payments';
import { DEFAULT_RED_PACKET_RULES, RED_PACKET_MESSAGES, RED_PACKET_RULES_KEY } from './index';
import { storedRules } from './red-packets.settings';

/** The server's red-packet clock starts at 10:30 site time on 15 June 2026 (inside the default window). */
const CLOCK_AT = '2026-06-15T10:30:00+08:00';

let testApp: TestApp;
let app: FastifyInstance;

const helpers = memberHelpers(() => testApp);
const { api, get, sql, setSetting, expectLedgerHealthy } = helpers;
const staff = staffHelpers(() => app);

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...staff.adminEnv, TEST_CLOCK_AT: CLOCK_AT } });
  app = testApp.app;
  loadBusinessRowChecks();
  await staff.bootstrapAdmin();
  await withTransaction(app.db, (tx) => seedDemoPayments(tx));
});
afterAll(async () => {
  await testApp.close();
});
afterEach(async () => {
  await setSetting(RED_PACKET_RULES_KEY, storedRules(DEFAULT_RED_PACKET_RULES));
  await setSetting('redpacket_switch', 1);
  app.services.content.drop();
});

/** A credited deposit through the deposit service, paid at `paidAt`. */
async function depositAt(member: TestMember, fen: bigint, paidAt: string): Promise<void> {
  await withTransaction(app.db, (tx) =>
    seedDemoCreditedDeposit(tx, {
      memberId: member.id,
      amountFen: fen,
      paidAt: new Date(paidAt),
      timeZone: app.config.SITE_TZ,
      payPageSecret: app.config.appSecret,
    }),
  );
}

const balanceOf = async (member: TestMember) => (await api('/api/balance', member.token)).body.data.balance as string;
const grab = (member: TestMember) => api('/api/douserredpacket', member.token);
const fen = (money: string) => BigInt(money.replace('.', ''));

async function saveRules(changes: Record<string, unknown>) {
  const current = await staff.call('GET', '/api/admin/red-packets/rules', await staff.adminToken());
  return staff.call('POST', '/api/admin/red-packets/rules', await staff.adminToken(), {
    ...current.body.data,
    ...changes,
  });
}

describe('member red-packet calls', () => {
  it('needs a session', async () => {
    expect((await get('/api/userredpacket')).status).toBe(401);
    expect((await api('/api/redpacket', undefined, { page: 1 })).status).toBe(401);
    expect((await api('/api/douserredpacket')).status).toBe(401);
  });

  it('counts deposits from 12:00 yesterday to 10:00 today and pays each grab through the ledger', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 100_000n, '2026-06-14T11:59:59+08:00'); // before yesterday's window end: not counted
    await depositAt(member, 100_000n, '2026-06-14T12:00:00+08:00'); // counted
    await depositAt(member, 28_800n, '2026-06-15T09:59:59+08:00'); // counted
    await depositAt(member, 500_000n, '2026-06-15T10:00:00+08:00'); // today's window start: not counted

    const data = (await get('/api/userredpacket', member.token)).body.data;
    expect(data).toMatchObject({ sendnums: 2, acquirednum: 0, max_times: 2, state: 1, money: '1288.00' });
    expect(data.start_at).toBe('2026-06-15 10:00:00');
    expect(data.end_at).toBe('2026-06-15 12:00:00');
    expect(data.rules).toHaveLength(DEFAULT_RED_PACKET_RULES.tiers.length);
    expect(data.rules[0]).toEqual({
      start_time: '10:00',
      end_time: '12:00',
      day_flow: '100.00',
      flow_money: '999.99',
      recharge: 1,
    });
    expect((await get('/api/userredpacket?page=1', member.token)).body.data).toEqual({ sendnums: 2, acquirednum: 0 });

    const before = fen(await balanceOf(member));
    const first = await grab(member);
    expect(first.body.code).toBe(200);
    const won = fen(first.body.data.redpacketmoney as string);
    // min 1.88, ceiling 2 % of 1288.00 = 25.76
    expect(won >= 188n && won <= 2_576n).toBe(true);
    expect(fen(await balanceOf(member))).toBe(before + won);
    const second = await grab(member);
    expect(second.body.code).toBe(200);
    const third = await grab(member);
    expect(third.body).toMatchObject({ code: 422, message: RED_PACKET_MESSAGES.noDrawsLeft });
    expect((await get('/api/userredpacket?page=1', member.token)).body.data).toEqual({ sendnums: 0, acquirednum: 2 });

    const records = (await api('/api/redpacket', member.token, { page: 1 })).body.data;
    expect(records).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(records.data[0]).toMatchObject({ money: '1288.00' });
    expect(records.data[0].created_at).toMatch(/^2026-06-15 10:3\d:\d\d$/);
    const amounts = records.data.map((row: { redpacketmoney: string }) => fen(row.redpacketmoney));
    expect(amounts).toContain(won);

    // Each grab raised the turnover requirement by its amount (multiple 1).
    const [turnover] = await sql<{ total: string }>(
      `select coalesce(sum(delta_fen), 0)::text as total from turnover_events
        where member_id = $1 and source = 'bonus:red_packet'`,
      [member.id.toString()],
    );
    expect(BigInt(turnover?.total ?? '0')).toBe(amounts.reduce((sum: bigint, value: bigint) => sum + value, 0n));
    await expectLedgerHealthy();
  });

  it('answers 您暂未达到领取条件 when the deposits reach no tier', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 100_000n, '2026-06-14T11:00:00+08:00'); // yesterday's counting: not today's
    expect((await get('/api/userredpacket', member.token)).body.data).toMatchObject({ sendnums: 0, max_times: 0 });
    expect((await grab(member)).body).toMatchObject({ code: 422, message: RED_PACKET_MESSAGES.notQualified });
  });

  it('pages the records 10 at a time', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 200_000n, '2026-06-15T08:00:00+08:00');
    await saveRules({ tiers: [{ day_flow: '100.00', flow_money: '10000000.00', recharge: 12 }] });
    for (let i = 0; i < 12; i += 1) expect((await grab(member)).body.code).toBe(200);
    const first = (await api('/api/redpacket', member.token, { page: 1 })).body.data;
    const second = (await api('/api/redpacket', member.token, { page: 2 })).body.data;
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    expect(second).toMatchObject({ total: 12, last_page: 2, current_page: 2 });
    expect((await api('/api/redpacket', member.token, { page: 'x' })).status).toBe(400);
  });

  it('refuses all three calls with 红包已关闭 when redpacket_switch is 0', async () => {
    const member = await helpers.newMember();
    await setSetting('redpacket_switch', 0);
    app.services.content.drop();
    for (const answer of [
      await get('/api/userredpacket', member.token),
      await get('/api/userredpacket?page=1', member.token),
      await api('/api/redpacket', member.token, { page: 1 }),
      await grab(member),
    ]) {
      expect(answer.body).toMatchObject({ code: 422, message: '红包已关闭' });
    }
  });

  it('refuses a grab before the window opens and after it closes, with the window in the text', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 100_000n, '2026-06-15T08:00:00+08:00');
    expect((await saveRules({ window_start: '11:00', window_end: '12:00' })).body.code).toBe(200);
    expect((await get('/api/userredpacket', member.token)).body.data.state).toBe(0);
    expect((await grab(member)).body).toMatchObject({
      code: 422,
      message: RED_PACKET_MESSAGES.notStarted('11:00-12:00'),
    });
    expect((await saveRules({ window_start: '08:00', window_end: '10:00' })).body.code).toBe(200);
    expect((await get('/api/userredpacket', member.token)).body.data.state).toBe(2);
    expect((await grab(member)).body).toMatchObject({
      code: 422,
      message: RED_PACKET_MESSAGES.finished('08:00-10:00'),
    });
    expect((await get('/api/userredpacket?page=1', member.token)).body.data.acquirednum).toBe(0);
  });

  it('stops at the daily budget without using a grab', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 100_000n, '2026-06-15T08:00:00+08:00');
    const days = await staff.call('GET', '/api/admin/red-packets/days', await staff.adminToken());
    const today = (days.body.data.data as { day: string; spent: string }[]).find((row) => row.day === '2026-06-15');
    const spent = fen(today?.spent ?? '0.00');
    // One fen less than the minimum packet is left.
    const budget = spent + 187n;
    const saved = await saveRules({ daily_budget: `${budget / 100n}.${String(budget % 100n).padStart(2, '0')}` });
    expect(saved.body.code).toBe(200);
    expect((await grab(member)).body).toMatchObject({ code: 422, message: RED_PACKET_MESSAGES.budgetExhausted });
    expect((await get('/api/userredpacket?page=1', member.token)).body.data).toEqual({ sendnums: 2, acquirednum: 0 });
    await expectLedgerHealthy();
  });
});

describe('staff red-packet pages', () => {
  it('validates and audits the rules', async () => {
    const bad = [
      [{ window_start: '12:00', window_end: '10:00' }, '开抢时间必须早于结束时间'],
      [{ window_start: '1000' }, '开抢时间格式应为 HH:MM'],
      [{ min: '900.00', max: '10.00' }, '红包最小金额不能高于最大金额'],
      [
        {
          tiers: [
            { day_flow: '100', flow_money: '200', recharge: 1 },
            { day_flow: '150', flow_money: '300', recharge: 2 },
          ],
        },
        '存款档位不能重叠',
      ],
      [{ tiers: [{ day_flow: '300', flow_money: '200', recharge: 1 }] }, '每档的最低存款不能高于最高存款'],
      [{ tiers: [] }, '至少需要一个存款档位'],
      [{ percent: 'abc' }, '比例应为数字'],
      [{ daily_budget: '-1' }, ''],
    ] as const;
    for (const [changes, message] of bad) {
      const answer = await saveRules(changes);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const saved = await saveRules({ window_start: '09:30', min: '2.00', percent: '1.5' });
    expect(saved.body.data).toMatchObject({ window_start: '09:30', min: '2.00', percent: '1.5' });
    const audit = await staff.auditOf('promotions.red_packet_rules.update');
    expect(audit[0]?.after).toMatchObject({ window_start: '09:30', min: '2.00' });
    expect(audit[0]?.before).toMatchObject({ window_start: '10:00' });
    const service = await staff.newStaff('rpservice', 'finance');
    expect((await staff.call('POST', '/api/admin/red-packets/rules', service.token, saved.body.data)).status).toBe(403);
  });

  it('lists grabs by member and day, and the budget use per day', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 100_000n, '2026-06-15T08:00:00+08:00');
    const won = (await grab(member)).body.data.redpacketmoney as string;
    const token = await staff.adminToken();
    const list = await staff.call(
      'GET',
      `/api/admin/red-packets/grabs?username=${member.name}&from=2026-06-15&to=2026-06-15`,
      token,
    );
    expect(list.body.data).toMatchObject({ total: 1, total_capped: false });
    expect(list.body.data.data[0]).toMatchObject({
      username: member.name,
      amount: won,
      counted: '1000.00',
      day: '2026-06-15',
      seq: 1,
    });
    const none = await staff.call('GET', `/api/admin/red-packets/grabs?username=${member.name}&from=2026-06-16`, token);
    expect(none.body.data.total).toBe(0);
    const days = await staff.call('GET', '/api/admin/red-packets/days?from=2026-06-15&to=2026-06-15', token);
    expect(days.body.data.data[0]).toMatchObject({ day: '2026-06-15', budget: '50000.00' });
    expect(days.body.data.data[0].grabs).toBeGreaterThan(0);
    const csv = await staff.call('GET', `/api/admin/red-packets/grabs?username=${member.name}&format=csv`, token);
    expect(csv.text).toContain(won);
    expect((await staff.call('GET', '/api/admin/red-packets/grabs?member_id=abc', token)).status).toBe(400);
  });
});

describe.runIf(testDriver() === 'pg')('red-packet races (PostgreSQL)', () => {
  it('50 simultaneous grabs of one member never exceed the allowed count', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 100_000n, '2026-06-15T08:00:00+08:00'); // tier 2: 2 grabs
    const before = fen(await balanceOf(member));
    const answers = await Promise.all(Array.from({ length: 50 }, () => grab(member)));
    const won = answers.filter((answer) => answer.body.code === 200);
    expect(won).toHaveLength(2);
    for (const answer of answers) {
      if (answer.body.code !== 200) expect(answer.body.message).toBe(RED_PACKET_MESSAGES.noDrawsLeft);
    }
    const paid = won.reduce((sum, answer) => sum + fen(answer.body.data.redpacketmoney as string), 0n);
    expect(fen(await balanceOf(member))).toBe(before + paid);
    const [row] = await sql<{ used: number; allowed: number; grabs: string }>(
      `select d.used, d.allowed, (select count(*)::text from red_packet_grabs g where g.member_id = d.member_id) as grabs
         from red_packet_member_days d where d.member_id = $1`,
      [member.id.toString()],
    );
    expect(row).toMatchObject({ used: 2, allowed: 2, grabs: '2' });
    await expectLedgerHealthy();
  });

  it('50 simultaneous grabs of several members never exceed the daily budget', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => helpers.newMember()));
    for (const member of members) await depositAt(member, 200_000n, '2026-06-15T08:00:00+08:00');
    const days = await staff.call('GET', '/api/admin/red-packets/days', await staff.adminToken());
    const today = (days.body.data.data as { day: string; spent: string }[]).find((row) => row.day === '2026-06-15');
    const spent = fen(today?.spent ?? '0.00');
    // Fixed 1.88 packets, room for exactly 7 of them; each member may grab 20.
    const budget = spent + 7n * 188n;
    const money = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
    const saved = await saveRules({
      tiers: [{ day_flow: '100.00', flow_money: '100000.00', recharge: 20 }],
      min: '1.88',
      max: '1.88',
      daily_budget: money(budget),
    });
    expect(saved.body.code).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => grab(members[i % members.length] as TestMember)),
    );
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(7);
    for (const answer of answers) {
      if (answer.body.code !== 200) expect(answer.body.message).toBe(RED_PACKET_MESSAGES.budgetExhausted);
    }
    const [day] = await sql<{ spent: string; budget: string }>(
      `select spent_fen::text as spent, budget_fen::text as budget from red_packet_budget_days where day = '2026-06-15'`,
    );
    expect(day?.spent).toBe(budget.toString());
    expect(day?.budget).toBe(budget.toString());
    // A refused grab gave its draw back: the members' used counts add up to the packets paid.
    const [used] = await sql<{ total: string }>(
      `select coalesce(sum(used), 0)::text as total from red_packet_member_days where member_id = any($1::bigint[])`,
      [members.map((member) => member.id.toString())],
    );
    expect(used?.total).toBe('7');
    await expectLedgerHealthy();
  });
});
