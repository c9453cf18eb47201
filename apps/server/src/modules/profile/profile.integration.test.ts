import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTrc20Address, toEip55Address } from '@app/shared/validation';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, buildMember, randomIp, TEST_ENV, TEST_SMS } from '../../../test/factories';
import { profilePagesRoutes } from './index';

let testApp: TestApp;
let app: FastifyInstance;
let dataDir: string;
let channelIds: { trc20: number; erc20: number };
let bankIds: number[];

const PAY_PASSWORD = '123456'; // the factory's registration fund password
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
  const channels = await testApp.database.query<{ id: number; name: string }>('select id, name from withdraw_channels');
  const idOf = (name: string) => Number(channels.find((channel) => channel.name === name)!.id);
  channelIds = { trc20: idOf('USDT-TRC20'), erc20: idOf('USDT-ERC20') };
  bankIds = (await testApp.database.query<{ id: number }>('select id from banks order by sort, id')).map((row) =>
    Number(row.id),
  );
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

// ---- helpers ---------------------------------------------------------------------------------

async function api(url: string, token: string | undefined, payload: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: randomIp(),
  });
  return { status: response.statusCode, body: response.json() };
}

async function get(url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: randomIp(),
  });
  return response;
}

interface TestMember {
  token: string;
  id: bigint;
}

async function newMember(): Promise<TestMember> {
  const { token } = await buildMember(app);
  const { body } = await api('/api/user', token);
  return { token, id: BigInt(body.data.id) };
}

async function sql(text: string, params: unknown[] = []) {
  return testApp.database.query<Record<string, unknown>>(text, params);
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

const randomTrc20 = () => encodeTrc20Address(randomBytes(20));

let cardCounter = 0;
function freshCardNumber(): string {
  cardCounter += 1;
  return `6222${String(process.pid % 10000).padStart(4, '0')}${String(cardCounter).padStart(8, '0')}`;
}

function bindBankCard(member: TestMember, overrides: Record<string, unknown> = {}) {
  return api('/api/bindCard', member.token, {
    id: bankIds[0],
    branch: '北京朝阳支行',
    card_number: freshCardNumber(),
    pay_pass: PAY_PASSWORD,
    ...overrides,
  });
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
    expect(messages).toEqual([
      '支付密码错误，还可尝试4次',
      '支付密码错误，还可尝试3次',
      '支付密码错误，还可尝试2次',
      '支付密码错误，还可尝试1次',
      '支付密码错误次数过多，请60分钟后再试',
    ]);
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

// ---- banks and cards -----------------------------------------------------------------------------

describe('bank list and bank cards', () => {
  it('answers the system bank list on both paths', async () => {
    for (const url of ['/api/gerSysBankInfo', '/api/banklist']) {
      const { body } = await api(url, undefined);
      expect(body.code).toBe(200);
      expect(body.data).toHaveLength(12);
      expect(body.data[0]).toEqual({ id: bankIds[0], bank_name: '中国工商银行', bank_img: '/static/banks/icbc.svg' });
    }
  });

  it('answers the spec-1 §5 bank card rules in order, then the server’s', async () => {
    const member = await newMember();
    const card = freshCardNumber();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请输入银行'],
      [{ id: bankIds[1] }, '请输入开户行地址'],
      [{ id: bankIds[1], branch: '上海浦东支行' }, '请输入银行卡号'],
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card }, '请输入支付密码'],
      [
        { id: bankIds[1], branch: '上海浦东支行', card_number: '1234567', pay_pass: PAY_PASSWORD },
        '请输入正确的卡号长度',
      ],
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card, pay_pass: '12345' }, '请输入支付密码长度'],
    ];
    const more: [Record<string, unknown>, string][] = [
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card, pay_pass: '1'.repeat(19) }, '请输入支付密码长度'],
      [
        { id: bankIds[1], branch: '上海浦东支行', card_number: '6222abcd12345678', pay_pass: PAY_PASSWORD },
        '银行卡号只能是数字',
      ],
      [
        { id: bankIds[1], branch: '上海浦东支行', card_number: '6'.repeat(20), pay_pass: PAY_PASSWORD },
        '请输入正确的卡号长度',
      ],
      [{ id: bankIds[1], branch: '支'.repeat(81), card_number: card, pay_pass: PAY_PASSWORD }, '开户行地址最多80个字'],
      [{ id: 999999, branch: '上海浦东支行', card_number: card, pay_pass: PAY_PASSWORD }, '请选择正确的开户银行'],
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card, pay_pass: '000000' }, '支付密码错误，还可尝试4次'],
    ];
    for (const [payload, message] of cases) {
      expect((await api('/api/bindCard', member.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    // A second member for the rest (10 binding requests a minute per member).
    const other = await newMember();
    for (const [payload, message] of more) {
      expect((await api('/api/bindCard', other.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    expect((await api('/api/bindCard', member.token, { id: 'abc' })).status).toBe(400);
    expect((await api('/api/getcard', member.token, { type: 1 })).body.data).toEqual([]);
  });

  it('binds at most 5 cards in the member’s real name, lists them masked and refuses a duplicate', async () => {
    const member = await newMember();
    const numbers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const cardNumber = freshCardNumber();
      numbers.push(cardNumber);
      expect((await bindBankCard(member, { id: bankIds[i], card_number: cardNumber })).body).toMatchObject({
        code: 200,
        message: '绑定成功',
      });
    }
    expect((await bindBankCard(member)).body).toMatchObject({ code: 422, message: '最多只能绑定5张银行卡' });

    const { body } = await api('/api/getcard', member.token, { type: 1 });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      bank_name: '中国工商银行',
      bank_img: '/static/banks/icbc.svg',
      branch: '北京朝阳支行',
      card_number: `${'*'.repeat(numbers[0]!.length - 4)}${numbers[0]!.slice(-4)}`,
    });
    expect(JSON.stringify(body)).not.toContain(numbers[0]);
    const owners = await sql('select distinct owner_name from bank_cards where member_id = $1', [member.id.toString()]);
    expect(owners).toEqual([{ owner_name: '张三' }]);

    // Unbinding frees a place; the same number is refused while it is live.
    expect((await api('/api/delcard', member.token, { id: body.data[0].id })).body).toMatchObject({
      code: 200,
      message: '解绑成功',
    });
    expect((await bindBankCard(member, { card_number: numbers[1] })).body.message).toBe('该银行卡已绑定，请勿重复添加');
    expect((await bindBankCard(member, { card_number: numbers[0] })).body.message).toBe('绑定成功');
    // The cards are the withdraw page's cards too.
    const types = (await api('/api/gerWithdrawType', member.token)).body.data;
    expect(types[0].info).toHaveLength(5);
  });

  it('unbinds only the caller’s own cards: another member’s id answers exactly like a missing one', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    await bindBankCard(owner);
    const [card] = (await api('/api/getcard', owner.token)).body.data;
    const foreign = await api('/api/delcard', intruder.token, { id: card.id });
    const missing = await api('/api/delcard', intruder.token, { id: 987654321 });
    expect(foreign.body).toEqual({ code: 404, message: '记录不存在', msg: '记录不存在', data: null });
    expect(foreign).toEqual(missing);
    // Another member's list never shows it; the owner's card is still there.
    expect((await api('/api/getcard', intruder.token, { type: 1 })).body.data).toEqual([]);
    expect((await api('/api/getcard', owner.token, { type: 1 })).body.data).toHaveLength(1);
    // Twice: the second time it is gone.
    expect((await api('/api/delcard', owner.token, { id: card.id })).body.message).toBe('解绑成功');
    expect((await api('/api/delcard', owner.token, { id: card.id })).body).toEqual(missing.body);
    expect((await api('/api/delcard', owner.token, {})).status).toBe(400);
  });

  it('lists and unbinds USDT addresses with type 2, at most 6 of them', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    for (let i = 0; i < 6; i += 1) {
      const added = await api('/api/bindcard', owner.token, {
        bank: 'USDT',
        bank_owner: 'TRC20',
        bank_no: randomTrc20(),
        pay_pass: PAY_PASSWORD,
      });
      expect(added.body.message).toBe('添加成功！');
    }
    const seventh = await api('/api/bindcard', owner.token, {
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: randomTrc20(),
      pay_pass: PAY_PASSWORD,
    });
    expect(seventh.body.message).toBe('最多只能绑定6个USDT地址');

    const { body } = await api('/api/getcard', owner.token, { type: 2 });
    expect(body.data).toHaveLength(6);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: expect.stringMatching(/^T/),
    });
    const id = body.data[0].id;
    const missing = await api('/api/delcard', intruder.token, { id: 987654321, type: 2 });
    expect(await api('/api/delcard', intruder.token, { id, type: 2 })).toEqual(missing);
    // A USDT id is not a bank card id.
    expect((await api('/api/delcard', owner.token, { id, type: 1 })).body.message).toBe('记录不存在');
    expect((await api('/api/delcard', owner.token, { id, type: 2 })).body.message).toBe('解绑成功');
    expect((await api('/api/getcard', owner.token, { type: 2 })).body.data).toHaveLength(5);
    expect((await api('/api/getcard', intruder.token, { type: 2 })).body.data).toEqual([]);
  });

  it('needs a login for the member’s cards', async () => {
    for (const url of ['/api/getcard', '/api/delcard', '/api/bindCard', '/api/gerWalletInfo', '/api/bindWallet']) {
      expect((await api(url, undefined, { id: 1 })).body.code).toBe(401);
    }
  });
});

// ---- wallets -------------------------------------------------------------------------------------

describe('wallets', () => {
  it('lists the enabled wallets with the caller’s own bindings', async () => {
    const member = await newMember();
    const { body } = await api('/api/gerWalletInfo', member.token);
    expect(body.data).toEqual([
      {
        id: channelIds.trc20,
        name: 'USDT-TRC20',
        logo: '/static/withdraw/usdt-trc20.svg',
        is_bind: 0,
        address: '',
        protocol: 'TRC20',
      },
      {
        id: channelIds.erc20,
        name: 'USDT-ERC20',
        logo: '/static/withdraw/usdt-erc20.svg',
        is_bind: 0,
        address: '',
        protocol: 'ERC20',
      },
    ]);
  });

  it('answers the popup’s messages, checks the address against the protocol and binds each wallet once', async () => {
    const member = await newMember();
    const address = randomTrc20();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请选择钱包'],
      [{ id: 999999, address, pay_pass: PAY_PASSWORD }, '该钱包不存在或已停用'],
      [{ id: channelIds.trc20 }, '请输入钱包地址'],
      [{ id: channelIds.trc20, address }, '请输入支付密码'],
      [
        {
          id: channelIds.trc20,
          address: address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a'),
          pay_pass: PAY_PASSWORD,
        },
        '请输入正确的TRC20地址',
      ],
      [{ id: channelIds.erc20, address, pay_pass: PAY_PASSWORD }, '请输入正确的ERC20地址'],
      [{ id: channelIds.trc20, address, pay_pass: '000000' }, '支付密码错误，还可尝试4次'],
    ];
    for (const [payload, message] of cases) {
      expect((await api('/api/bindWallet', member.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    expect(
      (await api('/api/bindWallet', member.token, { id: channelIds.trc20, address, pay_pass: PAY_PASSWORD })).body,
    ).toMatchObject({
      code: 200,
      message: '绑定成功',
    });
    expect(
      (
        await api('/api/bindWallet', member.token, {
          id: channelIds.trc20,
          address: randomTrc20(),
          pay_pass: PAY_PASSWORD,
        })
      ).body,
    ).toMatchObject({
      code: 422,
      message: '该钱包已绑定',
    });
    // ERC20 is stored in its EIP-55 form whatever case was typed.
    const erc20 = `0x${randomBytes(20).toString('hex')}`;
    expect(
      (await api('/api/bindWallet', member.token, { id: channelIds.erc20, address: erc20, pay_pass: PAY_PASSWORD }))
        .body.message,
    ).toBe('绑定成功');

    const wallets = (await api('/api/gerWalletInfo', member.token)).body.data;
    expect(wallets.map((wallet: { is_bind: number; address: string }) => [wallet.is_bind, wallet.address])).toEqual([
      [1, address],
      [1, toEip55Address(erc20)],
    ]);
    // The withdraw page sees the same binding.
    const types = (await api('/api/gerWithdrawType', member.token)).body.data;
    expect(types.find((entry: { id?: number }) => entry.id === channelIds.trc20)).toMatchObject({
      is_bind: 1,
      address,
    });
  });

  it('keeps bindings per member: another member’s binding does not bind the wallet for the caller', async () => {
    const first = await newMember();
    const second = await newMember();
    const address = randomTrc20();
    expect(
      (await api('/api/bindWallet', first.token, { id: channelIds.trc20, address, pay_pass: PAY_PASSWORD })).body
        .message,
    ).toBe('绑定成功');
    const secondView = (await api('/api/gerWalletInfo', second.token)).body.data;
    expect(secondView[0]).toMatchObject({ id: channelIds.trc20, is_bind: 0, address: '' });
    expect(
      (
        await api('/api/bindWallet', second.token, {
          id: channelIds.trc20,
          address: randomTrc20(),
          pay_pass: PAY_PASSWORD,
        })
      ).body.message,
    ).toBe('绑定成功');
    expect((await api('/api/gerWalletInfo', first.token)).body.data[0].address).toBe(address);
  });

  it('binds a wallet once under parallel requests', async () => {
    const member = await newMember();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('/api/bindWallet', member.token, { id: channelIds.trc20, address: randomTrc20(), pay_pass: PAY_PASSWORD }),
      ),
    );
    const messages = results.map((result) => result.body.message);
    expect(messages.filter((message) => message === '绑定成功')).toHaveLength(1);
    expect(messages.filter((message) => message === '该钱包已绑定')).toHaveLength(4);
    const rows = await sql('select count(*)::int as n from wallet_bindings where member_id = $1', [
      member.id.toString(),
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('leaves out disabled wallets and refuses to bind them', async () => {
    const member = await newMember();
    await sql('update withdraw_channels set enabled = false where id = $1', [channelIds.erc20]);
    try {
      const ids = (await api('/api/gerWalletInfo', member.token)).body.data.map((wallet: { id: number }) => wallet.id);
      expect(ids).toEqual([channelIds.trc20]);
      const bind = await api('/api/bindWallet', member.token, {
        id: channelIds.erc20,
        address: toEip55Address(`0x${'ab'.repeat(20)}`),
        pay_pass: PAY_PASSWORD,
      });
      expect(bind.body.message).toBe('该钱包不存在或已停用');
    } finally {
      await sql('update withdraw_channels set enabled = true where id = $1', [channelIds.erc20]);
    }
  });
});

// ---- agent portal ------------------------------------------------------------------------------

describe('GET /api/getAgentLoginUrl', () => {
  it('refuses the agent login address clearly until the agent portal exists', async () => {
    const member = await newMember();
    expect((await get('/api/getAgentLoginUrl', member.token)).json()).toMatchObject({
      code: 422,
      message: '您还不是代理，请先申请成为代理',
    });
    await sql('update members set is_agent = 1 where id = $1', [member.id.toString()]);
    expect((await get('/api/getAgentLoginUrl', member.token)).json()).toMatchObject({
      code: 422,
      message: '代理后台暂未开放',
    });
    expect((await get('/api/getAgentLoginUrl')).json().code).toBe(401);
  });
});
