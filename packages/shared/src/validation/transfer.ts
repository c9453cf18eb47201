// Platform transfer rules, spec-2 §5.
import { isBlankAmount, readAmount, type AmountInput } from './amount-field';
import type { ValidationResult } from './rule-helpers';

/** Transfer messages, verbatim from spec-2 §5. */
export const TRANSFER_MESSAGES = {
  amountRequired: '请输入操作金额！',
  aboveMainBalance: '操作金额超出了您的账户余额！',
  abovePlatformBalance: '操作金额超出了您该游戏平台的余额！',
} as const;

/** Direction of a transfer: into a game platform from the main wallet, or back out of it. */
export type TransferDirection = 'toPlatform' | 'fromPlatform';

/**
 * Transfer: an amount, then no more than the source balance (the main wallet when transferring to
 * a platform, the platform balance when transferring back).
 */
export function validateTransfer(input: {
  amount: AmountInput;
  direction: TransferDirection;
  sourceBalanceFen: bigint;
}): ValidationResult {
  if (isBlankAmount(input.amount)) return TRANSFER_MESSAGES.amountRequired;
  const amount = readAmount(input.amount);
  if ('message' in amount) return amount.message;
  if (amount.fen > input.sourceBalanceFen) {
    return input.direction === 'toPlatform'
      ? TRANSFER_MESSAGES.aboveMainBalance
      : TRANSFER_MESSAGES.abovePlatformBalance;
  }
  return null;
}
