/** Messages of the daily tasks and chests (spec-2 §5, §8; decision 0027). */
export const TASK_MESSAGES = {
  taskNotFound: '任务不存在或已下架',
  notComplete: '任务尚未完成，完成后再来领取吧',
  alreadyClaimed: '今日已领取该任务奖励，明日再来',
  claimed: '领取成功',
  claimedBonus: (money: string) => `领取成功，奖金 ${money} 元已到账`,
  chestNotFound: '宝箱不存在或已下架',
  /** spec-2 §8: opening gives the bonus as bonus money and needs 3 times turnover to withdraw. */
  chestHint: (money: string, threshold: number) =>
    `活跃度达到${threshold}可开启宝箱，获得${money}元彩金，需完成3倍流水方可提现`,
  chestAlreadyOpened: '今日已开启该宝箱，明日再来',
  chestOpened: (money: string) => `开启成功，彩金 ${money} 元已到账（需完成3倍流水方可提现）`,
} as const;

/** Messages of the staff task pages. */
export const TASK_ADMIN_MESSAGES = {
  saved: '保存成功',
  typeNotFound: '任务类型不存在',
  typeInUse: '该类型下还有任务，请先移走或删除任务',
  taskNotFound: '任务不存在',
  chestNotFound: '宝箱不存在',
  deleted: '删除成功',
} as const;
