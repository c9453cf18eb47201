import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { orderOf, type ListParams, type ListResult } from '../../lib/admin-list';
import { createAudited, deleteAudited, updateAudited, type AuditedRows } from './audited-rows.admin.service';
import { CONTENT_MESSAGES as M } from './content.errors';
import { homeNotices } from './content.tables';
import { type StaffActor } from '../staff';
import { changedColumns } from '../../lib/changed-columns';

/** Lines of the home notice bar (homenotice); members read the table on every request (no cache). */

type HomeNoticeRow = typeof homeNotices.$inferSelect;

export function toHomeNoticeWire(row: HomeNoticeRow) {
  return { id: row.id, content: row.content, sort: row.sort, enabled: row.enabled };
}

export async function listHomeNoticesAdmin(
  db: Db,
  filters: ListParams & { enabled?: '0' | '1' | undefined },
  slice: { limit: number; offset: number },
): Promise<ListResult<HomeNoticeRow>> {
  const where = filters.enabled === undefined ? undefined : eq(homeNotices.enabled, filters.enabled === '1');
  const [total] = await db.select({ n: count() }).from(homeNotices).where(where);
  const rows = await db
    .select()
    .from(homeNotices)
    .where(where)
    .orderBy(...orderOf(homeNotices.sort, filters.order, homeNotices.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface HomeNoticeChanges {
  content?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function homeNoticeSet(changes: HomeNoticeChanges): Partial<typeof homeNotices.$inferInsert> {
  return changedColumns<typeof changes, typeof homeNotices.$inferInsert>(changes, {
    content: 'content',
    sort: 'sort',
    enabled: 'enabled',
  });
}

const homeNoticeRows: AuditedRows<HomeNoticeRow, typeof homeNotices.$inferInsert> = {
  target: 'home_notice',
  notFound: M.homeNoticeNotFound,
  wire: toHomeNoticeWire,
  insert: (tx, values) => tx.insert(homeNotices).values(values).returning(),
  lock: (tx, id) => tx.select().from(homeNotices).where(eq(homeNotices.id, id)).for('update'),
  update: (tx, id, set) => tx.update(homeNotices).set(set).where(eq(homeNotices.id, id)).returning(),
  remove: (tx, id) => tx.delete(homeNotices).where(eq(homeNotices.id, id)).returning(),
};

export async function createHomeNotice(
  db: Db,
  input: HomeNoticeChanges & { content: string },
  staff: StaffActor,
  ip: string,
): Promise<HomeNoticeRow> {
  return createAudited(db, homeNoticeRows, { ...homeNoticeSet(input), content: input.content }, staff, ip);
}

export async function updateHomeNotice(
  db: Db,
  id: number,
  changes: HomeNoticeChanges,
  staff: StaffActor,
  ip: string,
): Promise<HomeNoticeRow> {
  return updateAudited(db, homeNoticeRows, id, homeNoticeSet(changes), staff, ip);
}

export async function deleteHomeNotice(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await deleteAudited(db, homeNoticeRows, id, staff, ip);
}
