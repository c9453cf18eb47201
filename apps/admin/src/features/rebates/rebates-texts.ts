/** Chinese texts of the rebate screens (kept beside the feature; the menu label is in locales/zh-CN.ts). */
export const rebateTexts = {
  title: '返水记录',
  sub: '每笔已结算有效投注按会员当时 VIP 等级的分类返水比例累计（逐笔向下取整到分），按会员、日期、平台汇总',
  day: '日期',
  platform: '平台',
  platname: '平台代码',
  money: '返水金额',
  claimId: '领取单号',
  createdAt: '产生时间',
  updatedAt: '更新时间',
  claimedAt: '领取时间',
  states: { 0: '未领取', 1: '已领取' } as Record<string, string>,
  dailyTitle: '每日汇总',
  rows: '记录数',
  members: '会员数',
  accrued: '累计返水',
  claimed: '已领取',
  unclaimed: '未领取',
  noDays: '所选日期内没有返水',
  rerunTitle: '重算某日返水',
  rerunHint:
    '按投注记录重新计算该日已结算/已取消注单的返水：已计入的不会重复计入，只补差额，已领取的记录不会改变。操作会记入操作日志。',
  rerunDay: '选择日期',
  rerun: '重算',
  rerunConfirm: (day: string) => `确定重算 ${day} 的返水吗？`,
  rerunResult: (bets: number, changed: number, delta: string) =>
    `已检查 ${bets} 笔注单，${changed} 笔有变动，返水净变动 ${delta} 元`,
} as const;
