import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * One handle type for both drivers (PGlite and node-postgres). A transaction handle is a
 * subtype, so repositories take `Db` and work inside or outside a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbDriver = 'pglite' | 'pg';
