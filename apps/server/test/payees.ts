import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { encodeTrc20Address } from '@app/shared/validation';
import { memberHelpers, type TestMember } from './members';
import type { TestApp } from './test-app';

/** The fund password the member factory registers with. */
export const PAY_PASSWORD = '123456';

/** What five wrong fund passwords in a row answer, one message a try (the fifth locks for an hour). */
export const WRONG_PAY_PASSWORD_MESSAGES = [
  '支付密码错误，还可尝试4次',
  '支付密码错误，还可尝试3次',
  '支付密码错误，还可尝试2次',
  '支付密码错误，还可尝试1次',
  '支付密码错误次数过多，请60分钟后再试',
];

/** A valid TRC20 address nobody has bound yet. */
export const randomTrc20 = () => encodeTrc20Address(randomBytes(20));

let cardCounter = 0;
/** A 16-digit card number unique per process and call. */
export function freshCardNumber(): string {
  cardCounter += 1;
  return `6222${String(process.pid % 10000).padStart(4, '0')}${String(cardCounter).padStart(8, '0')}`;
}

let altCardCounter = 0;

/**
 * Card and address set-up shared by the payees, profile and withdrawals tests: binding goes through
 * the member API, as a member would bind them.
 */
export function payeeHelpers(getTestApp: () => TestApp) {
  const { api, sql } = memberHelpers(getTestApp);
  let firstBankId: number | undefined;

  /** The seeded withdraw channels' ids: the bank card one and the two USDT wallets. */
  async function withdrawChannelIds() {
    const rows = await sql<{ id: number; name: string }>('select id, name from withdraw_channels');
    const idOf = (name: string) => {
      const row = rows.find((channel) => channel.name === name);
      if (!row) throw new Error(`seed has no channel ${name}`);
      return Number(row.id);
    };
    return { bank: idOf('银行卡'), trc20: idOf('USDT-TRC20'), erc20: idOf('USDT-ERC20') };
  }

  /** Binds a bank card through bindCard (system bank id form); the first bank of the list unless overridden. */
  async function bindBankCard(member: TestMember, overrides: Record<string, unknown> = {}) {
    firstBankId ??= Number((await sql<{ id: number }>('select id from banks order by sort, id limit 1'))[0]!.id);
    return api('/api/bindCard', member.token, {
      id: firstBankId,
      branch: '北京朝阳支行',
      card_number: freshCardNumber(),
      pay_pass: PAY_PASSWORD,
      ...overrides,
    });
  }

  /** Binds a USDT address through bindcard: a fresh TRC20 address unless the payload says otherwise. */
  function bindUsdt(member: TestMember, payload: Record<string, unknown> = {}) {
    return api('/api/bindcard', member.token, {
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: randomTrc20(),
      pay_pass: PAY_PASSWORD,
      ...payload,
    });
  }

  /** Binds a bank card through the alternate bindcard form and returns its id. */
  async function addCard(member: TestMember, bank = '中国工商银行'): Promise<number> {
    altCardCounter += 1;
    const cardNumber = `62220202${String(altCardCounter).padStart(7, '0')}1234`;
    const { body } = await api('/api/bindcard', member.token, {
      bank,
      bank_owner: '张三',
      bank_address: '北京朝阳支行',
      bank_no: cardNumber,
      pay_pass: PAY_PASSWORD,
    });
    expect(body).toMatchObject({ code: 200, message: '绑定成功' });
    const rows = await sql<{ id: unknown }>('select id from bank_cards where card_number = $1', [cardNumber]);
    return Number(rows[0]!.id);
  }

  return { withdrawChannelIds, bindBankCard, bindUsdt, addCard };
}
