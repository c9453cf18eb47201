/**
 * Every audit action code the server writes, with its Chinese label (issue #21: the audit log shows
 * `action_label` beside the code). `recordAudit` and `recordAgentAudit` accept only these codes, so a
 * new action does not compile until it has a label here.
 */
export const AUDIT_ACTION_LABELS = {
  // staff
  'staff.login': '员工登录',
  'staff.create': '新增员工',
  'staff.update': '修改员工',
  // members
  'member.freeze': '冻结会员',
  'member.unfreeze': '解冻会员',
  'member.note': '会员备注',
  'member.reset_password': '重置会员登录密码',
  'member.reset_fund_password': '重置会员资金密码',
  'member.adjustment.apply': '人工调账',
  'member.adjustment.request': '申请人工调账（待复核）',
  'member.adjustment.approve': '复核通过人工调账',
  'member.adjustment.reject': '复核拒绝人工调账',
  'members.adjustment_settings.update': '修改调账复核门槛',
  'members.responsible_play.extend_exclusion': '延长会员自我禁入',
  // SMS providers (decision 0033)
  'sms.provider.create': '新增短信通道',
  'sms.provider.update': '修改短信通道',
  'sms.provider.activate': '切换当前短信通道',
  'sms.provider.test': '发送测试短信',
  // finance
  'finance.deposit.confirm': '确认充值到账',
  'finance.deposit.refuse': '拒绝充值',
  'finance.withdrawal.first_approval': '提现初审通过',
  'finance.withdrawal.approve': '提现审核通过',
  'finance.withdrawal.refuse': '拒绝提现',
  'finance.withdrawal.send_payout': '提交代付出款',
  'finance.withdrawal.pay_manually': '人工出款',
  'finance.withdrawal.payout_back_to_review': '出款失败退回审核',
  'finance.withdrawal.payout_refund': '出款失败退款',
  'finance.transfer.check': '核查转账单',
  'finance.transfer.resolve': '手动处理转账单',
  'finance.ledger.check': '运行账本核对',
  // payments
  'payments.gateway.create': '新增支付网关',
  'payments.gateway.update': '修改支付网关',
  'payments.recharge_type.create': '新增充值方式',
  'payments.recharge_type.update': '修改充值方式',
  'payments.recharge_channel.create': '新增充值通道',
  'payments.recharge_channel.update': '修改充值通道',
  'payments.withdraw_channel.update': '修改提现方式',
  'payments.withdraw_settings.update': '修改提现设置',
  'payments.payout_channel.create': '新增代付通道',
  'payments.payout_channel.update': '修改代付通道',
  'payments.payout_channel.enable': '启用代付通道',
  'payments.payout_channel.disable': '停用代付通道',
  // promotions
  'promotions.activity.create': '新增活动',
  'promotions.activity.update': '修改活动',
  'promotions.activity_type.create': '新增活动类型',
  'promotions.activity_type.update': '修改活动类型',
  'promotions.activity_application.approve': '通过活动申请',
  'promotions.activity_application.refuse': '拒绝活动申请',
  'promotions.task.create': '新增任务',
  'promotions.task.update': '修改任务',
  'promotions.task_type.create': '新增任务类型',
  'promotions.task_type.update': '修改任务类型',
  'promotions.chest.create': '新增宝箱',
  'promotions.chest.update': '修改宝箱',
  'promotions.red_packet_rules.update': '修改红包规则',
  'rebates.rerun': '重新计算返水',
  'vip.bonus.run': '发放VIP奖金',
  'vip.level.update': '修改VIP等级',
  // games
  'games.platform.update': '修改游戏平台',
  'games.category.update': '修改游戏分类',
  'games.game.create': '新增游戏',
  'games.game.update': '修改游戏',
  'games.type.create': '新增游戏类型',
  'games.type.update': '修改游戏类型',
  'games.type.delete': '删除游戏类型',
  'games.type_entry.create': '新增类型入口',
  'games.type_entry.update': '修改类型入口',
  'games.type_entry.delete': '删除类型入口',
  'games.hot_section.update': '修改热门版块',
  'games.hot_section.reorder': '调整热门版块顺序',
  'games.hot_item.create': '新增热门游戏',
  'games.hot_item.update': '修改热门游戏',
  'games.hot_item.delete': '删除热门游戏',
  // content
  'content.site_settings': '修改站点设置',
  'content.page.update': '修改内容页面',
  'content.image.upload': '上传图片',
  'content.service_url.update': '修改客服链接',
  'content.notice.create': '新增公告',
  'content.notice.update': '修改公告',
  'content.notice.delete': '删除公告',
  'content.banner.create': '新增轮播图',
  'content.banner.update': '修改轮播图',
  'content.banner.delete': '删除轮播图',
  'content.home_notice.create': '新增首页公告',
  'content.home_notice.update': '修改首页公告',
  'content.home_notice.delete': '删除首页公告',
  'content.service_entry.create': '新增客服入口',
  'content.service_entry.update': '修改客服入口',
  'content.service_entry.delete': '删除客服入口',
  // agents and commission
  'agents.application.approve': '通过代理申请',
  'agents.application.refuse': '拒绝代理申请',
  'agents.agent.create': '新增代理',
  'agents.agent.freeze': '冻结代理',
  'agents.agent.unfreeze': '解冻代理',
  'agents.agent.rate': '修改代理返佣比例',
  'agents.agent.plan': '修改代理佣金方案',
  'agents.plan.create': '新增佣金方案',
  'agents.plan.update': '修改佣金方案',
  'agent.portal.create_sub_agent': '代理后台开设下级代理',
  'agent_commission.settle': '结算代理佣金',
  'agent_commission.approve': '审核通过佣金单',
  'agent_commission.refuse': '拒绝佣金单',
  'agent_commission.pay': '发放代理佣金',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(code: string): code is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, code);
}

/** The Chinese label of an audit code; an old or unknown code (rows written before a rename) shows as itself. */
export function auditActionLabel(code: string): string {
  return isAuditAction(code) ? AUDIT_ACTION_LABELS[code] : code;
}
