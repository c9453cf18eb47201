import { AGENT_APPLICATION_MESSAGES } from '@app/shared/validation';

/** Messages of the member's agent application (spec-2 §5 first, then decision 0028's). */
export const AGENT_MESSAGES = {
  ...AGENT_APPLICATION_MESSAGES,
  mobileNotBound: '请先绑定手机号后再申请代理',
  alreadyAgent: '您已经是代理，无需重复申请',
  pending: '您的代理申请正在审核中，请耐心等待',
  applied: '申请已提交，请耐心等待审核',
  memberMissing: '会员不存在',
} as const;

/** Messages of the staff side (staff read them). */
export const AGENT_ADMIN_MESSAGES = {
  saved: '已保存',
  approved: '已通过，会员已成为代理',
  refused: '已拒绝',
  applicationNotFound: '申请不存在',
  applicationReviewed: '该申请已被处理',
  memberNotFound: '会员不存在',
  alreadyAgent: '该会员已是代理',
  agentNotFound: '代理不存在',
  parentNotFound: '上级代理不存在',
  parentFrozen: '上级代理已冻结，不能在其下添加代理',
  planNotFound: '返佣方案不存在',
  planDisabled: '返佣方案已停用',
  planRequired: '顶级代理请选择返佣方案',
  planOnlyTop: '只有顶级代理可以更换方案，下级代理随顶级代理',
  rateAbovePlan: (max: string) => `返佣比例不能高于方案上限 ${max}%`,
  rateNotBelowParent: (parent: string) => `返佣比例必须低于上级代理的 ${parent}%`,
  rateNotAboveChild: (child: string) => `返佣比例必须高于下级代理的最高比例 ${child}%`,
  treeAbovePlan: (max: string) => `该代理线中有代理的返佣比例高于新方案上限 ${max}%，请先调整`,
  planMaxBelowAgents: (rate: string) => `已有代理的返佣比例 ${rate}% 高于该上限，请先调整代理比例`,
  planNameTaken: '方案名称已存在',
  statusUnchanged: '状态未变化',
} as const;
