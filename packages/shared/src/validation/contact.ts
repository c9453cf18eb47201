// Phone binding, send-code and e-mail rules, spec-1 §5.
import { isEmail, isLoginPhone, isMainlandMobile } from './patterns';
import { textOf, type TextInput, type ValidationResult } from './rule-helpers';

/** Contact messages, verbatim from spec-1 §5. */
export const CONTACT_MESSAGES = {
  bindPhoneInvalid: '请输入正确手机号',
  sendCodePhoneInvalid: '请输入正确的手机号！',
  emailInvalid: '请输入正确邮箱',
} as const;

/** Input cap of the phone field on the binding screen. */
export const PHONE_INPUT_MAX_LENGTH = 12;

/** Phone binding (checkMobileCode, updateuserinfo): the mainland mobile pattern. */
export function validateBindPhone(input: { phone: TextInput }): ValidationResult {
  return isMainlandMobile(textOf(input.phone)) ? null : CONTACT_MESSAGES.bindPhoneInvalid;
}

/** Sending an SMS code (registerNote): the looser login phone pattern. */
export function validateSendCodePhone(input: { phone: TextInput }): ValidationResult {
  return isLoginPhone(textOf(input.phone)) ? null : CONTACT_MESSAGES.sendCodePhoneInvalid;
}

/** E-mail change (updateuserinfo): the e-mail pattern. */
export function validateEmail(input: { email: TextInput }): ValidationResult {
  return isEmail(textOf(input.email)) ? null : CONTACT_MESSAGES.emailInvalid;
}
