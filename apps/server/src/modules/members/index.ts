export { members, memberLogins, vipLevels } from './members.tables';
export {
  createMember,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  getMainBalanceFen,
  getUserInfo,
  listVipLevels,
  addUserInfoExtension,
  type Member,
  type UserInfoExtension,
  type NewMember,
  type VipLevel,
} from './members.service';
export { seedVipLevels } from './vip-levels.seed';
export { membersRoutes } from './members.routes';
export { DEMO_MEMBER, seedDemoMembers } from './demo-members.seed';
export { BalanceCache } from './balance-cache';
export { memberFilter } from './member-filter';
export {
  findMemberSessionState,
  recordFailedPasswordLogin,
  recordMemberLogin,
  setLoginPasswordHash,
  type LoginMeta,
} from './logins.service';
export { usernamesByIds } from './member-names';
export { addToPaysum, lockMember, setTransferMode } from './members.money';
export { adjustmentsAdminRoutes } from './adjustments.admin.routes';
export {
  ADJUSTMENT_SECOND_APPROVAL_KEY,
  DEFAULT_ADJUSTMENT_SECOND_APPROVAL_FEN,
  recentAdjustments,
  toAdjustmentWire,
  waitingAdjustmentCount,
} from './adjustments.admin.service';
export {
  adjustmentBusinessCheck,
  ADJUSTMENT_LEDGER_KIND,
  ADJUSTMENT_REFERENCE_TYPE,
  adjustmentIdempotencyKey,
} from './adjustments.checks';
