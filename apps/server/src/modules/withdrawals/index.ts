export {
  approveWithdrawal,
  createWithdrawal,
  listMemberWithdrawals,
  listWithdrawTypes,
  refuseWithdrawal,
  WITHDRAW_LEDGER,
  type MemberWithdrawalRow,
  type ReviewResult,
} from './withdrawals.service';
export {
  ALWAYS_OPEN_WINDOW,
  formatWindow,
  isAlwaysOpen,
  isValidWindow,
  isWithinWithdrawWindow,
  parseWindowTime,
  type WithdrawWindow,
} from './withdraw-window';
export {
  DEFAULT_WITHDRAW_SETTINGS,
  readWithdrawSettings,
  WITHDRAW_SETTING_KEYS,
  type WithdrawSettings,
} from './withdrawals.settings';
export { WITHDRAWAL_LEDGER_CHECKS } from './withdrawals.checks';
export { seedWithdrawChannels } from './withdrawals.seed';
export { WITHDRAW_STATE, type WithdrawState } from './withdrawals.repository';
export { WITHDRAW_SERVER_MESSAGES } from './withdrawals.errors';
export { withdrawFeesUserInfo } from './withdraw-fees.hooks';
export {
  approvedWithdrawalTotalsBetween,
  approvedWithdrawalsByMemberSql,
  dailyApprovedWithdrawalTotals,
  pendingWithdrawalCount,
  reviewedWithdrawalGroupsBetween,
  type ReviewedWithdrawalGroup,
} from './withdrawals.stats';
export { listEnabledWalletChannels } from './withdrawals.repository';
export { approvedWithdrawalsOfMembers } from './team-figures.stats';
export {
  backfillPaidWithdrawals,
  lockApprovedWithdrawal,
  lockWithdrawalRow,
  markWithdrawalPaid,
  markWithdrawalPayoutFailed,
  markWithdrawalPayoutProcessing,
  PAYOUT_MESSAGES,
  PAYOUT_STATE,
  refundFailedWithdrawal,
  returnFailedWithdrawalToReview,
  type PayoutState,
} from './withdrawal-payouts';
export { findWithdrawalByOrderNo, type Withdrawal } from './withdrawals.repository';
