import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
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

/** What a list query returns: one page (or the CSV slice) and the total number of matches. */
export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

/** Limit and offset of the page, or of the whole export (up to CSV_MAX_ROWS + 1 to detect a cut). */
export function sliceOf(params: ListParams): { limit: number; offset: number } {
  if (params.format === 'csv') return { limit: CSV_MAX_ROWS + 1, offset: 0 };
  return { limit: params.per_page, offset: (params.page - 1) * params.per_page };
}

/** The Laravel-style page of platform-rules §1. */
export function pageOf<Row>(rows: Row[], total: number, params: ListParams) {
  return {
    current_page: params.page,
    data: rows,
    last_page: Math.max(1, Math.ceil(total / params.per_page)),
    per_page: params.per_page,
    total,
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
