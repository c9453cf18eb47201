import { pageOf } from '@app/shared/contracts';
import { z } from 'zod';

/** A Laravel page of any rows; each record list parses its rows with its own contract. */
const RecordPageSchema = pageOf(z.record(z.string(), z.unknown()));

/** A Laravel page as `gettransrecord` and `betrecord` answer it (platform-rules §1). */
export interface RecordPage<T> {
  current_page: number;
  last_page: number;
  total: number;
  data: T[];
}

/** Reads a page, each row by `readRow`; a missing page is an error (the list shows its error state). */
export function readRecordPage<T>(data: unknown, readRow: (row: Record<string, unknown>) => T): RecordPage<T> {
  const page = RecordPageSchema.parse(data);
  return {
    current_page: page.current_page,
    last_page: page.last_page,
    total: page.total,
    data: page.data.map(readRow),
  };
}

/** The next page to ask for, or undefined at the last page (infinite scroll by page, spec-2 §2). */
export function nextPageOf(page: RecordPage<unknown>): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}

/** Date filter: 1 today, 2 last 7 days, 3 half a month, 4 one month (default 4, spec-2 §2). */
export type RecordDate = 1 | 2 | 3 | 4;
export const DEFAULT_RECORD_DATE: RecordDate = 4;

/** Query key prefix of every record list: a money move marks them all stale. */
export const recordsQueryKey = ['assets-records'] as const;
