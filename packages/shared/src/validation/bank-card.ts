// Bank card binding rules, spec-1 §5, then the server's own checks (platform-rules §6, spec-1 §9).
import { isBlank, isUnchosen, textOf, type IdInput, type TextInput, type ValidationResult } from './rule-helpers';

/** Bank card messages: the first seven verbatim from spec-1 §5, the last two the server's. */
export const BANK_CARD_MESSAGES = {
  ownerNameRequired: '请输入姓名',
  bankRequired: '请输入银行',
  branchRequired: '请输入开户行地址',
  cardNumberRequired: '请输入银行卡号',
  payPasswordRequired: '请输入支付密码',
  cardNumberLength: '请输入正确的卡号长度',
  payPasswordLength: '请输入支付密码长度',
  cardNumberNotDigits: '银行卡号只能是数字',
  branchTooLong: '开户行地址最多80个字',
} as const;

/** Length limits of the bank card form (spec-1 §9). */
export const BANK_CARD_LIMITS = {
  cardNumberMin: 8,
  cardNumberMax: 19,
  branchMax: 80,
  payPasswordMin: 6,
  payPasswordMax: 18,
} as const;

/** The bank card form: bank is the chosen bank's id (bindCard) or its name (alternate bindcard form). */
export interface BankCardBindingInput {
  ownerName?: TextInput;
  bank: IdInput;
  branch: TextInput;
  cardNumber: TextInput;
  payPassword: TextInput;
}

/**
 * Bank card binding, in the spec's order (owner name only when the alternate form asks for it),
 * then card number digits only and at most 19, then branch at most 80 characters.
 */
export function validateBankCardBinding(
  input: BankCardBindingInput,
  options: { requireOwnerName?: boolean } = {},
): ValidationResult {
  if (options.requireOwnerName === true && isBlank(input.ownerName)) {
    return BANK_CARD_MESSAGES.ownerNameRequired;
  }
  if (isUnchosen(input.bank)) return BANK_CARD_MESSAGES.bankRequired;
  if (isBlank(input.branch)) return BANK_CARD_MESSAGES.branchRequired;
  if (isBlank(input.cardNumber)) return BANK_CARD_MESSAGES.cardNumberRequired;
  if (isBlank(input.payPassword)) return BANK_CARD_MESSAGES.payPasswordRequired;
  const cardNumber = textOf(input.cardNumber);
  const payPassword = textOf(input.payPassword);
  if (cardNumber.length < BANK_CARD_LIMITS.cardNumberMin) return BANK_CARD_MESSAGES.cardNumberLength;
  if (payPassword.length < BANK_CARD_LIMITS.payPasswordMin || payPassword.length > BANK_CARD_LIMITS.payPasswordMax) {
    return BANK_CARD_MESSAGES.payPasswordLength;
  }
  if (!/^\d+$/.test(cardNumber)) return BANK_CARD_MESSAGES.cardNumberNotDigits;
  if (cardNumber.length > BANK_CARD_LIMITS.cardNumberMax) return BANK_CARD_MESSAGES.cardNumberLength;
  if (textOf(input.branch).length > BANK_CARD_LIMITS.branchMax) return BANK_CARD_MESSAGES.branchTooLong;
  return null;
}
