import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { formatDateTime } from '../../lib/time';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { z } from 'zod';
import type { AdminLedgerCheckRun } from '@app/shared/contracts';
import { AppError } from '../../lib/errors';
import type { LedgerCheckReport } from './ledger-check';
import {
  closeAbandonedRuns,
  findRun,
  insertRun,
  latestRun,
  type LedgerCheckRun,
  type LedgerCheckRunner,
} from './ledger-check-runs';
import { ledgerAccountLabel, ledgerKindLabel } from './ledger-labels';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

export interface LedgerFilters extends ListParams {
  member_id?: string | undefined;
  username?: string | undefined;
  kind?: string | undefined;
  reference_type?: string | undefined;
  reference_id?: string | undefined;
  idempotency_key?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface LedgerEntryWire {
  account_code: string;
  account_label: string;
  owner_type: string;
  member_id: number | null;
  username: string;
  account_kind: string;
  subject: string;
  amount: string;
  balance_after: string;
}

export interface LedgerTransactionWire {
  id: number;
  idempotency_key: string;
  kind: string;
  kind_label: string;
  reference_type: string;
  reference_id: string;
  actor_type: string;
  actor_id: string;
  memo: string;
  reverses_transaction_id: number | null;
  created_at: string;
  entries: LedgerEntryWire[];
}

/** Transactions touching one of the member's accounts. */
function touchesMember(memberCondition: SQL): SQL {
  return sql`${ledgerTransactions.id} in (
    select ${ledgerEntries.transactionId} from ${ledgerEntries}
      join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
     where ${memberCondition})`;
}

/** Ledger search (finance): transactions with their entries, by member, kind, reference, key, days. */
export async function searchLedger(
  db: Db,
  filters: LedgerFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<LedgerTransactionWire>> {
  const conditions: (SQL | undefined)[] = [
    // One condition per given filter (by id, by account name), each on the accounts of the entries.
    ...memberFilter(ledgerAccounts.memberId, filters).map(touchesMember),
    filters.kind ? eq(ledgerTransactions.kind, filters.kind) : undefined,
    filters.reference_type ? eq(ledgerTransactions.referenceType, filters.reference_type) : undefined,
    filters.reference_id ? eq(ledgerTransactions.referenceId, filters.reference_id) : undefined,
    filters.idempotency_key ? eq(ledgerTransactions.idempotencyKey, filters.idempotency_key) : undefined,
    ...dayRange(ledgerTransactions.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, ledgerTransactions, where, slice.countCap);
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .where(where)
    .orderBy(filters.order === 'asc' ? asc(ledgerTransactions.id) : desc(ledgerTransactions.id))
    .limit(slice.limit)
    .offset(slice.offset);

  const ids = transactions.map((row) => row.id);
  const entries =
    ids.length === 0
      ? []
      : await db
          .select({
            transactionId: ledgerEntries.transactionId,
            amount: ledgerEntries.amount,
            balanceAfter: ledgerEntries.balanceAfter,
            code: ledgerAccounts.code,
            ownerType: ledgerAccounts.ownerType,
            memberId: ledgerAccounts.memberId,
            kind: ledgerAccounts.kind,
            subject: ledgerAccounts.subject,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(inArray(ledgerEntries.transactionId, ids))
          .orderBy(asc(ledgerEntries.id));
  // Account names of the page's member accounts: one indexed lookup by primary key.
  const usernames = await usernamesByIds(
    db,
    entries.flatMap((entry) => (entry.memberId === null ? [] : [entry.memberId])),
  );
  const byTransaction = new Map<bigint, LedgerEntryWire[]>();
  for (const entry of entries) {
    const list = byTransaction.get(entry.transactionId) ?? [];
    const username = entry.memberId === null ? '' : (usernames.get(entry.memberId) ?? '');
    list.push({
      account_code: entry.code,
      account_label: ledgerAccountLabel({
        ownerType: entry.ownerType,
        kind: entry.kind,
        subject: entry.subject ?? '',
        username,
        memberId: entry.memberId,
      }),
      owner_type: entry.ownerType,
      member_id: entry.memberId === null ? null : Number(entry.memberId),
      username,
      account_kind: entry.kind,
      subject: entry.subject ?? '',
      amount: formatFen(entry.amount),
      balance_after: formatFen(entry.balanceAfter),
    });
    byTransaction.set(entry.transactionId, list);
  }
  return {
    ...counted,
    rows: transactions.map((row) => ({
      id: Number(row.id),
      idempotency_key: row.idempotencyKey,
      kind: row.kind,
      kind_label: ledgerKindLabel(row.kind),
      reference_type: row.referenceType,
      reference_id: row.referenceId,
      actor_type: row.actorType,
      actor_id: row.actorId,
      memo: row.memo ?? '',
      reverses_transaction_id: row.reversesTransactionId === null ? null : Number(row.reversesTransactionId),
      created_at: timeOrEmpty(row.createdAt, zone),
      entries: byTransaction.get(row.id) ?? [],
    })),
  };
}

/** A check run as the back office sees it. */
export function ledgerCheckRunWire(run: LedgerCheckRun, zone: string): AdminLedgerCheckRun {
  const report = parseReport(run.report);
  return {
    id: Number(run.id),
    state: parseRunState(run.state),
    phase: run.phase,
    rows_checked: Number(run.rowsChecked),
    rows_total: Number(run.rowsTotal),
    started_by: run.startedBy,
    started_at: formatDateTime(run.startedAt, zone),
    finished_at: timeOrEmpty(run.finishedAt, zone),
    error: run.error ?? '',
    report: report
      ? {
          ok: report.ok,
          checked_at: formatDateTime(new Date(report.checkedAt), zone),
          totals: report.totals,
          invariants: report.invariants.map((invariant) => ({
            name: invariant.name,
            ok: invariant.ok,
            violations: invariant.violations,
            violation_count: invariant.violationCount,
          })),
        }
      : null,
  };
}

const RUN_STATES = ['running', 'passed', 'failed', 'error'] as const;
function parseRunState(state: string): AdminLedgerCheckRun['state'] {
  return RUN_STATES.find((known) => known === state) ?? 'error';
}

/** The stored report (jsonb written by the runner from a LedgerCheckReport). */
const StoredReportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  totals: z.object({ accounts: z.number(), transactions: z.number(), entries: z.number() }),
  invariants: z.array(
    z.object({ name: z.string(), ok: z.boolean(), violations: z.array(z.string()), violationCount: z.number() }),
  ),
});
function parseReport(value: unknown): LedgerCheckReport | undefined {
  const parsed = StoredReportSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Starts a ledger check in the background (one at a time) and audits who started it; when one is
 * already running, answers that one. The check itself never runs inside the request (decision 0020).
 */
export async function startLedgerCheck(
  db: Db,
  runner: LedgerCheckRunner,
  staff: StaffActor,
  ip: string,
  zone: string,
): Promise<{ run: AdminLedgerCheckRun; created: boolean }> {
  await closeAbandonedRuns(db);
  const { run, created } = await withTransaction(db, async (tx) => {
    const inserted = await insertRun(tx, staff.username);
    if (inserted.created) {
      await recordAudit(tx, {
        staff,
        action: 'finance.ledger.check',
        targetType: 'ledger_check',
        targetId: String(inserted.run.id),
        before: null,
        after: { run_id: Number(inserted.run.id) },
        ip,
      });
    }
    return inserted;
  });
  if (created) runner.start(run.id);
  return { run: ledgerCheckRunWire(run, zone), created };
}

export async function getLedgerCheckRun(db: Db, id: bigint, zone: string): Promise<AdminLedgerCheckRun> {
  await closeAbandonedRuns(db);
  const run = await findRun(db, id);
  if (!run) throw new AppError('notFound', '账本检查记录不存在');
  return ledgerCheckRunWire(run, zone);
}

export async function getLatestLedgerCheckRun(db: Db, zone: string): Promise<AdminLedgerCheckRun | null> {
  await closeAbandonedRuns(db);
  const run = await latestRun(db);
  return run ? ledgerCheckRunWire(run, zone) : null;
}
