// Reading an amount typed into a money form, shared by the withdraw, deposit and transfer rules.
import { parseAmountToFen } from '../money';

/** An amount field: what the member typed (string) or what a request carried (string or number). */
export type AmountInput = unknown;

/** Blank when nothing was typed. */
export function isBlankAmount(amount: AmountInput): boolean {
  return amount === null || amount === undefined || (typeof amount === 'string' && amount.trim() === '');
}

/** The amount in fen, or the parse message ('请输入正确的金额', '金额最多保留两位小数', …). */
export function readAmount(amount: AmountInput): { fen: bigint } | { message: string } {
  const parsed = parseAmountToFen(amount);
  return parsed.ok ? { fen: parsed.fen } : { message: parsed.message };
}
