import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/types';
import { AppError } from './errors';
import { formatDateTime, zonedTimeToInstant } from './time';
import { CSV_MAX_ROWS, toCsv, type CsvColumn } from './csv';

/** Paging and order of a back-office list request (see `adminListFields`). */
export interface ListParams {
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
  format: 'json' | 'csv';
}

/**
 * Most matches a staff list counts (decision 0017): beyond it the answer says "10,000+" instead of
 * counting millions of rows on every page. `ADMIN_LIST_COUNT_CAP` overrides it (tests use a small one).
 */
export const LIST_COUNT_CAP = 10_000;

/** The rows a list query reads: the page (or the CSV slice) and how far to count the matches. */
export interface ListSlice {
  limit: number;
  offset: number;
  /** Count at most this many matches; 0 = do not count (CSV export). */
  countCap: number;
}

/** What a list query returns: one page (or the CSV slice) and the number of matches. */
export interface ListResult<Row> {
  rows: Row[];
  /** The number of matches, or the cap when there are more (`totalCapped`). */
  total: number;
  /** True when there are more matches than `total` (the list shows "10,000+"). */
  totalCapped?: boolean;
}

/** Limit and offset of the page, or of the whole export (up to CSV_MAX_ROWS + 1 to detect a cut). */
export function sliceOf(params: ListParams, countCap = LIST_COUNT_CAP): ListSlice {
  if (params.format === 'csv') return { limit: CSV_MAX_ROWS + 1, offset: 0, countCap: 0 };
  return { limit: params.per_page, offset: (params.page - 1) * params.per_page, countCap };
}

/**
 * The matches of a list, counted up to `cap` (SELECT count(*) FROM (SELECT 1 … LIMIT cap + 1)): the
 * database stops after cap + 1 rows, so a filter that matches millions costs as much as one that
 * matches ten thousand.
 */
export async function countCapped(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; totalCapped: boolean }> {
  if (cap <= 0) return { total: 0, totalCapped: false };
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/** The Laravel-style page of platform-rules §1, plus `total_capped` (the total is a lower bound). */
export function pageOf<Row>(rows: Row[], total: number, params: ListParams, totalCapped = false) {
  return {
    current_page: params.page,
    data: rows,
    last_page: Math.max(1, Math.ceil(total / params.per_page)),
    per_page: params.per_page,
    total,
    total_capped: totalCapped,
  };
}

/** ORDER BY the chosen column in the asked direction, then by a unique column so pages are stable. */
export function orderOf(column: AnyColumn | SQL, order: 'asc' | 'desc', tieBreak: AnyColumn): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(tieBreak)];
}

/** Start of site day 'YYYY-MM-DD' (offset by whole days). */
export function siteDayStart(day: string, zone: string, offsetDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + offsetDays));
  return zonedTimeToInstant(
    {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    zone,
  );
}

/** Conditions for an inclusive range of site days on a timestamp column. */
export function dayRange(
  column: AnyColumn,
  range: { from?: string | undefined; to?: string | undefined },
  zone: string,
): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= ${siteDayStart(range.from, zone).toISOString()}::timestamptz`);
  if (range.to) conditions.push(sql`${column} < ${siteDayStart(range.to, zone, 1).toISOString()}::timestamptz`);
  return conditions;
}

/** Escapes LIKE wildcards so a search for '50%' finds '50%' only. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `column ILIKE '%text%'` (wildcards in the text escaped). Text of three characters or more goes
 * through the column's trigram index (pg_trgm); shorter text has no trigram to look up and PostgreSQL
 * would read the whole GIN index for it, slower than the table, so the column is wrapped to keep the
 * planner on the list's ordered scan (decision 0017).
 */
export function substringMatch(column: AnyColumn, text: string): SQL {
  if ([...text].length >= 3) return sql`${column} ilike ${likePattern(text)}`;
  return sql`(${column} || '') ilike ${likePattern(text)}`;
}

/** `lower(text)%` with LIKE wildcards escaped: the beginning of a value. */
export function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Search of a big table's column that has both a trigram index and a `lower(column)
 * text_pattern_ops` index: three characters or more match anywhere (trigrams); one or two match the
 * beginning of the value through the prefix index. A one- or two-character substring has no trigram,
 * so on 200,000 members it read the whole table (143 ms p50, 253 ms p99 in the scale bench) and
 * matched thousands of accounts anyway; the beginning of an account name or a mobile number is what a
 * person typing two characters looks for (decision 0017).
 */
export function searchMatch(column: AnyColumn, text: string): SQL {
  if ([...text].length >= 3) return sql`${column} ilike ${likePattern(text)}`;
  return sql`lower(${column}) like ${prefixPattern(text)}`;
}

/** A time for an answer: site-local 'YYYY-MM-DD HH:mm:ss', '' for none. */
export function timeOrEmpty(date: Date | null | undefined, zone: string): string {
  return date ? formatDateTime(date, zone) : '';
}

/** Sends a list as a CSV download (the route's JSON contract does not apply to a text body). */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: Row[],
  now = new Date(),
): FastifyReply {
  const truncated = rows.length > CSV_MAX_ROWS;
  const body = toCsv(columns, truncated ? rows.slice(0, CSV_MAX_ROWS) : rows, { truncated });
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A stored rate as staff edit it: '7.20000000' → '7.2'; '' when there is no rate. */
export function trimmedRate(rate: string | null): string {
  if (rate === null) return '';
  if (!rate.includes('.')) return rate;
  return rate.replace(/0+$/, '').replace(/\.$/, '');
}

/** Staff limits of a channel or type: the minimum may not exceed the maximum. */
export function assertMinNotAboveMax(minFen: bigint, maxFen: bigint): void {
  if (minFen > maxFen) throw new AppError('badRequest', '最低金额不能大于最高金额，请重新填写');
}

/** A stored rate without trailing zeros, at least two decimals ('7.20'); '' for none. */
export function formatStoredRate(rate: string | null): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(rate ?? '');
  if (!match) return '';
  return `${match[1]}.${(match[2] ?? '').replace(/0+$/, '').padEnd(2, '0')}`;
}
