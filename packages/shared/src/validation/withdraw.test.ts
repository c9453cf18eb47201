import { describe, expect, it } from 'vitest';

import { validateWithdraw, type WithdrawInput } from './withdraw';

const bankForm: WithdrawInput = {
  tab: 'bank',
  cardId: 7,
  amount: '500',
  minFen: 10000n,
  maxFen: 5000050n,
  payPassword: '123456',
};

const walletForm: WithdrawInput = {
  tab: 'wallet',
  channelId: 2,
  boundAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: 500,
  minFen: 10000n,
  maxFen: 5000050n,
  payPassword: '123456',
};

describe('validateWithdraw', () => {
  it('passes a complete bank or wallet withdrawal', () => {
    expect(validateWithdraw(bankForm)).toBeNull();
    expect(validateWithdraw(walletForm)).toBeNull();
  });

  it('bank tab: asks which card', () => {
    expect(validateWithdraw({ ...bankForm, cardId: null })).toBe('您要提现到哪张银行卡？');
    expect(validateWithdraw({ ...bankForm, cardId: '' })).toBe('您要提现到哪张银行卡？');
  });

  it('wallet tab: asks for a channel, then a bound address', () => {
    expect(validateWithdraw({ ...walletForm, channelId: undefined })).toBe('请选择要提醒的钱包？');
    expect(validateWithdraw({ ...walletForm, boundAddress: '' })).toBe('当前选择的钱包没有绑定地址？');
  });

  it('refuses amounts outside the range, showing whole yuan without decimals', () => {
    expect(validateWithdraw({ ...bankForm, amount: '99.99' })).toBe('单笔取款不能低于100元');
    expect(validateWithdraw({ ...bankForm, amount: '50000.51' })).toBe('单笔取款不能高于50000.50元');
    expect(validateWithdraw({ ...bankForm, amount: '100' })).toBeNull();
    expect(validateWithdraw({ ...bankForm, amount: '50000.50' })).toBeNull();
  });

  it('treats an empty amount as below the minimum and a malformed one with the parser message', () => {
    expect(validateWithdraw({ ...bankForm, amount: '' })).toBe('单笔取款不能低于100元');
    expect(validateWithdraw({ ...bankForm, amount: '100.001' })).toBe('金额最多保留两位小数');
    expect(validateWithdraw({ ...bankForm, amount: 'abc' })).toBe('请输入正确的金额');
  });

  it('asks for the pay password last', () => {
    expect(validateWithdraw({ ...bankForm, payPassword: '' })).toBe('请输入您的支付密码');
    expect(validateWithdraw({ ...bankForm, amount: '1', payPassword: '' })).toBe('单笔取款不能低于100元');
    expect(validateWithdraw({ ...bankForm, cardId: null, amount: '1', payPassword: '' })).toBe(
      '您要提现到哪张银行卡？',
    );
  });
});
