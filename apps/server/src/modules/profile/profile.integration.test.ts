import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHelpers, type TestMember } from '../../../test/members';
import { PAY_PASSWORD, payeeHelpers, randomTrc20, WRONG_PAY_PASSWORD_MESSAGES } from '../../../test/payees';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, randomIp, TEST_ENV, TEST_SMS } from '../../../test/factories';
import { profilePagesRoutes } from './routes';

let testApp: TestApp;
let app: FastifyInstance;
let dataDir: string;
let channelIds: { trc20: number; erc20: number };

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'profile-test-'));
  testApp = await createTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir },
    // The root-level pages (avatars), unless app.ts registers them already.
    beforeReady: (instance) => {
      if (!instance.hasRoute({ method: 'GET', url: '/uploads/avatars/:name' }))
        void instance.register(profilePagesRoutes);
    },
  });
  app = testApp.app;
  channelIds = await withdrawChannelIds();
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

// ---- helpers ---------------------------------------------------------------------------------

const { api, sql, newMember } = memberHelpers(() => testApp);
const { withdrawChannelIds, bindBankCard } = payeeHelpers(() => testApp);

async function get(url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: randomIp(),
  });
  return response;
}

async function userOf(member: TestMember) {
  return (await api('/api/user', member.token)).body.data;
}

let phoneCounter = 0;
function freshPhone(): string {
  phoneCounter += 1;
  return `137${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

function multipart(parts: { name: string; filename: string; contentType: string; data: Buffer }[]) {
  const boundary = `----profiletest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(member: TestMember | undefined, file: { filename: string; contentType: string; data: Buffer }) {
  const body = multipart([{ name: 'file', ...file }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploadimg',
    payload: body.payload,
    headers: { ...body.headers, ...(member ? bearer(member.token) : {}) },
    remoteAddress: randomIp(),
  });
  return { status: response.statusCode, body: response.json() };
}

// ---- avatar ------------------------------------------------------------------------------------

describe('POST /api/uploadimg', () => {
  it('accepts a png, stores it under a random name, serves it and points userInfo at it', async () => {
    const member = await newMember();
    const { body } = await upload(member, { filename: 'me.png', contentType: 'image/png', data: PNG_1X1 });
    expect(body).toMatchObject({ code: 200, message: '头像上传成功' });
    expect(body.data.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect((await userOf(member)).avatar).toBe(body.data.avatar);

    const served = await get(body.data.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    // A gif is accepted too, whatever its name says; the previous file is removed.
    const second = await upload(member, {
      filename: 'photo.jpg',
      contentType: 'application/octet-stream',
      data: GIF_1X1,
    });
    expect(second.body.data.avatar).toMatch(/\.gif$/);
    expect((await get(second.body.data.avatar)).headers['content-type']).toBe('image/gif');
    expect((await get(body.data.avatar)).statusCode).toBe(404);
    expect(await readdir(path.join(dataDir, 'uploads', 'avatars'))).toContain(second.body.data.avatar.split('/').pop());
  });

  it('checks the content, not the name: a text file named .png is refused', async () => {
    const member = await newMember();
    const { body } = await upload(member, {
      filename: 'evil.png',
      contentType: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(body).toMatchObject({ code: 422, message: '头像只支持gif或png格式' });
    const jpeg = await upload(member, {
      filename: 'a.gif',
      contentType: 'image/gif',
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0]),
    });
    expect(jpeg.body.message).toBe('头像只支持gif或png格式');
    expect((await userOf(member)).avatar).toBe('');
  });

  it('refuses more than 2 MB and accepts exactly 2 MB', async () => {
    const member = await newMember();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG_1X1.length)]);
    const tooBig = await upload(member, { filename: 'big.png', contentType: 'image/png', data: big });
    expect(tooBig.body).toMatchObject({ code: 422, message: '头像大小不能超过2M' });
    expect((await userOf(member)).avatar).toBe('');
    const exact = await upload(member, {
      filename: 'ok.png',
      contentType: 'image/png',
      data: big.subarray(0, 2 * 1024 * 1024),
    });
    expect(exact.body.code).toBe(200);
  });

  it('needs a login and a file', async () => {
    expect((await upload(undefined, { filename: 'me.png', contentType: 'image/png', data: PNG_1X1 })).body.code).toBe(
      401,
    );
    const member = await newMember();
    expect((await api('/api/uploadimg', member.token, {})).body).toMatchObject({
      code: 422,
      message: '请选择头像图片',
    });
  });

  it('serves only names it gave', async () => {
    for (const url of [
      '/uploads/avatars/..%2F..%2Fetc%2Fpasswd',
      '/uploads/avatars/abc.png',
      `/uploads/avatars/${'a'.repeat(32)}.svg`,
      `/uploads/avatars/${'a'.repeat(32)}.png`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

// ---- fund password -----------------------------------------------------------------------------

describe('POST /api/editPayPassword', () => {
  it('answers the spec-1 §5 change messages in order, then 6 digits', async () => {
    const member = await newMember();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请输入旧密码'],
      [{ password: PAY_PASSWORD }, '请输入新密码'],
      [{ password: '12345', paypassword: '654321' }, '请输入正确的旧密码长度'],
      [{ password: PAY_PASSWORD, paypassword: '12345' }, '请输入正确的新密码长度'],
      [{ password: PAY_PASSWORD, paypassword: '654321', confirmPass: '' }, '请输入确认密码'],
      [{ password: PAY_PASSWORD, paypassword: '654321', confirmPass: '654320' }, '两次密码不一致！'],
      [{ password: PAY_PASSWORD, paypassword: PAY_PASSWORD }, '新旧密码不能一致！'],
      [{ password: PAY_PASSWORD, paypassword: 'abcdef' }, '支付密码需为6位数字'],
      [{ password: PAY_PASSWORD, paypassword: '1234567' }, '支付密码需为6位数字'],
    ];
    for (const [payload, message] of cases) {
      expect((await api('/api/editPayPassword', member.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    // None of these burnt a fund-password attempt.
    const [row] = await sql('select failed_pay_password_count from members where id = $1', [member.id.toString()]);
    expect(row!.failed_pay_password_count).toBe(0);
  });

  it('checks the old one with the lock, then changes it', async () => {
    const member = await newMember();
    expect(
      (await api('/api/editPayPassword', member.token, { password: '000000', paypassword: '654321' })).body.message,
    ).toBe('支付密码错误，还可尝试4次');
    const changed = await api('/api/editPayPassword', member.token, {
      password: PAY_PASSWORD,
      paypassword: '654321',
      confirmPass: '654321',
    });
    expect(changed.body).toMatchObject({ code: 200, message: '资金密码修改成功', msg: '资金密码修改成功' });
    // The right one cleared the count; the new one is the fund password from now on.
    const bind = (pay_pass: string) =>
      api('/api/bindWallet', member.token, { id: channelIds.trc20, address: randomTrc20(), pay_pass });
    expect((await bind(PAY_PASSWORD)).body.message).toBe('支付密码错误，还可尝试4次');
    expect((await bind('654321')).body.message).toBe('绑定成功');
  });
});

describe('fund password lockout across the member centre', () => {
  it('locks binding and the fund password change for an hour after five wrong passwords', async () => {
    const member = await newMember();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(
        (
          await api('/api/bindWallet', member.token, {
            id: channelIds.trc20,
            address: randomTrc20(),
            pay_pass: '000000',
          })
        ).body.message,
      );
    }
    expect(messages).toEqual(WRONG_PAY_PASSWORD_MESSAGES);
    const locked = /^支付密码错误次数过多，请(59|60)分钟后再试$/;
    expect(
      (
        await api('/api/bindWallet', member.token, {
          id: channelIds.trc20,
          address: randomTrc20(),
          pay_pass: PAY_PASSWORD,
        })
      ).body.message,
    ).toMatch(locked);
    expect((await bindBankCard(member)).body.message).toMatch(locked);
    expect(
      (await api('/api/editPayPassword', member.token, { password: PAY_PASSWORD, paypassword: '654321' })).body.message,
    ).toMatch(locked);
    expect(
      (await api('/api/gerWalletInfo', member.token)).body.data.every(
        (wallet: { is_bind: number }) => wallet.is_bind === 0,
      ),
    ).toBe(true);

    await sql(`update members set pay_password_locked_until = now() - interval '1 second' where id = $1`, [
      member.id.toString(),
    ]);
    expect((await bindBankCard(member)).body).toMatchObject({ code: 200, message: '绑定成功' });
  });
});

// ---- phone, e-mail, birthday -------------------------------------------------------------------

describe('POST /api/checkMobileCode', () => {
  async function sendCode(mobile: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/registerNote?mobile=${mobile}`,
      remoteAddress: randomIp(),
    });
    expect(response.json().code).toBe(200);
  }

  it('checks the binding pattern first, then the code, and binds the phone once', async () => {
    const checker = await newMember();
    for (const mobile of ['', '12345', '15412345678', '1381234567a', '+8613812345678']) {
      expect((await api('/api/checkMobileCode', checker.token, { mobile, auth_code: TEST_SMS })).body).toMatchObject({
        code: 422,
        message: '请输入正确手机号',
      });
    }
    // A second member for the rest (10 requests a minute per member).
    const member = await newMember();
    const mobile = freshPhone();
    expect((await api('/api/checkMobileCode', member.token, { mobile })).body.message).toBe('请输入验证码');
    expect((await api('/api/checkMobileCode', member.token, { mobile, auth_code: TEST_SMS })).body.message).toBe(
      '短信验证码错误或已过期',
    );
    await sendCode(mobile);
    expect((await api('/api/checkMobileCode', member.token, { mobile, auth_code: '000000' })).body.message).toBe(
      '短信验证码错误或已过期',
    );
    const bound = await api('/api/checkMobileCode', member.token, { mobile, auth_code: TEST_SMS });
    expect(bound.body).toMatchObject({ code: 200, message: '手机号绑定成功', msg: '手机号绑定成功' });
    expect((await userOf(member)).mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    const [row] = await sql('select mobile, mobile_verified_at from members where id = $1', [member.id.toString()]);
    expect(row!.mobile).toBe(mobile);
    expect(row!.mobile_verified_at).not.toBeNull();

    // Bound once: another number (even with a valid code) is refused, and so is the same one.
    const other = freshPhone();
    await sendCode(other);
    expect(
      (await api('/api/checkMobileCode', member.token, { mobile: other, auth_code: TEST_SMS })).body,
    ).toMatchObject({
      code: 422,
      message: '手机号已绑定，如需修改请联系客服',
      msg: '手机号已绑定，如需修改请联系客服',
    });
    expect((await api('/api/checkMobileCode', member.token, { mobile, auth_code: TEST_SMS })).body.message).toBe(
      '手机号已绑定，如需修改请联系客服',
    );
  });

  it('refuses a phone bound to another member (with any prefix)', async () => {
    const first = await newMember();
    const second = await newMember();
    const mobile = freshPhone();
    await sendCode(mobile);
    expect((await api('/api/checkMobileCode', first.token, { mobile, auth_code: TEST_SMS })).body.code).toBe(200);
    // Refused before any code is needed (the number is normalised: 86 + the same 11 digits).
    const refused = await api('/api/checkMobileCode', second.token, { mobile: `86${mobile}`, auth_code: TEST_SMS });
    expect(refused.body).toMatchObject({ code: 422, message: '该手机号已被其他账号绑定' });
    expect((await userOf(second)).mobile).toBe('');
  });

  it('needs a login', async () => {
    expect((await api('/api/checkMobileCode', undefined, { mobile: freshPhone(), auth_code: TEST_SMS })).status).toBe(
      401,
    );
  });
});

describe('POST /api/updateuserinfo', () => {
  it('validates and saves the e-mail and birthday, ignores mobile and unknown fields', async () => {
    const member = await newMember();
    for (const email of ['abc', 'a@b', '_a@example.com', 'a@exa-mple.com', 'a@example.c']) {
      expect((await api('/api/updateuserinfo', member.token, { email })).body, email).toMatchObject({
        code: 422,
        message: '请输入正确邮箱',
      });
    }
    expect((await api('/api/updateuserinfo', member.token, { email: '', birthday: '' })).body.message).toBe(
      '请输入正确邮箱',
    );
    for (const birthday of ['1990-02-30', '1990/01/01', '1899-12-31', '2999-01-01', '90-1-1']) {
      expect((await api('/api/updateuserinfo', member.token, { birthday })).body, birthday).toMatchObject({
        code: 422,
        message: '请输入正确的生日日期（YYYY-MM-DD）',
      });
    }
    const saved = await api('/api/updateuserinfo', member.token, {
      mobile: '13912345678',
      email: 'player_1@example.com',
      birthday: '1990-02-28',
      username: 'hacker',
      vip: 9,
      avatar: 'https://evil.example/x.png',
    });
    expect(saved.body).toMatchObject({ code: 200, message: '修改成功' });
    const info = await userOf(member);
    expect(info).toMatchObject({
      email: 'player_1@example.com',
      birthday: '1990-02-28',
      mobile: '',
      vip: 0,
      avatar: '',
    });
    expect(info.username).not.toBe('hacker');

    // The stored values sent along with a blank field leave the blank one as it is.
    await api('/api/updateuserinfo', member.token, { email: '', birthday: '1991-03-01' });
    expect(await userOf(member)).toMatchObject({ email: 'player_1@example.com', birthday: '1991-03-01' });
  });
});

describe('GET /api/getAgentLoginUrl', () => {
  // The agent's own address (ticket, portal session) is tested in agents/portal.integration.test.ts.
  it('refuses the agent login address to members who are not agents', async () => {
    const member = await newMember();
    expect((await get('/api/getAgentLoginUrl', member.token)).json()).toMatchObject({
      code: 422,
      message: '您还不是代理，请先申请成为代理',
    });
    // The flag alone (no agents row) does not open the portal.
    await sql('update members set is_agent = 1 where id = $1', [member.id.toString()]);
    expect((await get('/api/getAgentLoginUrl', member.token)).json()).toMatchObject({
      code: 422,
      message: '您还不是代理，请先申请成为代理',
    });
    expect((await get('/api/getAgentLoginUrl')).json().code).toBe(401);
  });
});
