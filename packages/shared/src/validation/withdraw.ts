// Withdraw form rules, spec-2 §5, in the spec's order. The server adds its own preconditions
// (verified mobile, correct pay password, limits, turnover, balance; platform-rules §6).
import { formatFenCompact } from '../money';
import { isBlankAmount, readAmount, type AmountInput } from './amount-field';
import { isBlank, isUnchosen, type IdInput, type TextInput, type ValidationResult } from './rule-helpers';

/**
 * Withdraw messages from spec-2 §5 (the wallet one says 提醒 as the original does); the card one
 * reads 哪张 where the spec has the typo 那张 (issue #13, decision 0014).
 */
export const WITHDRAW_MESSAGES = {
  cardRequired: '您要提现到哪张银行卡？',
  channelRequired: '请选择要提醒的钱包？',
  addressNotBound: '当前选择的钱包没有绑定地址？',
  amountBelowMin: (minFen: bigint) => `单笔取款不能低于${formatFenCompact(minFen)}元`,
  amountAboveMax: (maxFen: bigint) => `单笔取款不能高于${formatFenCompact(maxFen)}元`,
  payPasswordRequired: '请输入您的支付密码',
} as const;

/** Input cap of the withdraw amount and pay password fields (spec-2 §9). */
export const WITHDRAW_INPUT_MAX_LENGTH = 17;

/** Where the money goes: a saved bank card, or a wallet channel with the address bound to it. */
export type WithdrawTarget =
  { tab: 'bank'; cardId: IdInput } | { tab: 'wallet'; channelId: IdInput; boundAddress: TextInput };

/** The withdraw form, with the chosen channel's limits in fen. */
export type WithdrawInput = WithdrawTarget & {
  amount: AmountInput;
  minFen: bigint;
  maxFen: bigint;
  payPassword: TextInput;
};

/**
 * Withdraw: card (bank tab) or channel and bound address (wallet tab), then the amount within
 * min-max, then the pay password. An empty amount counts as below the minimum, as on the original
 * form; an amount that is not a valid number gets the amount parser's message.
 */
export function validateWithdraw(input: WithdrawInput): ValidationResult {
  if (input.tab === 'bank') {
    if (isUnchosen(input.cardId)) return WITHDRAW_MESSAGES.cardRequired;
  } else {
    if (isUnchosen(input.channelId)) return WITHDRAW_MESSAGES.channelRequired;
    if (isBlank(input.boundAddress)) return WITHDRAW_MESSAGES.addressNotBound;
  }
  if (isBlankAmount(input.amount)) return WITHDRAW_MESSAGES.amountBelowMin(input.minFen);
  const amount = readAmount(input.amount);
  if ('message' in amount) return amount.message;
  if (amount.fen < input.minFen) return WITHDRAW_MESSAGES.amountBelowMin(input.minFen);
  if (amount.fen > input.maxFen) return WITHDRAW_MESSAGES.amountAboveMax(input.maxFen);
  if (isBlank(input.payPassword)) return WITHDRAW_MESSAGES.payPasswordRequired;
  return null;
}
