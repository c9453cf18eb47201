import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';
import { TRANSFER_LEDGER, TRANSFER_REFERENCE_TYPE } from './transfers.service';

/**
 * Invariant 4 for platform transfers: a transfer-in always has its hold (`transfer-in:`), plus
 * exactly one refund when it failed and none otherwise; a transfer-out has exactly one credit
 * (`transfer-out:`) when it succeeded and none otherwise.
 */
export const transferBusinessCheck: BusinessRowCheck = {
  name: 'platform transfer',
  query: sql`
    select t.order_no as reference_id,
           count(l.id) as transactions
      from platform_transfers t
      left join ledger_transactions l
        on l.reference_type = ${TRANSFER_REFERENCE_TYPE} and l.reference_id = t.order_no
     group by t.order_no, t.direction, t.state
    having (t.direction = 0 and (
              count(l.id) filter (where l.kind = ${TRANSFER_LEDGER.in.kind}) <> 1
           or count(l.id) filter (where l.kind = ${TRANSFER_LEDGER.inRefund.kind}) <> (case when t.state = 0 then 1 else 0 end)))
        or (t.direction = 1 and
              count(l.id) filter (where l.kind = ${TRANSFER_LEDGER.out.kind}) <> (case when t.state = 1 then 1 else 0 end))
        or count(l.id) filter (where l.kind not in (${TRANSFER_LEDGER.in.kind}, ${TRANSFER_LEDGER.inRefund.kind}, ${TRANSFER_LEDGER.out.kind})) > 0`,
};
