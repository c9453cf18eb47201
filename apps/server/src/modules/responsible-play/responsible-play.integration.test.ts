import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHelpers, type TestMember } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, randomIp, TEST_ENV } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { formatDateTime } from '../../lib/time';
import { seedDemoPayments } from '../payments';
import { transferIn } from '../wallet';
import { GUARDED_ROUTES } from './routes';
import { LIMIT_INCREASE_DELAY_MS } from './responsible-play.rules';
import {
  assertNotRestricted,
  responsiblePlayState,
  setLimits,
  startSelfExclusion,
  startTimeOut,
} from './responsible-play.service';

let testApp: TestApp;
let app: FastifyInstance;
const helpers = memberHelpers(() => testApp);
const { api, get, sql, login, newMember, fund, expectLedgerHealthy } = helpers;
const staff = staffHelpers(() => app);
let quickChannel: number;

/**
 * Authenticated member operations of the OpenAPI document that stay open during a time-out or
 * self-exclusion (platform-rules §10: sign in, history, withdrawal; reads; the member's own settings;
 * rebates and VIP bonuses already earned, decision 0032). Every other authenticated member operation
 * must be in GUARDED_ROUTES: a new route on neither list fails this test.
 */
const OPEN_ROUTES = new Set([
  'POST /api/noticeList',
  'POST /api/noticeInfo',
  'POST /api/logoff',
  'POST /api/editPassword',
  'POST /api/user',
  'POST /api/refreshusermoney',
  'POST /api/balance',
  'POST /api/balancelist',
  'POST /api/transall',
  'POST /api/uptransferstatus',
  'POST /api/gerWithdrawType',
  'POST /api/withdraw',
  'POST /api/gettransrecord',
  'POST /api/betrecord',
  'POST /api/getfanshui',
  'POST /api/dofanshui',
  'GET /api/house/fairness',
  'POST /api/house/fairness/rotate',
  'POST /api/house/fairness/client-seed',
  'GET /api/house/rounds',
  'GET /api/house/balance',
  'GET /api/house/fast3/bets',
  'POST /api/uploadimg',
  'POST /api/editPayPassword',
  'POST /api/checkMobileCode',
  'POST /api/updateuserinfo',
  'GET /api/getAgentLoginUrl',
  // The agent programme: applying and the agent portal (its own sign-in) move no money and start no game.
  'POST /api/applyagentdo',
  'GET /api/agent-application',
  'POST /api/agent-portal/logout',
  'GET /api/agent-portal/me',
  'GET /api/agent-portal/overview',
  'GET /api/agent-portal/report',
  'GET /api/agent-portal/members',
  'GET /api/agent-portal/members/:id',
  'GET /api/agent-portal/sub-agents',
  'POST /api/agent-portal/sub-agents',
  'GET /api/agent-portal/statements',
  'GET /api/agent-portal/statements/:id',
  'GET /api/agent-portal/invite',
  'POST /api/bindCard',
  'POST /api/getcard',
  'POST /api/delcard',
  'POST /api/gerWalletInfo',
  'POST /api/bindWallet',
  'POST /api/gerBankInfo',
  'POST /api/bindcard',
  'GET /api/userBonus',
  'GET /api/doUserBonus',
  'GET /api/userredpacket',
  'POST /api/redpacket',
  'POST /api/activityApplyLog',
  'POST /api/userTask',
  'GET /api/userStats',
  'POST /api/userBox',
  'GET /api/responsible-play',
  'POST /api/responsible-play/deposit-limits',
  'POST /api/responsible-play/loss-limits',
  'POST /api/responsible-play/time-out',
  'POST /api/responsible-play/self-exclusion',
  'POST /api/responsible-play/reality-check',
  'GET /api/responsible-play/history',
  'GET /api/responsible-play/session',
]);

const zone = () => app.config.SITE_TZ;
const getJson = async (url: string, token: string) => (await get(url, token)).body;
const stateOf = async (member: TestMember) => (await getJson('/api/responsible-play', member.token)).data;
const historyCount = async (member: TestMember) =>
  Number(
    (await sql<{ n: string }>('select count(*) as n from rp_history where member_id = $1', [member.id.toString()]))[0]!
      .n,
  );
const recharge = (member: TestMember, amount: string) =>
  api('/api/recharge', member.token, { aisle_id: quickChannel, amount });

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...staff.adminEnv } });
  app = testApp.app;
  await staff.bootstrapAdmin();
  await withTransaction(app.db, (tx) => seedDemoPayments(tx));
  const [channel] = await sql<{ id: number }>("select id from recharge_channels where name = '快捷支付'");
  quickChannel = channel!.id;
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/responsible-play', () => {
  it('answers no limits, no restriction and the choices for a new member', async () => {
    const member = await newMember();
    const state = await stateOf(member);
    expect(state.deposit_limits).toHaveLength(3);
    expect(state.deposit_limits[0]).toMatchObject({ period: 'day', amount: null, has_pending: false, remaining: null });
    expect(state.restriction).toBeNull();
    expect(state.reality_check_minutes).toBe(0);
    expect(state.options).toEqual({
      time_out_days: { min: 1, max: 42 },
      self_exclusion_months: [6, 12, 24, 60],
      reality_check_minutes: [0, 15, 30, 60, 120],
    });
    expect((await get('/api/responsible-play')).status).toBe(401);
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over the daily limit, naming what is left, and counts open orders', async () => {
    const member = await newMember();
    const set = await api('/api/responsible-play/deposit-limits', member.token, { day: '100' });
    expect(set.body).toMatchObject({ code: 200, message: '设置成功' });
    expect(set.body.data.deposit_limits[0]).toMatchObject({ amount: '100.00', used: '0.00', remaining: '100.00' });

    expect((await recharge(member, '80')).body.code).toBe(0);
    const over = await recharge(member, '30');
    expect(over.body).toMatchObject({ code: 422, message: '超出今日存款限额，今日还可存入 ¥20.00' });
    expect((await recharge(member, '20')).body.code).toBe(0);
    expect((await recharge(member, '0.01')).body.message).toBe('超出今日存款限额，今日还可存入 ¥0.00');
    const orders = await sql<{ n: string }>('select count(*) as n from deposit_orders where member_id = $1', [
      member.id.toString(),
    ]);
    expect(Number(orders[0]!.n)).toBe(2);
    expect((await stateOf(member)).deposit_limits[0]).toMatchObject({ used: '100.00', remaining: '0.00' });
  });

  it('names the weekly or monthly allowance when that one is the tighter', async () => {
    const member = await newMember();
    await api('/api/responsible-play/deposit-limits', member.token, { day: '500', week: '300', month: '200' });
    expect((await recharge(member, '250')).body.message).toBe('超出本月存款限额，本月还可存入 ¥200.00');
    await api('/api/responsible-play/deposit-limits', member.token, { month: '150' });
    expect((await recharge(member, '151')).body.message).toBe('超出本月存款限额，本月还可存入 ¥150.00');
  });

  it('applies a decrease at once and an increase or removal exactly 24 hours later', async () => {
    const member = await newMember();
    const t0 = new Date('2026-06-01T02:00:00Z');
    const clock = (ms = 0) => ({ now: new Date(t0.getTime() + ms), timeZone: zone() });
    await setLimits(app.db, member.id, 'deposit', { day: 10_000n, week: 50_000n }, clock());
    await setLimits(app.db, member.id, 'deposit', { day: 30_000n, week: null }, clock());
    const waiting = await responsiblePlayState(app.db, member.id, clock(LIMIT_INCREASE_DELAY_MS - 1));
    expect(waiting.deposit_limits[0]).toMatchObject({
      amount: '100.00',
      has_pending: true,
      pending_amount: '300.00',
      pending_from: formatDateTime(new Date(t0.getTime() + LIMIT_INCREASE_DELAY_MS), zone()),
    });
    expect(waiting.deposit_limits[1]).toMatchObject({ amount: '500.00', has_pending: true, pending_amount: null });
    const applied = await responsiblePlayState(app.db, member.id, clock(LIMIT_INCREASE_DELAY_MS));
    expect(applied.deposit_limits[0]).toMatchObject({ amount: '300.00', has_pending: false });
    expect(applied.deposit_limits[1]).toMatchObject({ amount: null, has_pending: false });

    await setLimits(app.db, member.id, 'deposit', { day: 5_000n }, clock(LIMIT_INCREASE_DELAY_MS + 1));
    const lowered = await responsiblePlayState(app.db, member.id, clock(LIMIT_INCREASE_DELAY_MS + 1));
    expect(lowered.deposit_limits[0]).toMatchObject({ amount: '50.00', has_pending: false });

    const history = (await getJson('/api/responsible-play/history', member.token)).data;
    expect(history.total).toBe(5);
    expect(history.data[0]).toMatchObject({ action: 'deposit_limit', actor: 'member' });
    expect(history.data.map((row: { detail: string }) => row.detail)).toContain(
      `每日存款限额：提高至 ¥300.00，${formatDateTime(new Date(t0.getTime() + LIMIT_INCREASE_DELAY_MS), zone())} 起生效（当前 ¥100.00）`,
    );
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const member = await newMember();
    for (const [body, message] of [
      [{}, '请至少填写一项限额'],
      [{ day: '0' }, undefined],
      [{ day: '-5' }, undefined],
      [{ day: 'abc' }, undefined],
      [{ week: '1.234' }, undefined],
      [{ month: '10000001' }, '限额不能超过 10,000,000 元'],
    ] as const) {
      const answer = await api('/api/responsible-play/deposit-limits', member.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
      if (message) expect(answer.body.message).toContain(message);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await historyCount(member)).toBe(0);
    expect((await stateOf(member)).deposit_limits[0].amount).toBeNull();
  });
});

describe('loss limits', () => {
  async function houseMember(houseFen: bigint) {
    const member = await newMember();
    await fund(member.id, houseFen + 10_000n, { kind: 'test_deposit' });
    await transferIn(app.db, app.services.platforms, member.id, 'house', houseFen);
    return member;
  }

  it('refuses a bet that could pass the daily loss limit, naming what is left', async () => {
    const member = await houseMember(10_000n);
    await api('/api/responsible-play/loss-limits', member.token, { day: '10' });
    const over = await api('/api/house/dragon-tiger/play', member.token, { bets: [{ type: 'dragon', amount: '11' }] });
    expect(over.body).toMatchObject({ code: 422, message: '超出今日亏损限额，今日还可投注 ¥10.00' });
    expect(await sql('select 1 from bet_records where member_id = $1', [member.id.toString()])).toHaveLength(0);
    const within = await api('/api/house/dragon-tiger/play', member.token, { bets: [{ type: 'dragon', amount: '5' }] });
    expect(within.body.code).toBe(200);
    await expectLedgerHealthy();
  });

  it('refuses launches and transfers into a platform once the limit is used up; transfers back stay open', async () => {
    const member = await houseMember(5_000n);
    await api('/api/responsible-play/loss-limits', member.token, { day: '10' });
    // A settled losing bet of ¥10 today uses the limit up.
    await sql(
      `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen, win_loss_fen, state, bet_at, settled_at)
       values ('house', $1, $2, 'dragon-tiger', '龙虎', 'joker', 1000, 1000, -1000, 1, now(), now())`,
      [`rp-loss-${member.id}`, member.id.toString()],
    );
    expect((await stateOf(member)).loss_limits[0]).toMatchObject({ used: '10.00', remaining: '0.00' });
    const launch = await api('/api/getGameUrl', member.token, { plat_name: 'house', game_code: 'dragon-tiger' });
    expect(launch.body.message).toBe('已达到今日亏损限额，暂时不能继续游戏');
    const into = await api('/api/transfer', member.token, {
      amount: '1',
      sourcetype: 'userbalance',
      targettype: 'house',
    });
    expect(into.body.message).toBe('已达到今日亏损限额，暂时不能继续游戏');
    const back = await api('/api/transfer', member.token, {
      amount: '1',
      sourcetype: 'house',
      targettype: 'userbalance',
    });
    expect(back.body.code).toBe(200);
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses bad lengths with Chinese messages and changes nothing', async () => {
    const member = await newMember();
    for (const days of [0, 43, 1.5, 'x']) {
      const answer = await api('/api/responsible-play/time-out', member.token, { days });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('冷静期天数须为 1 到 42 之间的整数');
    }
    for (const months of [0, 3, 7, 'x']) {
      const answer = await api('/api/responsible-play/self-exclusion', member.token, { months });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('自我禁止期限只能选择 6、12、24、60 个月');
    }
    expect(await historyCount(member)).toBe(0);
    expect((await stateOf(member)).restriction).toBeNull();
  });

  it('ends a time-out and an exclusion exactly at their end, and never shortens them', async () => {
    const member = await newMember();
    const t0 = new Date('2026-06-01T02:00:00Z');
    const clock = (at: Date) => ({ now: at, timeZone: zone() });
    const timeOut = await startTimeOut(app.db, member.id, 1, clock(t0));
    expect(timeOut.endsAt).toEqual(new Date(t0.getTime() + 24 * 3600_000));
    await expect(assertNotRestricted(app.db, member.id, clock(new Date(timeOut.endsAt.getTime() - 1)))).rejects.toThrow(
      /冷静期/,
    );
    await expect(assertNotRestricted(app.db, member.id, clock(timeOut.endsAt))).resolves.toBeUndefined();

    // A shorter or equal time-out while one is running is refused; a longer one replaces it.
    const later = new Date(t0.getTime() + 3600_000);
    await startTimeOut(app.db, member.id, 3, clock(later));
    await expect(startTimeOut(app.db, member.id, 1, clock(later))).rejects.toThrow(/新的期限须晚于该时间/);

    const exclusion = await startSelfExclusion(app.db, member.id, 6, clock(later));
    expect(formatDateTime(exclusion.endsAt, zone())).toBe('2026-12-01 11:00:00');
    await expect(startTimeOut(app.db, member.id, 42, clock(later))).rejects.toThrow(/自我禁止/);
    await expect(
      assertNotRestricted(app.db, member.id, clock(new Date(exclusion.endsAt.getTime() - 1))),
    ).rejects.toThrow(/自我禁止/);
    await expect(assertNotRestricted(app.db, member.id, clock(exclusion.endsAt))).resolves.toBeUndefined();
  });

  it('walks every authenticated member operation of the OpenAPI document during a time-out', async () => {
    const member = await newMember();
    await fund(member.id, 50_000n, { kind: 'test_deposit' });
    await transferIn(app.db, app.services.platforms, member.id, 'house', 10_000n);
    const started = await api('/api/responsible-play/time-out', member.token, { days: 7 });
    expect(started.body.code).toBe(200);
    expect(started.body.message).toMatch(/^冷静期已开始，至 .* 结束$/);
    const end = started.body.data.restriction.ends_at as string;
    const refusal = `您正处于冷静期，至 ${end} 结束；期间不能存款、转入游戏、游戏或参加优惠，可以登录、查看记录和提款`;

    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations: { key: string; method: string; url: string }[] = [];
    for (const [path, methods] of Object.entries(
      document.paths as Record<string, Record<string, { security?: unknown }>>,
    )) {
      if (!path.startsWith('/api/') || path.startsWith('/api/admin')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.security) continue;
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        operations.push({ key, method: method.toUpperCase(), url: path.replace('{game}', 'dragon-tiger') });
      }
    }
    const unclassified = operations.filter(({ key }) => !(key in GUARDED_ROUTES) && !OPEN_ROUTES.has(key));
    expect(unclassified.map(({ key }) => key)).toEqual([]);
    // The guard list names only routes that exist.
    for (const key of Object.keys(GUARDED_ROUTES)) expect(operations.map((op) => op.key)).toContain(key);

    const ledgerBefore = await sql('select count(*) as n from ledger_transactions');
    for (const { key, method, url } of operations.filter((op) => op.key in GUARDED_ROUTES)) {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: bearer(member.token),
        remoteAddress: randomIp(),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect({ key, status: response.statusCode, body: response.json() }).toMatchObject({
        key,
        status: 200,
        body: { code: 422, message: refusal },
      });
    }
    // The same with well-formed requests.
    expect((await recharge(member, '10')).body.message).toBe(refusal);
    const bet = { bets: [{ type: 'dragon', amount: '1' }] };
    expect((await api('/api/house/dragon-tiger/play', member.token, bet)).body.message).toBe(refusal);
    expect(
      (await api('/api/transfer', member.token, { amount: '1', sourcetype: 'userbalance', targettype: 'house' })).body
        .message,
    ).toBe(refusal);
    expect(
      (await api('/api/getGameUrl', member.token, { plat_name: 'house', game_code: 'dragon-tiger' })).body.message,
    ).toBe(refusal);
    expect(await sql('select count(*) as n from ledger_transactions')).toEqual(ledgerBefore);
    expect(await sql('select 1 from deposit_orders where member_id = $1', [member.id.toString()])).toHaveLength(0);

    // Still open: signing in, history, money back to the main wallet, withdrawal (refused only for its own reasons).
    expect((await login(member.name, member.password)).body.code).toBe(200);
    expect((await api('/api/gettransrecord', member.token, { type: 3, date: 4, page: 1 })).body.code).toBe(200);
    const back = await api('/api/transfer', member.token, {
      amount: '1',
      sourcetype: 'house',
      targettype: 'userbalance',
    });
    expect(back.body.code).toBe(200);
    expect((await api('/api/transall', member.token)).body.code).toBe(200);
    const withdraw = await api('/api/withdraw', member.token, { money: '10' });
    expect(withdraw.body.message).not.toBe(refusal);
    expect(withdraw.body.message).not.toMatch(/冷静期/);
    await expectLedgerHealthy();
  });

  it('keeps a self-exclusion against the member: no way to end it early', async () => {
    const member = await newMember();
    const started = await api('/api/responsible-play/self-exclusion', member.token, { months: 6 });
    expect(started.body.message).toMatch(/^自我禁止已开始，至 .* 结束，期间不可撤销$/);
    const again = await api('/api/responsible-play/time-out', member.token, { days: 42 });
    expect(again.body.code).toBe(422);
    expect(again.body.message).toMatch(/^您已处于自我禁止，至 .* 结束，新的期限须晚于该时间$/);
    expect((await stateOf(member)).restriction.kind).toBe('self_exclusion');
  });
});

describe('reality check', () => {
  it('stores the interval and answers the session figures from the bet records', async () => {
    const member = await newMember();
    expect((await api('/api/responsible-play/reality-check', member.token, { minutes: 45 })).status).toBe(400);
    const set = await api('/api/responsible-play/reality-check', member.token, { minutes: 30 });
    expect(set.body).toMatchObject({
      code: 200,
      message: '已设置每 30 分钟提醒一次',
      data: { reality_check_minutes: 30 },
    });
    const since = Date.now() - 10 * 60_000;
    await fund(member.id, 10_000n, { kind: 'test_deposit' });
    await transferIn(app.db, app.services.platforms, member.id, 'house', 10_000n);
    const played = await api('/api/house/dragon-tiger/play', member.token, { bets: [{ type: 'dragon', amount: '5' }] });
    expect(played.body.code).toBe(200);
    const session = (await getJson(`/api/responsible-play/session?since=${since}`, member.token)).data;
    expect(session).toMatchObject({
      bets: 1,
      stake: '5.00',
      net_result: played.body.data.win_loss,
      reality_check_minutes: 30,
    });
    expect(session.minutes).toBeGreaterThanOrEqual(9);
    expect((await get('/api/responsible-play/session?since=abc', member.token)).status).toBe(400);
    const history = (await getJson('/api/responsible-play/history', member.token)).data;
    expect(history.data[0]).toMatchObject({ action: 'reality_check', detail: '游戏时长提醒：关闭 → 每 30 分钟' });
  });
});

describe('staff: /api/admin/members/:id/responsible-play', () => {
  it('shows the limits and history and extends (never shortens) an exclusion, audited', async () => {
    const member = await newMember();
    await api('/api/responsible-play/deposit-limits', member.token, { day: '100' });
    const token = await staff.adminToken();
    const base = `/api/admin/members/${member.id}/responsible-play`;
    const view = await staff.call('GET', base, token);
    expect(view.body.data.state.deposit_limits[0].amount).toBe('100.00');
    expect(view.body.data.history.total).toBe(1);

    for (const months of [0, -1, 121, 'x']) {
      const bad = await staff.call('POST', `${base}/extend-exclusion`, token, { months });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('延长月数须为 1 到 120 之间的整数');
    }
    const first = await staff.call('POST', `${base}/extend-exclusion`, token, { months: 6, reason: '客户来电要求' });
    expect(first.body.code).toBe(200);
    const second = await staff.call('POST', `${base}/extend-exclusion`, token, { months: 1 });
    expect(second.body.data.ends_at > first.body.data.ends_at).toBe(true);
    expect(second.body.data.starts_at).toBe(first.body.data.starts_at);
    const audit = await staff.auditOf('members.responsible_play.extend_exclusion', member.id.toString());
    expect(audit).toHaveLength(2);
    const history = (await getJson('/api/responsible-play/history', member.token)).data;
    expect(history.data[0]).toMatchObject({ action: 'exclusion_extended', actor: 'staff' });
    expect((await stateOf(member)).restriction).toMatchObject({
      kind: 'self_exclusion',
      ends_at: second.body.data.ends_at,
    });

    // Finance may look but not extend; an unknown member is named.
    const finance = await staff.newStaff('rpfinance', 'finance');
    expect((await staff.call('GET', base, finance.token)).body.code).toBe(200);
    expect((await staff.call('POST', `${base}/extend-exclusion`, finance.token, { months: 6 })).status).toBe(403);
    expect((await staff.call('GET', '/api/admin/members/999999999/responsible-play', token)).body.message).toBe(
      '会员不存在',
    );
  });
});

describe('promotional messages during a time-out', () => {
  it('hides activity and recommendation broadcasts, keeps notifications, announcements and personal messages', async () => {
    const member = await newMember();
    const other = await newMember();
    const insert = (type: number, title: string, target = 'all', memberId: bigint | null = null) =>
      sql(
        `insert into notices (type, title, content, target_kind, target_member_id) values ($1, $2, '<p>x</p>', $3, $4)`,
        [type, title, target, memberId?.toString() ?? null],
      );
    const tag = `rp${Date.now()}`;
    await insert(1, `${tag}-通知`);
    await insert(2, `${tag}-活动`);
    await insert(3, `${tag}-公告`);
    await insert(4, `${tag}-推荐`);
    await insert(2, `${tag}-给会员的活动`, 'member', member.id);
    const titles = async (who: TestMember) =>
      ((await api('/api/noticeList', who.token, { page: 1, limit: 999 })).body.data.data as { title: string }[])
        .map((row) => row.title)
        .filter((title) => title.startsWith(tag))
        .sort();
    expect(await titles(member)).toHaveLength(5);
    await api('/api/responsible-play/time-out', member.token, { days: 1 });
    expect(await titles(member)).toEqual([`${tag}-公告`, `${tag}-给会员的活动`, `${tag}-通知`].sort());
    expect(await titles(other)).toHaveLength(4);
  });
});

describe('staff member list: play_restricted filter', () => {
  it('leaves out or lists only the members in a time-out or self-exclusion', async () => {
    const calm = await newMember();
    const excluded = await newMember();
    await api('/api/responsible-play/self-exclusion', excluded.token, { months: 12 });
    const token = await staff.adminToken();
    const ids = async (filter: string) => {
      const page = await staff.call('GET', `/api/admin/members?per_page=100&play_restricted=${filter}`, token);
      expect(page.body.code).toBe(200);
      return (page.body.data.data as { id: number }[]).map((row) => String(row.id));
    };
    const only = await ids('only');
    expect(only).toContain(excluded.id.toString());
    expect(only).not.toContain(calm.id.toString());
    const others = await ids('exclude');
    expect(others).not.toContain(excluded.id.toString());
    expect(others).toContain(calm.id.toString());
    expect((await staff.call('GET', '/api/admin/members?play_restricted=maybe', token)).status).toBe(400);
  });
});
