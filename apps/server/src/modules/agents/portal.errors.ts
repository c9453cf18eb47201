/** Messages of the agent portal (decision 0030). */
export const PORTAL_MESSAGES = {
  ticketInvalid: '登录凭证无效或已过期，请重新进入代理后台',
  notAgent: '您还不是代理，请先申请成为代理',
  agentFrozen: '代理账号已冻结，请联系客服',
  loggedIn: '登录成功',
  loggedOut: '退出成功',
  memberNotFound: '会员不存在',
  agentNotFound: '代理不存在',
  statementNotFound: '佣金记录不存在',
  dayInvalid: '日期不正确',
  rangeReversed: '开始日期不能晚于结束日期',
  rangeTooLong: (days: number) => `查询范围最多${days}天`,
  subAgentCreated: '下级代理已创建',
} as const;
