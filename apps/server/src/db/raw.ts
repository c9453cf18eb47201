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
