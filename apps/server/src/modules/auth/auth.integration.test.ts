import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  bearer,
  buildMember,
  buildRegistration,
  issueCaptcha,
  randomIp,
  TEST_ENV,
  TEST_SMS,
} from '../../../test/factories';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
});

async function register(payload: Record<string, unknown>) {
  return (await app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: randomIp() })).json();
}

async function login(payload: Record<string, unknown>, ip = randomIp()) {
  return (await app.inject({ method: 'POST', url: '/api/login_pc', payload, remoteAddress: ip })).json();
}

async function user(token: string) {
  return app.inject({ method: 'POST', url: '/api/user', headers: bearer(token) });
}

describe('GET /api/captcha', () => {
  it('issues a 120x37 image and checks it once, case-insensitively', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha' });
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.image.split(',')[1], 'base64').toString();
    expect(svg).toContain('width="120" height="37"');

    const { name, password } = await buildMember(app);
    const captchaId = await issueCaptcha(app);
    const first = await login({ type: 1, name, password, auth_code: '1234', captcha_id: captchaId });
    expect(first.code).toBe(200);
    const reused = await login({ type: 1, name, password, auth_code: '1234', captcha_id: captchaId });
    expect(reused).toMatchObject({ code: 422, message: '验证码错误！' });
  });

  it('refuses a wrong or expired captcha with 验证码错误！', async () => {
    const { name, password } = await buildMember(app);
    const wrong = await login({ type: 1, name, password, auth_code: '9999', captcha_id: await issueCaptcha(app) });
    expect(wrong.message).toBe('验证码错误！');

    const expiredId = await issueCaptcha(app);
    await testApp.database.query(`update captchas set expires_at = now() - interval '1 second' where id = $1`, [
      expiredId,
    ]);
    const expired = await login({ type: 1, name, password, auth_code: '1234', captcha_id: expiredId });
    expect(expired.message).toBe('验证码错误！');
  });

  it('is rate limited per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: '10.250.0.1' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/register', () => {
  it('creates a member at the lowest VIP level with a zero balance and logs in', async () => {
    const { name, token } = await buildMember(app);
    const response = await user(token);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      username: name,
      realname: '张三',
      balance: '0.00',
      paysum: '0.00',
      vip: 0,
      current_vip: 'VIP0',
      next_vip: 'VIP1',
      transferstatus: 0,
      isagent: 0,
      has_pay_password: 1,
    });
    expect(response.body).not.toMatch(/argon2|password_hash|passwordHash|token/i);
    // Withdrawal figures of spec-2 §3 come from the seeded USDT channels (TRC20 fee 1, ERC20 fee 5, rate 7).
    expect(body.data).toMatchObject({ withdrawfeeusdttrc: '1.00', withdrawcashfee: '5.00', withdrawusdtrate: '7.00' });
  });

  it('stores only the hash of the token', async () => {
    const { token } = await buildMember(app);
    const rows = await testApp.database.query<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const dump = JSON.stringify(await testApp.database.query('select * from sessions'));
    expect(dump).not.toContain(token);
    const members = JSON.stringify(
      await testApp.database.query('select password_hash, pay_password_hash from members'),
    );
    expect(members).not.toContain('abc12345');
    expect(members).toContain('$argon2id$');
  });

  it('answers the rules of spec-1 §5 with their messages, in order', async () => {
    const captcha_id = await issueCaptcha(app);
    expect((await register(buildRegistration({ name: 'abcdef', captcha_id }))).message).toBe(
      '请输入正确的账号（最少6位，英文及数字）！',
    );
    expect((await register(buildRegistration({ password: 'abcdefgh', confirmPass: 'abcdefgh' }))).message).toBe(
      '密码长度最少8位！以字母和数字组合！',
    );
    expect((await register(buildRegistration({ confirmPass: 'abc123456' }))).message).toBe('两次密码不一致！');
    expect((await register(buildRegistration({ realname: '张三1' }))).message).toBe(
      '姓名格式不正确，可以是中，英文名称！',
    );
    expect((await register(buildRegistration({ paypassword: '12345' }))).message).toBe('支付密码长度需是6位！');
    expect((await register(buildRegistration({ auth_code: '' }))).message).toBe('请输入验证码！');
    expect((await register(buildRegistration({ type: 2, name: '12345' }))).message).toBe('请输入正确的手机号！');
  });

  it('asks for the 18+ confirmation', async () => {
    const body = await register(buildRegistration({ adult: false, captcha_id: await issueCaptcha(app) }));
    expect(body).toMatchObject({ code: 422, message: '请确认您已年满18周岁' });
  });

  it('refuses an account name taken in any letter case', async () => {
    const { name } = await buildMember(app);
    const body = await register(buildRegistration({ name: name.toUpperCase(), captcha_id: await issueCaptcha(app) }));
    expect(body.message).toBe('该账号已被注册');
  });

  it('links an existing referrer by pid and ignores an unknown one', async () => {
    const referrer = await buildMember(app);
    const referrerId = (await user(referrer.token)).json().data.id;
    await buildMember(app, { pid: String(referrerId) });
    await buildMember(app, { pid: '999999999' });
    const rows = await testApp.database.query<{ referrer_id: unknown }>(
      'select referrer_id from members where referrer_id is not null',
    );
    expect(rows.map((row) => Number(row.referrer_id))).toEqual([referrerId]);
  });

  it('registers by phone with the SMS code and binds the phone', async () => {
    const sent = await app.inject({
      method: 'GET',
      url: '/api/registerNote?mobile=13812345678',
      remoteAddress: randomIp(),
    });
    expect(sent.json()).toMatchObject({ code: 200, message: '验证码已发送' });
    const again = await app.inject({
      method: 'GET',
      url: '/api/registerNote?mobile=13812345678',
      remoteAddress: randomIp(),
    });
    expect(again.json().message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    const outbox = await testApp.database.query<{ content: string }>(
      `select content from sms_outbox where mobile = '13812345678'`,
    );
    expect(outbox[0]?.content).toContain(TEST_SMS);

    const wrong = await register(buildRegistration({ type: 2, name: '13812345678', auth_code: '000000' }));
    expect(wrong.message).toBe('短信验证码错误或已过期');
    const body = await register(buildRegistration({ type: 2, name: '+8613812345678', auth_code: TEST_SMS }));
    expect(body.code).toBe(200);
    const info = (await user(body.data.api_token)).json().data;
    expect(info).toMatchObject({ username: '13812345678', mobile: '138****5678' });

    const taken = await register(buildRegistration({ type: 2, name: '13812345678', auth_code: TEST_SMS }));
    expect(taken.message).toBe('该手机号已被注册');
  });
});

describe('POST /api/login_pc', () => {
  it('logs in by phone with an SMS code', async () => {
    await app.inject({ method: 'GET', url: '/api/registerNote?mobile=13900001111', remoteAddress: randomIp() });
    await register(buildRegistration({ type: 2, name: '13900001111', auth_code: TEST_SMS }));
    await testApp.database.query(
      `update sms_codes set created_at = now() - interval '2 minutes' where mobile = '13900001111'`,
    );
    await app.inject({ method: 'GET', url: '/api/registerNote?mobile=13900001111', remoteAddress: randomIp() });
    const body = await login({ type: 2, name: '13900001111', auth_code: TEST_SMS });
    expect(body.code).toBe(200);
    expect((await login({ type: 2, name: '13900002222', auth_code: TEST_SMS })).message).toBe('该手机号未注册');
    expect((await login({ type: 2, name: '2222', auth_code: TEST_SMS })).message).toBe('请输入正确的手机号！');
  });

  it('asks for account and password, then captcha', async () => {
    expect((await login({ type: 1, name: '', password: 'x', auth_code: '1234' })).message).toBe(
      '请输入您的账号和密码！',
    );
    expect((await login({ type: 1, name: 'abc123', password: 'x', auth_code: '' })).message).toBe('请输入验证码！');
  });

  it('locks password login for 15 minutes after five wrong passwords in a row', async () => {
    const { name, password } = await buildMember(app);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(
        (await login({ type: 1, name, password: 'wrong999', auth_code: '1234', captcha_id: await issueCaptcha(app) }))
          .message,
      );
    }
    expect(messages.slice(0, 4)).toEqual([
      '账号或密码错误，还可尝试4次',
      '账号或密码错误，还可尝试3次',
      '账号或密码错误，还可尝试2次',
      '账号或密码错误，还可尝试1次',
    ]);
    expect(messages[4]).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    const locked = await login({ type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) });
    expect(locked.message).toMatch(/^密码错误次数过多，账号已锁定，请1[45]分钟后再试$/);

    await testApp.database.query(
      `update members set login_locked_until = now() - interval '1 second' where username = $1`,
      [name],
    );
    const after = await login({ type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) });
    expect(after.code).toBe(200);
  });

  it('does not reveal whether an account exists', async () => {
    const body = await login({
      type: 1,
      name: 'nobody1234',
      password: 'abc12345',
      auth_code: '1234',
      captcha_id: await issueCaptcha(app),
    });
    expect(body.message).toBe('账号或密码错误');
  });
});

describe('sessions', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/user' })).json()).toMatchObject({
      code: 401,
      message: '认证失败: 您的账号登陆过期，请重新登陆',
    });
    expect((await user('not-a-token')).statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const { token } = await buildMember(app);
    const out = await app.inject({ method: 'POST', url: '/api/logoff', headers: bearer(token) });
    expect(out.json().code).toBe(200);
    expect((await user(token)).json().code).toBe(401);
  });

  it('a password change revokes every session of the member', async () => {
    const { name, password, token } = await buildMember(app);
    const second = (await login({ type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) }))
      .data.api_token;
    const wrongOld = await app.inject({
      method: 'POST',
      url: '/api/editPassword',
      headers: bearer(token),
      payload: { password: 'nope1234', paypassword: 'newpass99' },
    });
    expect(wrongOld.json().message).toBe('旧密码错误');
    const same = await app.inject({
      method: 'POST',
      url: '/api/editPassword',
      headers: bearer(token),
      payload: { password, paypassword: password },
    });
    expect(same.json().message).toBe('新旧密码不能一致！');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/editPassword',
      headers: bearer(token),
      payload: { password, paypassword: 'newpass99' },
    });
    expect(changed.json()).toMatchObject({ code: 200, message: '密码修改成功，请重新登录' });
    expect((await user(token)).json().code).toBe(401);
    expect((await user(second)).json().code).toBe(401);
    const relogin = await login({
      type: 1,
      name,
      password: 'newpass99',
      auth_code: '1234',
      captcha_id: await issueCaptcha(app),
    });
    expect(relogin.code).toBe(200);
  });

  it('ends after 7 days idle and 30 days in all', async () => {
    const idle = await buildMember(app);
    await testApp.database.query(`update sessions set last_seen_at = now() - interval '7 days 1 minute'`);
    expect((await user(idle.token)).json().code).toBe(401);

    const old = await buildMember(app);
    await testApp.database.query(
      `update sessions set expires_at = now() - interval '1 second' where revoked_at is null and last_seen_at > now() - interval '1 minute'`,
    );
    expect((await user(old.token)).json().code).toBe(401);
  });

  it('a frozen member gets 401 everywhere and cannot log in', async () => {
    const { name, password, token } = await buildMember(app);
    await testApp.database.query(`update members set status = 'frozen' where username = $1`, [name]);
    expect((await user(token)).json().code).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token) })).json().code).toBe(401);
    const body = await login({ type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) });
    expect(body.message).toBe('您的账号已被冻结，请联系客服');
  });

  it('shows the previous login in userInfo', async () => {
    const { name, password } = await buildMember(app);
    const ip = '10.77.0.5';
    await login({ type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) }, ip);
    const third = await login({ type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) });
    const info = (await user(third.data.api_token)).json().data;
    expect(info.last_login_ip).toBe(ip);
    expect(info.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('member calls', () => {
  it('answers the balance and the VIP ladder', async () => {
    const { token } = await buildMember(app);
    expect((await app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token) })).json()).toMatchObject({
      code: 200,
      data: { balance: '0.00' },
    });
    const refreshed = (
      await app.inject({ method: 'POST', url: '/api/refreshusermoney', headers: bearer(token) })
    ).json();
    expect(refreshed.data.balance).toBe('0.00');
    const vip = (await app.inject({ method: 'POST', url: '/api/uservip' })).json();
    expect(vip.data[0]).toMatchObject({ vip_id: 0, vipname: 'VIP0', recharge: '0.00' });
    expect(vip.data[1]).toMatchObject({ vip_id: 1, recharge: '1000.00' });
  });
});
