export {
  createMember,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  getMainBalanceFen,
  getUserInfo,
  listVipLevels,
  isRebateCategory,
  rebatePercentFor,
  rebatePercentOfLevel,
  REBATE_CATEGORIES,
  type RebateCategory,
  addUserInfoExtension,
  type Member,
  type UserInfoExtension,
  type NewMember,
  type VipLevel,
} from './members.service';
export { seedVipLevels } from './vip-levels.seed';
export { DEMO_MEMBER, seedDemoMembers } from './demo-members.seed';
export { BalanceCache } from './balance-cache';
export { memberFilter } from './member-filter';
export { findMemberSessionState, recordFailedPasswordLogin, recordMemberLogin, type LoginMeta } from './logins.service';
export { usernamesByIds } from './members.repository';
export { referredMembersSql } from './members.repository';
export { addToPaysum, setAgentFlag, setTransferMode } from './members.repository';
export { waitingAdjustmentCount } from './adjustments.stats';
export {
  adjustmentBusinessCheck,
  ADJUSTMENT_LEDGER_KIND,
  ADJUSTMENT_REFERENCE_TYPE,
  adjustmentIdempotencyKey,
} from './adjustments.checks';
export { lockMemberRow } from './members.service';
export {
  assertPayPasswordNotLocked,
  checkPayPassword,
  MAX_FAILED_PAY_PASSWORDS,
  PAY_PASSWORD_LOCK_MS,
} from './pay-password.service';
export { MEMBER_MESSAGES } from './members.errors';
export {
  bindMobileIfNone,
  setAvatar,
  setLoginPasswordHash,
  setPayPasswordHash,
  updateContactFields,
} from './members.repository';
export {
  countActiveMembersBetween,
  countMembersActiveSince,
  countNewMembersBetween,
  memberLoginCountBetween,
  newMembersPerDay,
} from './members.stats';
export {
  findVipLevelById,
  levelsReached,
  lockVipLevels,
  membersWithLevelBonusSql,
  raiseVipLevel,
  toVipLevelWire,
  updateVipLevel,
  vipLevelFor,
  type VipLevelChange,
  type VipLevelRaise,
  type VipThresholds,
} from './vip-levels.service';
export {
  countMembersReferredBy,
  findReferredMember,
  listMembersReferredBy,
  membersLoggedInSql,
  membersReferredBySql,
  type ReferredMember,
} from './team-figures.stats';
export { referredMemberCounts } from './referrals.repository';
