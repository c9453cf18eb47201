import { EventEmitter } from 'node:events';
import pg from 'pg';
import {
  currentDbScope,
  DB_CLASSES,
  ScopeCancelledError,
  type DbClass,
  type DbClassOptions,
  type DbClassSettings,
  type DbScope,
} from './classes';
import { isDatabaseUnavailable } from './transaction';

/** Pool sizes when no class options are given (scripts, benchmarks): one pool's worth for members. */
export const DEFAULT_CLASS_SIZES: Record<DbClass, number> = { member: 14, staff: 2, report: 1 };

/** A SELECT that only reads (no locking clause): the only statement a replica may be sent. */
const PLAIN_SELECT = /^\s*(select|with)\b/i;
const LOCKING_CLAUSE = /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i;
const ROLLBACK = /^\s*rollback\b/i;

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * The pools of the connection classes behind one node-postgres "pool" that Drizzle uses: each
 * `connect()` (a transaction) and `query()` (a statement outside one) takes a connection from the
 * pool of the running request's class (AsyncLocalStorage, `classes.ts`), so services keep taking
 * one `db`. The name ends in "Pool": Drizzle checks it to open transactions with `connect()`.
 */
export class ClassRoutingPool {
  private readonly primary: Record<DbClass, pg.Pool>;
  private readonly replica: Partial<Record<DbClass, pg.Pool>>;

  constructor(
    url: string,
    options: DbClassOptions,
    private readonly onConnectionLost: (error: Error) => void,
  ) {
    const open = (dbClass: DbClass, settings: DbClassSettings, connectionString: string, role: string) =>
      openClassPool({
        connectionString,
        max: settings.size,
        application_name: `site-${dbClass}${role}`,
        // Set per connection at start-up: every statement of the class is bounded, and RESET
        // keeps it (it is the session default, not a SET a caller could forget to undo).
        ...(settings.statementTimeoutMs > 0 ? { options: `-c statement_timeout=${settings.statementTimeoutMs}` } : {}),
        onConnectionLost: this.onConnectionLost,
      });
    this.primary = {
      member: open('member', options.classes.member, url, ''),
      staff: open('staff', options.classes.staff, url, ''),
      report: open('report', options.classes.report, url, ''),
    };
    this.replica = {};
    if (options.readUrl) {
      for (const dbClass of ['staff', 'report'] as const) {
        this.replica[dbClass] = open(dbClass, options.classes[dbClass], options.readUrl, '-read');
      }
    }
  }

  /** A connection of the running class (Drizzle calls it for a transaction, then `release()`). */
  async connect(): Promise<pg.PoolClient> {
    const scope = currentDbScope();
    return this.acquire(this.primary[scope?.dbClass ?? 'member'], scope);
  }

  /** One statement outside a transaction, on the running class's pool (or its replica). */
  async query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const scope = currentDbScope();
    const text = typeof config === 'string' ? config : config.text;
    const client = await this.acquire(this.poolFor(scope, text), scope);
    let broken = false;
    try {
      return await client.query(config, values);
    } catch (error) {
      // A statement timeout leaves the connection usable: it goes back to the pool. A lost one
      // does not (its own listener has already handed it back as broken).
      broken = isDatabaseUnavailable(error);
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Pools of every class, for closing and for tests. */
  pools(): pg.Pool[] {
    return [...DB_CLASSES.map((dbClass) => this.primary[dbClass]), ...Object.values(this.replica)];
  }

  async end(): Promise<void> {
    await Promise.all(this.pools().map((pool) => pool.end()));
  }

  private poolFor(scope: DbScope | undefined, text: string): pg.Pool {
    const dbClass = scope?.dbClass ?? 'member';
    const replica = this.replica[dbClass];
    if (replica && scope?.readOnly && PLAIN_SELECT.test(text) && !LOCKING_CLAUSE.test(text)) return replica;
    return this.primary[dbClass];
  }

  /**
   * Takes a connection for `scope`: while the scope holds it, a cancel of the scope stops the
   * statement running on it (cancel request on a new socket: no pool slot needed, works when the
   * class is full), and refuses every further statement but ROLLBACK. A connection that was
   * cancelled is closed on release rather than reused: a cancel request still in flight must not
   * reach the next holder's statement.
   */
  private async acquire(pool: pg.Pool, scope: DbScope | undefined): Promise<pg.PoolClient> {
    if (scope?.cancelled) throw new ScopeCancelledError();
    const client = await pool.connect();
    if (!scope) return client;
    if (scope.cancelled) {
      client.release();
      throw new ScopeCancelledError();
    }
    const cancel = () => sendCancelRequest(pool, client);
    scope.running.add(cancel);
    const query: QueryFunction = client.query.bind(client);
    const guarded: QueryFunction = (...args) => {
      if (!scope.cancelled || ROLLBACK.test(queryText(args[0]))) return query(...args);
      const error = new ScopeCancelledError();
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        process.nextTick(() => {
          Reflect.apply(callback, undefined, [error]);
        });
        return undefined;
      }
      return Promise.reject(error);
    };
    Object.defineProperty(client, 'query', { value: guarded, configurable: true, writable: true });
    const release = client.release.bind(client);
    client.release = (destroy?: boolean | Error) => {
      scope.running.delete(cancel);
      Reflect.deleteProperty(client, 'query');
      release(scope.cancelled ? true : destroy);
    };
    return client;
  }
}

function queryText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null && 'text' in config && typeof config.text === 'string') {
    return config.text;
  }
  return '';
}

/**
 * PostgreSQL's cancel request for the statement running on `client` (what pg_cancel_backend does),
 * sent on a new socket with the connection's own key, as node-postgres's Connection does it (with
 * the pool's TLS settings). PostgreSQL ignores it when the connection is idle between statements;
 * the scope's guard refuses the next statement then.
 */
function sendCancelRequest(pool: pg.Pool, client: pg.PoolClient): void {
  // node-postgres keeps the key internal: read it without trusting its shape.
  const processId: unknown = Reflect.get(client, 'processID');
  const secretKey: unknown = Reflect.get(client, 'secretKey');
  if (typeof processId !== 'number' || secretKey === null || secretKey === undefined) return;
  const settings = new pg.Client(pool.options);
  const connection: unknown = Reflect.get(settings, 'connection');
  if (!(connection instanceof EventEmitter)) return;
  const open: unknown = Reflect.get(connection, 'connect');
  const cancel: unknown = Reflect.get(connection, 'cancel');
  if (typeof open !== 'function' || typeof cancel !== 'function') return;
  // Best effort: a refused or reset cancel socket must not become an unhandled 'error' event.
  connection.on('error', () => {});
  connection.once('connect', () => {
    Reflect.apply(cancel, connection, [processId, secretKey]);
  });
  const host: unknown = Reflect.get(settings, 'host');
  const port: unknown = Reflect.get(settings, 'port');
  if (typeof host === 'string' && host.startsWith('/'))
    Reflect.apply(open, connection, [`${host}/.s.PGSQL.${String(port)}`]);
  else Reflect.apply(open, connection, [port, host]);
}

interface ClassPoolOptions extends pg.PoolConfig {
  onConnectionLost: (error: Error) => void;
}

function openClassPool({ onConnectionLost, ...config }: ClassPoolOptions): pg.Pool {
  // int8 (bigint) and numeric come back as strings by default; Drizzle's bigint columns in
  // `mode: 'bigint'` convert them. Leave the pg defaults so no float ever touches money.
  // No connection timeout: pg-pool would apply it to waiting for a free client too, and a burst of
  // postings queued behind the pool would fail instead of waiting its turn (/readyz has its own).
  const pool = new pg.Pool(config);
  pool.on('error', () => {
    // An idle client lost its connection: the pool removes it and opens another when needed (the
    // client's own listener below has logged it).
  });
  // A checked-out client (a transaction between two statements) has no pool listener: when the server
  // ends its connection (57P01 on failover), node-postgres emits 'error' on the client itself, and an
  // 'error' event without a listener ends the process. Every client gets its own listener for life.
  // A checked-out client that died is handed back to the pool at once, as broken, so the pool
  // replaces it: Drizzle sends BEGIN before its try/finally, and a client whose BEGIN failed would
  // otherwise never be released and hold a pool slot for good. The holder's own release (if it comes)
  // does nothing; its queries on the dead client fail as "not queryable" (503).
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onConnectionLost(error);
      if (!checkedOut.has(client)) return;
      const release = client.release.bind(client);
      client.release = () => {};
      release(error);
    });
  });
  return pool;
}
