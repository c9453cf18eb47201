import { formatFen } from '@app/shared/money';

/**
 * Messages of the withdrawals module that the specs do not fix. The spec's own (withdraw form,
 * USDT binding, bank card binding) live in @app/shared/validation and are used from there.
 */
export const WITHDRAW_SERVER_MESSAGES = {
  /** spec-2 §4: the withdraw screen's alert text. */
  mobileRequired: '请先验证手机号码，再进行提现操作！',
  payPasswordNotSet: '请先设置资金密码',
  /** Outside the staff-set daily window (decision 0010), e.g. '09:00-23:00'. */
  outsideWindow: (window: string) => `当前不在提现时间内（${window}）`,
  bankChannelClosed: '银行卡提现暂不可用，请选择其他提现方式',
  walletChannelClosed: '该钱包暂不可用，请选择其他钱包',
  cardNotFound: '银行卡不存在，请重新选择',
  boundAddressInvalid: '当前钱包绑定的地址格式不正确，请联系客服',
  receiptNotPositive: '扣除手续费后到账金额不足，请提高提现金额',
  dailyCountReached: (count: number) => `今日提现次数已达上限（${count}次），请明日再试`,
  dailyAmountExceeded: (leftFen: bigint) => `超出今日提现额度，今日还可提现${formatFen(leftFen)}元`,
  /** platform-rules §3, with x like '100.00'. */
  turnoverOutstanding: (outstandingFen: bigint) => `您还需完成打码量 ${formatFen(outstandingFen)} 元才能提现`,
  insufficientBalance: '余额不足',
  submitted: '提交成功，等待后台审核',
  orderNotFound: '提现订单不存在',
  alreadyReviewed: '该提现订单已审核，请勿重复操作',
  secondApproverRequired: '需要第二位审核人',
  refuseReasonRequired: '请填写拒绝原因',
  refuseReasonTooLong: '拒绝原因最多200个字',
} as const;

/** Messages of the staff withdrawal review (staff read them; they say what to do next). */
export const WITHDRAWAL_ADMIN_MESSAGES = {
  withdrawalNotFound: '提现订单不存在',
  withdrawalSecondNeeded: '已记录第一审核，金额超过复核额度，需另一位员工再次审核通过',
  withdrawalSameReviewer: '该订单已由您完成第一审核，需由另一位员工复核',
} as const;

/** Messages of the withdrawal settings (staff read them). */
export const WITHDRAW_SETTINGS_ADMIN_MESSAGES = {
  withdrawChannelNotFound: '提现通道不存在',
  saved: '已保存，会员端将在数秒内生效',
  windowEmpty: '提现开始时间与结束时间不能相同（全天开放请填 00:00 至 24:00）',
} as const;
