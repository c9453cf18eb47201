import { moneyTextToFen } from '../../../lib/money-text';

/** The VIP bar never goes past full. */
export const VIP_PROGRESS_MAX = 100;

/**
 * The VIP bar (spec-1 §4): round(paysum / recharge threshold of the level at the user's vip index
 * × 100), capped at 100, and 0 when either value is 0 (or missing). `levels` is the
 * `POST /api/uservip` list as answered; `vipIndex` is userInfo.vip, used as an index into it.
 * Money stays integer fen (CONVENTIONS 6): round half up on fen × 100 / fen.
 */
export function vipProgressPercent(paysum: string, levels: readonly { recharge: string }[], vipIndex: number): number {
  const level = Number.isInteger(vipIndex) && vipIndex >= 0 ? levels[vipIndex] : undefined;
  const paidFen = moneyTextToFen(paysum) ?? 0n;
  const thresholdFen = level ? (moneyTextToFen(level.recharge) ?? 0n) : 0n;
  if (paidFen <= 0n || thresholdFen <= 0n) return 0;
  const rounded = (paidFen * 200n + thresholdFen) / (thresholdFen * 2n);
  return rounded >= BigInt(VIP_PROGRESS_MAX) ? VIP_PROGRESS_MAX : Number(rounded);
}
