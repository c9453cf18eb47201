import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yuanStringToFen } from '@app/shared/money';
import { bearer, buildMember, randomIp, TEST_ENV } from '../../../test/factories';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import { ContentService } from '../content';
import { businessRowChecks, ensureAccount, house, memberMain, runLedgerCheck, transfer } from '../ledger';
import { seedDemoPayments } from '../payments';
import { ScriptedPlatform, type ScriptedBehaviour } from '../wallet';
import { ADJUSTMENT_SECOND_APPROVAL_KEY } from './index';

let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
const staff: Record<string, { token: string; id: number }> = {};
const scripted = new ScriptedPlatform('scripted');
const { adminEnv, bootstrapAdmin, adminToken, call, newStaff, auditOf } = staffHelpers(() => app);

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ...TEST_ENV, ...adminEnv },
    beforeReady: (instance) => instance.services.platforms.register('scripted', () => scripted),
  });
  app = testApp.app;
  await bootstrapAdmin();
  await withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx));
  await testApp.database.query(
    `insert into game_platforms (platname, name, adapter, sort) values ('scripted', '测试平台', 'scripted', 9)`,
  );
  admin = await adminToken();
  for (const [username, role] of [
    ['service1', 'customer_service'],
    ['content1', 'content'],
    ['finance1', 'finance'],
    ['finance2', 'finance'],
    ['risk1', 'risk'],
  ] as const) {
    staff[username] = await newStaff(username, role);
  }
});
afterAll(async () => {
  await testApp.close();
});

// ---- helpers ---------------------------------------------------------------------------------

const tokenOf = (username: string) => staff[username]!.token;

async function newMember(options: { fen?: bigint; mobile?: boolean } = {}) {
  const member = await buildMember(app);
  const info = await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) });
  const id = BigInt(info.json().data.id);
  if (options.mobile) {
    const mobile = `137${String(id).padStart(8, '0')}`.slice(0, 11);
    await testApp.database.query('update members set mobile = $1, mobile_verified_at = now() where id = $2', [
      mobile,
      id.toString(),
    ]);
  }
  if (options.fen) await fund(id, options.fen);
  return { ...member, id };
}

let fundCounter = 0;
async function fund(memberId: bigint, fen: bigint) {
  fundCounter += 1;
  await withTransaction(testApp.database.db, async (tx) => {
    await transfer(tx, {
      idempotencyKey: `test-fund:${memberId}:${fundCounter}`,
      kind: 'test_fund',
      reference: { type: 'test', id: String(fundCounter) },
      actor: { type: 'system', id: 'test' },
      fromAccountId: await ensureAccount(tx, house('bench')),
      toAccountId: await ensureAccount(tx, memberMain(memberId)),
      amountFen: fen,
    });
  });
}

async function balanceOf(memberId: bigint): Promise<string> {
  const profile = await call('GET', `/api/admin/members/${memberId}`, admin);
  return profile.body.data.balances.main as string;
}

async function setSetting(key: string, value: unknown) {
  await testApp.database.query(
    `insert into site_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value`,
    [key, JSON.stringify(value)],
  );
}

async function expectLedgerHealthy() {
  const report = await runLedgerCheck(testApp.database.db, businessRowChecks());
  expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
}

async function channelId(name: string): Promise<number> {
  const rows = await testApp.database.query<{ id: number }>('select id from recharge_channels where name = $1', [name]);
  return Number(rows[0]!.id);
}

// ---- access ----------------------------------------------------------------------------------

describe('back-office access', () => {
  it('refuses member tokens and anonymous calls with 401', async () => {
    const member = await newMember();
    for (const url of ['/api/admin/dashboard', '/api/admin/members', `/api/admin/members/${member.id}`]) {
      expect((await call('GET', url, member.token)).status).toBe(401);
      expect((await call('GET', url, undefined)).body.code).toBe(401);
    }
    expect((await call('POST', `/api/admin/members/${member.id}/freeze`, member.token, { reason: 'x' })).status).toBe(
      401,
    );
  });

  it('checks the session and the permission before it reads the body (no schema probing)', async () => {
    const member = await newMember();
    const malformed = { direction: 'sideways', amount: 'lots' };
    const url = `/api/admin/members/${member.id}/adjustments`;
    expect((await call('POST', url, undefined, malformed)).status).toBe(401);
    expect((await call('POST', url, member.token, malformed)).status).toBe(401);
    const service = await call('POST', url, tokenOf('service1'), malformed);
    expect(service.body).toMatchObject({ code: 403, message: '没有权限执行此操作' });
    expect((await call('POST', '/api/admin/banners', tokenOf('service1'), { src: 42 })).status).toBe(403);
    // With the permission, the same body gets the validation message.
    const finance = await call('POST', url, tokenOf('finance1'), malformed);
    expect(finance.status).toBe(400);
  });

  it('checks each permission per role', async () => {
    const member = await newMember({ fen: 10_000n });
    const service = tokenOf('service1');
    // Customer service reads members but cannot move money or review withdrawals.
    expect((await call('GET', '/api/admin/members', service)).status).toBe(200);
    const adjust = await call('POST', `/api/admin/members/${member.id}/adjustments`, service, {
      direction: 'credit',
      amount: 10,
      reason: '补偿',
    });
    expect(adjust.status).toBe(403);
    expect(adjust.body).toMatchObject({ code: 403, message: '没有权限执行此操作' });
    expect((await call('POST', '/api/admin/withdrawals/W1/approve', service)).status).toBe(403);
    expect((await call('POST', '/api/admin/withdrawals/W1/refuse', service, { reason: 'x' })).status).toBe(403);
    expect((await call('POST', `/api/admin/members/${member.id}/freeze`, service, { reason: 'x' })).status).toBe(403);
    expect((await call('POST', '/api/admin/site-settings', service, { site_state: 1 })).status).toBe(403);
    // Content staff manage the site but see no members or money.
    const content = tokenOf('content1');
    expect((await call('GET', '/api/admin/site-settings', content)).status).toBe(200);
    expect((await call('GET', '/api/admin/members', content)).status).toBe(403);
    expect((await call('GET', '/api/admin/deposits', content)).status).toBe(403);
    expect((await call('GET', '/api/admin/game-platforms', content)).status).toBe(200);
    // Finance adjusts balances (a small one applies at once) and reviews withdrawals.
    const finance = tokenOf('finance1');
    const applied = await call('POST', `/api/admin/members/${member.id}/adjustments`, finance, {
      direction: 'credit',
      amount: '10.50',
      reason: '活动补偿',
    });
    expect(applied.body).toMatchObject({
      code: 200,
      data: { state: 1, amount: '10.50', direction: 'credit', requested_by: 'finance1' },
    });
    expect(await balanceOf(member.id)).toBe('110.50');
    expect((await call('POST', '/api/admin/withdrawals/W-NONE/approve', finance)).body).toMatchObject({
      code: 404,
      message: '提现订单不存在',
    });
    // Risk freezes but does not adjust.
    expect(
      (
        await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('risk1'), {
          direction: 'credit',
          amount: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
  });
});

// ---- balance adjustments -----------------------------------------------------------------------

describe('balance adjustments', () => {
  it('above the threshold waits for a different staff member, then moves the ledger exactly once', async () => {
    const member = await newMember({ fen: 100_00n });
    const first = tokenOf('finance1');
    const second = tokenOf('finance2');
    const request = await call('POST', `/api/admin/members/${member.id}/adjustments`, first, {
      direction: 'credit',
      amount: 5000,
      reason: '线下活动奖金',
      turnover_multiple: 2,
    });
    expect(request.body).toMatchObject({
      code: 200,
      message: '调账金额超过单人审批额度，已提交，等待另一位员工复核',
      data: { state: 0, amount: '5000.00', turnover_multiple: '2' },
    });
    const id = request.body.data.id as number;
    expect(await balanceOf(member.id)).toBe('100.00');

    // The same staff member cannot approve their own request.
    const self = await call('POST', `/api/admin/adjustments/${id}/approve`, first);
    expect(self.body).toMatchObject({ code: 422, message: '不能复核自己提交的调账，请由另一位有复核权限的员工处理' });
    // Customer service has no approval permission at all.
    expect((await call('POST', `/api/admin/adjustments/${id}/approve`, tokenOf('service1'))).status).toBe(403);

    const approved = await call('POST', `/api/admin/adjustments/${id}/approve`, second);
    expect(approved.body).toMatchObject({
      code: 200,
      data: { state: 1, requested_by: 'finance1', decided_by: 'finance2' },
    });
    expect(await balanceOf(member.id)).toBe('5100.00');
    expect((await call('POST', `/api/admin/adjustments/${id}/approve`, second)).body.message).toBe(
      '该调账已处理，请勿重复操作',
    );
    expect(await balanceOf(member.id)).toBe('5100.00');

    const ledger = await testApp.database.query<{ idempotency_key: string; kind: string }>(
      `select idempotency_key, kind from ledger_transactions where reference_type = 'balance_adjustment' and reference_id = $1`,
      [String(id)],
    );
    expect(ledger).toEqual([{ idempotency_key: `adjustment:${id}`, kind: 'staff_adjustment' }]);
    const profile = (await call('GET', `/api/admin/members/${member.id}`, admin)).body.data;
    expect(profile.turnover.outstanding).toBe('10000.00');
    expect(profile.adjustments[0]).toMatchObject({ id, state: 1, state_text: '已生效' });

    expect((await auditOf('member.adjustment.request', String(member.id)))[0]).toMatchObject({
      staff_username: 'finance1',
      before: { main_balance: '100.00' },
      after: { state: 0, amount: '5000.00', reason: '线下活动奖金' },
    });
    expect((await auditOf('member.adjustment.approve', String(id)))[0]).toMatchObject({
      staff_username: 'finance2',
      before: { state: 0, main_balance: '100.00' },
      after: { state: 1, main_balance: '5100.00' },
    });
    await expectLedgerHealthy();
  });

  it('rejects with a reason (nothing moves), and splitting a large adjustment does not avoid the second approver', async () => {
    const member = await newMember();
    const request = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 2000,
      reason: '误操作',
    });
    const id = request.body.data.id as number;
    expect((await call('POST', `/api/admin/adjustments/${id}/reject`, tokenOf('finance2'), {})).status).toBe(400);
    const rejected = await call('POST', `/api/admin/adjustments/${id}/reject`, tokenOf('finance2'), {
      reason: '无依据',
    });
    expect(rejected.body.data).toMatchObject({ state: 2, state_text: '已拒绝', decided_by: 'finance2' });
    expect(await balanceOf(member.id)).toBe('0.00');
    expect((await auditOf('member.adjustment.reject', String(id)))[0]).toMatchObject({
      after: { state: 2, reject_reason: '无依据' },
    });

    const part1 = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 600,
      reason: '补偿一',
    });
    expect(part1.body.data.state).toBe(1);
    const part2 = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 600,
      reason: '补偿二',
    });
    expect(part2.body.data.state).toBe(0);
    expect(await balanceOf(member.id)).toBe('600.00');

    const waiting = await call('GET', `/api/admin/adjustments?state=0&member_id=${member.id}`, tokenOf('finance2'));
    expect(waiting.body.data).toMatchObject({
      total: 1,
      data: [{ id: part2.body.data.id, amount: '600.00', reason: '补偿二' }],
    });
    const csv = await call('GET', `/api/admin/adjustments?format=csv&member_id=${member.id}`, admin);
    expect(csv.text.slice(1).split('\r\n')[0]).toBe(
      '调账ID,会员ID,用户名,类型,金额,原因,打码倍数,状态,申请人,复核人,申请时间,处理时间',
    );
    expect(csv.text).toContain('补偿二');
    await expectLedgerHealthy();
  });

  it('refuses a debit that would make the balance negative, with the balance in the message', async () => {
    const member = await newMember({ fen: 300_00n });
    const refused = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'debit',
      amount: '300.01',
      reason: '扣回',
    });
    expect(refused.body).toMatchObject({
      code: 422,
      message: '扣款金额超过会员中心钱包余额（当前余额 300.00 元），扣款后余额不能为负数',
    });
    const debit = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'debit',
      amount: 300,
      reason: '扣回重复派奖',
    });
    expect(debit.body.data).toMatchObject({ state: 1, direction: 'debit', amount: '300.00' });
    expect(await balanceOf(member.id)).toBe('0.00');

    // A waiting debit whose money left in the meantime cannot be approved.
    await fund(member.id, 2000_00n);
    const big = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'debit',
      amount: 1500,
      reason: '扣回',
    });
    expect(big.body.data.state).toBe(0);
    await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance2'), {
      direction: 'debit',
      amount: 1000,
      reason: '另一笔',
    });
    const late = await call('POST', `/api/admin/adjustments/${big.body.data.id}/approve`, tokenOf('finance2'));
    expect(late.body.message).toContain('扣款金额超过会员中心钱包余额');
    expect(await balanceOf(member.id)).toBe('1000.00');
    expect(
      (await call('GET', `/api/admin/adjustments?member_id=${member.id}&state=0`, admin)).body.data.total,
    ).toBeGreaterThanOrEqual(1);

    expect(
      (
        await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
          direction: 'debit',
          amount: '1.234',
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
          direction: 'credit',
          amount: 1,
        })
      ).status,
    ).toBe(400);
    await expectLedgerHealthy();
  });

  it('takes the threshold from site settings', async () => {
    await setSetting(ADJUSTMENT_SECOND_APPROVAL_KEY, '100');
    const member = await newMember();
    const small = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 2,
      reason: 'x',
    });
    expect(small.body.data.state).toBe(0);
    await setSetting(ADJUSTMENT_SECOND_APPROVAL_KEY, '100000');
  });

  it('lets only staff managers change the single-approval limit, audited, and applies it at once', async () => {
    expect((await call('GET', '/api/admin/adjustment-settings', tokenOf('finance1'))).body.data).toEqual({
      second_approval_amount: '1000.00',
    });
    // Finance staff adjust balances; they cannot raise their own limit.
    const refused = await call('POST', '/api/admin/adjustment-settings', tokenOf('finance1'), {
      second_approval_amount: '999999',
    });
    expect(refused.status).toBe(403);
    const invalid = await call('POST', '/api/admin/adjustment-settings', admin, { second_approval_amount: 'abc' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/金额/);

    const saved = await call('POST', '/api/admin/adjustment-settings', admin, { second_approval_amount: '50' });
    expect(saved.body).toMatchObject({ code: 200, data: { second_approval_amount: '50.00' } });
    expect((await auditOf('members.adjustment_settings.update', ADJUSTMENT_SECOND_APPROVAL_KEY))[0]).toMatchObject({
      staff_username: 'boss',
      before: { second_approval_amount: '1000.00' },
      after: { second_approval_amount: '50.00' },
    });
    const member = await newMember();
    const waiting = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 60,
      reason: '补发活动奖金',
    });
    expect(waiting.body.data.state).toBe(0);
    await call('POST', '/api/admin/adjustment-settings', admin, { second_approval_amount: '1000' });
  });
});

// ---- content -----------------------------------------------------------------------------------

describe('site settings and SMS outbox', () => {
  it('content staff close the site; the member site shows it within the cache window; rich text is sanitised', async () => {
    const appInfo = async () => (await app.inject({ method: 'POST', url: '/api/app' })).json().data;
    expect((await appInfo()).site_state).toBe(1);
    const otherInstance = new ContentService(testApp.database.db);
    const cachedAt = Date.now();
    expect((await otherInstance.getSiteSettings(cachedAt)).site_state).toBe(1);

    const saved = await call('POST', '/api/admin/site-settings', tokenOf('content1'), {
      site_state: 0,
      repair_tips: '系统升级中',
      webcontent:
        '<p onclick="steal()">欢迎</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/static/a.png" onerror="x()">',
    });
    expect(saved.body).toMatchObject({
      code: 200,
      message: '已保存（弹窗内容中不允许的标签或属性已被移除），会员端将在数秒内生效',
    });
    expect(saved.body.data).toMatchObject({
      site_state: 0,
      repair_tips: '系统升级中',
      webcontent: '<p>欢迎</p><a>x</a><img src="/static/a.png">',
    });
    // This instance drops its cache after the commit; another one within its 2 s cache time.
    expect(await appInfo()).toMatchObject({
      site_state: 0,
      repair_tips: '系统升级中',
      webcontent: '<p>欢迎</p><a>x</a><img src="/static/a.png">',
    });
    expect((await otherInstance.getSiteSettings(cachedAt + 2_001)).site_state).toBe(0);

    const [audit] = await auditOf('content.site_settings');
    expect(audit).toMatchObject({
      staff_username: 'content1',
      before: { site_state: 1 },
      after: { site_state: 0, repair_tips: '系统升级中' },
    });
    expect(Object.keys(audit!.after!)).not.toContain('title');

    expect((await call('POST', '/api/admin/site-settings', tokenOf('content1'), { site_state: 2 })).status).toBe(400);
    expect(
      (await call('POST', '/api/admin/site-settings', tokenOf('content1'), { site_logo: 'javascript:alert(1)' }))
        .status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/site-settings', tokenOf('content1'), { site_state: 1 })).body.data.site_state,
    ).toBe(1);
    expect((await appInfo()).site_state).toBe(1);
  });

  it('lists the SMS outbox for staff with sms.view', async () => {
    const send = await app.inject({
      method: 'GET',
      url: '/api/registerNote?mobile=13912345678',
      remoteAddress: randomIp(),
    });
    expect(send.statusCode).toBe(200);
    const page = await call('GET', '/api/admin/sms-outbox?mobile=13912345678', tokenOf('service1'));
    expect(page.body.code).toBe(200);
    expect(send.json().code).toBe(200);
    expect(page.body.data.data[0]).toMatchObject({
      mobile: '13912345678',
      content: expect.stringContaining('123456'),
      provider: expect.any(String),
    });
    expect((await call('GET', '/api/admin/sms-outbox', tokenOf('finance1'))).status).toBe(403);
  });
});

// ---- finance -----------------------------------------------------------------------------------

describe('finance', () => {
  it('confirms and refuses offline deposits; the dashboard counts what was credited', async () => {
    const before = (await call('GET', '/api/admin/dashboard', tokenOf('service1'))).body.data;
    const member = await newMember();
    const bank = await channelId('公司入款');
    const order = async (amount: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/recharge',
        headers: bearer(member.token),
        payload: { aisle_id: bank, amount },
        remoteAddress: randomIp(),
      });
      const body = response.json();
      expect(body.code).toBe(0);
      const submitted = await app.inject({
        method: 'POST',
        url: `/pay/${body.data.order_no}/reference`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `reference=REF-${body.data.order_no}`,
      });
      expect([200, 303]).toContain(submitted.statusCode);
      return body.data.order_no as string;
    };
    const credited = await order(800);
    const refused = await order(300);

    const waiting = await call(
      'GET',
      `/api/admin/deposits?awaiting_review=1&member_id=${member.id}`,
      tokenOf('service1'),
    );
    expect(waiting.body.data.total).toBe(2);
    expect(waiting.body.data.data[0]).toMatchObject({
      kind: 'bank',
      state: 0,
      can_review: true,
      payer_reference: expect.stringMatching(/^REF-/),
    });
    const mid = (await call('GET', '/api/admin/dashboard', tokenOf('service1'))).body.data;
    expect(mid.pending.offline_deposits - before.pending.offline_deposits).toBe(2);

    expect((await call('POST', `/api/admin/deposits/${credited}/confirm`, tokenOf('service1'), {})).status).toBe(403);
    const confirm = await call('POST', `/api/admin/deposits/${credited}/confirm`, tokenOf('finance1'), {
      note: '已核对银行流水',
    });
    expect(confirm.body).toMatchObject({
      code: 200,
      message: '已确认入账',
      data: { order_no: credited, state: 1, changed: true },
    });
    const again = await call('POST', `/api/admin/deposits/${credited}/confirm`, tokenOf('finance2'), {});
    expect(again.body).toMatchObject({ code: 200, data: { state: 1, changed: false } });
    expect(await balanceOf(member.id)).toBe('800.00');
    const refuse = await call('POST', `/api/admin/deposits/${refused}/refuse`, tokenOf('finance1'), {
      reason: '未收到款项',
    });
    expect(refuse.body.data).toMatchObject({ state: 2, changed: true });
    expect((await call('POST', `/api/admin/deposits/${refused}/confirm`, tokenOf('finance1'), {})).body.code).toBe(422);

    const rows = (await call('GET', `/api/admin/deposits?member_id=${member.id}&sort=amount&order=asc`, admin)).body
      .data.data;
    expect(rows.map((row: { state: number; reviewed_by: string }) => [row.state, row.reviewed_by])).toEqual([
      [2, 'finance1'],
      [1, 'finance1'],
    ]);
    const confirms = await auditOf('finance.deposit.confirm', credited);
    expect(confirms).toHaveLength(2);
    expect(confirms[1]).toMatchObject({
      staff_username: 'finance1',
      before: { state: 0 },
      after: { state: 1, credited: true, note: '已核对银行流水' },
    });
    expect(confirms[0]).toMatchObject({
      staff_username: 'finance2',
      before: { state: 1 },
      after: { state: 1, credited: false },
    });
    expect((await auditOf('finance.deposit.refuse', refused))[0]).toMatchObject({
      before: { state: 0 },
      after: { state: 2, reason: '未收到款项' },
    });
    const csv = await call('GET', `/api/admin/deposits?format=csv&member_id=${member.id}`, admin);
    expect(csv.text.slice(1).split('\r\n')[0]).toContain('订单号,会员ID,用户名');
    expect(csv.text).toContain(credited);

    // Settled bets and a bonus, then the dashboard's figures against what was created.
    const now = new Date().toISOString();
    await testApp.database.query(
      `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen, win_loss_fen, state, bet_at, settled_at)
       values ('house', $1, $2, 'slots', '老虎机', 'electron', 10000, 10000, -3000, 1, $3, $3),
              ('house', $4, $2, 'dice', '骰宝', 'joker', 5000, 5000, 7000, 1, $3, $3),
              ('house', $5, $2, 'dice', '骰宝', 'joker', 9900, 0, 0, 2, $3, null)`,
      [`b1-${member.id}`, member.id.toString(), now, `b2-${member.id}`, `b3-${member.id}`],
    );
    await withTransaction(testApp.database.db, async (tx) => {
      await transfer(tx, {
        idempotencyKey: `test-bonus:${member.id}`,
        kind: 'bonus',
        reference: { type: 'test', id: String(member.id) },
        actor: { type: 'system', id: 'test' },
        fromAccountId: await ensureAccount(tx, house('promotion_expense', 'test')),
        toAccountId: await ensureAccount(tx, memberMain(member.id)),
        amountFen: 88_00n,
      });
    });
    const after = (await call('GET', '/api/admin/dashboard', tokenOf('service1'))).body.data;
    const delta = (key: string) => yuanStringToFen(after.today[key]) - yuanStringToFen(before.today[key]);
    expect(delta('deposits')).toBe(800_00n);
    expect(after.today.deposit_count - before.today.deposit_count).toBe(1);
    expect(delta('bets')).toBe(150_00n);
    expect(after.today.bet_count - before.today.bet_count).toBe(2);
    expect(delta('payouts')).toBe(190_00n); // (100 − 30) + (50 + 70)
    expect(delta('ggr')).toBe(-40_00n);
    expect(delta('bonuses')).toBe(88_00n);
    expect(after.today.new_members - before.today.new_members).toBe(1);
    expect(after.today.active_members).toBeGreaterThanOrEqual(1);
    expect(yuanStringToFen(after.month.deposits)).toBeGreaterThanOrEqual(yuanStringToFen(after.today.deposits));
    expect(after.series).toHaveLength(14);
    const todayPoint = after.series[13];
    expect(yuanStringToFen(todayPoint.deposits)).toBe(yuanStringToFen(after.today.deposits));
    expect(yuanStringToFen(todayPoint.ggr)).toBe(yuanStringToFen(after.today.ggr));
    expect(todayPoint.new_members).toBe(after.today.new_members);
    expect(after.pending.offline_deposits).toBe(before.pending.offline_deposits);
    expect(after.generated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expectLedgerHealthy();
  });

  it('reviews withdrawals: customer service 403, refuse with reason, second approver above the threshold', async () => {
    await setSetting('withdraw.second_approval_fen', '20000');
    const member = await newMember({ mobile: true, fen: 2000_00n });
    const bound = await app.inject({
      method: 'POST',
      url: '/api/bindcard',
      headers: bearer(member.token),
      payload: {
        bank: '中国工商银行',
        bank_owner: '张三',
        bank_address: '北京朝阳支行',
        bank_no: '6222020299998888777',
        pay_pass: '123456',
      },
      remoteAddress: randomIp(),
    });
    expect(bound.json().code).toBe(200);
    const cards = await testApp.database.query<{ id: unknown }>('select id from bank_cards where member_id = $1', [
      member.id.toString(),
    ]);
    const withdraw = async (amount: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: bearer(member.token),
        payload: { type: 1, bank: Number(cards[0]!.id), amount, password: '123456' },
        remoteAddress: randomIp(),
      });
      const body = response.json();
      expect(body.code).toBe(200);
      return body.data.order_no as string;
    };
    const before = (await call('GET', '/api/admin/dashboard', admin)).body.data;
    const small = await withdraw(150);
    const large = await withdraw(500);
    const toRefuse = await withdraw(100);

    // Customer service sees the list with masked card numbers and cannot review.
    const seen = await call('GET', `/api/admin/withdrawals?member_id=${member.id}&state=1`, tokenOf('service1'));
    expect(seen.body.data.total).toBe(3);
    expect(seen.body.data.data[0].payee_account).toBe('***************8777');
    expect((await call('POST', `/api/admin/withdrawals/${small}/approve`, tokenOf('service1'))).status).toBe(403);
    const reviewerView = await call('GET', `/api/admin/withdrawals?order_no=${large}`, tokenOf('finance1'));
    expect(reviewerView.body.data.data[0]).toMatchObject({
      payee_account: '6222020299998888777',
      needs_second_approval: true,
      first_approved_by: '',
    });

    const approved = await call('POST', `/api/admin/withdrawals/${small}/approve`, tokenOf('finance1'));
    expect(approved.body).toMatchObject({ code: 200, data: { state: 2, awaiting_second: false } });
    expect((await call('POST', `/api/admin/withdrawals/${small}/approve`, tokenOf('finance2'))).body.message).toBe(
      '该提现订单已审核，请勿重复操作',
    );

    const firstApproval = await call('POST', `/api/admin/withdrawals/${large}/approve`, tokenOf('finance1'));
    expect(firstApproval.body).toMatchObject({ code: 200, data: { state: 1, awaiting_second: true } });
    expect((await call('POST', `/api/admin/withdrawals/${large}/approve`, tokenOf('finance1'))).body.message).toBe(
      '该订单已由您完成第一审核，需由另一位员工复核',
    );
    const awaiting = await call('GET', '/api/admin/withdrawals?awaiting_second=1', tokenOf('finance2'));
    expect(awaiting.body.data.data.map((row: { order_no: string }) => row.order_no)).toContain(large);
    const secondApproval = await call('POST', `/api/admin/withdrawals/${large}/approve`, tokenOf('finance2'));
    expect(secondApproval.body).toMatchObject({ code: 200, data: { state: 2, awaiting_second: false } });
    const [largeRow] = (await call('GET', `/api/admin/withdrawals?order_no=${large}`, admin)).body.data.data;
    expect(largeRow).toMatchObject({ state: 2, reviewed_by: 'finance1', second_reviewed_by: 'finance2' });
    expect((await auditOf('finance.withdrawal.approve', large))[0]).toMatchObject({
      staff_username: 'finance2',
      before: { state: 1 },
      after: { state: 2, reviewed_by: 'finance1', second_reviewed_by: 'finance2' },
    });

    expect(
      (await call('POST', `/api/admin/withdrawals/${toRefuse}/refuse`, tokenOf('finance1'), { reason: ' ' })).status,
    ).toBe(400);
    const refused = await call('POST', `/api/admin/withdrawals/${toRefuse}/refuse`, tokenOf('finance1'), {
      reason: '收款信息有误',
    });
    expect(refused.body.data).toMatchObject({ state: 3 });
    expect((await auditOf('finance.withdrawal.refuse', toRefuse))[0]).toMatchObject({
      before: { state: 1 },
      after: { state: 3, reason: '收款信息有误' },
    });
    expect(await balanceOf(member.id)).toBe('1350.00');

    const after = (await call('GET', '/api/admin/dashboard', admin)).body.data;
    expect(yuanStringToFen(after.today.withdrawals) - yuanStringToFen(before.today.withdrawals)).toBe(650_00n);
    expect(after.today.withdrawal_count - before.today.withdrawal_count).toBe(2);
    await setSetting('withdraw.second_approval_fen', '5000000');
    await expectLedgerHealthy();
  });

  it('checks unknown transfers again and lets staff force a final state only when the platform answers', async () => {
    const member = await newMember({ fen: 1000_00n });
    const transferIn = async (behaviour: ScriptedBehaviour, amount: number) => {
      scripted.script.push(behaviour);
      const response = await app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: bearer(member.token),
        payload: { amount, sourcetype: 'userbalance', targettype: 'scripted' },
        remoteAddress: randomIp(),
      });
      expect(response.json().code).toBe(200);
      const [row] = await testApp.database.query<{ order_no: string; state: number }>(
        'select order_no, state from platform_transfers where member_id = $1 order by id desc limit 1',
        [member.id.toString()],
      );
      expect(row!.state).toBe(2);
      return row!.order_no;
    };
    const age = (orderNo: string, seconds: number) =>
      testApp.database.query(
        `update platform_transfers set created_at = now() - make_interval(secs => $2) where order_no = $1`,
        [orderNo, seconds],
      );

    const lost = await transferIn('unknown-not-moved', 100);
    const moved = await transferIn('timeout', 200);
    expect(await balanceOf(member.id)).toBe('700.00');
    const pending = await call('GET', `/api/admin/transfers?state=2&member_id=${member.id}`, tokenOf('finance1'));
    expect(pending.body.data.total).toBe(2);
    expect((await call('GET', '/api/admin/dashboard', admin)).body.data.pending.transfers).toBeGreaterThanOrEqual(2);

    // Too young: still in flight.
    expect((await call('POST', `/api/admin/transfers/${lost}/check`, tokenOf('finance1'))).body.message).toBe(
      '转账刚发起，请稍后（约15秒）再查询',
    );
    await age(lost, 120);
    await age(moved, 120);

    // The platform does not answer: nothing may be forced.
    scripted.queryDown = true;
    const noAnswer = await call('POST', `/api/admin/transfers/${lost}/check`, tokenOf('finance1'));
    expect(noAnswer.body.data).toMatchObject({ state: 2, platform_answer: 'unknown', settled: false });
    const blind = await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), {
      state: 0,
      reason: '平台超时',
    });
    expect(blind.body).toMatchObject({ code: 422, message: '游戏平台未给出明确结果，不能强制处理，请稍后再查询' });
    scripted.queryDown = false;

    // The platform confirms the timed-out transfer: the wallet's reconciliation settles it.
    const confirmed = await call('POST', `/api/admin/transfers/${moved}/check`, tokenOf('finance1'));
    expect(confirmed.body.data).toMatchObject({ state: 1, platform_answer: 'success', settled: true });

    // 'Not found' within the job's 5-minute grace stays pending; staff may force failure (and only failure).
    const notFound = await call('POST', `/api/admin/transfers/${lost}/check`, tokenOf('finance1'));
    expect(notFound.body.data).toMatchObject({ state: 2, platform_answer: 'not_found', settled: false });
    expect(
      (await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('service1'), { state: 0, reason: 'x' }))
        .status,
    ).toBe(403);
    expect((await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), { state: 0 })).status).toBe(
      400,
    );
    const wrongWay = await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), {
      state: 1,
      reason: '会员说到账了',
    });
    expect(wrongWay.body.message).toBe('游戏平台的查询结果为"平台无此订单"，与所选结果不一致，不能强制处理');
    const forced = await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), {
      state: 0,
      reason: '平台确认未收到',
    });
    expect(forced.body.data).toMatchObject({ state: 0, platform_answer: 'not_found', settled: true });
    expect(await balanceOf(member.id)).toBe('800.00');
    expect(
      (await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), { state: 0, reason: '再次' }))
        .body.message,
    ).toBe('该转账已有最终结果，无需处理');
    expect((await auditOf('finance.transfer.resolve', lost))[0]).toMatchObject({
      staff_username: 'finance1',
      before: { state: 2 },
      after: { state: 0, reason: '平台确认未收到', platform_answer: 'not_found' },
    });
    const [row] = (await call('GET', `/api/admin/transfers?order_no=${lost}`, admin)).body.data.data;
    expect(row).toMatchObject({ state: 0, note: '人工处理（finance1）：平台确认未收到' });
    await expectLedgerHealthy();
  });

  it('searches the ledger with entries and runs the ledger check', async () => {
    const member = await newMember({ fen: 42_00n });
    const page = await call('GET', `/api/admin/ledger?member_id=${member.id}`, tokenOf('finance1'));
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.data[0]).toMatchObject({ kind: 'test_fund', actor_type: 'system' });
    expect(page.body.data.data[0].entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account_code: `member:${member.id}:main`,
          amount: '42.00',
          balance_after: '42.00',
          member_id: Number(member.id),
        }),
      ]),
    );
    expect(
      (await call('GET', `/api/admin/ledger?kind=staff_adjustment&per_page=1`, tokenOf('finance1'))).body.data.total,
    ).toBeGreaterThan(0);
    const csv = await call('GET', `/api/admin/ledger?format=csv&username=${member.name}`, tokenOf('finance1'));
    expect(csv.text.slice(1).split('\r\n')[0]).toBe(
      '交易ID,幂等键,类型,关联类型,关联编号,操作方,备注,时间,账户,会员ID,金额,变动后余额',
    );
    expect(csv.text.slice(1).trim().split('\r\n')).toHaveLength(3);
    expect((await call('GET', '/api/admin/ledger', tokenOf('service1'))).status).toBe(403);

    const report = await call('POST', '/api/admin/ledger/check', tokenOf('finance1'));
    expect(report.body).toMatchObject({ code: 200, message: '账本检查通过', data: { ok: true } });
    expect(report.body.data.invariants).toHaveLength(4);
    expect((await auditOf('finance.ledger.check'))[0]).toMatchObject({
      staff_username: 'finance1',
      after: { ok: true },
    });
  });
});

// ---- games -------------------------------------------------------------------------------------

describe('games', () => {
  it('lists and updates game platforms (audited) and lists bet records with filters', async () => {
    const list = await call('GET', '/api/admin/game-platforms', tokenOf('content1'));
    const platform = list.body.data.data.find((row: { platname: string }) => row.platname === 'scripted');
    expect(platform).toMatchObject({ enabled: true, maintenance: false, sort: 9 });
    const updated = await call('POST', `/api/admin/game-platforms/${platform.id}`, tokenOf('content1'), {
      maintenance: true,
      sort: 3,
    });
    expect(updated.body.data).toMatchObject({ maintenance: true, sort: 3, enabled: true });
    expect((await auditOf('games.platform.update', 'scripted'))[0]).toMatchObject({
      before: { maintenance: false, sort: 9 },
      after: { maintenance: true, sort: 3 },
    });
    const member = await newMember({ fen: 100_00n });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(member.token),
      payload: { amount: 10, sourcetype: 'userbalance', targettype: 'scripted' },
      remoteAddress: randomIp(),
    });
    expect(refused.json().message).toBe('该游戏平台维护中，请稍后再试');
    await call('POST', `/api/admin/game-platforms/${platform.id}`, tokenOf('content1'), { maintenance: false });
    expect(
      (await call('POST', `/api/admin/game-platforms/${platform.id}`, tokenOf('service1'), { enabled: false })).status,
    ).toBe(403);

    await testApp.database.query(
      `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen, win_loss_fen, state, bet_at, settled_at)
       values ('house', $1, $2, 'baccarat', '百家乐', 'realperson', 2000, 2000, 1900, 1, now(), now())`,
      [`bac-${member.id}`, member.id.toString()],
    );
    const bets = await call(
      'GET',
      `/api/admin/bets?member_id=${member.id}&category=realperson&state=1`,
      tokenOf('service1'),
    );
    expect(bets.body.data.data).toEqual([
      expect.objectContaining({
        bet_id: `bac-${member.id}`,
        stake: '20.00',
        win_loss: '19.00',
        payout: '39.00',
        state_text: '已结算',
        username: member.name,
      }),
    ]);
    const csv = await call('GET', `/api/admin/bets?format=csv&member_id=${member.id}`, tokenOf('service1'));
    expect(csv.text).toContain(`bac-${member.id}`);
    expect((await call('GET', '/api/admin/bets', tokenOf('content1'))).status).toBe(403);
  });
});
