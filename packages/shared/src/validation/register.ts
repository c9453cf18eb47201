// Register rules, spec-1 §5; the server runs them too, with the same messages (platform-rules §2).
import { LOGIN_INPUT_MAX_LENGTH } from './login';
import { isLoginPhone } from './patterns';
import { isBlank, textOf, type TextInput, type ValidationResult } from './rule-helpers';

/** Register messages, verbatim from spec-1 §5 (payPasswordNotDigits is ours, see below). */
export const REGISTER_MESSAGES = {
  accountInvalid: '请输入正确的账号（最少6位，英文及数字）！',
  phoneInvalid: '请输入正确的手机号！',
  passwordInvalid: '密码长度最少8位！以字母和数字组合！',
  passwordMismatch: '两次密码不一致！',
  realNameInvalid: '姓名格式不正确，可以是中，英文名称！',
  payPasswordLength: '支付密码长度需是6位！',
  payPasswordNotDigits: '支付密码需为6位数字',
  captchaRequired: '请输入验证码！',
  codeRequired: '请输入验证码！',
} as const;

/**
 * Input caps of the register form. The account cap is ours: the spec gives none, and the login
 * form takes at most 13 characters, so a longer account could never log in.
 */
export const REGISTER_INPUT_MAX_LENGTH = {
  account: LOGIN_INPUT_MAX_LENGTH.name,
  password: 32,
  payPassword: 6,
  captcha: 4,
  code: 6,
} as const;

/** Account: 6-13 letters and digits, at least one of each. */
export const REGISTER_ACCOUNT_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,13}$/;

/** Password: 8-32 letters and digits, at least one of each, nothing else. */
export const REGISTER_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,32}$/;

/** Real name: Chinese characters, English letters, '.', '·' and '&'. */
export const REAL_NAME_PATTERN = /^[\p{Script=Han}A-Za-z.·&]+$/u;

/** Pay (fund, withdrawal) password: 6 digits (spec-1 §9). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;

interface RegisterCommon {
  password: TextInput;
  confirmPassword: TextInput;
  realName: TextInput;
  payPassword: TextInput;
}

function validateRegisterCommon(input: RegisterCommon): ValidationResult {
  const password = textOf(input.password);
  if (!REGISTER_PASSWORD_PATTERN.test(password)) return REGISTER_MESSAGES.passwordInvalid;
  if (textOf(input.confirmPassword) !== password) return REGISTER_MESSAGES.passwordMismatch;
  if (!REAL_NAME_PATTERN.test(textOf(input.realName))) return REGISTER_MESSAGES.realNameInvalid;
  const payPassword = textOf(input.payPassword);
  if (payPassword.length !== 6) return REGISTER_MESSAGES.payPasswordLength;
  // The spec checks only the length; §9 says the fund password is 6 digits and the change form
  // refuses anything else, so a non-digit one is refused here too rather than at the first change.
  if (!PAY_PASSWORD_PATTERN.test(payPassword)) return REGISTER_MESSAGES.payPasswordNotDigits;
  return null;
}

/** Account registration, in order: account, password, confirmation, real name, pay password, captcha. */
export function validateAccountRegister(
  input: RegisterCommon & { account: TextInput; captcha: TextInput },
): ValidationResult {
  if (!REGISTER_ACCOUNT_PATTERN.test(textOf(input.account))) return REGISTER_MESSAGES.accountInvalid;
  const common = validateRegisterCommon(input);
  if (common !== null) return common;
  if (isBlank(input.captcha)) return REGISTER_MESSAGES.captchaRequired;
  return null;
}

/** Phone registration, in order: phone, password, confirmation, real name, pay password, SMS code. */
export function validatePhoneRegister(input: RegisterCommon & { phone: TextInput; code: TextInput }): ValidationResult {
  if (!isLoginPhone(textOf(input.phone))) return REGISTER_MESSAGES.phoneInvalid;
  const common = validateRegisterCommon(input);
  if (common !== null) return common;
  if (isBlank(input.code)) return REGISTER_MESSAGES.codeRequired;
  return null;
}
