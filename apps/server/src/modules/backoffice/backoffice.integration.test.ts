import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yuanStringToFen } from '@app/shared/money';
import { bearer, buildMember, randomIp, TEST_ENV } from '../../../test/factories';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
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

// ---- members ---------------------------------------------------------------------------------

describe('members', () => {
  it('finds members by name, mobile, status and id, pages on the server and exports CSV', async () => {
    const member = await newMember({ mobile: true, fen: 12_345n });
    const name = member.name;
    const byName = await call('GET', `/api/admin/members?username=${name.slice(0, 8)}&per_page=5`, admin);
    expect(byName.body.data).toMatchObject({ current_page: 1, per_page: 5 });
    expect(byName.body.data.data.map((row: { username: string }) => row.username)).toContain(name);
    const byId = await call('GET', `/api/admin/members?id=${member.id}`, admin);
    expect(byId.body.data.total).toBe(1);
    expect(byId.body.data.data[0]).toMatchObject({
      id: Number(member.id),
      username: name,
      status: 'active',
      balance: '123.45',
      vip_level: 0,
    });
    const today = new Date().toISOString().slice(0, 10);
    const sorted = await call(
      'GET',
      `/api/admin/members?sort=balance&order=desc&per_page=100&status=active&registered_from=2000-01-01`,
      admin,
    );
    const balances = sorted.body.data.data.map((row: { balance: string }) => yuanStringToFen(row.balance));
    expect([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(balances);
    expect((await call('GET', `/api/admin/members?registered_to=2000-01-01`, admin)).body.data.total).toBe(0);
    expect((await call('GET', `/api/admin/members?per_page=500`, admin)).status).toBe(400);
    expect(today).toMatch(/^\d{4}-/);

    const csv = await call('GET', `/api/admin/members?format=csv&id=${member.id}`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="members-\d+\.csv"$/);
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '会员ID,用户名,真实姓名,手机号,状态,VIP等级,累计充值,中心钱包余额,代理,推荐人ID,注册IP,注册时间,最后登录时间,最后登录IP',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${member.id},${name},张三,`);
    expect(lines[1]).toContain(',正常,0,0.00,123.45,否,');
  });

  it('shows the profile: balances, hold, turnover, masked cards, logins and notes', async () => {
    const member = await newMember({ mobile: true, fen: 50_000n });
    const bound = await app.inject({
      method: 'POST',
      url: '/api/bindcard',
      headers: bearer(member.token),
      payload: {
        bank: '中国工商银行',
        bank_owner: '张三',
        bank_address: '北京朝阳支行',
        bank_no: '6222020212345678901',
        pay_pass: '123456',
      },
      remoteAddress: randomIp(),
    });
    expect(bound.json().code).toBe(200);
    const note = await call('POST', `/api/admin/members/${member.id}/notes`, tokenOf('service1'), {
      note: '会员来电咨询提现',
    });
    expect(note.body.code).toBe(200);

    const profile = (await call('GET', `/api/admin/members/${member.id}`, tokenOf('service1'))).body.data;
    expect(profile.member).toMatchObject({
      id: Number(member.id),
      username: member.name,
      mobile_verified: true,
      has_pay_password: true,
      active_sessions: 1,
    });
    expect(profile.balances).toMatchObject({ main: '500.00', withdrawal_hold: '0.00', pending_transfers: 0 });
    expect(profile.balances.platforms).toEqual(
      expect.arrayContaining([
        { platname: 'house', name: expect.any(String), balance: '0.00', source: 'ledger' },
        { platname: 'scripted', name: '测试平台', balance: '0.00', source: 'platform' },
      ]),
    );
    expect(profile.turnover).toEqual({ outstanding: '0.00', total_required: '0.00', total_valid_bet: '0.00' });
    expect(profile.cards).toHaveLength(1);
    expect(profile.cards[0].card_number).toBe('***************8901');
    expect(JSON.stringify(profile)).not.toContain('6222020212345678901');
    expect(profile.logins[0]).toMatchObject({ succeeded: true });
    expect(profile.notes[0]).toMatchObject({ staff_username: 'service1', note: '会员来电咨询提现' });
    const [audit] = await auditOf('member.note', String(member.id));
    expect(audit).toMatchObject({ staff_username: 'service1', before: null, after: { note: '会员来电咨询提现' } });
    expect((await call('GET', '/api/admin/members/999999999', admin)).body).toMatchObject({
      code: 404,
      message: '会员不存在',
    });
  });

  it('freezing ends every session at once: the member gets 401 and cannot log in until unfrozen', async () => {
    const member = await newMember();
    expect((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', `/api/admin/members/${member.id}/freeze`, tokenOf('risk1'), { reason: '' })).status,
    ).toBe(400);
    const frozen = await call('POST', `/api/admin/members/${member.id}/freeze`, tokenOf('risk1'), {
      reason: '疑似盗号',
    });
    expect(frozen.body).toMatchObject({ code: 200, data: { status: 'frozen', sessions_ended: 1 } });
    const after = await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(401);
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/login_pc',
      payload: {
        type: 1,
        name: member.name,
        password: member.password,
        auth_code: TEST_ENV.CAPTCHA_FIXED_CODE,
        captcha_id: await captcha(),
      },
      remoteAddress: randomIp(),
    });
    expect(relogin.json()).toMatchObject({ code: 422, message: '您的账号已被冻结，请联系客服' });
    expect(
      (await call('POST', `/api/admin/members/${member.id}/freeze`, tokenOf('risk1'), { reason: '再次' })).body.message,
    ).toBe('该会员已是冻结状态');

    const [audit] = await auditOf('member.freeze', String(member.id));
    expect(audit).toMatchObject({
      staff_username: 'risk1',
      before: { status: 'active' },
      after: { status: 'frozen', reason: '疑似盗号', sessions_ended: 1 },
    });
    expect(
      (await call('POST', `/api/admin/members/${member.id}/unfreeze`, tokenOf('risk1'), { reason: '核实为本人' })).body
        .data.status,
    ).toBe('active');
    expect((await auditOf('member.unfreeze', String(member.id)))[0]).toMatchObject({
      before: { status: 'frozen' },
      after: { status: 'active' },
    });
    // The old session stays ended; a new login works again.
    expect((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(
      401,
    );
    const again = await app.inject({
      method: 'POST',
      url: '/api/login_pc',
      payload: {
        type: 1,
        name: member.name,
        password: member.password,
        auth_code: TEST_ENV.CAPTCHA_FIXED_CODE,
        captcha_id: await captcha(),
      },
      remoteAddress: randomIp(),
    });
    expect(again.json().code).toBe(200);
  });

  it('resets the login password (sessions end) and the fund password, never auditing the password', async () => {
    const member = await newMember();
    const given = await call('POST', `/api/admin/members/${member.id}/reset-password`, tokenOf('service1'), {
      password: 'newpass88',
    });
    expect(given.body).toMatchObject({ code: 200, data: { password: 'newpass88', sessions_ended: 1 } });
    expect((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(
      401,
    );
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/login_pc',
      payload: {
        type: 1,
        name: member.name,
        password: 'newpass88',
        auth_code: TEST_ENV.CAPTCHA_FIXED_CODE,
        captcha_id: await captcha(),
      },
      remoteAddress: randomIp(),
    });
    expect(relogin.json().code).toBe(200);
    expect(
      (await call('POST', `/api/admin/members/${member.id}/reset-password`, tokenOf('service1'), { password: '短' }))
        .status,
    ).toBe(400);
    const generated = await call('POST', `/api/admin/members/${member.id}/reset-password`, tokenOf('service1'), {});
    expect(generated.body.data.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    const fundReset = await call(
      'POST',
      `/api/admin/members/${member.id}/reset-fund-password`,
      tokenOf('service1'),
      {},
    );
    expect(fundReset.body.data.password).toMatch(/^\d{6}$/);

    const audits = await auditOf('member.reset_password', String(member.id));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ after: { password_changed: true, generated: false, sessions_ended: 1 } });
    expect(JSON.stringify(audits)).not.toContain('newpass88');
    expect(JSON.stringify(audits)).not.toContain(generated.body.data.password);
    expect((await auditOf('member.reset_fund_password', String(member.id)))[0]).toMatchObject({
      after: { fund_password_changed: true, generated: true },
    });
  });
});

async function captcha(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: randomIp() });
  return response.json().data.captcha_id as string;
}

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
