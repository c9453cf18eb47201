import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Connection classes (decision 0016). Every query runs in one class, and each class has its own
 * connections, so a burst of staff lists or a heavy report can never take the connections the
 * members' money calls need:
 * - `member`: the member site's calls (/api/*), money, background jobs (the default);
 * - `staff`: back-office lists and actions (/api/admin/*);
 * - `report`: dashboards, CSV exports, the ledger check, anything heavy.
 */
export type DbClass = 'member' | 'staff' | 'report';

export const DB_CLASSES: readonly DbClass[] = ['member', 'staff', 'report'];

/** Classes whose running query is cancelled when the HTTP client goes away (decision 0016). */
export const CANCEL_ON_DISCONNECT: ReadonlySet<DbClass> = new Set<DbClass>(['staff', 'report']);

export interface DbClassSettings {
  /** Connections of the class's pool (per instance). */
  size: number;
  /** `statement_timeout` of its connections in ms; 0 = none. */
  statementTimeoutMs: number;
}

/** Pools and timeouts of every class, plus an optional read replica for staff and report reads. */
export interface DbClassOptions {
  classes: Record<DbClass, DbClassSettings>;
  /** PostgreSQL replica: staff and report GET requests send their plain SELECTs there. */
  readUrl?: string | undefined;
}

/** The configuration keys the classes come from (config/env.ts). */
export interface DbClassConfig {
  DB_POOL_MEMBER: number;
  DB_POOL_STAFF: number;
  DB_POOL_REPORT: number;
  DB_TIMEOUT_MEMBER_MS: number;
  DB_TIMEOUT_STAFF_MS: number;
  DB_TIMEOUT_REPORT_MS: number;
  DATABASE_READ_URL?: string | undefined;
}

export function dbClassOptionsOf(config: DbClassConfig): DbClassOptions {
  return {
    classes: {
      member: { size: config.DB_POOL_MEMBER, statementTimeoutMs: config.DB_TIMEOUT_MEMBER_MS },
      staff: { size: config.DB_POOL_STAFF, statementTimeoutMs: config.DB_TIMEOUT_STAFF_MS },
      report: { size: config.DB_POOL_REPORT, statementTimeoutMs: config.DB_TIMEOUT_REPORT_MS },
    },
    readUrl: config.DATABASE_READ_URL,
  };
}

/**
 * What one request (or job) runs in: its class, whether its plain reads may go to the replica, and
 * how to cancel the statements it is running (each held connection registers a canceller).
 */
export interface DbScope {
  readonly dbClass: DbClass;
  /** A GET of the staff or report class: plain SELECTs outside a transaction may use the replica. */
  readonly readOnly: boolean;
  cancelled: boolean;
  /** One canceller per connection the scope holds right now. */
  readonly running: Set<() => void>;
}

const scopeStorage = new AsyncLocalStorage<DbScope>();

export function newDbScope(dbClass: DbClass, readOnly = false): DbScope {
  return { dbClass, readOnly, cancelled: false, running: new Set() };
}

/** The scope of the running request or job; none outside (then the class is `member`). */
export function currentDbScope(): DbScope | undefined {
  return scopeStorage.getStore();
}

export function runInDbScope<T>(scope: DbScope, work: () => T): T {
  return scopeStorage.run(scope, work);
}

/** Runs `work` (a job, a script) in `dbClass`: `runWithDbClass('report', () => checkLedger(db))`. */
export function runWithDbClass<T>(dbClass: DbClass, work: () => T): T {
  return scopeStorage.run(newDbScope(dbClass), work);
}

/**
 * Cancels what the scope is running: the statement in flight on each connection it holds stops
 * (PostgreSQL cancel request), and any further statement of the scope fails at once, except the
 * ROLLBACK that ends its transaction. Idempotent.
 */
export function cancelDbScope(scope: DbScope): void {
  if (scope.cancelled) return;
  scope.cancelled = true;
  for (const cancel of scope.running) cancel();
}

/** SQLSTATE 57014, query_canceled: a statement timeout or a cancel request. */
export const QUERY_CANCELED = '57014';

/** Thrown for a statement of a scope that was cancelled (the client went away); same SQLSTATE. */
export class ScopeCancelledError extends Error {
  readonly code = QUERY_CANCELED;

  constructor() {
    super('canceling statement: the client went away');
    this.name = 'ScopeCancelledError';
  }
}
