/** Messages of the VIP bonuses (the specs fix none of them; members and staff read them). */
export const VIP_BONUS_MESSAGES = {
  idInvalid: '请选择要领取的奖金',
  notFound: '奖金记录不存在',
  alreadyClaimed: '该奖金已领取，请勿重复领取',
  claimed: '领取成功',
} as const;

/** Messages of the staff VIP pages. */
export const VIP_ADMIN_MESSAGES = {
  levelNotFound: 'VIP等级不存在',
  saved: '已保存',
  lowestLevelZero: '最低等级是所有会员的起点，晋级充值与晋级流水须为0',
  rechargeOrder: (lower: string, upper: string) => `晋级充值须高于${lower}、低于${upper}（随等级递增）`,
  flowOrder: (lower: string, upper: string) => `晋级流水须不低于${lower}、不高于${upper}（随等级递增）`,
  periodInvalid: (type: number) => (type === 2 ? '周期须为某周的周一日期，如 2026-11-23' : '周期须为月份，如 2026-11'),
  periodNotOver: '该周期尚未结束，结束后才能发放',
  runDone: (count: number) => `已发放，新建 ${count} 条奖金记录（已有的不重复发放）`,
} as const;
