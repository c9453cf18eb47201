import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BusinessRowCheck } from '../ledger';
import { bonusLedgerKind, type PromotionKind } from './bonuses.service';

/**
 * Invariant 4 (platform-rules §3) for a promotion paid through payBonus: every business row (grab,
 * claim, opening, application) has exactly the bonus transactions of its kind it should (one, or
 * what `expected` says), and every such transaction has its row. The table's primary key is `id`;
 * the transactions reference it as (referenceType, id). money-modules.ts registers the checks.
 */
export function bonusPayoutChecks(input: {
  kind: PromotionKind;
  /** The business table (its own module's). */
  table: PgTable;
  referenceType: string;
  /** Names in the ledger check report: the row check and the orphan check. */
  rowCheckName: string;
  orphanCheckName: string;
  /** How many bonus transactions a row `r` must have (default 1), e.g. 1 only once approved. */
  expected?: SQL;
}): BusinessRowCheck[] {
  const kind = bonusLedgerKind(input.kind);
  const expected = input.expected ?? sql`1`;
  return [
    {
      name: input.rowCheckName,
      query: sql`select r.id::text as reference_id, count(t.id) as transactions
                   from ${input.table} r
                   left join ledger_transactions t
                     on t.reference_type = ${input.referenceType}
                    and t.reference_id = r.id::text
                    and t.kind = ${kind}
                  group by r.id
                 having count(t.id) <> (${expected})`,
    },
    {
      name: input.orphanCheckName,
      query: sql`select t.reference_id, 1 as transactions
                   from ledger_transactions t
                  where t.kind = ${kind}
                    and not exists (select 1 from ${input.table} r
                                     where t.reference_type = ${input.referenceType}
                                       and r.id::text = t.reference_id)`,
    },
  ];
}
