import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ledgerAccounts } from './ledger.tables';

/**
 * The main-wallet balance of the member in `memberId` (a member-id column of the caller's query),
 * as an SQL expression: null when the member has no main account yet. Other modules select and
 * sort by it without reading the ledger's tables.
 */
export function mainBalanceOf(memberId: AnyColumn): SQL<bigint | null> {
  return sql`(select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${ledgerAccounts.memberId} = ${memberId} and ${ledgerAccounts.kind} = 'main' limit 1)`.mapWith(
    ledgerAccounts.balance,
  );
}
