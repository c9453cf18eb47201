import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';
import { countCapped } from './admin-list';

/**
 * The first page counts a member's matches up to this many (40 pages of 25): a member with tens of
 * thousands of bets in the month answers as fast as one with ten (issue #14, member record p99).
 * Past the cap the page is answered as an uncounted one: `last_page` is the next page while one follows.
 */
export const MEMBER_RECORD_COUNT_CAP = 1_000;

/** The matches of a member's record tab, or null when there are more than the cap (or not asked). */
export async function countMemberRecords(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  countTotal: boolean,
): Promise<number | null> {
  if (!countTotal) return null;
  const counted = await countCapped(db, table, where, MEMBER_RECORD_COUNT_CAP);
  return counted.totalCapped ? null : counted.total;
}

/**
 * One page of a member's records (the tabs of /assets, spec-2 §2) as the owning module reads it.
 * The matches are counted on the first page only (decision 0017): the client keeps that total and
 * pages on while `last_page` says another page follows; later pages read one row more than the
 * page to know whether one does.
 */
export interface MemberRecordPage<Row> {
  rows: Row[];
  /** The number of matches when counted (first page, up to MEMBER_RECORD_COUNT_CAP), else null. */
  total: number | null;
  /** Another page follows this one. */
  hasMore: boolean;
}

/**
 * The Laravel page of a record tab. Counted (page 1): total and last_page from the count. Not
 * counted: last_page is the next page when one follows (else this one) and total is what is known
 * so far (the rows before and on this page, plus one when another page follows).
 */
export function recordPageOf<Row>(
  rows: Row[],
  result: { total: number | null; hasMore: boolean },
  current: number,
  perPage: number,
) {
  const total = result.total ?? (current - 1) * perPage + rows.length + (result.hasMore ? 1 : 0);
  const lastPage =
    result.total === null
      ? result.hasMore
        ? current + 1
        : Math.max(1, current)
      : Math.max(1, Math.ceil(result.total / perPage));
  return { current_page: current, data: rows, last_page: lastPage, per_page: perPage, total };
}
