import { PROMOTION_CLAIM_MESSAGES } from '@app/shared/validation';

/**
 * Messages of the red packets (spec-2 §5, §8; decision 0024 says which is answered when).
 * The window texts name the staff-set window, e.g. '10:00-12:00'.
 */
export const RED_PACKET_MESSAGES = {
  /** redpacket_switch 0 (spec-2 §2, §8): all three member calls. */
  closed: '红包已关闭',
  /** The member's counted deposits reach no tier: no grab at all today (spec-2 §8). */
  notQualified: PROMOTION_CLAIM_MESSAGES.redPacketNotQualified,
  /** The member had grabs today and has used them all (spec-2 §5). */
  noDrawsLeft: PROMOTION_CLAIM_MESSAGES.noRedPacketDraws,
  notStarted: (window: string) => `红包活动尚未开始，每日${window}开抢`,
  finished: (window: string) => `今日红包活动已结束，明日${window}再来`,
  /** The day's budget cannot pay another packet of the minimum size. */
  budgetExhausted: '今日红包已被抢完，请明日再来',
  won: '恭喜您抢到红包',
} as const;

/** Messages of the staff rules editor (staff read them). */
export const RED_PACKET_ADMIN_MESSAGES = {
  saved: '红包规则已保存，会员端立即生效',
  windowInvalid: '开抢时间必须早于结束时间（同一天内，如 10:00 至 12:00）',
  tierRange: '每档的最低存款不能高于最高存款，次数至少为1',
  tierOverlap: '存款档位不能重叠，请调整各档的最低与最高存款',
  minAboveMax: '红包最小金额不能高于最大金额',
} as const;
