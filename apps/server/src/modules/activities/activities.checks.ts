import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';
import { bonusLedgerKind } from '../bonuses';
import { ACTIVITY_LEDGER } from './activities.service';

/**
 * Invariant 4 for activities (platform-rules §3): every approved application with a bonus has
 * exactly one `bonus_activity` transaction referencing it, no other application has one, and every
 * such transaction has its application. money-modules.ts registers them with the ledger check.
 */
export const ACTIVITY_LEDGER_CHECKS: BusinessRowCheck[] = [
  {
    name: 'activity application bonus',
    query: sql`select a.id::text as reference_id, count(t.id) as transactions
                 from activity_applications a
                 left join ledger_transactions t
                   on t.reference_type = ${ACTIVITY_LEDGER.referenceType}
                  and t.reference_id = a.id::text
                  and t.kind = ${bonusLedgerKind('activity')}
                group by a.id, a.state, a.bonus_fen
               having count(t.id) <> (case when a.state = 2 and a.bonus_fen is not null then 1 else 0 end)`,
  },
  {
    name: 'activity bonus without application',
    query: sql`select t.reference_id, 1 as transactions
                 from ledger_transactions t
                where t.kind = ${bonusLedgerKind('activity')}
                  and not exists (select 1 from activity_applications a
                                   where t.reference_type = ${ACTIVITY_LEDGER.referenceType}
                                     and a.id::text = t.reference_id)`,
  },
];
