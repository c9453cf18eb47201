import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { orderOf, type ListParams, type ListResult } from '../../lib/admin-list';
import { createAudited, deleteAudited, updateAudited, type AuditedRows } from './audited-rows.admin.service';
import { CONTENT_MESSAGES as M } from './content.errors';
import { banners } from './content.tables';
import { type StaffActor } from '../staff';
import { changedColumns } from '../../lib/changed-columns';

/** Banners of the member site (bannerList); members read the table on every request (no cache). */

type BannerRow = typeof banners.$inferSelect;

export function toBannerWire(row: BannerRow) {
  return { id: row.id, type: row.type, src: row.src, link: row.link, sort: row.sort, enabled: row.enabled };
}

export interface BannerFilters extends ListParams {
  type?: 1 | 2 | undefined;
  enabled?: '0' | '1' | undefined;
}

export async function listBannersAdmin(
  db: Db,
  filters: BannerFilters,
  slice: { limit: number; offset: number },
): Promise<ListResult<BannerRow>> {
  const where = and(
    filters.type === undefined ? undefined : eq(banners.type, filters.type),
    filters.enabled === undefined ? undefined : eq(banners.enabled, filters.enabled === '1'),
  );
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(...orderOf(banners.sort, filters.order, banners.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface BannerChanges {
  type?: 1 | 2 | undefined;
  src?: string | undefined;
  link?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function bannerSet(changes: BannerChanges): Partial<typeof banners.$inferInsert> {
  return changedColumns<typeof changes, typeof banners.$inferInsert>(changes, {
    type: 'type',
    src: 'src',
    link: 'link',
    sort: 'sort',
    enabled: 'enabled',
  });
}

const bannerRows: AuditedRows<BannerRow, typeof banners.$inferInsert> = {
  target: 'banner',
  notFound: M.bannerNotFound,
  wire: toBannerWire,
  insert: (tx, values) => tx.insert(banners).values(values).returning(),
  lock: (tx, id) => tx.select().from(banners).where(eq(banners.id, id)).for('update'),
  update: (tx, id, set) => tx.update(banners).set(set).where(eq(banners.id, id)).returning(),
  remove: (tx, id) => tx.delete(banners).where(eq(banners.id, id)).returning(),
};

export async function createBanner(
  db: Db,
  input: BannerChanges & { src: string },
  staff: StaffActor,
  ip: string,
): Promise<BannerRow> {
  return createAudited(db, bannerRows, { ...bannerSet(input), src: input.src }, staff, ip);
}

export async function updateBanner(
  db: Db,
  id: number,
  changes: BannerChanges,
  staff: StaffActor,
  ip: string,
): Promise<BannerRow> {
  return updateAudited(db, bannerRows, id, bannerSet(changes), staff, ip);
}

export async function deleteBanner(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await deleteAudited(db, bannerRows, id, staff, ip);
}
