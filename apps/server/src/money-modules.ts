/**
 * Loads the modules that own business tables with money states, so each registers its ledger
 * invariant check (registerBusinessRowCheck). The server, the check command and the back office
 * all call this, so the check always covers every money table. Modules add themselves here.
 */
import { registerBusinessRowCheck } from './modules/ledger';
import { transferBusinessCheck } from './modules/wallet';

export function loadBusinessRowChecks(): void {
  registerBusinessRowCheck(transferBusinessCheck);
}
