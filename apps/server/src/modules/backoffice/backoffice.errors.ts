import { formatFen } from '@app/shared/money';

/** Messages of the back office (staff read them; they say what to do next). */
export const BACKOFFICE_MESSAGES = {
  memberNotFound: '会员不存在',
  debitAboveBalance: (balanceFen: bigint) =>
    `扣款金额超过会员中心钱包余额（当前余额 ${formatFen(balanceFen)} 元），扣款后余额不能为负数`,
  adjustmentNotFound: '调账记录不存在',
  adjustmentDecided: '该调账已处理，请勿重复操作',
  adjustmentSelfReview: '不能复核自己提交的调账，请由另一位有复核权限的员工处理',
  adjustmentWaiting: '调账金额超过单人审批额度，已提交，等待另一位员工复核',
  adjustmentApplied: '调账已生效',
  depositNotFound: '充值订单不存在',
  withdrawalNotFound: '提现订单不存在',
  withdrawalSecondNeeded: '已记录第一审核，金额超过复核额度，需另一位员工再次审核通过',
  withdrawalSameReviewer: '该订单已由您完成第一审核，需由另一位员工复核',
  transferNotFound: '转账记录不存在',
  transferNotPending: '该转账已有最终结果，无需处理',
  transferTooRecent: '转账刚发起，请稍后（约15秒）再查询',
  transferTooRecentForNotFound: '游戏平台暂未查到该订单，订单发起不足1分钟时可能仍在途中，请稍后再处理',
  transferNoAnswer: '游戏平台未给出明确结果，不能强制处理，请稍后再查询',
  transferDisagrees: (answer: string) => `游戏平台的查询结果为"${answer}"，与所选结果不一致，不能强制处理`,
  transferPlatformMissing: '该游戏平台不存在或未接入，无法查询',
  platformNotFound: '游戏平台不存在',
  settingsSaved: '已保存，会员端将在数秒内生效',
  settingsSanitised: '已保存（弹窗内容中不允许的标签或属性已被移除），会员端将在数秒内生效',
} as const;
