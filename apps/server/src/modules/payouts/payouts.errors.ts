/** Messages of the payouts module (staff read them; they say what to do next). */
export const PAYOUTS_MESSAGES = {
  channelNotFound: '出款通道不存在',
  channelCodeTaken: '通道代码已存在',
  channelDisabled: '该出款通道已停用',
  notManualChannel: '人工出款只能选择人工出款通道',
  manualChannelNotSendable: '人工出款通道不能代付，请使用"人工出款"并填写流水号',
  sandboxUnavailable: '演示代付沙箱仅在演示模式下可用',
  channelUnusable: '该出款通道配置不完整或签名密钥无法解密，请重新填写',
  sandboxNotEditable: '内置演示代付沙箱不能修改接口配置',
  sentAccepted: '已提交代付，等待通道回调结果',
  sentUnknown: '代付请求结果未知，订单保持处理中，系统将自动查询结果',
  sentRefused: (reason: string) => `通道拒绝代付：${reason}。请选择退回审核或退款给会员`,
  paidManually: '已标记出款成功',
  backToReview: '已退回待审核',
  refunded: '已退款，金额已退回会员中心钱包',
  secretSetOnlyForSignedHttp: '只有签名接口通道需要商户号、签名密钥和接口地址',
} as const;
