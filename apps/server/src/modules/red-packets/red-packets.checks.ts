import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';
import { bonusLedgerKind } from '../bonuses';
import { RED_PACKET_LEDGER } from './red-packets.service';

/**
 * Invariant 4 for red packets (platform-rules §3): every grab has exactly one `bonus_red_packet`
 * transaction of its amount referencing it, and every such transaction has its grab.
 * money-modules.ts registers them with the ledger check.
 */
export const RED_PACKET_LEDGER_CHECKS: BusinessRowCheck[] = [
  {
    name: 'red-packet grab payout',
    query: sql`select g.id::text as reference_id, count(t.id) as transactions
                 from red_packet_grabs g
                 left join ledger_transactions t
                   on t.reference_type = ${RED_PACKET_LEDGER.referenceType}
                  and t.reference_id = g.id::text
                  and t.kind = ${bonusLedgerKind('red_packet')}
                group by g.id
               having count(t.id) <> 1`,
  },
  {
    name: 'red-packet payout without grab',
    query: sql`select t.reference_id, 1 as transactions
                 from ledger_transactions t
                where t.kind = ${bonusLedgerKind('red_packet')}
                  and not exists (select 1 from red_packet_grabs g
                                   where t.reference_type = ${RED_PACKET_LEDGER.referenceType}
                                     and g.id::text = t.reference_id)`,
  },
];
