import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildMember } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import { seedDemoPayments, signFields } from './index';

const { call, auditOf, tokenOf, current } = useBackOfficeTestApp({
  staff: { service1: 'customer_service' },
  setup: (testApp) => withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx)),
});
let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
let service: string;
beforeAll(() => {
  ({ testApp, app, admin } = current());
  service = tokenOf('service1');
});

async function aisles(typeId: number) {
  const response = await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${typeId}` });
  return response.json().data as { id: number; min_price: string; max_price: string }[];
}

describe('payments settings', () => {
  it('changes a channel limit, shows it to members, hides a disabled channel, audits before/after', async () => {
    const types = await call('GET', '/api/admin/recharge-types', admin);
    expect(types.status).toBe(200);
    const online = (types.body.data as { id: number; kind: string }[]).find((type) => type.kind === 'online')!;
    const channels = await call('GET', `/api/admin/recharge-channels?type_id=${online.id}`, admin);
    const channel = (channels.body.data as { id: number; gateway: string | null; min: string }[]).find(
      (row) => row.gateway === 'sandbox',
    )!;
    expect(channel).toBeDefined();

    const updated = await call('POST', `/api/admin/recharge-channels/${channel.id}`, admin, { min: '20', max: 888.5 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ min: '20.00', max: '888.50' });
    const shown = (await aisles(online.id)).find((row) => row.id === channel.id);
    expect(shown).toMatchObject({ min_price: '20.00', max_price: '888.50' });

    const [entry] = await auditOf('payments.recharge_channel.update', String(channel.id));
    expect(entry?.before).toMatchObject({ min: channel.min });
    expect(entry?.after).toMatchObject({ min: '20.00', max: '888.50' });

    const disabled = await call('POST', `/api/admin/recharge-channels/${channel.id}`, admin, { enabled: false });
    expect(disabled.body.data.enabled).toBe(false);
    expect((await aisles(online.id)).some((row) => row.id === channel.id)).toBe(false);
    await call('POST', `/api/admin/recharge-channels/${channel.id}`, admin, { enabled: true });
    expect((await aisles(online.id)).some((row) => row.id === channel.id)).toBe(true);
  });

  it('refuses min above max with a Chinese message and changes nothing', async () => {
    const channels = await call('GET', '/api/admin/recharge-channels', admin);
    const channel = (channels.body.data as { id: number; min: string; max: string }[])[0]!;
    const refused = await call('POST', `/api/admin/recharge-channels/${channel.id}`, admin, { min: '1000000' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('最低金额不能大于最高金额，请重新填写');
    const both = await call('POST', `/api/admin/recharge-channels/${channel.id}`, admin, { min: 500, max: 100 });
    expect(both.status).toBe(400);
    const after = await call('GET', '/api/admin/recharge-channels', admin);
    expect((after.body.data as { id: number; min: string }[]).find((row) => row.id === channel.id)?.min).toBe(
      channel.min,
    );
  });

  it('creates an offline USDT channel and checks the address against the protocol', async () => {
    const types = await call('GET', '/api/admin/recharge-types', admin);
    const usdt = (types.body.data as { id: number; kind: string }[]).find((type) => type.kind === 'usdt')!;
    const bad = await call('POST', '/api/admin/recharge-channels', admin, {
      type_id: usdt.id,
      name: '公司地址',
      min: 100,
      max: 1000,
      usdt_protocol: 'ERC20',
      usdt_address: '0x123',
    });
    expect(bad.status).toBe(400);
    const good = await call('POST', '/api/admin/recharge-channels', admin, {
      type_id: usdt.id,
      name: '公司地址',
      min: 100,
      max: 1000,
      usdt_protocol: 'ERC20',
      usdt_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ type_id: usdt.id, usdt_protocol: 'ERC20', min: '100.00' });
  });

  it('updates a recharge type rate', async () => {
    const types = await call('GET', '/api/admin/recharge-types', admin);
    const usdt = (types.body.data as { id: number; kind: string }[]).find((type) => type.kind === 'usdt')!;
    const rate = await call('POST', `/api/admin/recharge-types/${usdt.id}`, admin, { rate: '7.25' });
    expect(rate.body.data.rate).toBe('7.25');
    const badRate = await call('POST', `/api/admin/recharge-types/${usdt.id}`, admin, { rate: '-1' });
    expect(badRate.status).toBe(400);
  });

  it('refuses customer service with 403', async () => {
    expect((await call('GET', '/api/admin/recharge-types', service)).status).toBe(403);
    expect((await call('POST', '/api/admin/recharge-channels/1', service, { enabled: false })).status).toBe(403);
    expect((await call('GET', '/api/admin/payment-gateways', service)).status).toBe(403);
    // (A valid body: the contract is checked before the permission.)
    expect((await call('POST', '/api/admin/payment-gateways', service, { ...GATEWAY, code: 'x1' })).status).toBe(403);
  });
});

// ---- payment gateways (decision 0010) --------------------------------------------------------

const GATEWAY_SECRET = 'acme-signing-secret-7f3a';
const GATEWAY = {
  code: 'acme',
  name: 'Acme 支付',
  kind: 'signed_redirect',
  merchant_id: 'M10086',
  secret: GATEWAY_SECRET,
  cashier_url: 'https://pay.acme.example/cashier',
  site_url: 'https://www.site.example',
};

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** A payment notification as the gateway sends it, signed with `secret`. */
function paidNotification(orderNo: string, amount: string, secret = GATEWAY_SECRET, merchant = GATEWAY.merchant_id) {
  const fields = { merchant_id: merchant, order_no: orderNo, amount, status: 'paid', trade_no: `ACME-${orderNo}` };
  return { ...fields, sign: signFields(secret, fields) };
}

async function notifyAcme(fields: Record<string, string>, remoteAddress = '198.51.100.7') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/notify/acme',
    remoteAddress,
    ...form(fields),
  });
  return { status: response.statusCode, body: response.body };
}

describe('payment gateways', () => {
  let gatewayId: number;
  let channelId: number;
  let member: { token: string };

  async function recharge(amount: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/recharge',
      headers: bearer(member.token),
      payload: { aisle_id: channelId, amount },
    });
    return response.json<{
      code: number;
      msg?: string;
      message: string;
      data: { order_no: string; pay_url: string };
    }>();
  }

  async function balance(): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/balance', headers: bearer(member.token) });
    return response.json().data.balance as string;
  }

  async function creditsOf(orderNo: string) {
    return testApp.database.query<{ id: string }>(
      `select id from ledger_transactions where reference_type = 'deposit_order' and reference_id = $1`,
      [orderNo],
    );
  }

  beforeAll(async () => {
    member = await buildMember(app);
  });

  it('creates a gateway: the secret is stored encrypted, never answered and never audited', async () => {
    const created = await call('POST', '/api/admin/payment-gateways', admin, { ...GATEWAY, notify_ips: [] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'acme',
      kind: 'signed_redirect',
      merchant_id: 'M10086',
      secret_set: true,
      secret_last4: '7f3a',
      notify_url: 'https://www.site.example/api/payments/notify/acme',
      enabled: true,
    });
    expect(JSON.stringify(created.body)).not.toContain(GATEWAY_SECRET);
    gatewayId = created.body.data.id as number;

    const listed = await call('GET', '/api/admin/payment-gateways', admin);
    expect(JSON.stringify(listed.body)).not.toContain(GATEWAY_SECRET);
    const [row] = await testApp.database.query<{ secret_sealed: string }>(
      'select secret_sealed from payment_gateways where code = $1',
      ['acme'],
    );
    expect(row?.secret_sealed).toMatch(/^v1:/);
    expect(row?.secret_sealed).not.toContain(GATEWAY_SECRET);
    const [entry] = await auditOf('payments.gateway.create', String(gatewayId));
    expect(entry?.after).toMatchObject({ code: 'acme', secret_changed: true });
    expect(JSON.stringify(entry)).not.toContain(GATEWAY_SECRET);
    expect(JSON.stringify(entry)).not.toContain('7f3a');

    const options = await call('GET', '/api/admin/payment-gateway-options', admin);
    expect(options.body.data).toEqual([
      { code: 'sandbox', name: '演示网关', enabled: true, builtin: true },
      { code: 'acme', name: 'Acme 支付', enabled: true, builtin: false },
    ]);
  });

  it('refuses a duplicate or reserved code and bad fields with Chinese messages, changing nothing', async () => {
    const duplicate = await call('POST', '/api/admin/payment-gateways', admin, GATEWAY);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('网关代码已存在，请换一个');
    const reserved = await call('POST', '/api/admin/payment-gateways', admin, { ...GATEWAY, code: 'sandbox' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.message).toContain('网关代码 sandbox 为内置演示网关保留');
    const badSite = await call('POST', '/api/admin/payment-gateways', admin, {
      ...GATEWAY,
      code: 'acme2',
      site_url: 'https://www.site.example/path',
    });
    expect(badSite.status).toBe(400);
    expect(badSite.body.message).toContain('本站地址只填协议和域名，如 https://www.example.com');
    const unknown = await call('POST', '/api/admin/payment-gateways/999999', admin, { name: 'x' });
    expect(unknown.body).toMatchObject({ message: '支付网关不存在' });
    expect(unknown.status).toBe(200);
    const count = await testApp.database.query<{ n: string }>('select count(*)::text as n from payment_gateways');
    expect(count[0]?.n).toBe('1');
  });

  it('lets a channel point only to a known gateway', async () => {
    const types = await call('GET', '/api/admin/recharge-types', admin);
    const online = (types.body.data as { id: number; kind: string }[]).find((type) => type.kind === 'online')!;
    const unknown = await call('POST', '/api/admin/recharge-channels', admin, {
      type_id: online.id,
      name: 'Acme 通道',
      min: 10,
      max: 5000,
      gateway: 'nope',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('支付网关不存在，请先在“支付网关”中添加');
    const created = await call('POST', '/api/admin/recharge-channels', admin, {
      type_id: online.id,
      name: 'Acme 通道',
      min: 10,
      max: 5000,
      gateway: 'acme',
    });
    expect(created.status).toBe(200);
    channelId = created.body.data.id as number;
    const moved = await call('POST', `/api/admin/recharge-channels/${channelId}`, admin, { gateway: 'gone' });
    expect(moved.status).toBe(400);
    const shown = await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${online.id}` });
    expect((shown.json().data as { id: number }[]).some((row) => row.id === channelId)).toBe(true);
  });

  it('sends the member to the cashier with signed fields and credits a signed callback exactly once', async () => {
    const before = await balance();
    const order = await recharge('123.45');
    expect(order.code).toBe(0);
    const payUrl = new URL(order.data.pay_url);
    expect(`${payUrl.origin}${payUrl.pathname}`).toBe('https://pay.acme.example/cashier');
    const query = Object.fromEntries(payUrl.searchParams);
    expect(query).toMatchObject({
      merchant_id: 'M10086',
      order_no: order.data.order_no,
      amount: '123.45',
      notify_url: 'https://www.site.example/api/payments/notify/acme',
    });
    const { sign, ...signed } = query;
    expect(sign).toBe(signFields(GATEWAY_SECRET, signed));

    // Wrong signature and wrong merchant: refused, nothing credited.
    expect(await notifyAcme(paidNotification(order.data.order_no, '123.45', 'not-the-secret'))).toEqual({
      status: 200,
      body: 'fail',
    });
    expect(await notifyAcme(paidNotification(order.data.order_no, '123.45', GATEWAY_SECRET, 'M99999'))).toEqual({
      status: 200,
      body: 'fail',
    });
    expect(await creditsOf(order.data.order_no)).toHaveLength(0);
    expect(await balance()).toBe(before);

    const callback = paidNotification(order.data.order_no, '123.45');
    expect(await notifyAcme(callback)).toEqual({ status: 200, body: 'success' });
    const credited = await balance();
    expect(Number(credited) - Number(before)).toBeCloseTo(123.45, 2);
    // A replay is acknowledged and moves nothing.
    expect(await notifyAcme(callback)).toEqual({ status: 200, body: 'success' });
    expect(await creditsOf(order.data.order_no)).toHaveLength(1);
    expect(await balance()).toBe(credited);
    const outcomes = await testApp.database.query<{ outcome: string }>(
      'select outcome from payment_callbacks where order_no = $1 order by id',
      [order.data.order_no],
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(['bad_signature', 'wrong_merchant', 'credited', 'duplicate']);
  });

  it('takes notifications only from the allow-listed addresses when there is a list', async () => {
    const saved = await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, {
      notify_ips: ['203.0.113.0/24'],
    });
    expect(saved.body.data.notify_ips).toEqual(['203.0.113.0/24']);
    const order = await recharge('50');
    const callback = paidNotification(order.data.order_no, '50.00');
    expect((await notifyAcme(callback, '198.51.100.7')).body).toBe('fail');
    expect(await creditsOf(order.data.order_no)).toHaveLength(0);
    expect((await notifyAcme(callback, '203.0.113.20')).body).toBe('success');
    expect(await creditsOf(order.data.order_no)).toHaveLength(1);
    await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, { notify_ips: [] });
  });

  it('uses a new secret at once; an empty secret keeps the stored one', async () => {
    const kept = await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, { secret: '', name: 'Acme' });
    expect(kept.body.data).toMatchObject({ name: 'Acme', secret_last4: '7f3a' });
    const rotated = await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, {
      secret: 'rotated-secret-9b2c',
    });
    expect(rotated.body.data.secret_last4).toBe('9b2c');
    const [entry] = await auditOf('payments.gateway.update', String(gatewayId));
    expect(entry?.after).toMatchObject({ secret_changed: true });
    expect(JSON.stringify(entry)).not.toContain('rotated-secret-9b2c');

    const order = await recharge('20');
    expect((await notifyAcme(paidNotification(order.data.order_no, '20.00'))).body).toBe('fail');
    expect((await notifyAcme(paidNotification(order.data.order_no, '20.00', 'rotated-secret-9b2c'))).body).toBe(
      'success',
    );
    await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, { secret: GATEWAY_SECRET });
  });

  it('refuses new orders on a disabled gateway with a clear message, still crediting earlier ones', async () => {
    const earlier = await recharge('30');
    expect(earlier.code).toBe(0);
    const disabled = await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, { enabled: false });
    expect(disabled.body.data.enabled).toBe(false);
    const [entry] = await auditOf('payments.gateway.update', String(gatewayId));
    expect(entry?.before).toMatchObject({ enabled: true });
    expect(entry?.after).toMatchObject({ enabled: false, secret_changed: false });

    const refused = await recharge('30');
    expect(refused).toMatchObject({ code: 422, msg: '该支付网关已停用，请选择其他充值方式' });
    const [{ id: channelType } = { id: 0 }] = await testApp.database.query<{ id: number }>(
      'select type_id as id from recharge_channels where id = $1',
      [channelId],
    );
    const shown = await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${channelType}` });
    expect((shown.json().data as { id: number }[]).some((row) => row.id === channelId)).toBe(false);
    const options = await call('GET', '/api/admin/payment-gateway-options', admin);
    expect(options.body.data).toContainEqual({ code: 'acme', name: 'Acme', enabled: false, builtin: false });

    // The member paid before it was switched off: the payment is still credited (decision 0005).
    expect((await notifyAcme(paidNotification(earlier.data.order_no, '30.00'))).body).toBe('success');
    expect(await creditsOf(earlier.data.order_no)).toHaveLength(1);

    await call('POST', `/api/admin/payment-gateways/${gatewayId}`, admin, { enabled: true });
    expect((await recharge('30')).code).toBe(0);
  });

  it('answers 404 for a notification to a code nobody configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/notify/nobody',
      ...form(paidNotification('D1', '1.00')),
    });
    expect(response.statusCode).toBe(404);
  });
});
