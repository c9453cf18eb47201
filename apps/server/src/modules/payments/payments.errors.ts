import { formatFenCompact } from '@app/shared/money';

/**
 * Deposit messages the specs do not give (spec-2 §5 gives only the channel, amount and range ones,
 * which live in `DEPOSIT_MESSAGES` of @app/shared/validation). Decision 0005 lists them.
 */
export const PAYMENT_MESSAGES = {
  channelUnavailable: '该充值通道已关闭，请选择其他充值方式',
  /** A sandbox channel in production mode: the demo gateway never takes real money. */
  sandboxDisabled: '演示支付通道仅在演示模式可用，请选择其他充值方式',
  /** The channel's gateway was switched off by staff (decision 0010). */
  gatewayDisabled: '该支付网关已停用，请选择其他充值方式',
  fixedAmountOnly: (amountsFen: bigint[]) =>
    `该通道仅支持固定金额：${amountsFen.map((fen) => formatFenCompact(fen)).join('、')} 元`,
  orderCreated: '订单已创建，请完成支付',
  orderNotFound: '订单不存在',
  onlineOrderNotReviewable: '在线支付订单由支付网关确认，不能人工审核',
  orderAlreadyCredited: '订单已入账，不能拒绝',
  orderAlreadyRefused: '订单已拒绝，不能再确认入账',
  refuseReasonRequired: '请填写拒绝原因',
  referenceRequired: '请填写转账凭证号',
  referenceTooLong: '转账凭证号最多64个字符',
  referenceSubmitted: '已提交，等待后台确认',
  referenceAlreadySubmitted: '已提交转账信息，如需修改请联系客服',
  orderClosed: '订单已关闭，不能再提交转账信息',
} as const;

/** Messages of the staff deposit review. */
export const DEPOSIT_ADMIN_MESSAGES = {
  depositNotFound: '充值订单不存在',
} as const;

/** Messages of the payments settings (staff read them). */
export const PAYMENTS_ADMIN_MESSAGES = {
  typeNotFound: '充值方式不存在',
  channelNotFound: '充值通道不存在',
  usdtAddressWithoutProtocol: '填写 USDT 地址时请选择协议（ERC20 或 TRC20）',
  fixedAmountsNeeded: '开启固定金额时请至少填写一个固定金额',
  fixedAmountOutOfRange: '固定金额必须在最低金额与最高金额之间',
  saved: '已保存，会员端将在数秒内生效',
  gatewayNotFound: '支付网关不存在',
  gatewayCodeTaken: '网关代码已存在，请换一个',
  gatewayUnknown: '支付网关不存在，请先在“支付网关”中添加',
  sandboxUnavailable: '演示网关（sandbox）仅在演示模式可用，请选择其他支付网关',
} as const;
