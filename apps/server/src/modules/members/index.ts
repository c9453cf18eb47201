export { members, memberLogins } from './members.tables';
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
export { lockMemberRow } from './members.service';
export {
  assertPayPasswordNotLocked,
  checkPayPassword,
  MAX_FAILED_PAY_PASSWORDS,
  PAY_PASSWORD_LOCK_MS,
} from './pay-password.service';
export { membersAdminRoutes, type MembersAdminOptions } from './members.admin.routes';
export { MEMBER_MESSAGES } from './members.errors';
export {
  bindMobileIfNone,
  setAvatar,
  setLoginPasswordHash,
  setPayPasswordHash,
  updateContactFields,
} from './member-updates';
export { countActiveMembersBetween, countNewMembersBetween, newMembersPerDay, usernamesByIds } from './members.queries';
