import { describe, expect, it } from 'vitest';

import { validateBankCardBinding, type BankCardBindingInput } from './bank-card';

const valid: BankCardBindingInput = {
  bank: 3,
  branch: '上海浦东支行',
  cardNumber: '6222021234567890123',
  payPassword: '123456',
};

describe('validateBankCardBinding', () => {
  it('passes a valid card, by bank id or bank name', () => {
    expect(validateBankCardBinding(valid)).toBeNull();
    expect(validateBankCardBinding({ ...valid, bank: '中国工商银行' })).toBeNull();
  });

  it('asks for the owner name only in the alternate form', () => {
    expect(validateBankCardBinding(valid, { requireOwnerName: true })).toBe('请输入姓名');
    expect(validateBankCardBinding({ ...valid, ownerName: '张三' }, { requireOwnerName: true })).toBeNull();
    expect(validateBankCardBinding({ ...valid, ownerName: '' })).toBeNull();
  });

  it.each([
    ['请输入银行', { bank: null }],
    ['请输入银行', { bank: '' }],
    ['请输入开户行地址', { branch: ' ' }],
    ['请输入银行卡号', { cardNumber: '' }],
    ['请输入支付密码', { payPassword: '' }],
    ['请输入正确的卡号长度', { cardNumber: '1234567' }],
    ['请输入支付密码长度', { payPassword: '12345' }],
    ['请输入支付密码长度', { payPassword: '1234567890123456789' }],
    ['银行卡号只能是数字', { cardNumber: '6222 0212 3456' }],
    ['银行卡号只能是数字', { cardNumber: '6222-0212-3456' }],
    ['请输入正确的卡号长度', { cardNumber: '62220212345678901234' }],
    ['开户行地址最多80个字', { branch: '支'.repeat(81) }],
  ] as const)('shows %s for %o', (message, change) => {
    expect(validateBankCardBinding({ ...valid, ...change })).toBe(message);
  });

  it('accepts the limits themselves', () => {
    expect(
      validateBankCardBinding({
        ...valid,
        cardNumber: '12345678',
        payPassword: 'a'.repeat(18),
        branch: '支'.repeat(80),
      }),
    ).toBeNull();
  });

  it('checks in the spec order: bank, branch, card number, pay password, then lengths', () => {
    const empty = { bank: '', branch: '', cardNumber: '', payPassword: '' };
    expect(validateBankCardBinding({ ...empty, ownerName: '' }, { requireOwnerName: true })).toBe('请输入姓名');
    expect(validateBankCardBinding(empty)).toBe('请输入银行');
    expect(validateBankCardBinding({ ...empty, bank: 1 })).toBe('请输入开户行地址');
    expect(validateBankCardBinding({ ...empty, bank: 1, branch: 'x' })).toBe('请输入银行卡号');
    expect(validateBankCardBinding({ ...empty, bank: 1, branch: 'x', cardNumber: '1' })).toBe('请输入支付密码');
    expect(validateBankCardBinding({ bank: 1, branch: 'x', cardNumber: '1', payPassword: '1' })).toBe(
      '请输入正确的卡号长度',
    );
  });
});
