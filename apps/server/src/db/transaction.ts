import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../lib/errors';
import type { Db } from './types';

/** Work to run once the surrounding transaction has committed (cache invalidation, fan-out). */
const afterCommitScope = new AsyncLocalStorage<(() => void)[]>();

/**
 * Runs `callback` after the current `withTransaction` commits, or at once when there is no
 * transaction (the statement that preceded it has already committed). Never runs on rollback.
 */
export function afterCommit(callback: () => void): void {
  const pending = afterCommitScope.getStore();
  if (pending) pending.push(callback);
  else callback();
}

/** PostgreSQL SQLSTATEs that mean "try the whole transaction again". */
const RETRYABLE_STATES = new Set(['40001', '40P01']);

/** Drizzle wraps driver errors: the SQLSTATE sits on `cause.code` (STACK-NOTES trap 6). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      const code = current.code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * 57014 query_canceled: a statement ran past its connection class's statement_timeout, or its
 * request was cancelled when the client went away (decision 0016).
 */
export function isQueryCanceled(error: unknown): boolean {
  return sqlStateOf(error) === '57014';
}

export function isCheckViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23514';
}

/**
 * SQLSTATEs of a database that went away or is not taking connections: class 08 (connection
 * exception), 57P01–57P03 (administrator shutdown as on failover, crash shutdown, cannot connect
 * now) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and the OS say when the connection itself failed (no SQLSTATE). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * True when `error` means the database could not be reached or ended the connection, rather than
 * refusing the statement: the request may succeed when retried later (answer 503, not 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))) return true;
    const message = current instanceof Error ? current.message : '';
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export interface TransactionOptions {
  /** How many times a serialisation failure or deadlock is retried (default 3). */
  retries?: number;
}

/**
 * Runs `work` in one database transaction. The work must only touch the database through `tx`
 * (PGlite is one connection: a query on `db` inside waits forever) and must not call anything
 * outside the process (no network inside a transaction; see ARCHITECTURE.md "Money path").
 * Serialisation failures and deadlocks are retried, so the work must be safe to run again.
 * When the connection is lost (failover) the transaction is not retried — a lost COMMIT may or may
 * not have landed — and fails as AppError `unavailable` (HTTP 503); PostgreSQL rolled back whatever
 * had not committed, so nothing is half-written.
 */
export async function withTransaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  // A transaction inside a transaction's work runs in it (Drizzle nests it as a savepoint) and its
  // after-commit work waits for the outer commit.
  if (afterCommitScope.getStore()) return db.transaction(async (tx) => work(tx as unknown as Db));
  for (let attempt = 0; ; attempt += 1) {
    const pending: (() => void)[] = [];
    try {
      const result = await afterCommitScope.run(pending, () => db.transaction(async (tx) => work(tx as unknown as Db)));
      for (const callback of pending) callback();
      return result;
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt < retries && state !== undefined && RETRYABLE_STATES.has(state)) continue;
      if (isDatabaseUnavailable(error)) throw new AppError('unavailable', undefined, { cause: error });
      throw error;
    }
  }
}
