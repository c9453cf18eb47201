import { sql } from 'drizzle-orm';
import { bonusLedgerKind, type PromotionKind } from '../bonuses';
import type { BusinessRowCheck } from '../ledger';
import { REBATE_CLAIM_REFERENCE } from './rebates.service';

const REBATE_KIND: PromotionKind = 'rebate';

/**
 * Invariant 4 for rebate claims (platform-rules §3): every claim has exactly one ledger transaction
 * (`rebate-claim:<id>`, kind bonus_rebate) crediting exactly the claim's amount to that member's
 * main wallet; the claim's amount is the sum of the rows it claimed; and no bonus_rebate
 * transaction points at a missing claim.
 */
export const rebateClaimLedgerCheck: BusinessRowCheck = {
  name: 'rebate claim',
  query: sql`
    select c.id::text as reference_id, count(t.id) as transactions
      from rebate_claims c
      left join ledger_transactions t
        on t.reference_type = ${REBATE_CLAIM_REFERENCE} and t.reference_id = c.id::text
     group by c.id
    having count(t.id) <> 1
        or count(t.id) filter (where t.kind <> ${bonusLedgerKind(REBATE_KIND)} or t.idempotency_key <> 'rebate-claim:' || c.id::text) > 0
    union all
    select c.id::text as reference_id, count(distinct t.id) as transactions
      from rebate_claims c
      join ledger_transactions t on t.reference_type = ${REBATE_CLAIM_REFERENCE} and t.reference_id = c.id::text
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
     group by c.id, c.member_id, c.amount_fen
    having sum(e.amount) <> c.amount_fen or bool_or(a.member_id <> c.member_id or a.kind <> 'main')
    union all
    select c.id::text as reference_id, 1 as transactions
      from rebate_claims c
     where c.amount_fen <> coalesce((select sum(r.money_fen) from rebates r where r.claim_id = c.id), 0)
        or c.row_count <> (select count(*) from rebates r where r.claim_id = c.id)
    union all
    select t.reference_id, count(*) as transactions
      from ledger_transactions t
     where t.reference_type = ${REBATE_CLAIM_REFERENCE}
       and not exists (select 1 from rebate_claims c where c.id::text = t.reference_id)
     group by t.reference_id`,
};
