import type { LimitKind, LimitPeriod, RestrictionKind } from '@app/shared/contracts';

const PERIOD_NAMES: Record<LimitPeriod, string> = { day: '今日', week: '本周', month: '本月' };
const PERIOD_LABELS: Record<LimitPeriod, string> = { day: '每日', week: '每周', month: '每月' };
const KIND_LABELS: Record<LimitKind, string> = { deposit: '存款限额', loss: '亏损限额' };
export const RESTRICTION_NAMES: Record<RestrictionKind, string> = { time_out: '冷静期', self_exclusion: '自我禁止' };

/** Messages of responsible play (platform-rules §10; decision 0032). */
export const RESPONSIBLE_PLAY_MESSAGES = {
  saved: '设置成功',
  /** A deposit over a limit, naming what is left (e.g. 超出今日存款限额，今日还可存入 ¥50.00). */
  depositOverLimit: (period: LimitPeriod, remaining: string) =>
    `超出${PERIOD_NAMES[period]}存款限额，${PERIOD_NAMES[period]}还可存入 ¥${remaining}`,
  /** A bet that could take the period's net loss past the limit. */
  lossOverLimit: (period: LimitPeriod, remaining: string) =>
    `超出${PERIOD_NAMES[period]}亏损限额，${PERIOD_NAMES[period]}还可投注 ¥${remaining}`,
  /** Launching a third-party game or moving money into a platform once the loss limit is used up. */
  lossLimitReached: (period: LimitPeriod) => `已达到${PERIOD_NAMES[period]}亏损限额，暂时不能继续游戏`,
  /** Deposits, transfers into a platform, games and promotions during a time-out or exclusion. */
  restricted: (kind: RestrictionKind, endsAt: string) =>
    `您正处于${RESTRICTION_NAMES[kind]}，至 ${endsAt} 结束；期间不能存款、转入游戏、游戏或参加优惠，可以登录、查看记录和提款`,
  /** A new time-out or exclusion may only end later than the one in force. */
  alreadyRestricted: (kind: RestrictionKind, endsAt: string) =>
    `您已处于${RESTRICTION_NAMES[kind]}，至 ${endsAt} 结束，新的期限须晚于该时间`,
  timeOutStarted: (endsAt: string) => `冷静期已开始，至 ${endsAt} 结束`,
  exclusionStarted: (endsAt: string) => `自我禁止已开始，至 ${endsAt} 结束，期间不可撤销`,
  realityCheckSaved: (minutes: number) => (minutes === 0 ? '已关闭游戏时长提醒' : `已设置每 ${minutes} 分钟提醒一次`),
  memberNotFound: '会员不存在',
  exclusionExtended: (endsAt: string) => `自我禁止已延长至 ${endsAt}`,
  /** History lines. */
  limitHistory: (kind: LimitKind, period: LimitPeriod, text: string) =>
    `${PERIOD_LABELS[period]}${KIND_LABELS[kind]}：${text}`,
} as const;

export const limitKindLabel = (kind: LimitKind) => KIND_LABELS[kind];
export const limitPeriodLabel = (period: LimitPeriod) => PERIOD_LABELS[period];
