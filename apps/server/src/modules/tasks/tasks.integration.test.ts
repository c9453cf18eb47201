import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHelpers, type TestMember } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { TEST_ENV } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { siteDayStart } from '../../lib/time';
import { loadBusinessRowChecks } from '../../money-modules';
import { playHouseRound } from '../games';
import { transferIn } from '../wallet';
import { seedDemoCreditedDeposit, seedDemoPayments } from '../payments';
import { claimTask, memberChests, memberStats, memberTasks, openChest, TASK_MESSAGES } from './index';

let testApp: TestApp;
let app: FastifyInstance;

const helpers = memberHelpers(() => testApp);
const { api, get, sql, expectLedgerHealthy } = helpers;
const staff = staffHelpers(() => app);

const fen = (money: string) => BigInt(money.replace('.', ''));
const balanceOf = async (member: TestMember) => (await api('/api/balance', member.token)).body.data.balance as string;

let typeId: number;
const ids: Record<string, number> = {};
let chestId: number;
let bigChestId: number;

async function staffPost(url: string, body: Record<string, unknown>) {
  return staff.call('POST', url, await staff.adminToken(), body);
}

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...staff.adminEnv } });
  app = testApp.app;
  loadBusinessRowChecks();
  await staff.bootstrapAdmin();
  await withTransaction(app.db, (tx) => seedDemoPayments(tx));
  // Staff define the tasks through the back office (audited).
  const type = await staffPost('/api/admin/task-types', { name: '每日任务', sort: 1 });
  expect(type.body.code).toBe(200);
  typeId = type.body.data.id;
  const define = async (key: string, metric: string, target: string | number, reward: string, points: number) => {
    const saved = await staffPost('/api/admin/tasks', {
      type_id: typeId,
      title: key,
      metric,
      target,
      reward_bonus: reward,
      reward_points: points,
      content: `${key} 的说明`,
    });
    expect(saved.body.code).toBe(200);
    ids[key] = saved.body.data.id;
  };
  await define('存款300元', 'deposit_amount', '300', '5', 10);
  await define('存款2笔', 'deposit_count', 2, '3', 10);
  await define('有效投注10元', 'valid_bet_amount', '10', '2', 10);
  await define('投注3笔', 'bet_count', 3, '1', 5);
  const chest = await staffPost('/api/admin/chests', { name: '铜宝箱', threshold: 10, bonus_amount: '8.88' });
  expect(chest.body.code).toBe(200);
  chestId = chest.body.data.id;
  const big = await staffPost('/api/admin/chests', { name: '金宝箱', threshold: 1000, bonus_amount: '88' });
  bigChestId = big.body.data.id;
});
afterAll(async () => {
  await testApp.close();
});

async function depositAt(member: TestMember, amountFen: bigint, paidAt: Date): Promise<void> {
  await withTransaction(app.db, (tx) =>
    seedDemoCreditedDeposit(tx, {
      memberId: member.id,
      amountFen,
      paidAt,
      timeZone: app.config.SITE_TZ,
      payPageSecret: app.config.appSecret,
    }),
  );
}

const tasksOf = async (member: TestMember) => {
  const { body } = await api('/api/userTask', member.token, { type_id: typeId });
  expect(body.code).toBe(200);
  return body.data as { id: number; status: number; progress: number; current: string; target: string }[];
};
const taskOf = async (member: TestMember, key: string) => (await tasksOf(member)).find((task) => task.id === ids[key]);

describe('member task calls', () => {
  it('needs a session for data; the types are public', async () => {
    expect((await api('/api/userTask', undefined, { type_id: 1 })).status).toBe(401);
    expect((await get('/api/claimTask?task_id=1')).status).toBe(401);
    expect((await get('/api/userStats')).status).toBe(401);
    expect((await api('/api/userBox')).status).toBe(401);
    expect((await get('/api/doUserBox?id=1')).status).toBe(401);
    const types = await get('/api/taskType');
    expect(types.body.data).toContainEqual({ id: typeId, name: '每日任务' });
  });

  it('refuses bad input with a message, never a 500', async () => {
    const member = await helpers.newMember();
    for (const body of [{}, { type_id: 'abc' }, { type_id: -1 }, { type_id: 1.5 }, { type_id: 99999999999 }]) {
      const answer = await api('/api/userTask', member.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('任务类型不正确');
    }
    for (const query of ['', '?task_id=x', '?task_id=0', '?task_id=3000000000']) {
      const answer = await get(`/api/claimTask${query}`, member.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('任务编号不正确');
    }
    expect((await get('/api/doUserBox?id=abc', member.token)).body.message).toContain('宝箱编号不正确');
    expect((await get('/api/claimTask?task_id=999999', member.token)).body.message).toBe(TASK_MESSAGES.taskNotFound);
    expect((await get('/api/doUserBox?id=999999', member.token)).body.message).toBe(TASK_MESSAGES.chestNotFound);
    expect(await tasksOf(member)).toHaveLength(4);
    expect((await api('/api/userTask', member.token, { type_id: 999999 })).body.data).toEqual([]);
  });

  it('computes progress from today’s deposits, refuses before complete, pays once and adds liveness', async () => {
    const member = await helpers.newMember();
    expect(await taskOf(member, '存款300元')).toMatchObject({
      status: 0,
      progress: 0,
      current: '0.00',
      target: '300.00',
    });
    const early = await get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token);
    expect(early.body).toMatchObject({ code: 422, message: TASK_MESSAGES.notComplete });

    await depositAt(member, 18_000n, new Date());
    expect(await taskOf(member, '存款300元')).toMatchObject({ status: 0, progress: 60, current: '180.00' });
    expect(await taskOf(member, '存款2笔')).toMatchObject({ status: 0, progress: 50, current: '1', target: '2' });
    await depositAt(member, 12_000n, new Date());
    expect(await taskOf(member, '存款300元')).toMatchObject({ status: 1, progress: 100, is_completed: true });
    expect(await taskOf(member, '存款2笔')).toMatchObject({ status: 1, progress: 100 });

    const before = fen(await balanceOf(member));
    const claimed = await get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token);
    expect(claimed.body).toMatchObject({ code: 200, data: { reward_bonus: '5.00', reward_points: 10 } });
    expect(fen(await balanceOf(member))).toBe(before + 500n);
    expect(await taskOf(member, '存款300元')).toMatchObject({ status: 2, is_claimed: true });
    const again = await get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token);
    expect(again.body).toMatchObject({ code: 422, message: TASK_MESSAGES.alreadyClaimed });

    const stats = (await get('/api/userStats', member.token)).body.data;
    expect(stats).toMatchObject({ sum: '300.00', bet: '0.00', liveness: 10 });
    expect(stats.reset_in).toBeGreaterThan(0);
    expect(stats.reset_in).toBeLessThanOrEqual(86_400);
    // The task bonus raised the turnover requirement by 1× (5.00).
    const [turnover] = await sql<{ n: string }>(
      `select count(*)::text as n from turnover_events where member_id = $1 and source = 'bonus:task'`,
      [member.id.toString()],
    );
    expect(turnover?.n).toBe('1');
    await expectLedgerHealthy();
  });

  it('counts settled house rounds for the valid-bet and bet-count tasks', async () => {
    const member = await helpers.newMember();
    await helpers.fund(member.id, 100_000n, { kind: 'test_deposit' });
    await transferIn(app.db, app.services.platforms, member.id, 'house', 100_000n);
    for (let i = 0; i < 3; i += 1) {
      await playHouseRound(app.db, testApp.config.appSecret, {
        memberId: member.id,
        game: 'sic-bo',
        bets: [{ type: 'big', amount: '4' }],
      });
    }
    const stats = (await get('/api/userStats', member.token)).body.data;
    expect(stats.bet).toBe('12.00');
    expect(await taskOf(member, '投注3笔')).toMatchObject({ status: 1, progress: 100 });
    expect(await taskOf(member, '有效投注10元')).toMatchObject({ status: 1, current: '10.00' });
    expect((await get(`/api/claimTask?task_id=${ids['投注3笔']}`, member.token)).body.code).toBe(200);
    expect((await get('/api/userStats', member.token)).body.data.liveness).toBe(5);
  });

  it('opens a chest once today’s liveness reaches it, pays with 3× turnover, once', async () => {
    const member = await helpers.newMember();
    let chests = (await api('/api/userBox', member.token)).body.data as { id: number; status: number }[];
    expect(chests.find((chest) => chest.id === chestId)).toMatchObject({
      status: 0,
      liveness: 10,
      bonus_amount: '8.88',
    });
    const locked = await get(`/api/doUserBox?id=${chestId}`, member.token);
    expect(locked.body.code).toBe(422);
    expect(locked.body.message).toBe(TASK_MESSAGES.chestHint('8.88', 10));

    await depositAt(member, 30_000n, new Date());
    expect((await get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token)).body.code).toBe(200);
    chests = (await api('/api/userBox', member.token)).body.data;
    expect(chests.find((chest) => chest.id === chestId)?.status).toBe(1);
    expect(chests.find((chest) => chest.id === bigChestId)?.status).toBe(0);

    const before = fen(await balanceOf(member));
    const opened = await get(`/api/doUserBox?id=${chestId}`, member.token);
    expect(opened.body).toMatchObject({ code: 200, data: { bonus_amount: '8.88' } });
    expect(fen(await balanceOf(member))).toBe(before + 888n);
    const [turnover] = await sql<{ delta_fen: string }>(
      `select delta_fen::text from turnover_events where member_id = $1 and source = 'bonus:chest'`,
      [member.id.toString()],
    );
    expect(turnover?.delta_fen).toBe('2664');
    chests = (await api('/api/userBox', member.token)).body.data;
    expect(chests.find((chest) => chest.id === chestId)?.status).toBe(2);
    expect((await get(`/api/doUserBox?id=${chestId}`, member.token)).body.message).toBe(
      TASK_MESSAGES.chestAlreadyOpened,
    );
    await expectLedgerHealthy();
  });

  it('a disabled task cannot be claimed; staff lists show claims and opens', async () => {
    const token = await staff.adminToken();
    const types = await staff.call('GET', '/api/admin/task-types', token);
    expect(types.body.data.find((type: { id: number }) => type.id === typeId)?.tasks).toBe(4);
    const claims = await staff.call('GET', `/api/admin/task-claims?task_id=${ids['存款300元']}`, token);
    expect(claims.body.data.total).toBeGreaterThanOrEqual(1);
    expect(claims.body.data.data[0]).toMatchObject({ task_title: '存款300元', amount: '5.00', points: 10 });
    const opens = await staff.call('GET', `/api/admin/chest-opens?chest_id=${chestId}`, token);
    expect(opens.body.data.data[0]).toMatchObject({ chest_name: '铜宝箱', amount: '8.88', liveness: 10 });
    expect((await staff.call('GET', '/api/admin/task-claims?member_id=abc', token)).status).toBe(400);
    const csv = await staff.call('GET', '/api/admin/chest-opens?format=csv', token);
    expect(csv.text).toContain('铜宝箱');

    const bad = await staffPost('/api/admin/tasks', {
      type_id: typeId,
      title: 'x',
      metric: 'bet_count',
      target: '1.5',
      reward_bonus: '1',
      reward_points: 1,
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('任务目标应为至少1的整数');
    const badMetric = await staffPost('/api/admin/tasks', {
      type_id: typeId,
      title: 'x',
      metric: 'nope',
      target: 1,
      reward_bonus: '1',
      reward_points: 1,
    });
    expect(badMetric.body.code).toBe(400);

    const member = await helpers.newMember();
    await depositAt(member, 30_000n, new Date());
    const disabled = await staffPost(`/api/admin/tasks/${ids['存款300元']}`, {
      type_id: typeId,
      title: '存款300元',
      metric: 'deposit_amount',
      target: '300',
      reward_bonus: '5',
      reward_points: 10,
      enabled: false,
    });
    expect(disabled.body.data.enabled).toBe(false);
    expect((await get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token)).body.message).toBe(
      TASK_MESSAGES.taskNotFound,
    );
    const [audit] = await sql<{ n: string }>(
      `select count(*)::text as n from audit_log where action like 'promotions.task%'`,
    );
    expect(Number(audit?.n)).toBeGreaterThanOrEqual(6);
    await staffPost(`/api/admin/tasks/${ids['存款300元']}`, {
      type_id: typeId,
      title: '存款300元',
      metric: 'deposit_amount',
      target: '300',
      reward_bonus: '5',
      reward_points: 10,
      enabled: true,
    });
  });
});

describe('login task', () => {
  it('counts today’s successful logins', async () => {
    const type = await staffPost('/api/admin/task-types', { name: '登录任务', sort: 9 });
    const saved = await staffPost('/api/admin/tasks', {
      type_id: type.body.data.id,
      title: '每日登录',
      metric: 'login',
      target: 1,
      reward_bonus: '1',
      reward_points: 5,
    });
    expect(saved.body.data).toMatchObject({ metric_text: '今日登录', target: '1' });
    const member = await helpers.newMember();
    const list = async (token: string) =>
      (await api('/api/userTask', token, { type_id: type.body.data.id })).body.data as { status: number }[];
    const loginsToday = await sql<{ n: string }>(
      `select count(*)::text as n from member_logins where member_id = $1 and succeeded = 1`,
      [member.id.toString()],
    );
    expect((await list(member.token))[0]?.status).toBe(Number(loginsToday[0]?.n) > 0 ? 1 : 0);
    const signedIn = await helpers.login(member.name, member.password);
    const token = signedIn.body.data.api_token as string;
    expect((await list(token))[0]).toMatchObject({ status: 1, progress: 100 });
    await staffPost(`/api/admin/task-types/${type.body.data.id}`, { name: '登录任务', sort: 9, enabled: false });
    expect((await get('/api/taskType')).body.data.map((row: { id: number }) => row.id)).not.toContain(
      type.body.data.id,
    );
  });
});

describe('day boundary (site time, clock set)', () => {
  it('23:59:59 counts today; 00:00:00 starts a new day: progress, liveness, claims and chests reset', async () => {
    const zone = app.config.SITE_TZ;
    const member = await helpers.newMember();
    const midnight = siteDayStart('2026-06-16', zone);
    const lastSecond = new Date(midnight.getTime() - 1000);
    await depositAt(member, 30_000n, new Date(midnight.getTime() - 2000));
    const late = { now: lastSecond, timeZone: zone };
    const next = { now: midnight, timeZone: zone };
    const task = (await memberTasks(app.db, member.id, typeId, late)).find((row) => row.task.id === ids['存款300元']);
    expect(task).toMatchObject({ status: 1, progress: 100 });
    await claimTask(app.db, member.id, ids['存款300元']!, late);
    expect((await memberStats(app.db, member.id, late)).liveness).toBe(10);
    expect((await memberStats(app.db, member.id, late)).secondsToReset).toBe(1);
    await openChest(app.db, member.id, chestId, late);

    const fresh = (await memberTasks(app.db, member.id, typeId, next)).find((row) => row.task.id === ids['存款300元']);
    expect(fresh).toMatchObject({ status: 0, progress: 0 });
    const stats = await memberStats(app.db, member.id, next);
    expect(stats).toMatchObject({ depositFen: 0n, liveness: 0, secondsToReset: 86_400 });
    expect((await memberChests(app.db, member.id, next)).find((row) => row.chest.id === chestId)?.status).toBe(0);
    await expect(claimTask(app.db, member.id, ids['存款300元']!, next)).rejects.toThrow(TASK_MESSAGES.notComplete);

    // A deposit at 00:00:00 counts for the new day only, and the task can be claimed again.
    await depositAt(member, 30_000n, midnight);
    await claimTask(app.db, member.id, ids['存款300元']!, next);
    await openChest(app.db, member.id, chestId, next);
    const [rows] = await sql<{ claims: string; opens: string }>(
      `select (select count(*)::text from task_claims where member_id = $1) as claims,
              (select count(*)::text from chest_opens where member_id = $1) as opens`,
      [member.id.toString()],
    );
    expect(rows).toEqual({ claims: '2', opens: '2' });
    await expectLedgerHealthy();
  });
});

describe.runIf(testDriver() === 'pg')('task and chest races (PostgreSQL)', () => {
  it('50 simultaneous claims of one task pay once', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 30_000n, new Date());
    const before = fen(await balanceOf(member));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token)),
    );
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    for (const answer of answers) {
      if (answer.body.code !== 200) expect(answer.body.message).toBe(TASK_MESSAGES.alreadyClaimed);
    }
    expect(fen(await balanceOf(member))).toBe(before + 500n);
    await expectLedgerHealthy();
  });

  it('50 simultaneous opens of one chest pay once', async () => {
    const member = await helpers.newMember();
    await depositAt(member, 30_000n, new Date());
    expect((await get(`/api/claimTask?task_id=${ids['存款300元']}`, member.token)).body.code).toBe(200);
    const before = fen(await balanceOf(member));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get(`/api/doUserBox?id=${chestId}`, member.token)),
    );
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    for (const answer of answers) {
      if (answer.body.code !== 200) expect(answer.body.message).toBe(TASK_MESSAGES.chestAlreadyOpened);
    }
    expect(fen(await balanceOf(member))).toBe(before + 888n);
    await expectLedgerHealthy();
  });
});
