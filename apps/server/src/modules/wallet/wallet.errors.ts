/** Messages of the staff transfer screens (staff read them; they say what to do next). */
export const TRANSFER_ADMIN_MESSAGES = {
  transferNotFound: '转账记录不存在',
  transferNotPending: '该转账已有最终结果，无需处理',
  transferTooRecent: '转账刚发起，请稍后（约15秒）再查询',
  transferTooRecentForNotFound: '游戏平台暂未查到该订单，订单发起不足1分钟时可能仍在途中，请稍后再处理',
  transferNoAnswer: '游戏平台未给出明确结果，不能强制处理，请稍后再查询',
  transferDisagrees: (answer: string) => `游戏平台的查询结果为"${answer}"，与所选结果不一致，不能强制处理`,
  transferPlatformMissing: '该游戏平台不存在或未接入，无法查询',
} as const;
