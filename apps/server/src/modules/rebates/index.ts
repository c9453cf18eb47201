export {
  applyBetRebate,
  claimRebates,
  listMemberRebates,
  rebateClaimKey,
  rebateTotals,
  REBATE_CLAIM_REFERENCE,
  type AppliedRebate,
  type RebateBet,
} from './rebates.service';
export { rebateOfBet, accrualTarget, claimableFen } from './rebate-formula';
export { rebateBetSettledListener, REBATE_LISTENER } from './rebates.hooks';
export { rebateClaimLedgerCheck } from './rebates.checks';
export { REBATE_MESSAGES } from './rebates.errors';
export { seedDemoRebates } from './rebates.seed';
export { rerunRebateDay } from './rebates.admin.service';
