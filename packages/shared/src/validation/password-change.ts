// Login and pay password change rules, spec-1 §5: seven toasts in a fixed order, shared by both
// forms; the server adds a stricter check on the new password (the API sends no confirmation).
import { PAY_PASSWORD_PATTERN } from './register';
import { isBlank, textOf, type TextInput, type ValidationResult } from './rule-helpers';

/** Password change messages, verbatim from spec-1 §5, plus the server's checks on the new password. */
export const PASSWORD_CHANGE_MESSAGES = {
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  oldTooShort: '请输入正确的旧密码长度',
  newTooShort: '请输入正确的新密码长度',
  confirmRequired: '请输入确认密码',
  confirmMismatch: '两次密码不一致！',
  newEqualsOld: '新旧密码不能一致！',
  newLoginPasswordInvalid: '新密码需为6-16位字母和数字',
  newPayPasswordInvalid: '支付密码需为6位数字',
} as const;

/** Hint shown under the new login password. */
export const NEW_LOGIN_PASSWORD_HINT = '6-16位字母和数字';

/** Minimum length of old and new passwords on the change forms. */
export const PASSWORD_CHANGE_MIN_LENGTH = 6;

/** Input cap of the login password change fields. */
export const LOGIN_PASSWORD_CHANGE_INPUT_MAX_LENGTH = 16;

/** New login password on the server: 6-16 letters and digits (either kind alone is allowed). */
export const NEW_LOGIN_PASSWORD_PATTERN = /^[A-Za-z\d]{6,16}$/;

/** The form fields of either password change screen. */
export interface PasswordChangeInput {
  oldPassword: TextInput;
  newPassword: TextInput;
  confirmPassword: TextInput;
}

/** The fields the change endpoints receive (editPassword / editPayPassword send no confirmation). */
export type PasswordChangeRequest = Omit<PasswordChangeInput, 'confirmPassword'>;

function validateChange(
  input: PasswordChangeRequest & { confirmPassword?: TextInput },
  checkConfirmation: boolean,
): ValidationResult {
  if (isBlank(input.oldPassword)) return PASSWORD_CHANGE_MESSAGES.oldRequired;
  if (isBlank(input.newPassword)) return PASSWORD_CHANGE_MESSAGES.newRequired;
  const oldPassword = textOf(input.oldPassword);
  const newPassword = textOf(input.newPassword);
  if (oldPassword.length < PASSWORD_CHANGE_MIN_LENGTH) return PASSWORD_CHANGE_MESSAGES.oldTooShort;
  if (newPassword.length < PASSWORD_CHANGE_MIN_LENGTH) return PASSWORD_CHANGE_MESSAGES.newTooShort;
  if (checkConfirmation) {
    if (isBlank(input.confirmPassword)) return PASSWORD_CHANGE_MESSAGES.confirmRequired;
    if (textOf(input.confirmPassword) !== newPassword) return PASSWORD_CHANGE_MESSAGES.confirmMismatch;
  }
  if (newPassword === oldPassword) return PASSWORD_CHANGE_MESSAGES.newEqualsOld;
  return null;
}

/** Login password change form: the seven toasts of spec-1 §5 in order. */
export function validateLoginPasswordChange(input: PasswordChangeInput): ValidationResult {
  return validateChange(input, true);
}

/** Pay password change form: the same seven toasts (spec-1 §5). */
export function validatePayPasswordChange(input: PasswordChangeInput): ValidationResult {
  return validateChange(input, true);
}

/** New login password strength (server, and the form if it wants): 6-16 letters and digits. */
export function validateNewLoginPassword(input: { newPassword: TextInput }): ValidationResult {
  return NEW_LOGIN_PASSWORD_PATTERN.test(textOf(input.newPassword))
    ? null
    : PASSWORD_CHANGE_MESSAGES.newLoginPasswordInvalid;
}

/** New pay password strength (server, and the form if it wants): exactly 6 digits. */
export function validateNewPayPassword(input: { newPassword: TextInput }): ValidationResult {
  return PAY_PASSWORD_PATTERN.test(textOf(input.newPassword)) ? null : PASSWORD_CHANGE_MESSAGES.newPayPasswordInvalid;
}

/** editPassword on the server: the toasts that need no confirmation, then the strength check. */
export function validateLoginPasswordChangeRequest(input: PasswordChangeRequest): ValidationResult {
  return validateChange(input, false) ?? validateNewLoginPassword(input);
}

/** editPayPassword on the server: the toasts that need no confirmation, then 6 digits. */
export function validatePayPasswordChangeRequest(input: PasswordChangeRequest): ValidationResult {
  return validateChange(input, false) ?? validateNewPayPassword(input);
}
