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

function result(name: string, violations: string[], count: number): InvariantResult {
  return { name, ok: count === 0, violations: violations.slice(0, SAMPLE), violationCount: count };
}

/** Which part of the ledger a running check is in (the back office shows it with the progress). */
export type LedgerCheckPhase = 'transactions' | 'accounts' | 'business' | 'done';

export interface LedgerCheckProgress {
  phase: LedgerCheckPhase;
  /** Ledger transaction ids and account ids covered so far, plus one per business check done. */
  rowsChecked: number;
  rowsTotal: number;
}

export interface LedgerCheckOptions {
  /** Ledger transactions per statement (accounts: a tenth of it). Default 10,000. */
  batchSize?: number;
  /** Called after every batch; the back-office run writes it to its row. */
  onProgress?: (progress: LedgerCheckProgress) => Promise<void>;
  /** Checked between batches: a true answer stops the check with an error. */
  isCancelled?: () => boolean;
  /** Above `entries` entries an account is summed in chunks of `chunk` (defaults 50,000 / 100,000; tests lower them). */
  largeAccount?: { entries: number; chunk: number };
}

/** An account with more entries than this has them summed in chunks (a busy house account). */
const LARGE_ACCOUNT = { entries: 50_000, chunk: 100_000 };

export class LedgerCheckCancelled extends Error {
  constructor() {
    super('ledger check cancelled');
  }
}

/**
 * Verifies the four invariants of platform-rules §3 on any database. Read-only, and in batches
 * (decision 0020): no statement reads more than one batch of transactions or accounts, so the
 * check never holds one snapshot over millions of rows while the site keeps posting.
 *
 * Batches are consistent on their own: a transaction's entries are written with it, so a batch of
 * transaction ids sees all of their entries or none; a posting locks its accounts before it
 * inserts their entries, so once an account's last entry is visible every earlier entry of that
 * account is too, and entries never change. Rows written after the check started (ids above the
 * bounds read first) are left for the next check.
 */
export async function runLedgerCheck(
  db: Db,
  businessChecks: BusinessRowCheck[] = [],
  options: LedgerCheckOptions = {},
): Promise<LedgerCheckReport> {
  const batch = Math.max(1, options.batchSize ?? 10_000);
  const accountBatch = Math.max(1, Math.floor(batch / 10));
  const large = options.largeAccount ?? LARGE_ACCOUNT;
  const [bounds] = await queryRows<{ max_tx: unknown; max_account: unknown }>(
    db,
    sql`select (select coalesce(max(id), 0) from ledger_transactions) as max_tx,
               (select coalesce(max(id), 0) from ledger_accounts) as max_account`,
  );
  const maxTx = Number(toBigInt(bounds?.max_tx));
  const maxAccount = Number(toBigInt(bounds?.max_account));
  const rowsTotal = maxTx + maxAccount + businessChecks.length;
  let rowsChecked = 0;
  const step = async (phase: LedgerCheckPhase, rows: number) => {
    rowsChecked += rows;
    await options.onProgress?.({ phase, rowsChecked, rowsTotal });
    if (options.isCancelled?.()) throw new LedgerCheckCancelled();
  };
  const totals = { accounts: 0, transactions: 0, entries: 0 };

  // 1. All entries sum to zero: overall, and per transaction (each with at least two entries).
  let overallTotal = 0n;
  let unbalancedCount = 0;
  const sumViolations: string[] = [];
  for (let from = 1; from <= maxTx; from += batch) {
    const to = Math.min(from + batch, maxTx + 1);
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`with t as (select id, idempotency_key from ledger_transactions where id >= ${from} and id < ${to}),
               s as (select transaction_id, sum(amount) as total, count(*) as n from ledger_entries
                      where transaction_id >= ${from} and transaction_id < ${to} group by transaction_id),
               bad as (select t.id, t.idempotency_key, coalesce(s.total, 0)::text as total, coalesce(s.n, 0) as entries
                         from t left join s on s.transaction_id = t.id
                        where coalesce(s.total, 0) <> 0 or coalesce(s.n, 0) < 2)
        select (select count(*) from t) as transactions,
               (select coalesce(sum(n), 0) from s) as entries,
               (select coalesce(sum(total), 0) from s) as total,
               (select count(*) from bad) as bad_count,
               (select json_agg(b order by b.id) from (select * from bad order by id limit ${SAMPLE}) b) as sample`,
    );
    totals.transactions += Number(toBigInt(row?.transactions));
    totals.entries += Number(toBigInt(row?.entries));
    overallTotal += toBigInt(row?.total);
    unbalancedCount += Number(toBigInt(row?.bad_count));
    for (const bad of parseSample(row?.sample)) {
      if (sumViolations.length >= SAMPLE) break;
      sumViolations.push(
        `transaction ${String(bad.idempotency_key)}: entries sum to ${toBigInt(bad.total)} over ${toBigInt(bad.entries)} entries`,
      );
    }
    await step('transactions', to - from);
  }
  if (overallTotal !== 0n) {
    sumViolations.unshift(`all entries sum to ${overallTotal}, not 0`);
    unbalancedCount += 1;
  }

  // 2. Every stored balance equals the sum of its entries; 3. no member balance is negative.
  let driftCount = 0;
  const balanceViolations: string[] = [];
  let negativeCount = 0;
  const negativeViolations: string[] = [];
  for (let from = 1; from <= maxAccount; from += accountBatch) {
    const to = Math.min(from + accountBatch, maxAccount + 1);
    const accounts = await queryRows<Record<string, unknown>>(
      db,
      sql`select a.id, a.code, a.owner_type, a.balance, l.id as last_id, l.balance_after, s.total, s.n
            from ledger_accounts a
            left join lateral (select id, balance_after from ledger_entries e
                                where e.account_id = a.id order by e.id desc limit 1) l on true
            left join lateral (select coalesce(sum(x.amount), 0) as total, count(*) as n
                                 from (select amount from ledger_entries e
                                        where e.account_id = a.id and e.id <= l.id
                                        limit ${large.entries + 1}) x) s on true
           where a.id >= ${from} and a.id < ${to}
           order by a.id`,
    );
    for (const account of accounts) {
      const code = String(account.code);
      const balance = toBigInt(account.balance);
      let entriesTotal = toBigInt(account.total);
      let compared = balance;
      if (Number(toBigInt(account.n)) > large.entries) {
        // A busy house account: its entries up to the last one seen, summed in short statements,
        // against the balance that last entry recorded (which the stored balance must equal).
        entriesTotal = await sumEntriesInChunks(db, toBigInt(account.id), toBigInt(account.last_id), large.chunk);
        compared = toBigInt(account.balance_after);
        if (compared !== balance) {
          driftCount += 1;
          if (balanceViolations.length < SAMPLE) {
            balanceViolations.push(`account ${code}: stored ${balance} fen, last entry recorded ${compared} fen`);
          }
        }
      }
      if (entriesTotal !== compared) {
        driftCount += 1;
        if (balanceViolations.length < SAMPLE) {
          balanceViolations.push(`account ${code}: stored ${compared} fen, entries sum to ${entriesTotal} fen`);
        }
      }
      if (account.owner_type === 'member' && balance < 0n) {
        negativeCount += 1;
        if (negativeViolations.length < SAMPLE) negativeViolations.push(`account ${code}: balance ${balance} fen`);
      }
    }
    totals.accounts += accounts.length;
    await step('accounts', to - from);
  }

  // 4. Every business row in a final money state has exactly one matching ledger transaction.
  const businessViolations: string[] = [];
  let businessCount = 0;
  for (const check of businessChecks) {
    const rows = await queryRows<{ reference_id: unknown; transactions: unknown }>(db, check.query);
    businessCount += rows.length;
    for (const row of rows.slice(0, Math.max(0, SAMPLE - businessViolations.length))) {
      businessViolations.push(
        `${check.name} ${String(row.reference_id)}: ${toBigInt(row.transactions)} ledger transactions (expected 1)`,
      );
    }
    await step('business', 1);
  }

  const invariants = [
    result('entries sum to zero', sumViolations, unbalancedCount),
    result('stored balances equal the sum of their entries', balanceViolations, driftCount),
    result('no member balance is negative', negativeViolations, negativeCount),
    result('every final business row has exactly one ledger transaction', businessViolations, businessCount),
  ];
  return {
    ok: invariants.every((invariant) => invariant.ok),
    checkedAt: new Date().toISOString(),
    totals,
    invariants,
  };
}

/** The sum of one account's entries with id up to `lastId`, read `chunkSize` entries at a time. */
async function sumEntriesInChunks(db: Db, accountId: bigint, lastId: bigint, chunkSize: number): Promise<bigint> {
  let total = 0n;
  let after = 0n;
  for (;;) {
    const [chunk] = await queryRows<Record<string, unknown>>(
      db,
      sql`select coalesce(sum(c.amount), 0) as total, max(c.id) as last, count(*) as n
            from (select id, amount from ledger_entries
                   where account_id = ${accountId.toString()} and id > ${after.toString()} and id <= ${lastId.toString()}
                   order by id limit ${chunkSize}) c`,
    );
    total += toBigInt(chunk?.total);
    if (Number(toBigInt(chunk?.n)) < chunkSize) return total;
    after = toBigInt(chunk?.last);
  }
}

/** The `json_agg` sample of a batch: an array of rows (PGlite parses it; node-postgres too). */
function parseSample(value: unknown): Record<string, unknown>[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed)
    ? parsed.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
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
