/**
 * Loads the modules that own business tables with money states, so each registers its ledger
 * invariant check (registerBusinessRowCheck). The server, the check command and the back office
 * all call this, so the check always covers every money table. Modules add themselves here.
 */
import { HOUSE_GAME_LEDGER_CHECKS } from './modules/games';
import { registerBusinessRowCheck } from './modules/ledger';
import { addUserInfoExtension, adjustmentBusinessCheck } from './modules/members';
import { registerDepositOrderCheck } from './modules/payments';
import { transferBusinessCheck } from './modules/wallet';
import { WITHDRAWAL_LEDGER_CHECKS, withdrawFeesUserInfo } from './modules/withdrawals';

export function loadBusinessRowChecks(): void {
  registerDepositOrderCheck();
  registerBusinessRowCheck(transferBusinessCheck);
  registerBusinessRowCheck(adjustmentBusinessCheck);
  for (const check of WITHDRAWAL_LEDGER_CHECKS) registerBusinessRowCheck(check);
  for (const check of HOUSE_GAME_LEDGER_CHECKS) registerBusinessRowCheck(check);
  addUserInfoExtension(withdrawFeesUserInfo);
}
