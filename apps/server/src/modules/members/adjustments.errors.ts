import { formatFen } from '@app/shared/money';

/** Messages of staff balance adjustments (staff read them; they say what to do next). */
export const ADJUSTMENT_MESSAGES = {
  memberNotFound: '会员不存在',
  debitAboveBalance: (balanceFen: bigint) =>
    `扣款金额超过会员中心钱包余额（当前余额 ${formatFen(balanceFen)} 元），扣款后余额不能为负数`,
  adjustmentNotFound: '调账记录不存在',
  adjustmentDecided: '该调账已处理，请勿重复操作',
  adjustmentSelfReview: '不能复核自己提交的调账，请由另一位有复核权限的员工处理',
  adjustmentWaiting: '调账金额超过单人审批额度，已提交，等待另一位员工复核',
  adjustmentApplied: '调账已生效',
} as const;
