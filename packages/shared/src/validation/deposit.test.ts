import { describe, expect, it } from 'vitest';

import { keepDigits, validateDeposit, validateDepositAmountRange } from './deposit';

const form = { channelId: 4, amount: '200', minFen: 5000n, maxFen: 5000000n };

describe('validateDeposit', () => {
  it('passes a chosen channel and an amount in range', () => {
    expect(validateDeposit(form)).toBeNull();
  });

  it('asks for a channel, then an amount', () => {
    expect(validateDeposit({ ...form, channelId: null, amount: '' })).toBe('请选择充值方式！');
    expect(validateDeposit({ ...form, amount: '' })).toBe('请填写或选择充值金额！');
    expect(validateDeposit({ ...form, amount: undefined })).toBe('请填写或选择充值金额！');
  });

  it('shows the inline range messages', () => {
    expect(validateDeposit({ ...form, amount: '50001' })).toBe('充值金额 最多50000 元');
    expect(validateDeposit({ ...form, amount: '49.99' })).toBe('至少50 元');
    expect(validateDeposit({ ...form, amount: '49.99', minFen: 5050n })).toBe('至少50.50 元');
  });
});

describe('validateDepositAmountRange', () => {
  it('is silent while the field is empty', () => {
    expect(validateDepositAmountRange({ ...form, amount: '' })).toBeNull();
    expect(validateDepositAmountRange({ ...form, amount: '1' })).toBe('至少50 元');
  });
});

describe('keepDigits', () => {
  it('drops everything but digits', () => {
    expect(keepDigits('1a2.3 4')).toBe('1234');
  });
});
