/**
 * Loads the modules that own business tables with money states, so each registers its ledger
 * invariant check (registerBusinessRowCheck). The server, the check command and the back office
 * all call this, so the check always covers every money table. Modules add themselves here.
 */
export function loadBusinessRowChecks(): void {
  // Deposits, withdrawals, platform transfers, bets, bonuses and staff adjustments register here
  // as their modules land.
}
