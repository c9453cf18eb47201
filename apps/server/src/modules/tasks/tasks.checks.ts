import { bonusPayoutChecks } from '../bonuses';
import { CHEST_OPEN_LEDGER, TASK_CLAIM_LEDGER } from './tasks.service';
import { chestOpens, taskClaims } from './tasks.tables';

/**
 * Invariant 4 for daily tasks and chests (platform-rules §3): every task claim and chest opening has
 * exactly one bonus transaction of its kind referencing it, and every such transaction has its row.
 * money-modules.ts registers them with the ledger check.
 */
export const TASK_LEDGER_CHECKS = [
  ...bonusPayoutChecks({
    kind: 'task',
    table: taskClaims,
    referenceType: TASK_CLAIM_LEDGER.referenceType,
    rowCheckName: 'task claim payout',
    orphanCheckName: 'task payout without claim',
  }),
  ...bonusPayoutChecks({
    kind: 'chest',
    table: chestOpens,
    referenceType: CHEST_OPEN_LEDGER.referenceType,
    rowCheckName: 'chest open payout',
    orphanCheckName: 'chest payout without open',
  }),
];
