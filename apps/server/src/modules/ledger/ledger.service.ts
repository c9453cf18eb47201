import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { queryPrepared, toBigInt } from '../../db/raw';
import { afterCommit, isCheckViolation } from '../../db/transaction';
import type { Db } from '../../db/types';
import { accountCode, type AccountSpec } from './ledger.accounts';
import { IdempotencyConflictError, InsufficientFundsError, UnbalancedTransactionError } from './ledger.errors';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

export type ActorType = 'member' | 'staff' | 'system';

export interface Actor {
  type: ActorType;
  id: string;
}

export interface EntryInput {
  accountId: bigint;
  /** Change of the account's balance in fen: positive in, negative out. */
  amountFen: bigint;
}

export interface PostInput {
  idempotencyKey: string;
  kind: string;
  reference: { type: string; id: string };
  actor: Actor;
  entries: EntryInput[];
  memo?: string;
  metadata?: Record<string, unknown>;
  /** Message of the InsufficientFundsError when a member account would go below zero. */
  insufficientFundsMessage?: string;
  /** Set only by `reverse()`. */
  reversesTransactionId?: bigint;
}

export interface PostedEntry {
  accountId: bigint;
  amountFen: bigint;
  balanceAfterFen: bigint;
}

export interface PostedTransaction {
  id: bigint;
  idempotencyKey: string;
  kind: string;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  entries: PostedEntry[];
}

/** Called (after commit) with each member whose balances a posting changed: caches listen here. */
const balanceListeners = new Set<(memberId: bigint) => void>();

export function onMemberBalanceChanged(listener: (memberId: bigint) => void): () => void {
  balanceListeners.add(listener);
  return () => balanceListeners.delete(listener);
}

function announce(memberIds: Set<string>): void {
  if (memberIds.size === 0 || balanceListeners.size === 0) return;
  afterCommit(() => {
    for (const id of memberIds) for (const listener of balanceListeners) listener(BigInt(id));
  });
}

/** Net change per account, accounts in ascending id order (the lock order that avoids deadlocks). */
function netByAccount(entries: EntryInput[]): { accountId: bigint; amountFen: bigint }[] {
  const net = new Map<bigint, bigint>();
  for (const entry of entries) net.set(entry.accountId, (net.get(entry.accountId) ?? 0n) + entry.amountFen);
  return [...net.entries()]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([accountId, amountFen]) => ({ accountId, amountFen }));
}

function fingerprintOf(kind: string, entries: { accountId: bigint; amountFen: bigint }[]): string {
  const canonical = `${kind}|${entries.map((e) => `${e.accountId}:${e.amountFen}`).join(',')}`;
  return createHash('sha256').update(canonical).digest('hex');
}

function validateEntries(input: PostInput): { accountId: bigint; amountFen: bigint }[] {
  if (!input.idempotencyKey) throw new UnbalancedTransactionError('an idempotency key is required');
  if (input.entries.some((entry) => entry.amountFen === 0n)) {
    throw new UnbalancedTransactionError('an entry of zero moves nothing');
  }
  const total = input.entries.reduce((sum, entry) => sum + entry.amountFen, 0n);
  if (total !== 0n) throw new UnbalancedTransactionError(`entries sum to ${total}, not 0`);
  const net = netByAccount(input.entries);
  if (net.length < 2) throw new UnbalancedTransactionError('at least two accounts must move');
  return net;
}

/**
 * Finds or creates the account of `spec` and returns its id. Safe under concurrency: a racing
 * creator loses the unique index and reads the winner's row.
 */
export async function ensureAccount(db: Db, spec: AccountSpec): Promise<bigint> {
  const code = accountCode(spec);
  const existing = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  if (existing[0]) return existing[0].id;
  await db
    .insert(ledgerAccounts)
    .values({
      code,
      ownerType: spec.ownerType,
      memberId: spec.ownerType === 'member' ? spec.memberId : null,
      kind: spec.kind,
      subject: spec.subject ?? null,
      allowNegative: spec.ownerType === 'house',
    })
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const created = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  if (!created[0]) throw new Error(`ledger account ${code} could not be created`);
  return created[0].id;
}

/**
 * The posting call, always the same text (accounts and amounts travel as two arrays), so
 * node-postgres prepares it once per connection (bench/README.md "Ledger throughput").
 */
const LEDGER_POST = `select tx_id, balances from ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::bigint, $11::bigint[], $12::bigint[])`;

/**
 * Posts one ledger transaction inside the caller's database transaction (platform-rules §3).
 * The business row that causes the movement must be written in the same `db` transaction.
 * Replaying an idempotency key returns the first result and moves nothing; replaying it with
 * different entries is a programming error and throws.
 */
export async function post(db: Db, input: PostInput): Promise<PostedTransaction> {
  const net = validateEntries(input);
  const fingerprint = fingerprintOf(input.kind, net);

  const metadata = input.metadata === undefined ? null : JSON.stringify(input.metadata);
  const reverses = input.reversesTransactionId === undefined ? null : input.reversesTransactionId.toString();
  // One call per posting (migrations 0009 and 0012): the function takes the account rows in ascending id
  // order, so two postings over the same accounts never deadlock, and the CHECK constraint refuses a
  // member balance below zero, which fails the whole call (and the caller's transaction) atomically.
  let rows: { tx_id: unknown; balances: unknown }[];
  try {
    rows = await queryPrepared<{ tx_id: unknown; balances: unknown }>(db, 'ledger_post', LEDGER_POST, [
      input.idempotencyKey,
      input.kind,
      input.reference.type,
      input.reference.id,
      input.actor.type,
      input.actor.id,
      input.memo ?? null,
      fingerprint,
      metadata,
      reverses,
      net.map((entry) => entry.accountId.toString()),
      net.map((entry) => entry.amountFen.toString()),
    ]);
  } catch (error) {
    if (isCheckViolation(error)) {
      const debited = net.find((entry) => entry.amountFen < 0n);
      throw new InsufficientFundsError(debited?.accountId ?? 0n, input.insufficientFundsMessage);
    }
    throw error;
  }

  const row = rows[0];
  if (!row || row.tx_id === null || row.tx_id === undefined) return loadReplay(db, input.idempotencyKey, fingerprint);
  const moved = (typeof row.balances === 'string' ? JSON.parse(row.balances) : (row.balances ?? [])) as [
    string,
    string,
    string,
  ][];
  const balances = new Map<bigint, bigint>(moved.map(([id, balance]) => [BigInt(id), BigInt(balance)]));
  announce(new Set(moved.map(([, , memberId]) => memberId).filter((memberId) => memberId !== '')));
  if (balances.size !== net.length) {
    // An account is missing: throwing aborts the caller's transaction, so nothing half-posted stays.
    const missing = net.find((entry) => !balances.has(entry.accountId));
    throw new UnbalancedTransactionError(`account ${missing?.accountId ?? '?'} does not exist`);
  }
  const posted: PostedEntry[] = net.map((entry) => ({
    accountId: entry.accountId,
    amountFen: entry.amountFen,
    balanceAfterFen: balances.get(entry.accountId) ?? 0n,
  }));
  return {
    id: toBigInt(row.tx_id),
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    replayed: false,
    entries: posted,
  };
}

async function loadReplay(db: Db, idempotencyKey: string, fingerprint: string): Promise<PostedTransaction> {
  const [existing] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  if (!existing) throw new Error(`ledger transaction ${idempotencyKey} vanished during replay`);
  if (existing.fingerprint !== fingerprint) throw new IdempotencyConflictError(idempotencyKey);
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, existing.id))
    .orderBy(asc(ledgerEntries.accountId));
  return {
    id: existing.id,
    idempotencyKey,
    kind: existing.kind,
    replayed: true,
    entries: entries.map((entry) => ({
      accountId: entry.accountId,
      amountFen: entry.amount,
      balanceAfterFen: entry.balanceAfter,
    })),
  };
}

export interface TransferInput extends Omit<PostInput, 'entries'> {
  fromAccountId: bigint;
  toAccountId: bigint;
  amountFen: bigint;
}

/** Moves `amountFen` (positive) from one account to another as one ledger transaction. */
export function transfer(db: Db, input: TransferInput): Promise<PostedTransaction> {
  if (input.amountFen <= 0n) throw new UnbalancedTransactionError('a transfer amount must be positive');
  const { fromAccountId, toAccountId, amountFen, ...rest } = input;
  return post(db, {
    ...rest,
    entries: [
      { accountId: fromAccountId, amountFen: -amountFen },
      { accountId: toAccountId, amountFen },
    ],
  });
}

export interface ReverseInput {
  transactionId: bigint;
  idempotencyKey: string;
  actor: Actor;
  memo?: string;
  insufficientFundsMessage?: string;
}

/**
 * Undoes a transaction with a new, reversing one (entries are never updated or deleted).
 * A transaction is reversed at most once (unique `reverses_transaction_id`).
 */
export async function reverse(db: Db, input: ReverseInput): Promise<PostedTransaction> {
  const [original] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, input.transactionId));
  if (!original) throw new UnbalancedTransactionError(`transaction ${input.transactionId} does not exist`);
  if (original.reversesTransactionId !== null) {
    throw new UnbalancedTransactionError('a reversal cannot itself be reversed; post a new transaction');
  }
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, original.id));
  const kind = `${original.kind}_reversal`;
  const negated = entries.map((entry) => ({ accountId: entry.accountId, amountFen: -entry.amount }));

  const [already] = await db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reversesTransactionId, original.id));
  if (already && already.key !== input.idempotencyKey) {
    throw new UnbalancedTransactionError(`transaction ${original.id} is already reversed by ${already.key}`);
  }

  return post(db, {
    idempotencyKey: input.idempotencyKey,
    reversesTransactionId: original.id,
    kind,
    reference: { type: original.referenceType, id: original.referenceId },
    actor: input.actor,
    entries: negated,
    memo: input.memo ?? `reversal of ${original.idempotencyKey}`,
    ...(input.insufficientFundsMessage ? { insufficientFundsMessage: input.insufficientFundsMessage } : {}),
  });
}

/**
 * Locks accounts (`SELECT … FOR UPDATE`) for the rest of the caller's transaction, in ascending id
 * order — the order `post` locks in, so locking first and posting later cannot deadlock with
 * another posting — and answers their balances.
 */
export async function lockAccounts(tx: Db, accountIds: readonly bigint[]): Promise<Map<bigint, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(accountIds)]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export async function getBalances(db: Db, accountIds: bigint[]): Promise<Map<bigint, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds));
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export async function getBalance(db: Db, accountId: bigint): Promise<bigint> {
  const balances = await getBalances(db, [accountId]);
  const balance = balances.get(accountId);
  if (balance === undefined) throw new Error(`ledger account ${accountId} does not exist`);
  return balance;
}

/** Every account of a member with its balance and version (version changes on every posting). */
export async function getMemberAccounts(db: Db, memberId: bigint) {
  return db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      subject: ledgerAccounts.subject,
      balance: ledgerAccounts.balance,
      version: ledgerAccounts.version,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId))
    .orderBy(asc(ledgerAccounts.id));
}
