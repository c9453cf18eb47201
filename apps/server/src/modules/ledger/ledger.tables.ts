import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Stable unique name, e.g. `member:42:main`, `house:deposit_clearing:7`. */
    code: text('code').notNull(),
    /** 'member' or 'house'. */
    ownerType: text('owner_type').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** main | platform | withdrawal_hold for members; the house kind otherwise. */
    kind: text('kind').notNull(),
    /** Game platform `platname` for per-platform accounts, channel id for clearing accounts. */
    subject: text('subject'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bumped by every posting; balance caches key on it. */
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
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
    reversesTransactionId: bigint('reverses_transaction_id', { mode: 'bigint' }),
    /** Fingerprint of the entries, to refuse a replayed key that asks for a different movement. */
    fingerprint: text('fingerprint').notNull(),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('ledger_transactions_reverses_key').on(table.reversesTransactionId),
    index('ledger_transactions_reference_idx').on(table.referenceType, table.referenceId),
    index('ledger_transactions_kind_created_idx').on(table.kind, table.createdAt),
    check('ledger_transactions_actor_type_check', sql`${table.actorType} in ('member', 'staff', 'system')`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (for statements). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
