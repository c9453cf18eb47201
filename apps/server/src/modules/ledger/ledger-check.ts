import { sql, type SQL } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';

/**
 * A business table's rule for invariant 4: every row in a final money state has exactly one
 * matching ledger transaction. The query returns the offending rows as
 * `{ reference_id, transactions }` (transactions = how many ledger transactions matched).
 */
export interface BusinessRowCheck {
  name: string;
  query: SQL;
}

export interface InvariantResult {
  name: string;
  ok: boolean;
  /** Up to 20 offending items, readable. */
  violations: string[];
  violationCount: number;
}

export interface LedgerCheckReport {
  ok: boolean;
  checkedAt: string;
  totals: { accounts: number; transactions: number; entries: number };
  invariants: InvariantResult[];
}

const SAMPLE = 20;

function result(name: string, violations: string[], count = violations.length): InvariantResult {
  return { name, ok: count === 0, violations: violations.slice(0, SAMPLE), violationCount: count };
}

/** Verifies the four invariants of platform-rules §3 on any database. Read-only. */
export async function runLedgerCheck(db: Db, businessChecks: BusinessRowCheck[] = []): Promise<LedgerCheckReport> {
  const [totals] = await queryRows<{ accounts: unknown; transactions: unknown; entries: unknown }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transactions) as transactions,
               (select count(*) from ledger_entries) as entries`,
  );

  // 1. All entries sum to zero: overall, and per transaction (each with at least two entries).
  const [overall] = await queryRows<{ total: unknown }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from ledger_entries`,
  );
  const unbalanced = await queryRows<{ idempotency_key: string; total: unknown; entries: unknown }>(
    db,
    sql`select t.idempotency_key, coalesce(sum(e.amount), 0) as total, count(e.id) as entries
          from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
         group by t.id, t.idempotency_key
        having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
         order by t.id limit ${SAMPLE + 1}`,
  );
  const sumViolations = unbalanced.map(
    (row) =>
      `transaction ${row.idempotency_key}: entries sum to ${toBigInt(row.total)} over ${toBigInt(row.entries)} entries`,
  );
  const overallTotal = toBigInt(overall?.total);
  if (overallTotal !== 0n) sumViolations.unshift(`all entries sum to ${overallTotal}, not 0`);

  // 2. Every stored balance equals the sum of its entries.
  const drifted = await queryRows<{ code: string; balance: unknown; entries_total: unknown }>(
    db,
    sql`select a.code, a.balance, coalesce(s.total, 0) as entries_total
          from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
            on s.account_id = a.id
         where a.balance <> coalesce(s.total, 0)
         order by a.id limit ${SAMPLE + 1}`,
  );
  const balanceViolations = drifted.map(
    (row) =>
      `account ${row.code}: stored ${toBigInt(row.balance)} fen, entries sum to ${toBigInt(row.entries_total)} fen`,
  );

  // 3. No member balance is negative.
  const negative = await queryRows<{ code: string; balance: unknown }>(
    db,
    sql`select code, balance from ledger_accounts where owner_type = 'member' and balance < 0 order by id limit ${SAMPLE + 1}`,
  );
  const negativeViolations = negative.map((row) => `account ${row.code}: balance ${toBigInt(row.balance)} fen`);

  // 4. Every business row in a final money state has exactly one matching ledger transaction.
  const businessViolations: string[] = [];
  for (const check of businessChecks) {
    const rows = await queryRows<{ reference_id: unknown; transactions: unknown }>(db, check.query);
    for (const row of rows) {
      businessViolations.push(
        `${check.name} ${String(row.reference_id)}: ${toBigInt(row.transactions)} ledger transactions (expected 1)`,
      );
    }
  }

  const invariants = [
    result('entries sum to zero', sumViolations),
    result('stored balances equal the sum of their entries', balanceViolations),
    result('no member balance is negative', negativeViolations),
    result('every final business row has exactly one ledger transaction', businessViolations),
  ];
  return {
    ok: invariants.every((invariant) => invariant.ok),
    checkedAt: new Date().toISOString(),
    totals: {
      accounts: Number(toBigInt(totals?.accounts)),
      transactions: Number(toBigInt(totals?.transactions)),
      entries: Number(toBigInt(totals?.entries)),
    },
    invariants,
  };
}

export function formatLedgerCheckReport(report: LedgerCheckReport): string {
  const lines = [
    `Ledger check ${report.ok ? 'PASSED' : 'FAILED'} at ${report.checkedAt}`,
    `  ${report.totals.accounts} accounts, ${report.totals.transactions} transactions, ${report.totals.entries} entries`,
  ];
  for (const invariant of report.invariants) {
    lines.push(`  [${invariant.ok ? 'ok' : 'FAIL'}] ${invariant.name}`);
    for (const violation of invariant.violations) lines.push(`         - ${violation}`);
    if (invariant.violationCount > invariant.violations.length) {
      lines.push(`         … and more`);
    }
  }
  return lines.join('\n');
}
