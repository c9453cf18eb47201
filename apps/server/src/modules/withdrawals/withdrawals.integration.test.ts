import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatFen } from '@app/shared/money';
import { toEip55Address } from '@app/shared/validation';
import { memberHelpers, type NewMemberOptions, type TestMember } from '../../../test/members';
import { PAY_PASSWORD, payeeHelpers, randomTrc20, WRONG_PAY_PASSWORD_MESSAGES } from '../../../test/payees';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { TEST_ENV } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { loadBusinessRowChecks } from '../../money-modules';
import { businessRowChecks, ensureAccount, getBalance, house, memberHold, runLedgerCheck } from '../ledger';
import { raiseTurnover } from '../turnover';
import { transferIn } from '../wallet';
import {
  approveWithdrawal,
  createWithdrawal,
  DEFAULT_WITHDRAW_SETTINGS,
  listMemberWithdrawals,
  refuseWithdrawal,
  WITHDRAW_SETTING_KEYS,
} from './index';

let testApp: TestApp;
let app: FastifyInstance;
let channelIds: { bank: number; trc20: number; erc20: number };

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
  loadBusinessRowChecks();
  channelIds = await withdrawChannelIds();
});
afterAll(async () => {
  await testApp.close();
});
afterEach(async () => {
  await setSetting(WITHDRAW_SETTING_KEYS.dailyCount, DEFAULT_WITHDRAW_SETTINGS.dailyCount);
  await setSetting(WITHDRAW_SETTING_KEYS.dailyAmountFen, DEFAULT_WITHDRAW_SETTINGS.dailyAmountFen.toString());
  await setSetting(WITHDRAW_SETTING_KEYS.secondApprovalFen, DEFAULT_WITHDRAW_SETTINGS.secondApprovalFen.toString());
  await setSetting(WITHDRAW_SETTING_KEYS.windowStart, DEFAULT_WITHDRAW_SETTINGS.window.start);
  await setSetting(WITHDRAW_SETTING_KEYS.windowEnd, DEFAULT_WITHDRAW_SETTINGS.window.end);
});

// ---- helpers ---------------------------------------------------------------------------------

const helpers = memberHelpers(() => testApp);
const { api, setSetting, expectLedgerHealthy } = helpers;
const { withdrawChannelIds, bindUsdt, addCard } = payeeHelpers(() => testApp);

/** A registered member; by default with a verified mobile, and funded when `fen` is given. */
function newMember(options: NewMemberOptions = {}): Promise<TestMember> {
  return helpers.newMember({ mobile: true, ...options });
}

async function balanceOf(member: TestMember): Promise<string> {
  return (await api('/api/balance', member.token)).body.data.balance;
}

async function holdFen(memberId: bigint): Promise<bigint> {
  return getBalance(testApp.database.db, await ensureAccount(testApp.database.db, memberHold(memberId)));
}

/** Binds a wallet address to a wallet channel (bindWallet belongs to the card issue; written directly here). */
async function bindWallet(member: TestMember, channelId: number, address: string) {
  await testApp.database.query('insert into wallet_bindings (member_id, channel_id, address) values ($1, $2, $3)', [
    member.id.toString(),
    channelId,
    address,
  ]);
}

const randomErc20 = () => toEip55Address(`0x${randomBytes(20).toString('hex')}`);

function withdraw(member: TestMember, payload: Record<string, unknown>) {
  return api('/api/withdraw', member.token, payload);
}

async function withdrawalRow(orderNo: string) {
  const [row] = await testApp.database.query<Record<string, unknown>>('select * from withdrawals where order_no = $1', [
    orderNo,
  ]);
  return row;
}

async function ledgerKeysOf(orderNo: string): Promise<string[]> {
  const rows = await testApp.database.query<{ idempotency_key: string }>(
    `select idempotency_key from ledger_transactions where reference_type = 'withdrawal' and reference_id = $1 order by id`,
    [orderNo],
  );
  return rows.map((row) => row.idempotency_key);
}

// ---- gerWithdrawType / gerBankInfo --------------------------------------------------------------

describe('POST /api/gerWithdrawType', () => {
  it('answers the bank entry with the member’s own cards, then every enabled wallet with its binding', async () => {
    const member = await newMember();
    const cardId = await addCard(member);
    await bindWallet(member, channelIds.trc20, TRC20);
    const other = await newMember();
    await addCard(other, '招商银行');

    const { body } = await api('/api/gerWithdrawType', member.token);
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      {
        type: 1,
        min_price: '100.00',
        max_price: '50000.00',
        info: [
          {
            id: cardId,
            bank_name: '中国工商银行',
            branch: '北京朝阳支行',
            card_number: expect.stringMatching(/^\*{15}1234$/),
            bank_img: '/static/banks/icbc.svg',
          },
        ],
      },
      {
        type: 2,
        id: channelIds.trc20,
        bank_id: channelIds.trc20,
        name: 'USDT-TRC20',
        logo: '/static/withdraw/usdt-trc20.svg',
        min_price: '100.00',
        max_price: '200000.00',
        gift_info: '推荐',
        is_bind: 1,
        address: TRC20,
        rate: '7.00',
        withdraw_desc: expect.stringContaining('TRC20'),
        fee: '1.00',
      },
      expect.objectContaining({
        type: 2,
        id: channelIds.erc20,
        name: 'USDT-ERC20',
        is_bind: 0,
        address: '',
        rate: '7.00',
        fee: '5.00',
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('6222020');
  });

  it('leaves out disabled channels and needs a login', async () => {
    const member = await newMember();
    await testApp.database.query('update withdraw_channels set enabled = false where id = $1', [channelIds.erc20]);
    try {
      const { body } = await api('/api/gerWithdrawType', member.token);
      expect(body.data.map((entry: { name?: string; type: number }) => entry.name ?? entry.type)).toEqual([
        1,
        'USDT-TRC20',
      ]);
    } finally {
      await testApp.database.query('update withdraw_channels set enabled = true where id = $1', [channelIds.erc20]);
    }
    expect((await api('/api/gerWithdrawType', undefined)).body.code).toBe(401);
  });
});

// ---- withdraw -----------------------------------------------------------------------------------

describe('POST /api/withdraw preconditions', () => {
  it('asks for a verified mobile first, then for a fund password', async () => {
    const member = await newMember({ mobile: false, fen: 100_000n });
    const cardId = await addCard(member);
    const payload = { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD };
    expect((await withdraw(member, payload)).body).toMatchObject({
      code: 422,
      message: '请先验证手机号码，再进行提现操作！',
    });

    await testApp.database.query(
      "update members set mobile = '13700001111', mobile_verified_at = now(), pay_password_hash = null where id = $1",
      [member.id.toString()],
    );
    expect((await withdraw(member, payload)).body.message).toBe('请先设置资金密码');
  });

  it('answers the spec-2 §5 form messages in the spec’s order', async () => {
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    const message = async (payload: Record<string, unknown>) => (await withdraw(member, payload)).body.message;
    expect(await message({ type: 1, amount: 100, password: PAY_PASSWORD })).toBe('您要提现到哪张银行卡？');
    expect(await message({ type: 1, bank: '', amount: 100, password: PAY_PASSWORD })).toBe('您要提现到哪张银行卡？');
    expect(await message({ type: 1, bank: cardId, password: PAY_PASSWORD })).toBe('单笔取款不能低于100元');
    expect(await message({ type: 1, bank: cardId, amount: '99.99', password: PAY_PASSWORD })).toBe(
      '单笔取款不能低于100元',
    );
    expect(await message({ type: 1, bank: cardId, amount: '50000.01', password: PAY_PASSWORD })).toBe(
      '单笔取款不能高于50000元',
    );
    expect(await message({ type: 1, bank: cardId, amount: 100, password: '' })).toBe('请输入您的支付密码');
    expect(await message({ type: 2, amount: 100, password: PAY_PASSWORD })).toBe('请选择要提醒的钱包？');
    expect(
      await message({
        type: 2,
        aisle_id: channelIds.trc20,
        bank: channelIds.trc20,
        amount: 100,
        password: PAY_PASSWORD,
      }),
    ).toBe('当前选择的钱包没有绑定地址？');
    expect(await message({ type: 2, aisle_id: 999_999, amount: 100, password: PAY_PASSWORD })).toBe(
      '该钱包暂不可用，请选择其他钱包',
    );
  });

  it('treats another member’s card exactly like a missing one', async () => {
    const owner = await newMember();
    const foreignCardId = await addCard(owner);
    const member = await newMember({ fen: 100_000n });
    await addCard(member);
    const foreign = await withdraw(member, { type: 1, bank: foreignCardId, amount: 100, password: PAY_PASSWORD });
    const missing = await withdraw(member, { type: 1, bank: 987_654_321, amount: 100, password: PAY_PASSWORD });
    expect(foreign).toEqual(missing);
    expect(foreign.body).toMatchObject({ code: 422, message: '银行卡不存在，请重新选择' });
    // A deleted card is gone too.
    const deletedId = await addCard(member);
    await testApp.database.query('update bank_cards set deleted_at = now() where id = $1', [deletedId]);
    expect(
      (await withdraw(member, { type: 1, bank: deletedId, amount: 100, password: PAY_PASSWORD })).body.message,
    ).toBe('银行卡不存在，请重新选择');
    expect(await balanceOf(member)).toBe('1000.00');
  });

  it('refuses malformed amounts and types with a 400 naming the field', async () => {
    const member = await newMember();
    const cardId = await addCard(member);
    for (const amount of ['abc', '1.234', -5, '1e3']) {
      const { status, body } = await withdraw(member, { type: 1, bank: cardId, amount, password: PAY_PASSWORD });
      expect(status).toBe(400);
      // The amount rule's own words name the amount (金额…), as on every money call (decision 0013).
      expect(body.message).toContain('金额');
    }
    expect((await withdraw(member, { type: 3, bank: cardId, amount: 100, password: PAY_PASSWORD })).status).toBe(400);
  });

  it('refuses while turnover is outstanding, with the amount', async () => {
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    await withTransaction(testApp.database.db, (tx) =>
      raiseTurnover(tx, {
        memberId: member.id,
        source: 'deposit',
        referenceId: `t-${member.id}`,
        amountFen: 10_000n,
        multiple: '1',
      }),
    );
    const { body } = await withdraw(member, { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD });
    expect(body).toMatchObject({ code: 422, message: '您还需完成打码量 100.00 元才能提现' });
    expect(await balanceOf(member)).toBe('1000.00');
  });

  it('refuses more than the balance and leaves nothing behind', async () => {
    const member = await newMember({ fen: 15_000n });
    const cardId = await addCard(member);
    const { body } = await withdraw(member, { type: 1, bank: cardId, amount: '150.01', password: PAY_PASSWORD });
    expect(body).toMatchObject({ code: 422, message: '余额不足' });
    expect(
      await testApp.database.query('select * from withdrawals where member_id = $1', [member.id.toString()]),
    ).toEqual([]);
    expect(await balanceOf(member)).toBe('150.00');
    expect(await holdFen(member.id)).toBe(0n);
  });

  it('refuses outside the withdraw window with its times; nothing held, balance and password count unchanged', async () => {
    // A one-hour window two hours from now (site time, Asia/Shanghai): now is outside it.
    const hour =
      (Number(
        new Intl.DateTimeFormat('en-GB', {
          hour: '2-digit',
          hourCycle: 'h23',
          timeZone: testApp.config.SITE_TZ,
        }).format(new Date()),
      ) +
        2) %
      24;
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String((hour + 1) % 24).padStart(2, '0')}:00`;
    await setSetting(WITHDRAW_SETTING_KEYS.windowStart, start);
    await setSetting(WITHDRAW_SETTING_KEYS.windowEnd, end);
    const member = await newMember({ fen: 50_000n });
    const cardId = await addCard(member);

    const refused = await withdraw(member, { type: 1, bank: cardId, amount: '100', password: PAY_PASSWORD });
    expect(refused.body).toMatchObject({ code: 422, message: `当前不在提现时间内（${start}-${end}）` });
    // Checked before the fund password: a wrong one is not counted.
    const wrong = await withdraw(member, { type: 1, bank: cardId, amount: '100', password: '000000' });
    expect(wrong.body.message).toBe(`当前不在提现时间内（${start}-${end}）`);
    const [row] = await testApp.database.query<{ failed_pay_password_count: number }>(
      'select failed_pay_password_count from members where id = $1',
      [member.id.toString()],
    );
    expect(row?.failed_pay_password_count).toBe(0);
    expect(
      await testApp.database.query('select * from withdrawals where member_id = $1', [member.id.toString()]),
    ).toEqual([]);
    expect(await balanceOf(member)).toBe('500.00');
    expect(await holdFen(member.id)).toBe(0n);

    // The window that wraps midnight round to now takes it.
    await setSetting(WITHDRAW_SETTING_KEYS.windowStart, end);
    await setSetting(WITHDRAW_SETTING_KEYS.windowEnd, start);
    const taken = await withdraw(member, { type: 1, bank: cardId, amount: '100', password: PAY_PASSWORD });
    expect(taken.body).toMatchObject({ code: 200, message: '提交成功，等待后台审核' });
    expect(await balanceOf(member)).toBe('400.00');
    expect(await holdFen(member.id)).toBe(10_000n);
  });

  it('takes the window start and refuses its end, to the second, in the site zone', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.windowStart, '09:00');
    await setSetting(WITHDRAW_SETTING_KEYS.windowEnd, '23:00');
    const member = await newMember({ fen: 50_000n });
    const cardId = await addCard(member);
    const input = { type: 1 as const, bank: String(cardId), amount: 10_000n, password: PAY_PASSWORD };
    const at = (time: string) => ({ timeZone: 'Asia/Shanghai', now: new Date(`2026-03-01T${time}+08:00`) });
    await expect(createWithdrawal(testApp.database.db, member.id, input, at('23:00:00'))).rejects.toThrow(
      '当前不在提现时间内（09:00-23:00）',
    );
    await expect(createWithdrawal(testApp.database.db, member.id, input, at('08:59:59'))).rejects.toThrow(
      '当前不在提现时间内（09:00-23:00）',
    );
    expect(await holdFen(member.id)).toBe(0n);
    const result = await createWithdrawal(testApp.database.db, member.id, input, at('09:00:00'));
    expect(result).toMatchObject({ amount: '100.00', state: 1 });
  });

  it('applies the daily count in the site day; refused withdrawals do not count', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.dailyCount, 2);
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    const payload = { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD };
    const first = await withdraw(member, payload);
    expect((await withdraw(member, payload)).body.code).toBe(200);
    expect((await withdraw(member, payload)).body.message).toBe('今日提现次数已达上限（2次），请明日再试');

    await refuseWithdrawal(testApp.database.db, { orderNo: first.body.data.order_no, staffId: '1', reason: '测试' });
    expect((await withdraw(member, payload)).body.code).toBe(200);
    // Yesterday's withdrawals (site time) no longer count.
    await testApp.database.query(
      `update withdrawals set created_at = created_at - interval '1 day' where member_id = $1`,
      [member.id.toString()],
    );
    expect((await withdraw(member, payload)).body.code).toBe(200);
  });

  it('applies the daily amount and says how much is left', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.dailyAmountFen, '30000');
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    expect((await withdraw(member, { type: 1, bank: cardId, amount: 200, password: PAY_PASSWORD })).body.code).toBe(
      200,
    );
    expect((await withdraw(member, { type: 1, bank: cardId, amount: 150, password: PAY_PASSWORD })).body.message).toBe(
      '超出今日提现额度，今日还可提现100.00元',
    );
    expect((await withdraw(member, { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD })).body.code).toBe(
      200,
    );
  });

  it('refuses a wallet withdrawal whose receipt after the fee is not positive', async () => {
    const [cheap] = await testApp.database.query<{ id: number }>(
      `insert into withdraw_channels (type, name, protocol, min_fen, max_fen, rate, fee_units, enabled)
       values (2, 'USDT-测试', 'TRC20', 100, 100000, '7.00', 100, true) returning id`,
    );
    try {
      const member = await newMember({ fen: 100_000n });
      await bindWallet(member, Number(cheap!.id), TRC20);
      const payload = { type: 2, bank: cheap!.id, aisle_id: cheap!.id, password: PAY_PASSWORD };
      // 7.00 / 7.00 = 1.00 USDT − 1.00 fee = 0.
      expect((await withdraw(member, { ...payload, amount: 7 })).body.message).toBe(
        '扣除手续费后到账金额不足，请提高提现金额',
      );
      const ok = await withdraw(member, { ...payload, amount: '7.07' });
      expect(ok.body.data).toMatchObject({ amount: '7.07', receive_amount: '0.01' });
    } finally {
      await testApp.database.query(`update withdraw_channels set enabled = false where id = $1`, [cheap!.id]);
    }
  });

  it('answers a frozen member 401 (guard) and the service refuses one frozen mid-way', async () => {
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    await testApp.database.query(`update members set status = 'frozen' where id = $1`, [member.id.toString()]);
    const { status, body } = await withdraw(member, { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
    await expect(
      createWithdrawal(
        testApp.database.db,
        member.id,
        { type: 1, bank: String(cardId), amount: 10_000n, password: PAY_PASSWORD },
        { timeZone: 'Asia/Shanghai' },
      ),
    ).rejects.toThrow('您的账号已被冻结，请联系客服');
  });

  it('is rate limited per member', async () => {
    const member = await newMember();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await withdraw(member, { type: 1 })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('fund password lockout', () => {
  it('locks withdrawals and card binding for an hour after five wrong passwords, then lets the right one in', async () => {
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    const attempt = (password: string) => withdraw(member, { type: 1, bank: cardId, amount: 100, password });
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await attempt('000000')).body.message);
    expect(messages).toEqual(WRONG_PAY_PASSWORD_MESSAGES);
    // Locked: even the right password is refused, and so is binding an address.
    expect((await attempt(PAY_PASSWORD)).body.message).toMatch(/^支付密码错误次数过多，请(59|60)分钟后再试$/);
    const bind = await api('/api/bindcard', member.token, {
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: TRC20,
      pay_pass: PAY_PASSWORD,
    });
    expect(bind.body.message).toMatch(/^支付密码错误次数过多，请(59|60)分钟后再试$/);
    expect(await balanceOf(member)).toBe('1000.00');

    // The remaining time counts down.
    await testApp.database.query(
      `update members set pay_password_locked_until = now() + interval '10 minutes' where id = $1`,
      [member.id.toString()],
    );
    expect((await attempt(PAY_PASSWORD)).body.message).toMatch(/^支付密码错误次数过多，请(10|11)分钟后再试$/);

    // Expired: the right password works and clears the count.
    await testApp.database.query(
      `update members set pay_password_locked_until = now() - interval '1 second' where id = $1`,
      [member.id.toString()],
    );
    expect((await attempt(PAY_PASSWORD)).body).toMatchObject({ code: 200, message: '提交成功，等待后台审核' });
    const [row] = await testApp.database.query<{
      failed_pay_password_count: number;
      pay_password_locked_until: unknown;
    }>('select failed_pay_password_count, pay_password_locked_until from members where id = $1', [
      member.id.toString(),
    ]);
    expect(row).toEqual({ failed_pay_password_count: 0, pay_password_locked_until: null });
  });

  it('starts a new count after a lock ran out, and a right password in between resets it', async () => {
    const member = await newMember({ fen: 100_000n });
    await testApp.database.query(
      `update members set failed_pay_password_count = 5, pay_password_locked_until = now() - interval '1 minute' where id = $1`,
      [member.id.toString()],
    );
    const bind = (pay_pass: string, bank_no = randomTrc20()) =>
      api('/api/bindcard', member.token, { bank: 'USDT', bank_owner: 'TRC20', bank_no, pay_pass });
    expect((await bind('000000')).body.message).toBe('支付密码错误，还可尝试4次');
    expect((await bind('000000')).body.message).toBe('支付密码错误，还可尝试3次');
    expect((await bind(PAY_PASSWORD)).body.message).toBe('添加成功！');
    expect((await bind('000000')).body.message).toBe('支付密码错误，还可尝试4次');
  });
});

describe('POST /api/withdraw success', () => {
  it('moves a card withdrawal main → hold, snapshots the card and drops the balance', async () => {
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    const { body } = await withdraw(member, {
      type: 1,
      bank: String(cardId),
      amount: '300.50',
      password: PAY_PASSWORD,
    });
    expect(body).toMatchObject({
      code: 200,
      message: '提交成功，等待后台审核',
      msg: '提交成功，等待后台审核',
      data: { amount: '300.50', receive_amount: '300.50', state: 1 },
    });
    const orderNo: string = body.data.order_no;
    expect(orderNo).toMatch(/^W\d{20}$/);
    expect(await balanceOf(member)).toBe('699.50');
    expect(await holdFen(member.id)).toBe(30_050n);
    expect(await ledgerKeysOf(orderNo)).toEqual([`withdraw-hold:${orderNo}`]);

    const row = await withdrawalRow(orderNo);
    expect(row).toMatchObject({
      state: 1,
      type: 1,
      channel_id: channelIds.bank,
      payee_name: '张三',
      payee_bank: '中国工商银行 北京朝阳支行',
    });
    expect(String(row!.payee_account)).toMatch(/^62220202\d{7}1234$/);
    expect(String(row!.receive_units)).toBe('30050');

    // Unbinding the card later changes nothing of the order.
    await testApp.database.query('update bank_cards set deleted_at = now() where id = $1', [cardId]);
    expect((await withdrawalRow(orderNo))!.payee_account).toBe(row!.payee_account);
    await expectLedgerHealthy();
  });

  it('computes a wallet receipt as floor(amount ÷ rate, 2) − fee and snapshots the address', async () => {
    const member = await newMember({ fen: 100_000n });
    const address = randomErc20();
    await bindWallet(member, channelIds.erc20, address);
    const { body } = await withdraw(member, {
      type: 2,
      bank: channelIds.erc20,
      aisle_id: String(channelIds.erc20),
      amount: 100,
      password: PAY_PASSWORD,
    });
    // 100.00 / 7.00 = 14.2857… → 14.28 − 5.00 fee = 9.28 USDT
    expect(body.data).toMatchObject({ amount: '100.00', receive_amount: '9.28', state: 1 });
    const row = await withdrawalRow(body.data.order_no);
    expect(row).toMatchObject({ type: 2, channel_id: channelIds.erc20, payee_bank: 'ERC20', payee_account: address });
    expect(String(row!.fee_units)).toBe('500');
    expect(Number(row!.rate)).toBe(7);
    expect(await balanceOf(member)).toBe('900.00');
  });
});

// ---- review -------------------------------------------------------------------------------------

describe('approveWithdrawal / refuseWithdrawal', () => {
  async function pendingOrder(amount: number, fen = 1_000_000n) {
    const member = await newMember({ fen });
    const cardId = await addCard(member);
    const { body } = await withdraw(member, { type: 1, bank: cardId, amount, password: PAY_PASSWORD });
    expect(body.code).toBe(200);
    return { member, orderNo: body.data.order_no as string };
  }
  const db = () => testApp.database.db;

  it('approves: state 2 awaiting payout, the amount stays on hold until paid (decision 0031), once', async () => {
    const { member, orderNo } = await pendingOrder(300);
    const clearing = await ensureAccount(db(), house('payout_clearing', String(channelIds.bank)));
    const before = await getBalance(db(), clearing);

    const result = await approveWithdrawal(db(), { orderNo, staffId: '7' });
    expect(result).toEqual({ orderNo, state: 2, amountFen: 30_000n });
    // The payout (payouts module) moves hold → payout clearing; approval moves nothing.
    expect(await holdFen(member.id)).toBe(30_000n);
    expect((await getBalance(db(), clearing)) - before).toBe(0n);
    expect(await balanceOf(member)).toBe('9700.00');
    expect(await withdrawalRow(orderNo)).toMatchObject({
      state: 2,
      payout_state: 0,
      reviewed_by: '7',
      second_reviewed_by: null,
    });
    expect(await ledgerKeysOf(orderNo)).toEqual([`withdraw-hold:${orderNo}`]);

    await expect(approveWithdrawal(db(), { orderNo, staffId: '8' })).rejects.toThrow('该提现订单已审核，请勿重复操作');
    await expect(refuseWithdrawal(db(), { orderNo, staffId: '8', reason: '迟到的拒绝' })).rejects.toThrow(
      '该提现订单已审核，请勿重复操作',
    );
    expect(await ledgerKeysOf(orderNo)).toHaveLength(1);
    await expectLedgerHealthy();
  });

  it('refuses with a reason and returns the money to the main wallet', async () => {
    const { member, orderNo } = await pendingOrder(500);
    expect(await balanceOf(member)).toBe('9500.00');
    await expect(refuseWithdrawal(db(), { orderNo, staffId: '7', reason: '  ' })).rejects.toThrow('请填写拒绝原因');

    expect(await refuseWithdrawal(db(), { orderNo, staffId: '7', reason: '银行卡信息有误' })).toMatchObject({
      state: 3,
    });
    expect(await balanceOf(member)).toBe('10000.00');
    expect(await holdFen(member.id)).toBe(0n);
    expect(await withdrawalRow(orderNo)).toMatchObject({ state: 3, refuse_reason: '银行卡信息有误', reviewed_by: '7' });
    expect(await ledgerKeysOf(orderNo)).toEqual([`withdraw-hold:${orderNo}`, `withdraw-refuse:${orderNo}`]);

    await expect(refuseWithdrawal(db(), { orderNo, staffId: '7', reason: '再来一次' })).rejects.toThrow(
      '该提现订单已审核，请勿重复操作',
    );
    await expect(approveWithdrawal(db(), { orderNo, staffId: '7' })).rejects.toThrow('该提现订单已审核，请勿重复操作');
    expect(await balanceOf(member)).toBe('10000.00');
    await expectLedgerHealthy();
  });

  it('needs a second, different approver above the configured amount', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.secondApprovalFen, '20000');
    const atThreshold = await pendingOrder(200);
    expect((await approveWithdrawal(db(), { orderNo: atThreshold.orderNo, staffId: '1' })).state).toBe(2);

    const { orderNo } = await pendingOrder(200.01);
    await expect(approveWithdrawal(db(), { orderNo, staffId: '1' })).rejects.toThrow('需要第二位审核人');
    await expect(approveWithdrawal(db(), { orderNo, staffId: '1', secondStaffId: '1' })).rejects.toThrow(
      '需要第二位审核人',
    );
    expect(await withdrawalRow(orderNo)).toMatchObject({ state: 1 });
    expect((await approveWithdrawal(db(), { orderNo, staffId: '1', secondStaffId: '2' })).state).toBe(2);
    expect(await withdrawalRow(orderNo)).toMatchObject({ state: 2, reviewed_by: '1', second_reviewed_by: '2' });
    await expectLedgerHealthy();
  });

  it('answers an unknown order as not found', async () => {
    await expect(approveWithdrawal(db(), { orderNo: 'W-nope', staffId: '1' })).rejects.toMatchObject({
      code: 404,
      message: '提现订单不存在',
    });
  });

  it('has a ledger check that notices a final withdrawal without its ledger transaction', async () => {
    const { orderNo } = await pendingOrder(100);
    // Paid (decision 0031: the payout posts hold → payout clearing) but without its posting.
    await testApp.database.query('update withdrawals set state = 2, payout_state = 2 where order_no = $1', [orderNo]);
    try {
      const report = await runLedgerCheck(db(), businessRowChecks());
      expect(report.invariants[3]?.violations).toContain(
        `withdrawal approval ${orderNo}: 0 ledger transactions (expected 1)`,
      );
    } finally {
      await testApp.database.query('update withdrawals set state = 1, payout_state = 0 where order_no = $1', [orderNo]);
    }
    await expectLedgerHealthy();
  });
});

describe('listMemberWithdrawals', () => {
  it('pages the member’s own withdrawals newest first with the bank or wallet name', async () => {
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    await bindWallet(member, channelIds.trc20, TRC20);
    const card = await withdraw(member, { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD });
    await testApp.database.query(
      `update withdrawals set created_at = created_at - interval '1 hour' where order_no = $1`,
      [card.body.data.order_no],
    );
    const wallet = await withdraw(member, {
      type: 2,
      bank: channelIds.trc20,
      aisle_id: channelIds.trc20,
      amount: 200,
      password: PAY_PASSWORD,
    });
    await newMember({ fen: 100_000n }); // someone else, with nothing

    const since = new Date(Date.now() - 86_400_000);
    const all = await listMemberWithdrawals(testApp.database.db, {
      memberId: member.id,
      since,
      page: 1,
      perPage: 10,
      countTotal: true,
    });
    expect(all.total).toBe(2);
    expect(all.rows.map(({ orderNo, amountFen, payWay, state }) => ({ orderNo, amountFen, payWay, state }))).toEqual([
      { orderNo: wallet.body.data.order_no, amountFen: 20_000n, payWay: 'USDT-TRC20', state: 1 },
      { orderNo: card.body.data.order_no, amountFen: 10_000n, payWay: '中国工商银行', state: 1 },
    ]);
    expect(all.rows[0]!.createdAt).toBeInstanceOf(Date);

    const second = await listMemberWithdrawals(testApp.database.db, {
      memberId: member.id,
      since,
      page: 2,
      perPage: 1,
      countTotal: true,
    });
    expect(second).toMatchObject({ total: 2, rows: [{ orderNo: card.body.data.order_no }] });
    const recent = await listMemberWithdrawals(testApp.database.db, {
      memberId: member.id,
      since: new Date(Date.now() - 30 * 60_000),
      page: 1,
      perPage: 10,
      countTotal: true,
    });
    expect(recent.rows.map((row) => row.orderNo)).toEqual([wallet.body.data.order_no]);
  });
});

// ---- concurrency (PostgreSQL) ---------------------------------------------------------------------

describe.runIf(testDriver() === 'pg')('withdrawals under concurrency (PostgreSQL)', () => {
  /** 'ok', or the message it was refused with (a race counts both). */
  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => 'ok',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  /** A withdrawal of 100.00 to a card, straight through the service (no rate limit in the way). */
  const withdrawToCard = (member: TestMember, cardId: number) =>
    createWithdrawal(
      testApp.database.db,
      member.id,
      { type: 1, bank: String(cardId), amount: 10_000n, password: PAY_PASSWORD },
      { timeZone: 'Asia/Shanghai' },
    );

  it('never overdraws: 100 parallel withdrawals of 100.00 on 1,000.00 → exactly 10', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.dailyCount, 1_000);
    await setSetting(WITHDRAW_SETTING_KEYS.dailyAmountFen, '100000000');
    const member = await newMember({ fen: 100_000n });
    const cardId = await addCard(member);
    const results = await Promise.all(Array.from({ length: 100 }, () => outcome(withdrawToCard(member, cardId))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(10);
    expect(results.filter((result) => result !== 'ok')).toEqual(Array.from({ length: 90 }, () => '余额不足'));
    expect(await balanceOf(member)).toBe('0.00');
    expect(await holdFen(member.id)).toBe(100_000n);
    const rows = await testApp.database.query('select order_no from withdrawals where member_id = $1', [
      member.id.toString(),
    ]);
    expect(rows).toHaveLength(10);
    await expectLedgerHealthy();
  });

  it('never overdraws when withdrawals race transfers into a game platform on one balance', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.dailyCount, 1_000);
    await setSetting(WITHDRAW_SETTING_KEYS.dailyAmountFen, '100000000');
    const member = await newMember({ fen: 100_000n }); // 1,000.00
    const cardId = await addCard(member);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? outcome(withdrawToCard(member, cardId))
          : outcome(transferIn(app.db, app.services.platforms, member.id, 'house', 10_000n)),
      ),
    );
    // 1,000.00 covers exactly ten moves of 100.00, whichever kind wins each race.
    expect(results.filter((result) => result === 'ok')).toHaveLength(10);
    expect(
      results
        .filter((result) => result !== 'ok')
        .every((message) => message === '余额不足' || message === '操作金额超出了您的账户余额！'),
    ).toBe(true);
    expect(await balanceOf(member)).toBe('0.00');
    await expectLedgerHealthy();
  });

  it('keeps the daily count under parallel requests', async () => {
    await setSetting(WITHDRAW_SETTING_KEYS.dailyCount, 3);
    const member = await newMember({ fen: 1_000_000n });
    const cardId = await addCard(member);
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(withdrawToCard(member, cardId))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    expect(await balanceOf(member)).toBe('9700.00');
  });

  it('lets only one of two reviewers act on an order, and keeps every invariant', async () => {
    const member = await newMember({ fen: 1_000_000n });
    const cardId = await addCard(member);
    const orders: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { body } = await withdraw(member, { type: 1, bank: cardId, amount: 100, password: PAY_PASSWORD });
      orders.push(body.data.order_no);
    }
    const outcomes = await Promise.all(
      orders.flatMap((orderNo) => [
        approveWithdrawal(testApp.database.db, { orderNo, staffId: 'a' }).then(
          () => 'approved',
          (error: Error) => error.message,
        ),
        refuseWithdrawal(testApp.database.db, { orderNo, staffId: 'b', reason: '并发' }).then(
          () => 'refused',
          (error: Error) => error.message,
        ),
      ]),
    );
    for (let i = 0; i < orders.length; i += 1) {
      const pair = outcomes.slice(i * 2, i * 2 + 2);
      expect(pair.filter((outcome) => outcome === '该提现订单已审核，请勿重复操作')).toHaveLength(1);
    }
    const refusedCount = outcomes.filter((outcome) => outcome === 'refused').length;
    expect(await balanceOf(member)).toBe(formatFen(950_000n + BigInt(refusedCount) * 10_000n));
    // Approved ones stay on hold until their payout (decision 0031).
    expect(await holdFen(member.id)).toBe(BigInt(5 - refusedCount) * 10_000n);
    await expectLedgerHealthy();
  });

  it('saves at most 6 USDT addresses under parallel bindings', async () => {
    const member = await newMember();
    const results = await Promise.all(Array.from({ length: 12 }, () => bindUsdt(member)));
    const messages = results.map((result) => result.body.message);
    expect(messages.filter((message) => message === '添加成功！')).toHaveLength(6);
    const rows = await testApp.database.query(
      'select id from usdt_addresses where member_id = $1 and deleted_at is null',
      [member.id.toString()],
    );
    expect(rows).toHaveLength(6);
  });
});
