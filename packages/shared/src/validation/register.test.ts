import { describe, expect, it } from 'vitest';

import { validateAccountRegister, validatePhoneRegister } from './register';

const accountForm = {
  account: 'player01',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  realName: '张三',
  payPassword: '123456',
  captcha: '1234',
};

const phoneForm = {
  phone: '13800138000',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  realName: '张三',
  payPassword: '123456',
  code: '654321',
};

describe('validateAccountRegister', () => {
  it('passes a valid form', () => {
    expect(validateAccountRegister(accountForm)).toBeNull();
  });

  it.each(['abc123', 'ABCdef9', 'a1b2c3d4e5f6g'])('accepts account %s', (account) => {
    expect(validateAccountRegister({ ...accountForm, account })).toBeNull();
  });

  it.each(['', 'abcdef', '123456', 'ab12', 'abc_123', 'abc 123', '账号abc123', 'a1b2c3d4e5f6g7'])(
    'refuses account %j',
    (account) => {
      expect(validateAccountRegister({ ...accountForm, account })).toBe('请输入正确的账号（最少6位，英文及数字）！');
    },
  );

  it.each(['abcd1234', 'A1234567', `${'a'.repeat(31)}1`])('accepts password %s', (password) => {
    expect(validateAccountRegister({ ...accountForm, password, confirmPassword: password })).toBeNull();
  });

  it.each(['', 'abcdefgh', '12345678', 'abc1234', 'abcd1234!', 'abcd 1234', `${'a'.repeat(32)}1`])(
    'refuses password %j',
    (password) => {
      expect(validateAccountRegister({ ...accountForm, password, confirmPassword: password })).toBe(
        '密码长度最少8位！以字母和数字组合！',
      );
    },
  );

  it('refuses a confirmation that differs', () => {
    expect(validateAccountRegister({ ...accountForm, confirmPassword: 'abcd12345' })).toBe('两次密码不一致！');
  });

  it.each(['张三', 'John', 'John.Smith', '阿卜杜·热合曼', 'Tom&Jerry', '𠀋明'])('accepts real name %s', (realName) => {
    expect(validateAccountRegister({ ...accountForm, realName })).toBeNull();
  });

  it.each(['', 'John Smith', '张三1', '张-三', '<b>'])('refuses real name %j', (realName) => {
    expect(validateAccountRegister({ ...accountForm, realName })).toBe('姓名格式不正确，可以是中，英文名称！');
  });

  it.each(['', '12345', '1234567'])('refuses a pay password of length %j', (payPassword) => {
    expect(validateAccountRegister({ ...accountForm, payPassword })).toBe('支付密码长度需是6位！');
  });

  it('refuses a 6-character pay password that is not all digits', () => {
    expect(validateAccountRegister({ ...accountForm, payPassword: 'abc123' })).toBe('支付密码需为6位数字');
  });

  it('asks for the captcha last', () => {
    expect(validateAccountRegister({ ...accountForm, captcha: ' ' })).toBe('请输入验证码！');
  });

  it('checks account, password, confirmation, real name, pay password, captcha in that order', () => {
    // Every field wrong at once: the first rule reports; fixing that field reveals the next.
    let form = {
      account: 'bad',
      password: 'short',
      confirmPassword: 'nomatch',
      realName: 'John Smith',
      payPassword: '1',
      captcha: '',
    };
    const fixes: [Partial<typeof form>, string | null][] = [
      [{}, '请输入正确的账号（最少6位，英文及数字）！'],
      [{ account: 'player01' }, '密码长度最少8位！以字母和数字组合！'],
      [{ password: 'abcd1234' }, '两次密码不一致！'],
      [{ confirmPassword: 'abcd1234' }, '姓名格式不正确，可以是中，英文名称！'],
      [{ realName: '张三' }, '支付密码长度需是6位！'],
      [{ payPassword: '123456' }, '请输入验证码！'],
      [{ captcha: '1234' }, null],
    ];
    for (const [fix, message] of fixes) {
      form = { ...form, ...fix };
      expect(validateAccountRegister(form)).toBe(message);
    }
  });
});

describe('validatePhoneRegister', () => {
  it('passes a valid form', () => {
    expect(validatePhoneRegister(phoneForm)).toBeNull();
    expect(validatePhoneRegister({ ...phoneForm, phone: '+8613800138000' })).toBeNull();
  });

  it('refuses a phone outside the login pattern', () => {
    expect(validatePhoneRegister({ ...phoneForm, phone: '12800138000' })).toBe('请输入正确的手机号！');
  });

  it('runs the shared rules after the phone', () => {
    expect(validatePhoneRegister({ ...phoneForm, password: 'abcdefgh' })).toBe('密码长度最少8位！以字母和数字组合！');
  });

  it('asks for the SMS code last', () => {
    expect(validatePhoneRegister({ ...phoneForm, code: '' })).toBe('请输入验证码！');
  });
});
