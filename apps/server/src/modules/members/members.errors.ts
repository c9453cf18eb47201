/** Messages of the members module (staff read the back-office ones; they say what to do next). */
export const MEMBER_MESSAGES = {
  memberNotFound: '会员不存在',
  alreadyFrozen: '该会员已是冻结状态',
  notFrozen: '该会员未被冻结',
  payPasswordNotSet: '请先设置资金密码',
  payPasswordWrong: (left: number) => `支付密码错误，还可尝试${left}次`,
  payPasswordLocked: (minutes: number) => `支付密码错误次数过多，请${minutes}分钟后再试`,
} as const;
