import { PROMOTION_CLAIM_MESSAGES } from '@app/shared/validation';

/** Messages of the rebate module. */
export const REBATE_MESSAGES = {
  /** spec-2 §5: nothing to claim. */
  nothingToClaim: PROMOTION_CLAIM_MESSAGES.noRebate,
  claimed: (money: string) => `领取成功，返水 ${money} 元已到账`,
} as const;

/** Messages of the staff rebate pages. */
export const REBATE_ADMIN_MESSAGES = {
  dayInFuture: '不能重算未来的日期',
  dayInvalid: '日期格式应为 YYYY-MM-DD',
  rerunDone: (changed: number) => `重算完成，${changed} 笔注单的返水有变动`,
} as const;
