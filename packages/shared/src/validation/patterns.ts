// The phone and e-mail patterns of spec-1 §5 and spec-2 §5, written once.

/** Login, register and send-code phone: optional +86 or 0086, then 1, a second digit 3-9, 11 digits in all. */
export const LOGIN_PHONE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;

/**
 * Phone binding and agent application: optional prefix 0, 86 or 17951, then 13x, 15x except 154,
 * 17 followed by 6/7/8, 18x or 14 followed by 5/7, then 8 digits.
 */
export const MAINLAND_MOBILE_PATTERN = /^(?:0|86|17951)?(?:13\d|15[0-35-9]|17[678]|18\d|14[57])\d{8}$/;

/** E-mail: a letter or digit, word characters or hyphens, @, an alphanumeric domain, a dot, 2-4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9][\w-]*@[A-Za-z0-9]+\.[A-Za-z]{2,4}$/;

/** True for a phone the login, register and send-code forms accept. */
export function isLoginPhone(phone: string): boolean {
  return LOGIN_PHONE_PATTERN.test(phone);
}

/** True for a phone the phone-binding and agent forms accept. */
export function isMainlandMobile(phone: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(phone);
}

/** True for an e-mail address the e-mail form accepts. */
export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/**
 * The 11-digit national number of a phone accepted by either pattern (prefix +86, 0086, 86, 0 or
 * 17951 removed), or null. Store and compare phones in this form so one number is one member.
 */
export function toNationalMobile(phone: string): string | null {
  if (!isLoginPhone(phone) && !isMainlandMobile(phone)) return null;
  return phone.slice(-11);
}
