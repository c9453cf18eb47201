import { AsyncLocalStorage } from 'node:async_hooks';
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

export function isCheckViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23514';
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
      throw error;
    }
  }
}
