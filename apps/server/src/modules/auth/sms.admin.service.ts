import { and, desc, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  likePattern,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { smsOutbox } from './auth.tables';

export interface SmsFilters extends ListParams {
  mobile?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The messages the built-in SMS provider sent, newest first by default (staff with sms.view). */
export async function listSmsOutbox(
  db: Db,
  filters: SmsFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<typeof smsOutbox.$inferSelect>> {
  const conditions: (SQL | undefined)[] = [
    filters.mobile ? ilike(smsOutbox.mobile, likePattern(filters.mobile)) : undefined,
    ...dayRange(smsOutbox.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, smsOutbox, where, slice.countCap);
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(filters.order === 'asc' ? smsOutbox.id : desc(smsOutbox.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, ...counted };
}
