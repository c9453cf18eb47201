import { and, count, desc, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { dayRange, likePattern, type ListParams, type ListResult } from '../../lib/admin-list';
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
  slice: { limit: number; offset: number },
  zone: string,
): Promise<ListResult<typeof smsOutbox.$inferSelect>> {
  const conditions: (SQL | undefined)[] = [
    filters.mobile ? ilike(smsOutbox.mobile, likePattern(filters.mobile)) : undefined,
    ...dayRange(smsOutbox.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(smsOutbox).where(where);
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(filters.order === 'asc' ? smsOutbox.id : desc(smsOutbox.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}
