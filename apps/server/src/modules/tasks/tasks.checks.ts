import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';
import { bonusLedgerKind } from '../bonuses';
import { CHEST_OPEN_LEDGER, TASK_CLAIM_LEDGER } from './tasks.service';

/**
 * Invariant 4 for daily tasks and chests (platform-rules §3): every task claim and chest opening has
 * exactly one bonus transaction of its kind referencing it, and every such transaction
 * has its row. money-modules.ts registers them with the ledger check.
 */
export const TASK_LEDGER_CHECKS: BusinessRowCheck[] = [
  {
    name: 'task claim payout',
    query: sql`select c.id::text as reference_id, count(t.id) as transactions
                 from task_claims c
                 left join ledger_transactions t
                   on t.reference_type = ${TASK_CLAIM_LEDGER.referenceType}
                  and t.reference_id = c.id::text
                  and t.kind = ${bonusLedgerKind('task')}
                group by c.id
               having count(t.id) <> 1`,
  },
  {
    name: 'task payout without claim',
    query: sql`select t.reference_id, 1 as transactions
                 from ledger_transactions t
                where t.kind = ${bonusLedgerKind('task')}
                  and not exists (select 1 from task_claims c
                                   where t.reference_type = ${TASK_CLAIM_LEDGER.referenceType}
                                     and c.id::text = t.reference_id)`,
  },
  {
    name: 'chest open payout',
    query: sql`select o.id::text as reference_id, count(t.id) as transactions
                 from chest_opens o
                 left join ledger_transactions t
                   on t.reference_type = ${CHEST_OPEN_LEDGER.referenceType}
                  and t.reference_id = o.id::text
                  and t.kind = ${bonusLedgerKind('chest')}
                group by o.id
               having count(t.id) <> 1`,
  },
  {
    name: 'chest payout without open',
    query: sql`select t.reference_id, 1 as transactions
                 from ledger_transactions t
                where t.kind = ${bonusLedgerKind('chest')}
                  and not exists (select 1 from chest_opens o
                                   where t.reference_type = ${CHEST_OPEN_LEDGER.referenceType}
                                     and o.id::text = t.reference_id)`,
  },
];
