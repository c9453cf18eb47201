import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DbClassOptions } from '../src/db/classes';
import { openDatabase, type Database } from '../src/db/client';

/**
 * One database per test file: in-memory PGlite by default, or a fresh PostgreSQL database on
 * TEST_DATABASE_URL when the `integration-pg` project runs (TEST_DB_DRIVER=pg). Names carry a
 * random suffix so parallel runs on one server never collide; the database is dropped on close.
 */
export function testDriver(): 'pglite' | 'pg' {
  return process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';
}

export async function openTestDatabase(
  options: { poolSize?: number; classes?: DbClassOptions } = {},
): Promise<Database> {
  if (testDriver() === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory' });
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.toString(),
    poolSize: options.poolSize ?? 10,
    classes: options.classes,
  });
  await database.migrate();
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Empties every table (between tests of one file), keeping the schema and migrations. */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await database.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  await database.query(`truncate ${rows.map((row) => `"${row.tablename}"`).join(', ')} restart identity cascade`);
}
