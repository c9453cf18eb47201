// Rebate and red-packet claim rules, spec-2 §5.
import type { ValidationResult } from './rule-helpers';

/** Claim messages, verbatim from spec-2 §5. */
export const PROMOTION_CLAIM_MESSAGES = {
  noRebate: '暂无领取额度！',
  noRedPacketDraws: '您的剩余次数不足！',
  /** spec-2 §8: the member's counted deposits give no grab today (decision 0024). */
  redPacketNotQualified: '您暂未达到领取条件，快去完成吧！',
} as const;

/** Rebate claim (dofanshui): something must be claimable. */
export function validateRebateClaim(input: { claimableFen: bigint }): ValidationResult {
  return input.claimableFen > 0n ? null : PROMOTION_CLAIM_MESSAGES.noRebate;
}

/** Red-packet draw (douserredpacket): at least one draw must remain. */
export function validateRedPacketDraw(input: { remainingDraws: number }): ValidationResult {
  return input.remainingDraws >= 1 ? null : PROMOTION_CLAIM_MESSAGES.noRedPacketDraws;
}
