import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, buildMember, TEST_ENV } from '../../../test/factories';
import { testDriver } from '../../../test/test-database';
import { businessRowChecks, runLedgerCheck } from '../ledger';
import { createMember } from '../members';
import {
  confirmOfflineDeposit,
  createDeposit,
  GatewayRegistry,
  depositOrderLedgerCheck,
  listMemberDeposits,
  paymentGatewaysOf,
  refuseOfflineDeposit,
  registerDepositOrderCheck,
  runDepositExpiry,
  startDepositExpiryJob,
  seedDemoPayments,
  SandboxGateway,
  signSandboxFields,
} from './index';
import { paymentPagesRoutes } from './routes';
import { DEPOSIT_EXPIRY_LOCK_KEY } from './deposit-expiry.job';
import { payPageKey, payPagePath } from './pay-page-key';
import { fetchCallbackSender } from './sandbox-gateway';

let testApp: TestApp;
let app: FastifyInstance;
let sandbox: SandboxGateway;
/** Every notification the sandbox cashier sent, as sent. */
const sentCallbacks: Record<string, string>[] = [];

/** Registers the page plugin unless app.ts already does (it is mounted at the root, outside /api). */
function withPaymentPages(instance: FastifyInstance) {
  if (!instance.hasRoute({ method: 'GET', url: '/sandbox-pay/:orderNo' })) void instance.register(paymentPagesRoutes);
}

/** Where the offline page's form posts: `/pay/{order}/reference?k=…`. */
function referenceUrl(payUrl: string): string {
  const [pathPart, query] = payUrl.split('?');
  return `${pathPart}/reference?${query}`;
}

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The sandbox's sender, routed through app.inject (a test process has no listener to fetch). */
function injectSender(instance: FastifyInstance) {
  return async (url: string, fields: Record<string, string>) => {
    sentCallbacks.push(fields);
    const response = await instance.inject({ method: 'POST', url: new URL(url).pathname, ...form(fields) });
    return { status: response.statusCode, body: response.body };
  };
}

let channelIds: { quick: number; fixed: number; bank: number; trc20: number; erc20: number };
let typeIds: { online: number; bank: number; trc20: number; erc20: number };

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV, beforeReady: withPaymentPages });
  app = testApp.app;
  await withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx));
  registerDepositOrderCheck();
  sandbox = paymentGatewaysOf(app).sandbox!;
  sandbox.sendCallback = injectSender(app);

  const types = await testApp.database.query<{ id: number; name: string }>('select id, name from recharge_types');
  const channels = await testApp.database.query<{ id: number; name: string }>('select id, name from recharge_channels');
  const typeId = (name: string) => types.find((row) => row.name === name)!.id;
  const channelId = (name: string) => channels.find((row) => row.name === name)!.id;
  typeIds = {
    online: typeId('在线支付'),
    bank: typeId('银行卡转账'),
    trc20: typeId('USDT-TRC20'),
    erc20: typeId('USDT-ERC20'),
  };
  channelIds = {
    quick: channelId('快捷支付'),
    fixed: channelId('固定金额通道'),
    bank: channelId('公司入款'),
    trc20: channelId('USDT-TRC20 转账'),
    erc20: channelId('USDT-ERC20 转账'),
  };
});

afterAll(async () => {
  await testApp.close();
});

async function recharge(token: string, payload: Record<string, unknown>, instance = app) {
  const response = await instance.inject({ method: 'POST', url: '/api/recharge', headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json() };
}

async function newOrder(token: string, aisle: number, amount: number | string) {
  const { body } = await recharge(token, { aisle_id: aisle, amount });
  expect(body).toMatchObject({ code: 0 });
  return body.data as { pay_url: string; order_no: string };
}

/** A quick-channel order of a new member whose payment time is already over (waiting for the expiry job). */
async function expiredOrder(amount: number) {
  const member = await buildMember(app);
  const order = await newOrder(member.token, channelIds.quick, amount);
  await testApp.database.query(
    `update deposit_orders set expires_at = now() - interval '1 second' where order_no = $1`,
    [order.order_no],
  );
  return order;
}

async function userInfo(token: string) {
  return (await app.inject({ method: 'POST', url: '/api/user', headers: bearer(token) })).json().data;
}

async function notify(fields: Record<string, string>, instance = app) {
  const response = await instance.inject({ method: 'POST', url: '/api/payments/notify/sandbox', ...form(fields) });
  return { status: response.statusCode, body: response.body, type: String(response.headers['content-type']) };
}

async function orderRow(orderNo: string) {
  const [row] = await testApp.database.query<Record<string, unknown>>(
    'select * from deposit_orders where order_no = $1',
    [orderNo],
  );
  return row!;
}

async function ledgerTransactionsOf(orderNo: string) {
  return testApp.database.query<{ idempotency_key: string }>(
    `select idempotency_key from ledger_transactions where reference_type = 'deposit_order' and reference_id = $1`,
    [orderNo],
  );
}

async function callbackOutcomes(orderNo: string) {
  const rows = await testApp.database.query<{ outcome: string }>(
    'select outcome from payment_callbacks where order_no = $1 order by id',
    [orderNo],
  );
  return rows.map((row) => row.outcome);
}

async function expectLedgerHealthy() {
  const report = await runLedgerCheck(testApp.database.db, businessRowChecks());
  expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
}

/** A correctly signed sandbox notification with any field changed before signing. */
function signedCallback(fields: Record<string, string>) {
  const { sign: _sign, ...rest } = fields;
  return { ...rest, sign: signSandboxFields(testApp.config.paymentSandboxSecret, rest) };
}

describe('GET /api/gerRechargeType', () => {
  it('lists the enabled types in staff order with money as two-decimal strings (code 200)', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/gerRechargeType' })).json();
    expect(body.code).toBe(200);
    expect(body.data.map((type: { name: string }) => type.name)).toEqual([
      '在线支付',
      '银行卡转账',
      'USDT-TRC20',
      'USDT-ERC20',
    ]);
    expect(body.data[0]).toEqual({
      id: typeIds.online,
      name: '在线支付',
      logo: '/static/pay/online.svg',
      min_price: '10.00',
      max_price: '50000.00',
      gift_info: '秒到账',
      rate: '1.00',
      download_url: '',
      recharge_desc: expect.stringContaining('沙箱'),
    });
    expect(body.data[2]).toMatchObject({ name: 'USDT-TRC20', rate: '7.20', logo: '/static/pay/usdt-trc20.svg' });
  });

  it('hides a disabled type', async () => {
    await testApp.database.query('update recharge_types set enabled = false where id = $1', [typeIds.erc20]);
    try {
      const body = (await app.inject({ method: 'GET', url: '/api/gerRechargeType' })).json();
      expect(body.data.map((type: { name: string }) => type.name)).not.toContain('USDT-ERC20');
    } finally {
      await testApp.database.query('update recharge_types set enabled = true where id = $1', [typeIds.erc20]);
    }
  });
});

describe('GET /api/gerRechargeAisle', () => {
  it('lists the enabled channels of a type with code 0', async () => {
    const body = (
      await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${typeIds.online}` })
    ).json();
    expect(body.code).toBe(0);
    expect(body.data).toEqual([
      {
        id: channelIds.quick,
        name: '快捷支付',
        allow_custom_amount: 1,
        need_fixed_amount: 0,
        fixed_amounts: [],
        min_price: '10.00',
        max_price: '50000.00',
        rate: '1.00',
      },
      {
        id: channelIds.fixed,
        name: '固定金额通道',
        allow_custom_amount: 0,
        need_fixed_amount: 1,
        fixed_amounts: ['100.00', '200.00', '500.00', '1000.00', '2000.00', '5000.00'],
        min_price: '100.00',
        max_price: '5000.00',
        rate: '1.00',
      },
    ]);
    const usdt = (
      await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${typeIds.trc20}` })
    ).json();
    expect(usdt.data).toEqual([expect.objectContaining({ name: 'USDT-TRC20 转账', rate: '7.20' })]);
  });

  it('answers an empty list for an unknown type and 400 for a malformed one', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/gerRechargeAisle?recharge_type_id=99999' })).json(),
    ).toMatchObject({ code: 0, data: [] });
    const malformed = await app.inject({ method: 'GET', url: '/api/gerRechargeAisle?recharge_type_id=abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('recharge_type_id');
  });
});

describe('POST /api/recharge validation', () => {
  let token: string;
  // A fresh member per test: refused attempts count against the per-member rate limit too.
  beforeEach(async () => {
    token = (await buildMember(app)).token;
  });

  it('needs a login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/recharge',
      payload: { aisle_id: channelIds.quick, amount: 100 },
    });
    expect(response.json().code).toBe(401);
  });

  it('asks for a channel, then an amount, with the spec messages in message and msg', async () => {
    for (const payload of [{}, { amount: 100 }, { aisle_id: '', amount: 100 }]) {
      const { status, body } = await recharge(token, payload);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 422, message: '请选择充值方式！', msg: '请选择充值方式！', data: null });
    }
    for (const payload of [
      { aisle_id: channelIds.quick },
      { aisle_id: channelIds.quick, amount: '' },
      { aisle_id: channelIds.fixed },
    ]) {
      expect((await recharge(token, payload)).body).toMatchObject({ code: 422, msg: '请填写或选择充值金额！' });
    }
  });

  it('refuses amounts outside the channel range', async () => {
    expect((await recharge(token, { aisle_id: channelIds.quick, amount: 50_000.01 })).body).toMatchObject({
      code: 422,
      msg: '充值金额 最多50000 元',
    });
    expect((await recharge(token, { aisle_id: channelIds.quick, amount: '9.99' })).body).toMatchObject({
      code: 422,
      msg: '至少10 元',
    });
    expect((await recharge(token, { aisle_id: channelIds.bank, amount: 50 })).body).toMatchObject({
      code: 422,
      msg: '至少100 元',
    });
  });

  it('accepts only the fixed amounts on a fixed-amount channel', async () => {
    expect((await recharge(token, { aisle_id: channelIds.fixed, amount: 300 })).body).toMatchObject({
      code: 422,
      msg: '该通道仅支持固定金额：100、200、500、1000、2000、5000 元',
    });
    expect((await recharge(token, { aisle_id: channelIds.fixed, amount: '200.00' })).body).toMatchObject({ code: 0 });
  });

  it('answers 400 naming the field for a malformed aisle_id or amount', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ aisle_id: 'abc', amount: 100 }, 'aisle_id'],
      // An amount's rule names the amount itself (金额…), the same words on every money call (decision 0013).
      [{ aisle_id: channelIds.quick, amount: 'abc' }, '金额'],
      [{ aisle_id: channelIds.quick, amount: 100.123 }, '金额'],
      [{ aisle_id: channelIds.quick, amount: -5 }, '金额'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await recharge(token, payload);
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toContain(field);
    }
  });

  it('refuses an unknown or disabled channel, and a channel of a disabled type', async () => {
    expect((await recharge(token, { aisle_id: 99_999, amount: 100 })).body).toMatchObject({
      code: 422,
      msg: '该充值通道已关闭，请选择其他充值方式',
    });
    await testApp.database.query('update recharge_channels set enabled = false where id = $1', [channelIds.erc20]);
    await testApp.database.query('update recharge_types set enabled = false where id = $1', [typeIds.trc20]);
    try {
      expect((await recharge(token, { aisle_id: channelIds.erc20, amount: 100 })).body.code).toBe(422);
      expect((await recharge(token, { aisle_id: channelIds.trc20, amount: 100 })).body.code).toBe(422);
      const aisles = (
        await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${typeIds.erc20}` })
      ).json();
      expect(aisles.data).toEqual([]);
    } finally {
      await testApp.database.query('update recharge_channels set enabled = true where id = $1', [channelIds.erc20]);
      await testApp.database.query('update recharge_types set enabled = true where id = $1', [typeIds.trc20]);
    }
  });

  it('is rate limited per member', async () => {
    const { token: busy } = await buildMember(app);
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1)
      codes.push((await recharge(busy, { aisle_id: channelIds.quick, amount: 10 })).status);
    expect(codes.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another member is not affected.
    expect((await recharge(token, { aisle_id: channelIds.quick, amount: 10 })).status).toBe(200);
  });
});

describe('sandbox deposit', () => {
  it('goes from recharge through the cashier and a signed callback to a credited balance', async () => {
    const member = await buildMember(app);
    const { pay_url, order_no } = await newOrder(member.token, channelIds.quick, 100);
    expect(order_no).toMatch(/^D\d{14}\d{12}$/);
    expect(pay_url).toBe(`/sandbox-pay/${order_no}`);

    const order = await orderRow(order_no);
    expect(order).toMatchObject({ state: 0, kind: 'online', gateway: 'sandbox' });
    const ttl = new Date(order.expires_at as string).getTime() - new Date(order.created_at as string).getTime();
    expect(ttl).toBe(30 * 60_000);

    const page = await app.inject({ method: 'GET', url: pay_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('星河娱乐');
    expect(page.body).toContain(order_no);
    expect(page.body).toContain('100.00');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('width=device-width');
    expect(page.body).not.toContain(member.name);
    expect(page.body).not.toMatch(/<(link|img)[^>]+https?:/);

    const paid = await app.inject({ method: 'POST', url: `${pay_url}/pay` });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('支付成功');
    expect(paid.body).toContain('/#/assets?type=0');

    const info = await userInfo(member.token);
    expect(info).toMatchObject({ balance: '100.00', paysum: '100.00', turnover_outstanding: '100.00' });
    expect(await orderRow(order_no)).toMatchObject({ state: 1 });
    expect(await ledgerTransactionsOf(order_no)).toEqual([{ idempotency_key: `deposit:${order_no}` }]);
    expect(await callbackOutcomes(order_no)).toEqual(['credited']);
    const [logged] = await testApp.database.query<{ signature_valid: boolean; payload: Record<string, string> }>(
      'select signature_valid, payload from payment_callbacks where order_no = $1',
      [order_no],
    );
    expect(logged).toMatchObject({
      signature_valid: true,
      payload: { merchant_id: 'SANDBOX-MERCHANT', amount: '100.00', order_no },
    });

    // The cashier page now says it is paid and offers no button.
    const again = await app.inject({ method: 'GET', url: pay_url });
    expect(again.body).toContain('该订单已支付成功');
    expect(again.body).not.toContain('确认支付</button>');

    // The same notification again (a gateway retry): success, nothing moves.
    const sent = sentCallbacks.find((fields) => fields.order_no === order_no)!;
    const replay = await notify(sent);
    expect(replay).toMatchObject({ status: 200, body: 'success' });
    expect(replay.type).toContain('text/plain');
    // Paying again from the cashier does not send another credit either.
    expect((await app.inject({ method: 'POST', url: `${pay_url}/pay` })).body).toContain('已支付');
    expect(await userInfo(member.token)).toMatchObject({
      balance: '100.00',
      paysum: '100.00',
      turnover_outstanding: '100.00',
    });
    expect(await ledgerTransactionsOf(order_no)).toHaveLength(1);
    expect(await callbackOutcomes(order_no)).toEqual(['credited', 'duplicate']);
    await expectLedgerHealthy();
  });

  it('applies the channel turnover multiple to the requirement', async () => {
    await testApp.database.query(`update recharge_channels set turnover_multiple = '2.5' where id = $1`, [
      channelIds.fixed,
    ]);
    try {
      const member = await buildMember(app);
      const { order_no } = await newOrder(member.token, channelIds.fixed, 200);
      expect(await orderRow(order_no)).toMatchObject({ turnover_multiple: '2.50' });
      expect((await notify(sandbox.buildCallback({ orderNo: order_no, amountFen: 20_000n }))).body).toBe('success');
      expect(await userInfo(member.token)).toMatchObject({
        balance: '200.00',
        paysum: '200.00',
        turnover_outstanding: '500.00',
      });
    } finally {
      await testApp.database.query(`update recharge_channels set turnover_multiple = '1' where id = $1`, [
        channelIds.fixed,
      ]);
    }
  });

  it('changes nothing for a bad signature, a wrong amount, a wrong merchant or an unknown order', async () => {
    const member = await buildMember(app);
    const { order_no } = await newOrder(member.token, channelIds.quick, 88.8);
    const valid = sandbox.buildCallback({ orderNo: order_no, amountFen: 8_880n });

    const attempts: [Record<string, string>, string][] = [
      [{ ...valid, amount: '888.00' }, 'bad_signature'],
      [{ ...valid, sign: valid.sign!.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, 'bad_signature'],
      [{ ...valid, sign: 'short' }, 'bad_signature'],
      [signedCallback({ ...valid, amount: '88.81' }), 'amount_mismatch'],
      [signedCallback({ ...valid, amount: '8.88' }), 'amount_mismatch'],
      [signedCallback({ ...valid, merchant_id: 'OTHER-MERCHANT' }), 'wrong_merchant'],
      [(({ sign: _s, ...rest }) => rest)(valid), 'malformed'],
      [{ ...valid, sign: signSandboxFields('not-the-secret', valid) }, 'bad_signature'],
    ];
    for (const [fields, outcome] of attempts) {
      const answer = await notify(fields);
      expect(answer.body, outcome).toBe('fail');
    }
    const unknown = await notify(signedCallback({ ...valid, order_no: 'D00000000000000000000000000' }));
    expect(unknown.body).toBe('fail');

    expect(await orderRow(order_no)).toMatchObject({ state: 0 });
    expect(await userInfo(member.token)).toMatchObject({
      balance: '0.00',
      paysum: '0.00',
      turnover_outstanding: '0.00',
    });
    expect(await ledgerTransactionsOf(order_no)).toEqual([]);
    expect(await callbackOutcomes(order_no)).toEqual(attempts.map(([, outcome]) => outcome));
    const rows = await testApp.database.query<{ signature_valid: boolean }>(
      `select signature_valid from payment_callbacks where order_no = $1 and outcome = 'bad_signature'`,
      [order_no],
    );
    expect(rows.every((row) => row.signature_valid === false)).toBe(true);

    // A verified "failed" notice is acknowledged and changes nothing.
    expect(
      (await notify(sandbox.buildCallback({ orderNo: order_no, amountFen: 8_880n }, { status: 'failed' }))).body,
    ).toBe('success');
    expect(await orderRow(order_no)).toMatchObject({ state: 0 });

    // The valid one still credits afterwards.
    expect((await notify(valid)).body).toBe('success');
    expect(await userInfo(member.token)).toMatchObject({ balance: '88.80' });
    await expectLedgerHealthy();
  });

  it('does not take a sandbox notification for an offline order', async () => {
    const member = await buildMember(app);
    const { order_no } = await newOrder(member.token, channelIds.bank, 300);
    expect((await notify(sandbox.buildCallback({ orderNo: order_no, amountFen: 30_000n }))).body).toBe('fail');
    expect(await callbackOutcomes(order_no)).toEqual(['wrong_gateway']);
    expect(await orderRow(order_no)).toMatchObject({ state: 0 });
  });

  it('shows a failure page when the notification is not acknowledged, and credits nothing', async () => {
    const member = await buildMember(app);
    const { pay_url, order_no } = await newOrder(member.token, channelIds.quick, 50);
    const working = sandbox.sendCallback;
    sandbox.sendCallback = async () => {
      throw new Error('connection refused');
    };
    try {
      const page = await app.inject({ method: 'POST', url: `${pay_url}/pay` });
      expect(page.body).toContain('支付失败');
      expect(page.body).toContain('/#/assets?type=0');
    } finally {
      sandbox.sendCallback = working;
    }
    expect(await orderRow(order_no)).toMatchObject({ state: 0 });
  });

  it('sends a real HTTP notification to its own server when listening', async () => {
    const member = await buildMember(app);
    const { pay_url, order_no } = await newOrder(member.token, channelIds.quick, 12.34);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const working = sandbox.sendCallback;
    sandbox.sendCallback = fetchCallbackSender;
    try {
      const page = await app.inject({ method: 'POST', url: `${pay_url}/pay` });
      expect(page.body).toContain('支付成功');
    } finally {
      sandbox.sendCallback = working;
    }
    expect(await orderRow(order_no)).toMatchObject({ state: 1 });
    expect(await userInfo(member.token)).toMatchObject({ balance: '12.34' });
  });

  it('404s for unknown or malformed order numbers and for orders of another kind', async () => {
    const member = await buildMember(app);
    const bank = await newOrder(member.token, channelIds.bank, 100);
    expect((await app.inject({ method: 'GET', url: '/sandbox-pay/D12345678901234567890123456' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/sandbox-pay/${bank.order_no}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox-pay/%3Cscript%3E' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/sandbox-pay/${bank.order_no}/pay` })).statusCode).toBe(404);
    expect(await orderRow(bank.order_no)).toMatchObject({ state: 0 });
  });
});

describe('offline deposits (bank and USDT)', () => {
  it('shows the company bank account, takes the transfer reference once, and credits on staff confirmation', async () => {
    const member = await buildMember(app);
    const { pay_url, order_no } = await newOrder(member.token, channelIds.bank, '500');
    expect(pay_url).toBe(payPagePath(testApp.config.appSecret, order_no));
    expect(await orderRow(order_no)).toMatchObject({ kind: 'bank', gateway: null, state: 0 });

    const page = await app.inject({ method: 'GET', url: pay_url });
    expect(page.statusCode).toBe(200);
    for (const text of [
      '中国工商银行',
      '星河演示科技有限公司',
      '6222020200000000888',
      '深圳分行营业部',
      '500.00',
      order_no,
      '支付截止',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toContain(member.name);
    expect(page.body).not.toContain('张三');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const submit = (reference: string) =>
      app.inject({ method: 'POST', url: referenceUrl(pay_url), ...form({ reference }) });
    expect((await submit('  ')).body).toContain('请填写转账凭证号');
    expect((await submit('x'.repeat(65))).body).toContain('转账凭证号最多64个字符');
    const first = await submit(' TX-20260301-0001 ');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(pay_url);
    const submitted = await app.inject({ method: 'GET', url: pay_url });
    expect(submitted.body).toContain('已提交，等待后台确认');
    expect(submitted.body).not.toContain('<form method="post" action="/pay/');
    expect((await submit('TX-20260301-0001')).statusCode).toBe(303);
    expect((await submit('SOMETHING-ELSE')).body).toContain('已提交转账信息，如需修改请联系客服');
    expect(await orderRow(order_no)).toMatchObject({ payer_reference: 'TX-20260301-0001', state: 0 });

    const confirmed = await confirmOfflineDeposit(testApp.database.db, {
      orderNo: order_no,
      staffId: 'staff:7',
      note: '已到账',
    });
    expect(confirmed.credited).toBe(true);
    expect(await userInfo(member.token)).toMatchObject({
      balance: '500.00',
      paysum: '500.00',
      turnover_outstanding: '500.00',
    });
    expect(await orderRow(order_no)).toMatchObject({ state: 1, reviewed_by: 'staff:7', review_note: '已到账' });

    // Confirming again credits nothing; refusing a credited order is refused.
    expect(
      (await confirmOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:8', note: '' })).credited,
    ).toBe(false);
    await expect(
      refuseOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:8', reason: '未到账' }),
    ).rejects.toThrow('订单已入账，不能拒绝');
    expect(await userInfo(member.token)).toMatchObject({ balance: '500.00', paysum: '500.00' });
    expect(await ledgerTransactionsOf(order_no)).toEqual([{ idempotency_key: `deposit:${order_no}` }]);
    expect((await app.inject({ method: 'GET', url: pay_url })).body).toContain('充值成功，金额已到账');
    await expectLedgerHealthy();
  });

  it('lets staff refuse an offline order, which then cannot be confirmed', async () => {
    const member = await buildMember(app);
    const { order_no, pay_url } = await newOrder(member.token, channelIds.bank, 1000);
    await expect(
      refuseOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:7', reason: '  ' }),
    ).rejects.toThrow('请填写拒绝原因');
    const refused = await refuseOfflineDeposit(testApp.database.db, {
      orderNo: order_no,
      staffId: 'staff:7',
      reason: '未收到转账',
    });
    expect(refused.refused).toBe(true);
    expect(await orderRow(order_no)).toMatchObject({ state: 2, review_note: '未收到转账', reviewed_by: 'staff:7' });
    expect(
      (await refuseOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:7', reason: '重复' }))
        .refused,
    ).toBe(false);
    await expect(confirmOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:7' })).rejects.toThrow(
      '订单已拒绝，不能再确认入账',
    );
    expect(await userInfo(member.token)).toMatchObject({ balance: '0.00', paysum: '0.00' });
    const page = await app.inject({ method: 'GET', url: pay_url });
    expect(page.body).toContain('该订单未通过审核');
    expect(page.body).not.toContain('6222020200000000888');
    // A reference can no longer be submitted.
    expect(
      (await app.inject({ method: 'POST', url: referenceUrl(pay_url), ...form({ reference: 'late' }) })).body,
    ).toContain('订单已关闭');
    await expectLedgerHealthy();
  });

  it('opens the offline page and takes a reference only with the order key (issue #13)', async () => {
    const owner = await buildMember(app);
    const { pay_url, order_no } = await newOrder(owner.token, channelIds.bank, 200);
    const secret = testApp.config.appSecret;
    const wrongKeys = ['', '?k=', `?k=${payPageKey(secret, 'D0')}`, `?k=${payPageKey('another-secret', order_no)}`];
    for (const query of wrongKeys) {
      const page = await app.inject({ method: 'GET', url: `/pay/${order_no}${query}` });
      expect(page.statusCode, query).toBe(404);
      expect(page.body).not.toContain('中国工商银行');
      const stranger = await app.inject({
        method: 'POST',
        url: `/pay/${order_no}/reference${query}`,
        ...form({ reference: 'STRANGER-REF' }),
      });
      expect(stranger.statusCode, query).toBe(404);
    }
    expect(await orderRow(order_no)).toMatchObject({ payer_reference: null });
    const page = await app.inject({ method: 'GET', url: pay_url });
    expect(page.body).toContain(`action="${referenceUrl(pay_url).replaceAll('&', '&amp;')}"`);
    const mine = await app.inject({ method: 'POST', url: referenceUrl(pay_url), ...form({ reference: 'OWNER-REF' }) });
    expect(mine.statusCode).toBe(303);
    expect(mine.headers.location).toBe(pay_url);
    expect(await orderRow(order_no)).toMatchObject({ payer_reference: 'OWNER-REF' });
  });

  it('does not review online orders by hand, and says so for unknown ones', async () => {
    const member = await buildMember(app);
    const { order_no } = await newOrder(member.token, channelIds.quick, 10);
    await expect(confirmOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:7' })).rejects.toThrow(
      '在线支付订单由支付网关确认',
    );
    await expect(
      refuseOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:7', reason: 'x' }),
    ).rejects.toThrow('在线支付订单由支付网关确认');
    await expect(confirmOfflineDeposit(testApp.database.db, { orderNo: 'D0', staffId: 'staff:7' })).rejects.toThrow(
      '订单不存在',
    );
    expect((await app.inject({ method: 'GET', url: payPagePath(testApp.config.appSecret, order_no) })).statusCode).toBe(
      404,
    );
  });

  it('shows the USDT address with a QR code, the floored quantity and the rate', async () => {
    const member = await buildMember(app);
    const { pay_url, order_no } = await newOrder(member.token, channelIds.trc20, 1000);
    expect(pay_url).toBe(payPagePath(testApp.config.appSecret, order_no));
    // 1000 / 7.20 = 138.888… floored to 138.88 USDT.
    expect(await orderRow(order_no)).toMatchObject({
      kind: 'usdt',
      crypto_units: expect.anything(),
      rate: '7.20000000',
    });
    expect(String((await orderRow(order_no)).crypto_units)).toBe('13888');
    const page = await app.inject({ method: 'GET', url: pay_url });
    for (const text of [
      'TRC20',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      '138.88 USDT',
      '1 USDT ≈ 7.20 元',
      '1000.00',
      '<svg',
      '交易哈希',
    ]) {
      expect(page.body).toContain(text);
    }
    const erc = await newOrder(member.token, channelIds.erc20, 100);
    const ercPage = await app.inject({ method: 'GET', url: erc.pay_url });
    expect(ercPage.body).toContain('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(ercPage.body).toContain('13.88 USDT');

    await app.inject({ method: 'POST', url: referenceUrl(pay_url), ...form({ reference: '0xabc123' }) });
    expect((await confirmOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:1' })).credited).toBe(
      true,
    );
    expect(await userInfo(member.token)).toMatchObject({ balance: '1000.00', paysum: '1000.00' });
  });

  it('answers 404 for an unknown order number', async () => {
    const page = await app.inject({ method: 'GET', url: '/pay/D99999999999999999999999999' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('订单不存在');
  });
});

describe('deposit expiry', () => {
  it('times out unpaid orders after their deadline, keeps reported offline transfers, and still credits a late payment', async () => {
    const member = await buildMember(app);
    const online = await newOrder(member.token, channelIds.quick, 20);
    const bank = await newOrder(member.token, channelIds.bank, 200);
    const reported = await newOrder(member.token, channelIds.bank, 300);
    await app.inject({ method: 'POST', url: referenceUrl(reported.pay_url), ...form({ reference: 'REF-1' }) });
    const fresh = await newOrder(member.token, channelIds.quick, 30);
    await testApp.database.query(
      `update deposit_orders set expires_at = now() - interval '1 second' where order_no = any($1)`,
      [[online.order_no, bank.order_no, reported.order_no]],
    );

    expect(await runDepositExpiry(testApp.database.db)).toBeGreaterThanOrEqual(2);
    expect(await orderRow(online.order_no)).toMatchObject({ state: 3 });
    expect(await orderRow(bank.order_no)).toMatchObject({ state: 3 });
    expect(await orderRow(reported.order_no)).toMatchObject({ state: 0 });
    expect(await orderRow(fresh.order_no)).toMatchObject({ state: 0 });
    expect(await runDepositExpiry(testApp.database.db)).toBe(0);

    // The cashier stops taking payment; the offline page warns not to transfer any more.
    expect((await app.inject({ method: 'GET', url: online.pay_url })).body).toContain('订单已超时');
    const closed = await app.inject({ method: 'POST', url: `${online.pay_url}/pay` });
    expect(closed.body).toContain('支付失败');
    expect(await orderRow(online.order_no)).toMatchObject({ state: 3 });
    const bankPage = await app.inject({ method: 'GET', url: bank.pay_url });
    expect(bankPage.body).toContain('订单已超时，请勿再向该账户转账');
    expect(bankPage.body).not.toContain('6222020200000000888');

    // A gateway that reports a payment after our deadline is still credited (decision 0005).
    expect((await notify(sandbox.buildCallback({ orderNo: online.order_no, amountFen: 2_000n }))).body).toBe('success');
    expect(await orderRow(online.order_no)).toMatchObject({ state: 1 });
    // Staff can confirm a transfer that arrived late too.
    expect(
      (await confirmOfflineDeposit(testApp.database.db, { orderNo: bank.order_no, staffId: 'staff:2' })).credited,
    ).toBe(true);
    expect(await userInfo(member.token)).toMatchObject({
      balance: '220.00',
      paysum: '220.00',
      turnover_outstanding: '220.00',
    });
    await expectLedgerHealthy();
  });
});

describe('startDepositExpiryJob', () => {
  it('runs at once, then on its interval, until stopped', async () => {
    const order = await expiredOrder(15);
    const job = startDepositExpiryJob(app, 50);
    try {
      await expect.poll(async () => (await orderRow(order.order_no)).state, { timeout: 5_000 }).toBe(3);
    } finally {
      job.stop();
    }
  });
});

describe('member deposit records and ownership', () => {
  it('lists only the member’s own orders, newest first, with the pay way', async () => {
    const alice = await buildMember(app);
    const bob = await buildMember(app);
    const first = await newOrder(alice.token, channelIds.quick, 10);
    const second = await newOrder(alice.token, channelIds.trc20, 720);
    await newOrder(bob.token, channelIds.bank, 100);
    const aliceId = BigInt((await userInfo(alice.token)).id);
    const bobId = BigInt((await userInfo(bob.token)).id);

    const since = new Date(Date.now() - 86_400_000);
    const page = await listMemberDeposits(testApp.database.db, {
      memberId: aliceId,
      since,
      page: 1,
      perPage: 1,
      countTotal: true,
    });
    expect(page.total).toBe(2);
    expect(page.rows).toEqual([
      { amountFen: 72_000n, createdAt: expect.any(Date), payWay: 'USDT-TRC20', orderNo: second.order_no, state: 0 },
    ]);
    const next = await listMemberDeposits(testApp.database.db, {
      memberId: aliceId,
      since,
      page: 2,
      perPage: 1,
      countTotal: true,
    });
    expect(next.rows.map((row) => row.orderNo)).toEqual([first.order_no]);
    expect(next.rows[0]!.payWay).toBe('在线支付');

    const bobs = await listMemberDeposits(testApp.database.db, {
      memberId: bobId,
      since,
      page: 1,
      perPage: 20,
      countTotal: true,
    });
    expect(bobs.rows.map((row) => row.orderNo)).not.toContain(first.order_no);
    expect(bobs.total).toBe(1);
    const future = await listMemberDeposits(testApp.database.db, {
      memberId: aliceId,
      since: new Date(Date.now() + 60_000),
      page: 1,
      perPage: 20,
      countTotal: true,
    });
    expect(future).toEqual({ rows: [], total: 0, hasMore: false });

    // Another member holding the link sees the amount and where to pay, nothing about Alice.
    const aliceInfo = await userInfo(alice.token);
    const seen = await app.inject({ method: 'GET', url: second.pay_url, headers: bearer(bob.token) });
    expect(seen.body).toContain('720.00');
    for (const secret of [alice.name, aliceInfo.realname, `"${aliceInfo.id}"`]) expect(seen.body).not.toContain(secret);
  });
});

describe('ledger check for deposit orders', () => {
  it('flags a credited order without a ledger transaction and a pending one with one', async () => {
    await testApp.database.query(
      `insert into deposit_orders (order_no, member_id, type_id, channel_id, kind, amount_fen, state, expires_at)
       values ('DCHECK1', 999999, 1, 1, 'online', 100, 1, now()), ('DCHECK2', 999999, 1, 1, 'online', 100, 0, now())`,
    );
    await testApp.database.query(
      `insert into ledger_transactions (idempotency_key, kind, reference_type, reference_id, actor_type, actor_id, fingerprint)
       values ('check:orphan', 'deposit', 'deposit_order', 'DCHECK2', 'system', 'test', 'x')`,
    );
    try {
      const report = await runLedgerCheck(testApp.database.db, [depositOrderLedgerCheck]);
      const business = report.invariants.find((invariant) => invariant.name.startsWith('every final business row'))!;
      expect(business.violations.sort()).toEqual([
        'deposit order DCHECK1: 0 ledger transactions (expected 1)',
        'deposit order DCHECK2: 1 ledger transactions (expected 1)',
      ]);
    } finally {
      await testApp.database.query(`delete from ledger_transactions where idempotency_key = 'check:orphan'`);
      await testApp.database.query(`delete from deposit_orders where order_no in ('DCHECK1', 'DCHECK2')`);
    }
    await expectLedgerHealthy();
  });
});

describe('production mode', () => {
  let prodApp: TestApp;
  let prod: FastifyInstance;
  let prodToken: string;
  let prodChannel: (name: string) => number;
  beforeAll(async () => {
    prodApp = await createTestApp({
      env: {
        APP_MODE: 'production',
        APP_SECRET: 'p'.repeat(40),
        DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
      },
      beforeReady: withPaymentPages,
    });
    prod = prodApp.app;
    const db = prodApp.database.db;
    // Staff configured the same channels (the demo seed stands in for them); no fixed captcha here.
    await withTransaction(db, (tx) => seedDemoPayments(tx));
    const member = await withTransaction(db, (tx) =>
      createMember(tx, {
        username: 'prodplayer1',
        passwordHash: 'x',
        payPasswordHash: 'x',
        realname: '李四',
        registerIp: '127.0.0.1',
      }),
    );
    prodToken = await prod.services.sessions.create(db, member.id, { ip: '127.0.0.1' });
    const channels = await prodApp.database.query<{ id: number; name: string }>(
      'select id, name from recharge_channels',
    );
    prodChannel = (name) => channels.find((row) => row.name === name)!.id;
  });
  afterAll(async () => {
    await prodApp.close();
  });

  it('turns the sandbox off: no online type, sandbox channels refused, sandbox pages and notify URL 404', async () => {
    const types = (await prod.inject({ method: 'GET', url: '/api/gerRechargeType' })).json();
    expect(types.data.map((type: { name: string }) => type.name)).toEqual(['银行卡转账', 'USDT-TRC20', 'USDT-ERC20']);
    const onlineTypeId = (
      await prodApp.database.query<{ id: number }>(`select id from recharge_types where kind = 'online'`)
    )[0]!.id;
    expect(
      (await prod.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${onlineTypeId}` })).json(),
    ).toMatchObject({ code: 0, data: [] });

    const refused = await recharge(prodToken, { aisle_id: prodChannel('快捷支付'), amount: 100 }, prod);
    expect(refused.body).toMatchObject({ code: 422, msg: '演示支付通道仅在演示模式可用，请选择其他充值方式' });
    const bank = await recharge(prodToken, { aisle_id: prodChannel('公司入款'), amount: 100 }, prod);
    expect(bank.body).toMatchObject({
      code: 0,
      data: { pay_url: expect.stringMatching(/^\/pay\/D\d+\?k=[\w-]{32}$/) },
    });
    expect((await prod.inject({ method: 'GET', url: bank.body.data.pay_url })).statusCode).toBe(200);

    // An order left from a time the sandbox was on cannot be paid through it in production.
    const [memberRow] = await prodApp.database.query<{ id: string }>(
      `select id from members where username = 'prodplayer1'`,
    );
    const leftover = await createDeposit(
      prodApp.database.db,
      new GatewayRegistry({ isProduction: false, paymentSandboxSecret: 'old' }),
      {
        memberId: BigInt(memberRow!.id),
        channelId: String(prodChannel('快捷支付')),
        amountFen: 10_000n,
        timeZone: 'Asia/Shanghai',
        payPageSecret: prodApp.config.appSecret,
      },
    );
    expect((await prod.inject({ method: 'GET', url: leftover.pay_url })).statusCode).toBe(404);
    expect((await prod.inject({ method: 'POST', url: `${leftover.pay_url}/pay` })).statusCode).toBe(404);
    const forged = await notify(
      new SandboxGateway('old').buildCallback({ orderNo: leftover.order_no, amountFen: 10_000n }),
      prod,
    );
    expect(forged.status).toBe(404);
    const [state] = await prodApp.database.query<{ state: number }>(
      'select state from deposit_orders where order_no = $1',
      [leftover.order_no],
    );
    expect(state).toEqual({ state: 0 });
  });
});

describe.runIf(testDriver() === 'pg')('deposits under concurrency (PostgreSQL)', () => {
  it('credits the same valid callback sent 50 times at once exactly once', async () => {
    const member = await buildMember(app);
    const { order_no } = await newOrder(member.token, channelIds.quick, 321.5);
    const fields = sandbox.buildCallback({ orderNo: order_no, amountFen: 32_150n });
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(fields)));
    expect(answers.every((answer) => answer.body === 'success')).toBe(true);

    expect(await userInfo(member.token)).toMatchObject({
      balance: '321.50',
      paysum: '321.50',
      turnover_outstanding: '321.50',
    });
    expect(await ledgerTransactionsOf(order_no)).toHaveLength(1);
    const outcomes = await callbackOutcomes(order_no);
    expect(outcomes).toHaveLength(50);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(49);
    await expectLedgerHealthy();
  });

  it('lets only the instance holding the advisory lock expire orders', async () => {
    const order = await expiredOrder(16);
    const db = testApp.database.db;
    const whileHeld = await withTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEPOSIT_EXPIRY_LOCK_KEY})`);
      return runDepositExpiry(db); // another connection: another instance
    });
    expect(whileHeld).toBeNull();
    expect(await orderRow(order.order_no)).toMatchObject({ state: 0 });
    expect(await runDepositExpiry(db)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.order_no)).toMatchObject({ state: 3 });
  });

  it('credits concurrent staff confirmations and a racing refusal at most once', async () => {
    const member = await buildMember(app);
    const { order_no } = await newOrder(member.token, channelIds.bank, 600);
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) =>
        confirmOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: `staff:${i}` }),
      ),
      refuseOfflineDeposit(testApp.database.db, { orderNo: order_no, staffId: 'staff:x', reason: '核对不符' }),
    ]);
    const credited = results.filter(
      (result) => result.status === 'fulfilled' && 'credited' in result.value && result.value.credited,
    );
    const state = (await orderRow(order_no)).state;
    if (state === 1) {
      expect(credited).toHaveLength(1);
      expect(await userInfo(member.token)).toMatchObject({ balance: '600.00' });
    } else {
      expect(state).toBe(2);
      expect(credited).toHaveLength(0);
      expect(await userInfo(member.token)).toMatchObject({ balance: '0.00' });
    }
    await expectLedgerHealthy();
  });
});
