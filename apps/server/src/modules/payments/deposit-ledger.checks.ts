import { sql } from 'drizzle-orm';
import { registerBusinessRowCheck, type BusinessRowCheck } from '../ledger';
import { DEPOSIT_REFERENCE_TYPE } from './payments.service';

/**
 * Invariant 4 of platform-rules §3 for deposit orders: an order in state 1 (success) has exactly
 * one ledger transaction referencing it (`deposit_order`, order_no); an order in any other state
 * has none; and no deposit transaction references an order that does not exist. Offending rows
 * come back as `{ reference_id, transactions }`.
 */
export const depositOrderLedgerCheck: BusinessRowCheck = {
  name: 'deposit order',
  query: sql`
    select o.order_no as reference_id, count(t.id) as transactions
      from deposit_orders o
      left join ledger_transactions t
        on t.reference_type = ${DEPOSIT_REFERENCE_TYPE} and t.reference_id = o.order_no
     group by o.id, o.order_no, o.state
    having (o.state = 1 and count(t.id) <> 1) or (o.state <> 1 and count(t.id) <> 0)
    union all
    select t.reference_id, count(*) as transactions
      from ledger_transactions t
     where t.reference_type = ${DEPOSIT_REFERENCE_TYPE}
       and not exists (select 1 from deposit_orders o where o.order_no = t.reference_id)
     group by t.reference_id`,
};

/** Called by `loadBusinessRowChecks()` (money-modules.ts) so `ledger:check` covers deposits. */
export function registerDepositOrderCheck(): void {
  registerBusinessRowCheck(depositOrderLedgerCheck);
}
