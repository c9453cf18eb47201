export {
  claimVipBonus,
  evaluateVipLevel,
  listMemberBonuses,
  vipAfterBetSettled,
  vipAfterDepositCredited,
  VipBonusStatus,
} from './vip-bonuses.service';
export { createPeriodBonuses, runVipBonusJob, VIP_BONUS_JOB_INTERVAL_MS } from './vip-bonuses.job';
export {
  lastCompleteMonth,
  lastCompleteWeek,
  monthPeriod,
  periodOf,
  VipBonusType,
  weekPeriod,
  type BonusPeriod,
} from './vip-periods';
export { VIP_BONUS_REFERENCE_TYPE, vipBonusBusinessCheck, vipBonusIdempotencyKey } from './vip-bonuses.checks';
export { VIP_ADMIN_MESSAGES, VIP_BONUS_MESSAGES } from './vip-bonuses.errors';
export { seedDemoVip } from './vip-bonuses.seed';
