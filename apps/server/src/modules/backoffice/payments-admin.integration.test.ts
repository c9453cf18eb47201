import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, TEST_ENV } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import { seedDemoPayments } from '../payments';
import { readWithdrawSettings } from '../withdrawals';

const ADMIN_TOTP = new Secret({ size: 20 }).base32;
const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
let service: string;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ...TEST_ENV, ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-1', ADMIN_TOTP_SECRET: ADMIN_TOTP },
  });
  app = testApp.app;
  await app.services.staff.bootstrapSuperAdmin({ warn: () => undefined });
  await withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx));
  admin = await login('boss', 'boss-password-1', ADMIN_TOTP);
  service = await newStaff('service1', 'customer_service');
});
afterAll(async () => {
  await testApp.close();
});

async function login(username: string, password: string, secret: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password, totp: code(secret) },
    remoteAddress: randomIp(),
  });
  const token = response.json().data?.token as string | undefined;
  if (!token) throw new Error(`staff login failed: ${response.body}`);
  return token;
}

async function newStaff(username: string, role: string): Promise<string> {
  const password = `${username}-password`;
  const created = await call('POST', '/api/admin/staff', admin, { username, password, role });
  expect(created.body.code).toBe(200);
  const enrol = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: randomIp(),
  });
  return login(username, password, enrol.json().data.enrol.secret as string);
}

async function call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: Record<string, unknown>) {
  const response = await app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function auditOf(action: string, targetId: string) {
  const query = new URLSearchParams({ action, target_id: targetId });
  const page = await call('GET', `/api/admin/audit?${query.toString()}`, admin);
  return page.body.data.data as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
}

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

  it('updates a recharge type rate and a withdraw channel fee', async () => {
    const types = await call('GET', '/api/admin/recharge-types', admin);
    const usdt = (types.body.data as { id: number; kind: string }[]).find((type) => type.kind === 'usdt')!;
    const rate = await call('POST', `/api/admin/recharge-types/${usdt.id}`, admin, { rate: '7.25' });
    expect(rate.body.data.rate).toBe('7.25');
    const badRate = await call('POST', `/api/admin/recharge-types/${usdt.id}`, admin, { rate: '-1' });
    expect(badRate.status).toBe(400);

    const withdraw = await call('GET', '/api/admin/withdraw-channels', admin);
    expect(withdraw.status).toBe(200);
    const first = (withdraw.body.data as { id: number }[])[0];
    if (first) {
      const fee = await call('POST', `/api/admin/withdraw-channels/${first.id}`, admin, { fee: '1.5', max: 9999 });
      expect(fee.status).toBe(200);
      expect(fee.body.data).toMatchObject({ fee: '1.50', max: '9999.00' });
    }
  });

  it('changes the withdraw limits', async () => {
    const saved = await call('POST', '/api/admin/withdraw-settings', admin, {
      daily_count: 3,
      daily_amount: '20000',
      second_approval_amount: 8000.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ daily_count: 3, daily_amount: '20000.00', second_approval_amount: '8000.50' });
    const settings = await readWithdrawSettings(testApp.database.db);
    expect(settings).toEqual({ dailyCount: 3, dailyAmountFen: 2_000_000n, secondApprovalFen: 800_050n });
    const [entry] = await auditOf('payments.withdraw_settings.update', 'withdraw');
    expect(entry?.after).toMatchObject({ daily_count: 3 });
  });

  it('refuses customer service with 403', async () => {
    expect((await call('GET', '/api/admin/recharge-types', service)).status).toBe(403);
    expect((await call('POST', '/api/admin/recharge-channels/1', service, { enabled: false })).status).toBe(403);
    expect((await call('GET', '/api/admin/withdraw-settings', service)).status).toBe(403);
  });
});
