import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';

/** Reference type of the ledger transaction paying a VIP bonus (id = the bonus's id). */
export const VIP_BONUS_REFERENCE_TYPE = 'vip_bonus';
export const vipBonusIdempotencyKey = (id: bigint) => `vip-bonus:${id}`;

/**
 * Invariant 4 for VIP bonuses (platform-rules §3): a claimed bonus (status 1) has exactly one ledger
 * transaction referencing it; a claimable one (0) has none.
 */
export const vipBonusBusinessCheck: BusinessRowCheck = {
  name: 'vip bonus',
  query: sql`select b.id as reference_id, count(t.id) as transactions
               from vip_bonuses b
               left join ledger_transactions t
                 on t.reference_type = ${VIP_BONUS_REFERENCE_TYPE} and t.reference_id = b.id::text
              group by b.id, b.status
             having count(t.id) <> (case when b.status = 1 then 1 else 0 end)`,
};
