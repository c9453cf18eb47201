import { describe, expect, it } from 'vitest';

import {
  validateLoginPasswordChange,
  validateLoginPasswordChangeRequest,
  validateNewLoginPassword,
  validateNewPayPassword,
  validatePayPasswordChange,
  validatePayPasswordChangeRequest,
  type PasswordChangeInput,
} from './password-change';

const valid: PasswordChangeInput = {
  oldPassword: 'old12345',
  newPassword: 'new12345',
  confirmPassword: 'new12345',
};

// The seven toasts of spec-1 §5, each with an input that fails that rule and passes every earlier one.
const toastsInOrder: [string, PasswordChangeInput][] = [
  ['请输入旧密码', { ...valid, oldPassword: '' }],
  ['请输入新密码', { ...valid, newPassword: '' }],
  ['请输入正确的旧密码长度', { ...valid, oldPassword: '12345' }],
  ['请输入正确的新密码长度', { ...valid, newPassword: '12345', confirmPassword: '12345' }],
  ['请输入确认密码', { ...valid, confirmPassword: '' }],
  ['两次密码不一致！', { ...valid, confirmPassword: 'new123456' }],
  ['新旧密码不能一致！', { oldPassword: 'same1234', newPassword: 'same1234', confirmPassword: 'same1234' }],
];

describe.each([
  ['validateLoginPasswordChange', validateLoginPasswordChange],
  ['validatePayPasswordChange', validatePayPasswordChange],
])('%s', (_name, validate) => {
  it('passes a valid change', () => {
    expect(validate(valid)).toBeNull();
  });

  it.each(toastsInOrder)('shows %s', (message, input) => {
    expect(validate(input)).toBe(message);
  });

  it('reports the earliest rule when several fail', () => {
    expect(validate({ oldPassword: '', newPassword: '', confirmPassword: '' })).toBe('请输入旧密码');
    expect(validate({ oldPassword: '1', newPassword: '', confirmPassword: 'x' })).toBe('请输入新密码');
    expect(validate({ oldPassword: '1', newPassword: '2', confirmPassword: '' })).toBe('请输入正确的旧密码长度');
    expect(validate({ oldPassword: '123456', newPassword: '2', confirmPassword: '' })).toBe('请输入正确的新密码长度');
    expect(validate({ oldPassword: 'same123', newPassword: 'same123', confirmPassword: 'other12' })).toBe(
      '两次密码不一致！',
    );
  });
});

describe('validateNewLoginPassword', () => {
  it.each(['abc123', 'abcdef', '123456', 'Abcdef1234567890'])('accepts %s', (newPassword) => {
    expect(validateNewLoginPassword({ newPassword })).toBeNull();
  });

  it.each(['abc12', 'Abcdef12345678901', 'abc 123', 'abc!123', '密码abc123'])('refuses %j', (newPassword) => {
    expect(validateNewLoginPassword({ newPassword })).toBe('新密码需为6-16位字母和数字');
  });
});

describe('validateNewPayPassword', () => {
  it('accepts 6 digits only', () => {
    expect(validateNewPayPassword({ newPassword: '654321' })).toBeNull();
    expect(validateNewPayPassword({ newPassword: 'abc123' })).toBe('支付密码需为6位数字');
    expect(validateNewPayPassword({ newPassword: '1234567' })).toBe('支付密码需为6位数字');
  });
});

describe('change requests on the server', () => {
  it('runs the toasts that need no confirmation, then the strength check', () => {
    expect(validateLoginPasswordChangeRequest({ oldPassword: '', newPassword: 'x' })).toBe('请输入旧密码');
    expect(validateLoginPasswordChangeRequest({ oldPassword: 'abc123', newPassword: 'abc123' })).toBe(
      '新旧密码不能一致！',
    );
    expect(validateLoginPasswordChangeRequest({ oldPassword: 'abc123', newPassword: 'abc!1234' })).toBe(
      '新密码需为6-16位字母和数字',
    );
    expect(validateLoginPasswordChangeRequest({ oldPassword: 'abc123', newPassword: 'xyz789' })).toBeNull();
    expect(validatePayPasswordChangeRequest({ oldPassword: '123456', newPassword: 'abcdef' })).toBe(
      '支付密码需为6位数字',
    );
    expect(validatePayPasswordChangeRequest({ oldPassword: '123456', newPassword: '654321' })).toBeNull();
  });
});
