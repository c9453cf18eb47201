import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * One handle type for both drivers (PGlite and node-postgres). A transaction handle is a
 * subtype, so repositories take `Db` and work inside or outside a transaction.
 *
 * Without the schema generic: the server writes its queries with the query builders and `sql`,
 * never Drizzle's relational queries (`db.query.*`), and a handle opened with a schema rebuilds a
 * relational builder for every table on every transaction (bench/README.md "Ledger throughput").
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DbDriver = 'pglite' | 'pg';
