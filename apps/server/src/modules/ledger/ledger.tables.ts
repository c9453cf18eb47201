import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Ledger (platform-rules §3). Amounts are integer fen (bigint). Sign convention: an entry's
 * `amount` is the change of its account's balance (positive = money into the account). The
 * entries of one transaction sum to zero, so money is only ever moved, never created.
 * Member accounts hold money and can never go below zero (CHECK below); house accounts are the
 * counterparties (deposit clearing, payout clearing, promotion expense, game results,
 * adjustments) and may go negative: a negative clearing balance is money that came from outside.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: column.bigserialId(),
    /** Stable unique name, e.g. `member:42:main`, `house:deposit_clearing:7`. */
    code: text('code').notNull(),
    /** 'member' or 'house'. */
    ownerType: text('owner_type').notNull(),
    memberId: column.int64('member_id'),
    /** main | platform | withdrawal_hold for members; the house kind otherwise. */
    kind: text('kind').notNull(),
    /** Game platform `platname` for per-platform accounts, channel id for clearing accounts. */
    subject: text('subject'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: column.int64Zero('balance'),
    /** Bumped by every posting; balance caches key on it. */
    version: column.int64Zero('version'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_code_key').on(table.code),
    index('ledger_accounts_member_idx').on(table.memberId),
    check('ledger_accounts_owner_type_check', sql`${table.ownerType} in ('member', 'house')`),
    // Enforced by the database, not only by code: a member account never goes below zero.
    check('ledger_accounts_member_not_negative', sql`${table.allowNegative} or ${table.balance} >= 0`),
    check(
      'ledger_accounts_member_accounts_never_negative',
      sql`${table.ownerType} <> 'member' or ${table.allowNegative} = false`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: column.bigserialId(),
    /** Unique across the ledger, e.g. `deposit:<order no>`; replaying it moves nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What kind of money movement this is (deposit, withdrawal_hold, transfer_in, ...). */
    kind: text('kind').notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    /** Who caused it: member, staff or system. */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    memo: text('memo'),
    /** Set on a reversing transaction; unique so a transaction is reversed at most once. */
    reversesTransactionId: column.int64('reverses_transaction_id'),
    /** Fingerprint of the entries, to refuse a replayed key that asks for a different movement. */
    fingerprint: text('fingerprint').notNull(),
    metadata: jsonb('metadata'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('ledger_transactions_reverses_key').on(table.reversesTransactionId),
    index('ledger_transactions_reference_idx').on(table.referenceType, table.referenceId),
    index('ledger_transactions_kind_created_idx').on(table.kind, table.createdAt),
    // Decision 0017: the ledger search pages newest first by id, by kind, reference type or days.
    index('ledger_transactions_kind_id_idx').on(table.kind, table.id),
    index('ledger_transactions_reference_type_id_idx').on(table.referenceType, table.id),
    index('ledger_transactions_created_idx').on(table.createdAt),
    check('ledger_transactions_actor_type_check', sql`${table.actorType} in ('member', 'staff', 'system')`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: column.bigserialId(),
    transactionId: column
      .int64('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: column
      .int64('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: column.int64('amount').notNull(),
    /** The account's balance right after this entry (for statements). */
    balanceAfter: column.int64('balance_after').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    // The dashboard's bonuses and adjustments of one day: entries of a few house accounts by time.
    index('ledger_entries_account_created_idx').on(table.accountId, table.createdAt),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Ledger checks staff start from the back office (decision 0020): one row per run, updated after
 * every batch with its progress, so any instance answers "how far is it" and a run outlives the
 * request that started it. At most one run is `running` (partial unique index).
 */
export const ledgerCheckRuns = pgTable(
  'ledger_check_runs',
  {
    id: column.bigserialId(),
    /** running | passed | failed (an invariant is broken) | error (the check itself stopped). */
    state: text('state').notNull(),
    /** transactions | accounts | business | done: the part being checked. */
    phase: text('phase').notNull(),
    rowsChecked: column.int64Zero('rows_checked'),
    rowsTotal: column.int64Zero('rows_total'),
    startedBy: text('started_by').notNull(),
    startedAt: column.timestampTz('started_at').notNull().defaultNow(),
    /** Written with every batch: a running row whose heartbeat is old lost its instance. */
    heartbeatAt: column.timestampTz('heartbeat_at').notNull().defaultNow(),
    finishedAt: column.timestampTz('finished_at'),
    /** The report (LedgerCheckReport) once finished. */
    report: jsonb('report'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('ledger_check_runs_one_running')
      .on(table.state)
      .where(sql`${table.state} = 'running'`),
    check('ledger_check_runs_state_check', sql`${table.state} in ('running', 'passed', 'failed', 'error')`),
  ],
);
