/**
 * Messages of the payees module that the specs do not fix. The spec's own (USDT binding, bank card
 * binding, wallet binding) live in @app/shared/validation and are used from there.
 */
export const PAYEE_MESSAGES = {
  usdtLimit: '最多只能绑定6个USDT地址',
  usdtDuplicate: '该USDT地址已绑定，请勿重复添加',
  usdtAdded: '添加成功！',
  bankUnknown: '请选择正确的开户银行',
  cardLimit: '最多只能绑定5张银行卡',
  cardDuplicate: '该银行卡已绑定，请勿重复添加',
  cardBound: '绑定成功',
  walletRequired: '请选择钱包',
  walletUnavailable: '该钱包不存在或已停用',
  walletAlreadyBound: '该钱包已绑定',
  bound: '绑定成功',
  unbound: '解绑成功',
  notFound: '记录不存在',
  realnameRequired: '请先联系客服登记真实姓名后再绑定银行卡',
} as const;
