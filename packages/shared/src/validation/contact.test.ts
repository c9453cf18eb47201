import { describe, expect, it } from 'vitest';

import { validateBindPhone, validateEmail, validateSendCodePhone } from './contact';
import { toNationalMobile } from './patterns';

describe('validateBindPhone', () => {
  it.each([
    '13800138000',
    '15012345678',
    '15912345678',
    '17612345678',
    '17712345678',
    '17812345678',
    '18912345678',
    '14512345678',
    '14712345678',
    '013800138000',
    '8613800138000',
    '1795113800138000',
  ])('accepts %s', (phone) => {
    expect(validateBindPhone({ phone })).toBeNull();
  });

  it.each([
    '',
    '15412345678',
    '17512345678',
    '17012345678',
    '14612345678',
    '19912345678',
    '16612345678',
    '+8613800138000',
    '1380013800',
    '138001380000',
    '1795213800138000',
  ])('refuses %j', (phone) => {
    expect(validateBindPhone({ phone })).toBe('请输入正确手机号');
  });
});

describe('validateSendCodePhone', () => {
  it('uses the looser login pattern', () => {
    expect(validateSendCodePhone({ phone: '19912345678' })).toBeNull();
    expect(validateSendCodePhone({ phone: '+8619912345678' })).toBeNull();
    expect(validateSendCodePhone({ phone: '12345678901' })).toBe('请输入正确的手机号！');
    expect(validateSendCodePhone({ phone: undefined })).toBe('请输入正确的手机号！');
  });
});

describe('toNationalMobile', () => {
  it('strips any accepted prefix', () => {
    expect(toNationalMobile('+8613800138000')).toBe('13800138000');
    expect(toNationalMobile('008613800138000')).toBe('13800138000');
    expect(toNationalMobile('1795113800138000')).toBe('13800138000');
    expect(toNationalMobile('013800138000')).toBe('13800138000');
    expect(toNationalMobile('13800138000')).toBe('13800138000');
    expect(toNationalMobile('abc')).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['abc@qq.com', 'a_b-c@163.com', '9user@example.info', 'A@b1.CN'])('accepts %s', (email) => {
    expect(validateEmail({ email })).toBeNull();
  });

  it.each([
    '',
    '_abc@qq.com',
    '-abc@qq.com',
    'abc@mail.qq.com',
    'abc@qq.comxx',
    'abc@qq.c',
    'abc.def@qq.com',
    'abc@q-q.com',
    'abc@qq.co1',
    'abcqq.com',
  ])('refuses %j', (email) => {
    expect(validateEmail({ email })).toBe('请输入正确邮箱');
  });
});
