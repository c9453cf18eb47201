import { sql, type SQL } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';
import { WITHDRAW_LEDGER } from './withdrawals.service';

/**
 * A withdrawal's ledger transactions of one kind, matched by reference, against how many it must
 * have: the query returns the offending rows as `{ reference_id, transactions }`.
 */
function withdrawalCheck(name: string, kind: string, expected: SQL): BusinessRowCheck {
  return {
    name,
    query: sql`select w.order_no as reference_id, count(t.id) as transactions
                 from withdrawals w
                 left join ledger_transactions t
                   on t.reference_type = ${WITHDRAW_LEDGER.referenceType}
                  and t.reference_id = w.order_no
                  and t.kind = ${kind}
                group by w.order_no, w.state, w.payout_state
               having count(t.id) <> ${expected}`,
  };
}

/**
 * Invariant 4 for withdrawals (platform-rules §3): every withdrawal has exactly one
 * `withdraw-hold:<order>`, plus exactly one `withdraw-approve:<order>` when paid out (state 2,
 * payout_state 2; decision 0031) or one `withdraw-refuse:<order>` when refused or refunded after a
 * failed payout (state 3), and none of those otherwise. money-modules.ts
 * registers them with the ledger check.
 */
export const WITHDRAWAL_LEDGER_CHECKS: BusinessRowCheck[] = [
  withdrawalCheck('withdrawal hold', WITHDRAW_LEDGER.hold.kind, sql`1`),
  withdrawalCheck(
    'withdrawal approval',
    WITHDRAW_LEDGER.approve.kind,
    sql`case when w.state = 2 and w.payout_state = 2 then 1 else 0 end`,
  ),
  withdrawalCheck('withdrawal refusal', WITHDRAW_LEDGER.refuse.kind, sql`case when w.state = 3 then 1 else 0 end`),
];
