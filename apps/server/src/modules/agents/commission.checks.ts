import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';

/** Ledger kind, reference type and idempotency key of a commission payment (decision 0029). */
export const AGENT_COMMISSION_LEDGER_KIND = 'agent_commission';
export const AGENT_COMMISSION_REFERENCE_TYPE = 'agent_commission_statement';
export const agentCommissionIdempotencyKey = (statementId: bigint) => `agent-commission:${statementId}`;

/**
 * Invariant 4 for agent commission (platform-rules §3): a paid statement (state 2) has exactly one
 * ledger transaction referencing it, of its amount; any other state has none.
 */
export const agentCommissionBusinessCheck: BusinessRowCheck = {
  name: 'agent commission statement',
  query: sql`select s.id as reference_id, count(t.id) as transactions
               from agent_commission_statements s
               left join ledger_transactions t
                 on t.reference_type = ${AGENT_COMMISSION_REFERENCE_TYPE} and t.reference_id = s.id::text
               left join ledger_entries e on e.transaction_id = t.id and e.amount > 0
              group by s.id, s.state, s.amount_fen
             having count(t.id) <> (case when s.state = 2 then 1 else 0 end)
                 or (s.state = 2 and coalesce(sum(e.amount), 0) <> s.amount_fen)`,
};
