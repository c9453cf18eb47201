import { describe, expect, it } from 'vitest';
import { readWithdrawTypes } from './get-withdraw-types';

const card = {
  id: 7,
  bank_name: '中国工商银行',
  branch: '深圳分行',
  card_number: '************1234',
  bank_img: '/static/banks/icbc.svg',
};
const wallet = {
  type: 2,
  id: 2,
  bank_id: 2,
  name: 'USDT-TRC20',
  logo: '/static/withdraw/usdt-trc20.svg',
  min_price: '100.00',
  max_price: '200000.00',
  gift_info: '推荐',
  is_bind: 1,
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  rate: '7.00',
  withdraw_desc: '',
  fee: '1.00',
};

describe('readWithdrawTypes', () => {
  it('splits the bank entry with its cards from the wallet channels', () => {
    const types = readWithdrawTypes([{ type: 1, min_price: '100.00', max_price: '50000.00', info: [card] }, wallet]);
    expect(types.bank).toEqual({ type: 1, min_price: '100.00', max_price: '50000.00', info: [card] });
    expect(types.wallets).toEqual([wallet]);
  });

  it('has no bank entry when the bank channel is off', () => {
    expect(readWithdrawTypes([wallet]).bank).toBeNull();
  });

  it('refuses an answer that is not a list', () => {
    expect(() => readWithdrawTypes({})).toThrow();
  });
});
