// The column shapes every module's `*.tables.ts` shares, spelled once: ids, the owning member,
// money in fen, timestamps, list order and switches, and the checks money tables repeat.
// Each call returns a fresh Drizzle builder that produces exactly the SQL the hand-written column
// did (`npm run db:generate` reports no change), so a table file only says what is its own.
// Table files import it whole (`import * as column from '../../db/columns'`): `column.createdAt()`.
import { sql, type Column } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** `id bigserial primary key`, read as bigint: rows that grow without bound (orders, records, logs). */
export const bigserialId = () => bigserial('id', { mode: 'bigint' }).primaryKey();

/** `id serial primary key`: short lists staff manage (channels, banners, games). */
export const serialId = () => serial('id').primaryKey();

/** A 64-bit integer read as bigint (no `number` rounding): ids of other rows, hundredths of a unit. */
export const int64 = <TName extends string>(name: TName) => bigint(name, { mode: 'bigint' });

/** A 64-bit counter or amount that starts at zero. */
export const int64Zero = <TName extends string>(name: TName) =>
  int64(name)
    .notNull()
    .default(sql`0`);

/** Money in integer fen, required (platform-rules §3: money is integer fen, never a float). */
export const fen = <TName extends string>(name: TName) => int64(name).notNull();

/** Money in integer fen that starts at zero (totals, thresholds, bonuses). */
export const fenZero = int64Zero;

/** The member a row belongs to. No foreign key: the member is reached through the members module. */
export const memberId = () => int64('member_id').notNull();

/** `timestamp with time zone`; every instant is stored with its zone. */
export const timestampTz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row last changed (the writer sets it on update). */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** Soft delete: set when a member unbinds or staff delete, so the row stays for history. */
export const deletedAt = () => timestampTz('deleted_at');

/** Display order of a staff-managed list, ascending. */
export const sortOrder = () => integer('sort').notNull().default(0);

/** Whether staff switched the row on. */
export const enabled = () => boolean('enabled').notNull().default(true);

/** Text that is never null: empty until set. */
export const blankText = <TName extends string>(name: TName) => text(name).notNull().default('');

/** CNY per unit of a currency (e.g. '7.20' per USDT) as an exact decimal; null for CNY. */
export const exchangeRate = () => numeric('rate', { precision: 18, scale: 8 });

/** Turnover multiple of a deposit (platform-rules §3), an exact decimal, 1 unless staff set it. */
export const turnoverMultiple = () => numeric('turnover_multiple', { precision: 8, scale: 2 }).notNull().default('1');

/** `<table>_limits_check`: a channel's minimum is positive and its maximum is not below it. */
export const limitsCheck = (tableName: string, table: { minFen: Column; maxFen: Column }) =>
  check(`${tableName}_limits_check`, sql`${table.minFen} > 0 and ${table.maxFen} >= ${table.minFen}`);

/** `<table>_amount_positive`: an order moves a positive amount. */
export const amountPositiveCheck = (tableName: string, table: { amountFen: Column }) =>
  check(`${tableName}_amount_positive`, sql`${table.amountFen} > 0`);

/** `<table>_<column>_check`: an integer code (a state, a type) is one of the listed values. */
export const oneOfCheck = (tableName: string, column: Column, values: readonly number[]) =>
  check(`${tableName}_${column.name}_check`, sql`${column} in (${sql.raw(values.join(', '))})`);
