import { moneyTextToFen } from '../../../lib/money-text';

/** The VIP bar never goes past full. */
export const VIP_PROGRESS_MAX = 100;

/**
 * The VIP bar (spec-1 §4): round(paysum / recharge threshold of "the level at the user's vip index"
 * × 100), capped at 100, and 0 when either value is 0 (or missing). The spec's list starts at the
 * first level above the entry one, so its index `vip` names the level after the member's; ours
 * (`POST /api/uservip`) starts at VIP0 (recharge 0), so that level is the one with `vip_id = vip + 1`
 * (decision 0023: indexing ours by `vip` would show 0 % at VIP0 and 100 % at every other level).
 * At the top level there is no next one: the bar is full. Money stays integer fen (CONVENTIONS 6):
 * round half up on fen × 100 / fen.
 */
export function vipProgressPercent(
  paysum: string,
  levels: readonly { vip_id: number; recharge: string }[],
  vip: number,
): number {
  if (!Number.isInteger(vip) || vip < 0 || levels.length === 0) return 0;
  const next = levels.find((level) => level.vip_id === vip + 1);
  if (!next) return levels.some((level) => level.vip_id === vip) ? VIP_PROGRESS_MAX : 0;
  const paidFen = moneyTextToFen(paysum) ?? 0n;
  const thresholdFen = moneyTextToFen(next.recharge) ?? 0n;
  if (paidFen <= 0n || thresholdFen <= 0n) return 0;
  const rounded = (paidFen * 200n + thresholdFen) / (thresholdFen * 2n);
  return rounded >= BigInt(VIP_PROGRESS_MAX) ? VIP_PROGRESS_MAX : Number(rounded);
}
