import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Db, DbDriver } from './types';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Advisory-lock key that serialises migrations across instances sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Runs raw SQL with parameters and returns rows; for health checks, scripts and tests. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** node-postgres connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory` for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * Told when the server ends one of the pool's connections (failover, restart, `pg_terminate_backend`).
   * The pool drops that client and opens a new one on the next query; the request that held it
   * fails with its own error (503).
   */
  onConnectionLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20, options.onConnectionLost);
  return openPglite(options.dataDir ?? 'memory');
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  // pg_trgm backs the trigram indexes of the substring searches (decision 0017).
  const extensions = { pg_trgm };
  if (dataDir === 'memory') {
    client = new PGlite({ extensions });
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'), { extensions });
  }
  await client.waitReady;
  // Cast once where it is opened: both drivers expose the same PgDatabase surface.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string, poolSize: number, onConnectionLost: (error: Error) => void = () => {}): Database {
  // int8 (bigint) and numeric come back as strings by default; Drizzle's bigint columns in
  // `mode: 'bigint'` convert them. Leave the pg defaults so no float ever touches money.
  // No connection timeout: pg-pool would apply it to waiting for a free client too, and a burst of
  // postings queued behind the pool would fail instead of waiting its turn (/readyz has its own).
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as Row[];
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
