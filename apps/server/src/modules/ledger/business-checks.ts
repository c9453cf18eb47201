import type { BusinessRowCheck } from './ledger-check';

/**
 * Registry of invariant-4 checks. Each money module (deposits, withdrawals, transfers, bets,
 * bonuses, adjustments) registers the rule for its table when it is loaded, so the check command
 * and the back office always verify every business table that exists.
 */
const registry = new Map<string, BusinessRowCheck>();

export function registerBusinessRowCheck(check: BusinessRowCheck): void {
  registry.set(check.name, check);
}

export function businessRowChecks(): BusinessRowCheck[] {
  return [...registry.values()];
}
