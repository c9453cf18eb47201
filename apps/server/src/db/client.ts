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
import { ClassRoutingPool, DEFAULT_CLASS_SIZES } from './class-pools';
import type { DbClassOptions } from './classes';
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
  /** Size of the member class's pool when `classes` is not given (scripts, benchmarks). */
  poolSize?: number;
  /**
   * The connection classes (decision 0016): a pool and a statement timeout per class, and an
   * optional read replica. Ignored by PGlite, which is one connection for every class.
   */
  classes?: DbClassOptions | undefined;
  /**
   * Told when the server ends one of the pool's connections (failover, restart, `pg_terminate_backend`).
   * The pool drops that client and opens a new one on the next query; the request that held it
   * fails with its own error (503).
   */
  onConnectionLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, classOptionsOf(options), options.onConnectionLost);
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
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(
  url: string,
  classes: DbClassOptions,
  onConnectionLost: (error: Error) => void = () => {},
): Database {
  const pools = new ClassRoutingPool(url, classes, onConnectionLost);
  const db = drizzlePg(pools as unknown as pg.Pool) as unknown as Db;
  return {
    db,
    driver: 'pg',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pools.query(text, params);
      return result.rows as Row[];
    },
    async migrate() {
      // Its own connection, without the classes' statement timeouts: a migration may take long.
      const client = new pg.Client({ connectionString: url, application_name: 'site-migrate' });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    async close() {
      await pools.end();
    },
  };
}

/**
 * The class options of a database opened without them (scripts, benchmarks): `poolSize` for the
 * member class, the default sizes for the others, and no statement timeouts.
 */
function classOptionsOf(options: OpenDatabaseOptions): DbClassOptions {
  if (options.classes) return options.classes;
  const settings = (size: number) => ({ size, statementTimeoutMs: 0 });
  return {
    classes: {
      member: settings(options.poolSize ?? DEFAULT_CLASS_SIZES.member),
      staff: settings(DEFAULT_CLASS_SIZES.staff),
      report: settings(DEFAULT_CLASS_SIZES.report),
    },
  };
}
