import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';

/** State of a balance adjustment row. */
export const AdjustmentState = { waiting: 0, applied: 1, rejected: 2 } as const;

/** Reference type of the ledger transaction of a balance adjustment (id = the adjustment's id). */
export const ADJUSTMENT_REFERENCE_TYPE = 'balance_adjustment';
export const ADJUSTMENT_LEDGER_KIND = 'staff_adjustment';
export const adjustmentIdempotencyKey = (id: bigint) => `adjustment:${id}`;

/**
 * Invariant 4 for staff balance adjustments (platform-rules §3): an applied adjustment (state 1)
 * has exactly one ledger transaction referencing it; a waiting (0) or rejected (2) one has none.
 */
export const adjustmentBusinessCheck: BusinessRowCheck = {
  name: 'balance adjustment',
  query: sql`select b.id as reference_id, count(t.id) as transactions
               from balance_adjustments b
               left join ledger_transactions t
                 on t.reference_type = ${ADJUSTMENT_REFERENCE_TYPE} and t.reference_id = b.id::text
              group by b.id, b.state
             having count(t.id) <> (case when b.state = 1 then 1 else 0 end)`,
};
