// Creating a sub-agent in the agent portal (issue #17, decision 0030): a new member account under
// the registration rules of spec-1 §5 (same messages), plus a commission rate below the agent's own.
import {
  PAY_PASSWORD_PATTERN,
  REAL_NAME_PATTERN,
  REGISTER_ACCOUNT_PATTERN,
  REGISTER_MESSAGES,
  REGISTER_PASSWORD_PATTERN,
} from './register';
import { textOf, type TextInput, type ValidationResult } from './rule-helpers';

export const SUB_AGENT_MESSAGES = {
  rateInvalid: '请输入正确的返佣比例（百分比，最多两位小数）',
  rateNotBelow: (own: string) => `下级代理的返佣比例必须低于您的比例（${own}%）`,
  adultRequired: '请确认对方已年满18周岁',
} as const;

/** A percent with at most two decimals: '0.8', '1.25', '0'. */
export const RATE_PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** The rate in hundredths of a percent ('1.25' → 125), or null when it is not a valid percent. */
export function rateHundredthsOf(value: TextInput): number | null {
  const text = textOf(value).trim();
  if (!RATE_PERCENT_PATTERN.test(text)) return null;
  const [whole = '0', decimals = ''] = text.split('.');
  const hundredths = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return hundredths > 10_000 ? null : hundredths;
}

/** Hundredths of a percent as the two-decimal text the database and answers use (125 → '1.25'). */
export function formatRateHundredths(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export interface SubAgentInput {
  account: TextInput;
  password: TextInput;
  confirmPassword: TextInput;
  realName: TextInput;
  payPassword: TextInput;
  ratePercent: TextInput;
  adult: boolean;
  /** The creating agent's own rate ('1.20'). */
  ownRatePercent: string;
}

/** In order: account, password, confirmation, real name, pay password, rate, adult confirmation. */
export function validateSubAgent(input: SubAgentInput): ValidationResult {
  if (!REGISTER_ACCOUNT_PATTERN.test(textOf(input.account))) return REGISTER_MESSAGES.accountInvalid;
  const password = textOf(input.password);
  if (!REGISTER_PASSWORD_PATTERN.test(password)) return REGISTER_MESSAGES.passwordInvalid;
  if (textOf(input.confirmPassword) !== password) return REGISTER_MESSAGES.passwordMismatch;
  if (!REAL_NAME_PATTERN.test(textOf(input.realName))) return REGISTER_MESSAGES.realNameInvalid;
  const payPassword = textOf(input.payPassword);
  if (payPassword.length !== 6) return REGISTER_MESSAGES.payPasswordLength;
  if (!PAY_PASSWORD_PATTERN.test(payPassword)) return REGISTER_MESSAGES.payPasswordNotDigits;
  const rate = rateHundredthsOf(input.ratePercent);
  if (rate === null) return SUB_AGENT_MESSAGES.rateInvalid;
  const own = rateHundredthsOf(input.ownRatePercent) ?? 0;
  if (rate >= own) return SUB_AGENT_MESSAGES.rateNotBelow(formatRateHundredths(own));
  if (!input.adult) return SUB_AGENT_MESSAGES.adultRequired;
  return null;
}
