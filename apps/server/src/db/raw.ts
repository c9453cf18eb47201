import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Runs a raw SQL fragment and returns its rows. Both drivers answer `{ rows }`; int8 values come
 * back as strings (node-postgres) or numbers/bigints (PGlite), so callers convert with `toBigInt`.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  if (value === null || value === undefined) return 0n;
  throw new TypeError(`not an integer: ${JSON.stringify(value)}`);
}

/**
 * Runs one fixed statement as a named prepared statement: on node-postgres it is parsed and
 * analysed once per connection and later calls send only the parameters (the money path's
 * hottest statement, bench/README.md "Ledger throughput"); PGlite runs it as an ordinary query.
 * `name` must stand for exactly one `text` (node-postgres refuses a second text under one name).
 */
export async function queryPrepared<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{ execute: unknown; all: unknown; values: unknown }>(
    { sql: text, params },
    undefined,
    name,
    false,
  );
  const result: unknown = await prepared.execute();
  return (result as { rows: Row[] }).rows;
}
