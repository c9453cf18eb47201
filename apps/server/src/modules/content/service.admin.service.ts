import { asc, count, desc, eq } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import type { ListParams, ListResult } from '../../lib/admin-list';
import { recordAudit, type StaffActor } from '../staff';
import { createAudited, deleteAudited, updateAudited, type AuditedRows } from './audited-rows.admin.service';
import { lockSettings, writeSettings } from './content.service';
import { CONTENT_MESSAGES as M } from './content.errors';
import { serviceEntries } from './content.tables';
import { readServiceUrl, SERVICE_PAGE_PATH, SERVICE_URL_SETTING_KEY } from './service.service';
import { changedColumns } from '../../lib/changed-columns';

/** Customer-service entries and address in the back office; every change is audited. */

type ServiceEntryRow = typeof serviceEntries.$inferSelect;

export function toServiceEntryWire(row: ServiceEntryRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    img: row.img,
    url: row.url,
    account: row.account,
    download_url: row.downloadUrl,
    download_describe: row.downloadDescribe,
    is_top: row.isTop,
    sort: row.sort,
    enabled: row.enabled,
  };
}

export async function listServiceEntriesAdmin(
  db: Db,
  filters: ListParams & { enabled?: '0' | '1' | undefined },
  slice: { limit: number; offset: number },
): Promise<ListResult<ServiceEntryRow>> {
  const where = filters.enabled === undefined ? undefined : eq(serviceEntries.enabled, filters.enabled === '1');
  const [total] = await db.select({ n: count() }).from(serviceEntries).where(where);
  // The member site's order: pinned first, then by sort.
  const direction = filters.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(serviceEntries)
    .where(where)
    .orderBy(desc(serviceEntries.isTop), direction(serviceEntries.sort), direction(serviceEntries.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface ServiceEntryChanges {
  title?: string | undefined;
  content?: string | undefined;
  img?: string | undefined;
  url?: string | undefined;
  account?: string | undefined;
  download_url?: string | undefined;
  download_describe?: string | undefined;
  is_top?: 0 | 1 | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function serviceEntrySet(changes: ServiceEntryChanges): Partial<typeof serviceEntries.$inferInsert> {
  return changedColumns<typeof changes, typeof serviceEntries.$inferInsert>(changes, {
    title: 'title',
    content: 'content',
    img: 'img',
    url: 'url',
    account: 'account',
    download_url: 'downloadUrl',
    download_describe: 'downloadDescribe',
    is_top: 'isTop',
    sort: 'sort',
    enabled: 'enabled',
  });
}

const serviceEntryRows: AuditedRows<ServiceEntryRow, typeof serviceEntries.$inferInsert> = {
  target: 'service_entry',
  notFound: M.serviceEntryNotFound,
  wire: toServiceEntryWire,
  insert: (tx, values) => tx.insert(serviceEntries).values(values).returning(),
  lock: (tx, id) => tx.select().from(serviceEntries).where(eq(serviceEntries.id, id)).for('update'),
  update: (tx, id, set) => tx.update(serviceEntries).set(set).where(eq(serviceEntries.id, id)).returning(),
  remove: (tx, id) => tx.delete(serviceEntries).where(eq(serviceEntries.id, id)).returning(),
};

export async function createServiceEntry(
  db: Db,
  input: ServiceEntryChanges & { title: string },
  staff: StaffActor,
  ip: string,
): Promise<ServiceEntryRow> {
  return createAudited(db, serviceEntryRows, { ...serviceEntrySet(input), title: input.title }, staff, ip);
}

export async function updateServiceEntry(
  db: Db,
  id: number,
  changes: ServiceEntryChanges,
  staff: StaffActor,
  ip: string,
): Promise<ServiceEntryRow> {
  return updateAudited(db, serviceEntryRows, id, serviceEntrySet(changes), staff, ip);
}

export async function deleteServiceEntry(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await deleteAudited(db, serviceEntryRows, id, staff, ip);
}

export async function readServiceUrlAdmin(db: Db): Promise<{ url: string; default_url: string }> {
  return { url: await readServiceUrl(db), default_url: SERVICE_PAGE_PATH };
}

/** Sets `service.url` (read directly by getservicerurl, no cache): /kefu opens it on its next load. */
export async function saveServiceUrl(
  db: Db,
  url: string,
  staff: StaffActor,
  ip: string,
): Promise<{ url: string; default_url: string }> {
  return withTransaction(db, async (tx) => {
    await lockSettings(tx, [SERVICE_URL_SETTING_KEY]);
    const before = await readServiceUrl(tx);
    if (before === url) return readServiceUrlAdmin(tx);
    await writeSettings(tx, { [SERVICE_URL_SETTING_KEY]: url });
    await recordAudit(tx, {
      staff,
      action: 'content.service_url.update',
      targetType: 'site_settings',
      targetId: SERVICE_URL_SETTING_KEY,
      before: { url: before },
      after: { url },
      ip,
    });
    return readServiceUrlAdmin(tx);
  });
}
