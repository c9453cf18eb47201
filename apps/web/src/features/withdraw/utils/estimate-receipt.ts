import { estimateWalletReceipt, formatFen, maxFen, parseAmountToFen } from '@app/shared/money';
import { moneyTextToFen } from '../../../lib/money-text';

/**
 * Estimated receipt of a wallet withdrawal in the wallet's unit (spec-2 §2, platform-rules §6):
 * floor(amount ÷ rate, 2 decimals) − fee, never shown below 0.00. null until the amount parses or
 * when the rate cannot be read (no estimate rather than a wrong one).
 */
export function estimateReceipt(wallet: { rate: string; fee: string }, amount: string): string | null {
  const parsed = parseAmountToFen(amount);
  if (!parsed.ok) return null;
  const feeUnits = moneyTextToFen(wallet.fee) ?? 0n;
  try {
    return formatFen(maxFen(0n, estimateWalletReceipt(parsed.fen, wallet.rate, feeUnits)));
  } catch {
    return null;
  }
}
