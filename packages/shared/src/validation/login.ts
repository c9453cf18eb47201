// Login rules, spec-1 §5.
import { isLoginPhone } from './patterns';
import { isBlank, textOf, type TextInput, type ValidationResult } from './rule-helpers';

/** Login messages, verbatim from spec-1 §5. */
export const LOGIN_MESSAGES = {
  accountAndPasswordRequired: '请输入您的账号和密码！',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  phoneInvalid: '请输入正确的手机号！',
  codeRequired: '请输入验证码！',
} as const;

/**
 * Input caps of the login form (maxlength): account name 13, SMS code 6. The password cap is 32,
 * not the spec's 16: registration allows 8-32 characters, and a member must be able to type the
 * password they registered (docs/decisions/0004).
 */
export const LOGIN_INPUT_MAX_LENGTH = { name: 13, password: 32, code: 6 } as const;

/** Account login: account and password, then captcha, required. */
export function validateAccountLogin(input: {
  account: TextInput;
  password: TextInput;
  captcha: TextInput;
}): ValidationResult {
  if (isBlank(input.account) || isBlank(input.password)) {
    return LOGIN_MESSAGES.accountAndPasswordRequired;
  }
  if (isBlank(input.captcha)) return LOGIN_MESSAGES.captchaRequired;
  return null;
}

/** Phone login: a valid phone, then a non-empty SMS code. */
export function validatePhoneLogin(input: { phone: TextInput; code: TextInput }): ValidationResult {
  if (!isLoginPhone(textOf(input.phone))) return LOGIN_MESSAGES.phoneInvalid;
  if (isBlank(input.code)) return LOGIN_MESSAGES.codeRequired;
  return null;
}

/** Captcha check, case-insensitive and ignoring surrounding spaces; on false show LOGIN_MESSAGES.captchaWrong. */
export function isCaptchaMatch(entered: TextInput, expected: string): boolean {
  return textOf(entered).trim().toLowerCase() === expected.trim().toLowerCase() && expected !== '';
}
