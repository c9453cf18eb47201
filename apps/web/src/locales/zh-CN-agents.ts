/**
 * The texts of /applyagent (`agents.*` keys of the catalogue). The page's module adds them when it
 * loads (`addFeatureMessages`), so the first screens of the site do not carry them (decision 0015).
 */
export const zhCNAgents = {
  name: '姓名',
  contact: '联系电话',
  contactPlaceholder: '请输入联系电话',
  reason: '申请理由',
  reasonPlaceholder: '请简单介绍您的推广资源与计划',
  confirm: '确认申请',
  bindTitle: '温馨提示',
  bindContent: '请先绑定手机号，绑定手机号后才能设置资金密码',
  bindGo: '去设置',
  bindLater: '取消',
  pendingTitle: '申请审核中',
  pendingDescription: '您的代理申请已提交，请耐心等待审核',
  refusedTitle: '申请未通过',
  refusedReason: '原因：{{reason}}',
  refusedAgain: '您可以修改资料后重新申请',
  agentTitle: '您已是代理',
  agentDescription: '可通过代理登录查看团队与佣金',
  agentLogin: '代理登录',
  submittedAt: '申请时间',
  reviewedAt: '审核时间',
  loadFailed: '申请状态加载失败',
  firstTime: '您还没有提交过代理申请，填写以下资料即可申请',
} as const;

export type AgentsMessages = typeof zhCNAgents;
