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
