import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildMember, TEST_ENV } from '../../../test/factories';
import { staffHelpers, totpCode as code } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let app: FastifyInstance;
// `adminToken()` signs the super admin in once for the file: a TOTP code is accepted once.
const { adminEnv, bootstrapAdmin, adminToken, signIn: login } = staffHelpers(() => app);

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ...TEST_ENV, ...adminEnv },
  });
  app = testApp.app;
  await bootstrapAdmin();
});
afterAll(async () => {
  await testApp.close();
});

describe('staff sign-in', () => {
  it('needs the password and a valid TOTP code', async () => {
    expect((await login({ username: 'boss', password: 'wrong-password' })).message).toBe('用户名或密码错误');
    expect((await login({ username: 'boss', password: 'boss-password-1' })).message).toBe('请输入动态验证码');
    expect((await login({ username: 'boss', password: 'boss-password-1', totp: '000000' })).message).toBe(
      '动态验证码错误',
    );
    const token = await adminToken();
    const me = (await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).json();
    expect(me.data).toMatchObject({ username: 'boss', role: 'super_admin', role_name: '超级管理员' });
    expect(me.data.permissions).toContain('finance.withdrawals.review');
  });

  it('accepts each TOTP code once, also when two sign-ins race with it', async () => {
    const token = await adminToken();
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(token),
      payload: { username: 'replay1', password: 'replay-pass-1', role: 'risk' },
    });
    const secret = (await login({ username: 'replay1', password: 'replay-pass-1' })).data.enrol.secret as string;
    const first = await login({ username: 'replay1', password: 'replay-pass-1', totp: code(secret) });
    expect(first.data.token).not.toBe('');
    const replay = await login({ username: 'replay1', password: 'replay-pass-1', totp: code(secret) });
    expect(replay).toMatchObject({ message: '该动态验证码已使用，请等待下一个验证码' });

    // The next step's code (accepted for clock drift) signs in once, even when sent twice at once.
    const next = code(secret, Date.now() + 30_000);
    const raced = await Promise.all(
      [1, 2, 3].map(() => login({ username: 'replay1', password: 'replay-pass-1', totp: next })),
    );
    expect(raced.filter((body) => body.code === 200 && body.data.token)).toHaveLength(1);
    expect(raced.filter((body) => body.message === '该动态验证码已使用，请等待下一个验证码')).toHaveLength(2);
  });

  it('refuses member tokens on /api/admin', async () => {
    const member = await buildMember(app);
    const response = await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(member.token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });

  it('enrols a new staff member with a QR code at first sign-in, then checks each permission', async () => {
    const token = await adminToken();
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(token),
      payload: { username: 'service1', password: 'service-pass-1', role: 'customer_service' },
    });
    expect(created.json().code).toBe(200);

    const first = await login({ username: 'service1', password: 'service-pass-1' });
    expect(first.data.enrol.qr_image).toMatch(/^data:image\/png;base64,/);
    expect(first.data.enrol.otpauth_url).toContain('otpauth://totp/');
    expect(first.data.token).toBe('');
    const secret = first.data.enrol.secret as string;
    const second = await login({ username: 'service1', password: 'service-pass-1', totp: code(secret) });
    expect(second.data.token).not.toBe('');

    const forbidden = await app.inject({ method: 'GET', url: '/api/admin/staff', headers: bearer(second.data.token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 403, message: '没有权限执行此操作' });
  });

  it('writes who did what to the audit log, searchable', async () => {
    const token = await adminToken();
    const page = (
      await app.inject({ method: 'GET', url: '/api/admin/audit?action=staff.create', headers: bearer(token) })
    ).json();
    expect(page.data.total).toBeGreaterThanOrEqual(1);
    expect(page.data.data[0]).toMatchObject({
      staff_username: 'boss',
      action: 'staff.create',
      action_label: '新增员工',
      target_type: 'staff',
    });
    expect(page.data.data[0].after).toMatchObject({ username: 'service1', role: 'customer_service' });
    // The action filter also takes a piece of the Chinese label.
    const byLabel = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/audit?action=${encodeURIComponent('新增员工')}`,
        headers: bearer(token),
      })
    ).json();
    expect(byLabel.data.data.length).toBeGreaterThanOrEqual(1);
    expect(byLabel.data.data.every((row: { action: string }) => row.action === 'staff.create')).toBe(true);
    const logins = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=staff.login&staff=service1',
        headers: bearer(token),
      })
    ).json();
    expect(logins.data.total).toBe(1);
  });

  it('exports the filtered audit log as CSV and validates its filters', async () => {
    const token = await adminToken();
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=staff.create&format=csv',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('编号,时间,操作人,操作,操作代码,对象类型,对象编号,修改前,修改后,IP');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((line) => line.includes(',boss,新增员工,staff.create,staff,'))).toBe(true);
    expect(lines[1]).toContain('""username"":""service1""');

    // A LIKE wildcard is searched for literally; a malformed day is refused in Chinese.
    const wildcard = (
      await app.inject({ method: 'GET', url: '/api/admin/audit?action=%25', headers: bearer(token) })
    ).json();
    expect(wildcard.data.total).toBe(0);
    const badDay = await app.inject({ method: 'GET', url: '/api/admin/audit?from=2026-1-1', headers: bearer(token) });
    expect(badDay.json().message).toContain('日期格式应为 YYYY-MM-DD');
    expect(badDay.statusCode).toBeLessThan(500);
  });

  it('ends the sessions of a disabled staff member', async () => {
    const token = await adminToken();
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(token),
      payload: { username: 'temp1', password: 'temp-pass-12', role: 'content' },
    });
    const enrol = await login({ username: 'temp1', password: 'temp-pass-12' });
    const session = (await login({ username: 'temp1', password: 'temp-pass-12', totp: code(enrol.data.enrol.secret) }))
      .data.token;
    const list = (await app.inject({ method: 'GET', url: '/api/admin/staff', headers: bearer(token) })).json().data;
    const temp = list.find((row: { username: string }) => row.username === 'temp1');
    await app.inject({
      method: 'POST',
      url: `/api/admin/staff/${temp.id}`,
      headers: bearer(token),
      payload: { status: 'disabled' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(session) })).statusCode).toBe(401);
    expect(
      (await login({ username: 'temp1', password: 'temp-pass-12', totp: code(enrol.data.enrol.secret) })).message,
    ).toBe('该账号已停用');
  });
});
