/**
 * Loads the modules that own business tables with money states, so each registers its ledger
 * invariant check (registerBusinessRowCheck). The server, the check command and the back office
 * all call this, so the check always covers every money table. Modules add themselves here.
 */
import { ACTIVITY_LEDGER_CHECKS } from './modules/activities';
import { addAfterBetSettledListener, HOUSE_GAME_LEDGER_CHECKS } from './modules/games';
import { registerBusinessRowCheck } from './modules/ledger';
import { addUserInfoExtension, adjustmentBusinessCheck } from './modules/members';
import { REBATE_LISTENER, rebateBetSettledListener, rebateClaimLedgerCheck } from './modules/rebates';
import { RED_PACKET_LEDGER_CHECKS } from './modules/red-packets';
import { addAfterDepositCreditedListener, registerDepositOrderCheck } from './modules/payments';
import { vipAfterBetSettled, vipAfterDepositCredited, vipBonusBusinessCheck } from './modules/vip-bonuses';
import { TASK_LEDGER_CHECKS } from './modules/tasks';
import { transferBusinessCheck } from './modules/wallet';
import { WITHDRAWAL_LEDGER_CHECKS, withdrawFeesUserInfo } from './modules/withdrawals';
import { agentCommissionBusinessCheck } from './modules/agents';

export function loadBusinessRowChecks(): void {
  registerDepositOrderCheck();
  registerBusinessRowCheck(transferBusinessCheck);
  registerBusinessRowCheck(adjustmentBusinessCheck);
  for (const check of WITHDRAWAL_LEDGER_CHECKS) registerBusinessRowCheck(check);
  for (const check of HOUSE_GAME_LEDGER_CHECKS) registerBusinessRowCheck(check);
  registerBusinessRowCheck(rebateClaimLedgerCheck);
  for (const check of RED_PACKET_LEDGER_CHECKS) registerBusinessRowCheck(check);
  for (const check of ACTIVITY_LEDGER_CHECKS) registerBusinessRowCheck(check);
  for (const check of TASK_LEDGER_CHECKS) registerBusinessRowCheck(check);
  addUserInfoExtension(withdrawFeesUserInfo);
  registerBusinessRowCheck(vipBonusBusinessCheck);
  registerBusinessRowCheck(agentCommissionBusinessCheck);
}

/** What the promotion listeners need to know about the site. */
export interface PromotionListenerOptions {
  /** Site time zone (IANA): promotion days, weeks and windows are counted in it. */
  siteTimeZone: string;
}

/**
 * Registers, by name, the promotion modules' listeners on the money events: a deposit credited
 * (payments' addAfterDepositCreditedListener: VIP level by paysum, red-packet counted deposits,
 * recharge tasks) and a bet settled or cancelled (games' addAfterBetSettledListener: rebate accrual,
 * VIP flow, bet tasks, agent commission). Each runs inside the transaction of the event. buildApp and
 * the tests that drive the services without an app call this; registering again replaces.
 */
export function registerPromotionListeners(options: PromotionListenerOptions): void {
  // Promotion modules add their listeners here (rebates, VIP, red packets, tasks, agents).
  addAfterBetSettledListener(REBATE_LISTENER, rebateBetSettledListener(options.siteTimeZone));
  // VIP level (never down) and its promotion bonuses, re-evaluated in the event's transaction.
  addAfterDepositCreditedListener('vip-level', vipAfterDepositCredited);
  addAfterBetSettledListener('vip-level', vipAfterBetSettled);
}
