import { describe, expect, it } from 'vitest';

import { isCaptchaMatch, LOGIN_MESSAGES, validateAccountLogin, validatePhoneLogin } from './login';

describe('validateAccountLogin', () => {
  const valid = { account: 'player01', password: 'secret88', captcha: '1234' };

  it('passes a filled form', () => {
    expect(validateAccountLogin(valid)).toBeNull();
  });

  it.each([
    [{ ...valid, account: '' }],
    [{ ...valid, password: '' }],
    [{ ...valid, account: '   ', captcha: '' }],
    [{ account: undefined, password: null, captcha: undefined }],
  ])('asks for account and password first: %o', (input) => {
    expect(validateAccountLogin(input)).toBe('请输入您的账号和密码！');
  });

  it('then asks for the captcha', () => {
    expect(validateAccountLogin({ ...valid, captcha: '' })).toBe('请输入验证码！');
    expect(LOGIN_MESSAGES.captchaRequired).toBe('请输入验证码！');
  });
});

describe('validatePhoneLogin', () => {
  it.each(['13800138000', '19912345678', '+8613800138000', '008613800138000'])('accepts %s', (phone) => {
    expect(validatePhoneLogin({ phone, code: '123456' })).toBeNull();
  });

  it.each([
    '',
    '12800138000',
    '10800138000',
    '1380013800',
    '138001380001',
    '8613800138000',
    '+86 13800138000',
    '+85213800138000',
    '1380013800a',
  ])('refuses phone %j', (phone) => {
    expect(validatePhoneLogin({ phone, code: '123456' })).toBe('请输入正确的手机号！');
  });

  it('then asks for the SMS code', () => {
    expect(validatePhoneLogin({ phone: '13800138000', code: '' })).toBe('请输入验证码！');
  });
});

describe('isCaptchaMatch', () => {
  it('compares case-insensitively, ignoring surrounding spaces', () => {
    expect(isCaptchaMatch('abCd', 'ABCD')).toBe(true);
    expect(isCaptchaMatch(' 1234 ', '1234')).toBe(true);
    expect(isCaptchaMatch('1235', '1234')).toBe(false);
    expect(isCaptchaMatch('', '')).toBe(false);
    expect(isCaptchaMatch(undefined, '1234')).toBe(false);
    expect(LOGIN_MESSAGES.captchaWrong).toBe('验证码错误！');
  });
});
