// Deposit form rules, spec-2 §5; recharge on the server checks the same.
import { formatFenCompact } from '../money';
import { isBlankAmount, readAmount, type AmountInput } from './amount-field';
import { isUnchosen, type IdInput, type ValidationResult } from './rule-helpers';

/** Deposit messages, verbatim from spec-2 §5 (the range ones are the inline hint under the field). */
export const DEPOSIT_MESSAGES = {
  channelRequired: '请选择充值方式！',
  amountRequired: '请填写或选择充值金额！',
  amountAboveMax: (maxFen: bigint) => `充值金额 最多${formatFenCompact(maxFen)} 元`,
  amountBelowMin: (minFen: bigint) => `至少${formatFenCompact(minFen)} 元`,
} as const;

/** Deposit: a channel, then an amount, then within the channel's min-max. */
export function validateDeposit(input: {
  channelId: IdInput;
  amount: AmountInput;
  minFen: bigint;
  maxFen: bigint;
}): ValidationResult {
  if (isUnchosen(input.channelId)) return DEPOSIT_MESSAGES.channelRequired;
  if (isBlankAmount(input.amount)) return DEPOSIT_MESSAGES.amountRequired;
  return validateDepositAmountRange(input);
}

/** The inline hint under a custom amount: outside min-max, or not a valid amount; null otherwise or when empty. */
export function validateDepositAmountRange(input: {
  amount: AmountInput;
  minFen: bigint;
  maxFen: bigint;
}): ValidationResult {
  if (isBlankAmount(input.amount)) return null;
  const amount = readAmount(input.amount);
  if ('message' in amount) return amount.message;
  if (amount.fen > input.maxFen) return DEPOSIT_MESSAGES.amountAboveMax(input.maxFen);
  if (amount.fen < input.minFen) return DEPOSIT_MESSAGES.amountBelowMin(input.minFen);
  return null;
}

/** What a custom amount field keeps of the typed text: digits only (spec-2 §5). */
export function keepDigits(text: string): string {
  return text.replace(/\D+/g, '');
}
