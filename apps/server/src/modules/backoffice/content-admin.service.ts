import { and, count, desc, ilike, type SQL } from 'drizzle-orm';
import { AppInfoSchema, type AdminSiteSettingsUpdateSchema, type AppInfo } from '@app/shared/contracts';
import type { z } from 'zod';
import { siteSettings, smsOutbox } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { DEFAULT_SITE_SETTINGS, type ContentService, type SiteSettings } from '../content';
import { recordAudit } from '../staff';
import { dayRange, likePattern, type ListParams, type ListResult } from '../../lib/admin-list';
import type { StaffActor } from '../staff';

/**
 * The stored site settings, read past ContentService's cache (staff must see what is saved).
 * Same merge as the content module: defaults, then every stored row that fits its field.
 */
export async function readStoredSiteSettings(db: Db): Promise<AppInfo> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) {
    if (!(row.key in DEFAULT_SITE_SETTINGS)) continue;
    const field = AppInfoSchema.shape[row.key as keyof AppInfo] as z.ZodType;
    const parsed = field.safeParse(row.value);
    if (parsed.success) merged[row.key] = parsed.data;
  }
  return AppInfoSchema.parse(merged);
}

type SettingsChanges = z.output<typeof AdminSiteSettingsUpdateSchema>;

/**
 * Saves the given appInfo fields (webcontent sanitised with the allow-list) and audits what
 * changed. After the commit the content cache is dropped, so this instance answers the new
 * values at once and every other instance within its cache time (2 s).
 */
export async function updateSiteSettings(
  db: Db,
  content: ContentService,
  changes: SettingsChanges,
  staff: StaffActor,
  ip: string,
): Promise<{ settings: AppInfo; sanitised: boolean }> {
  const next: Partial<SiteSettings> = {};
  let sanitised = false;
  for (const [key, value] of Object.entries(changes) as [keyof SettingsChanges, unknown][]) {
    if (value === undefined) continue;
    if (key === 'webcontent' && typeof value === 'string') {
      const clean = sanitizeHtml(value);
      sanitised = clean !== value;
      next.webcontent = clean;
      continue;
    }
    Object.assign(next, { [key]: value });
  }
  await withTransaction(db, async (tx) => {
    const current = await readStoredSiteSettings(tx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(next) as [keyof SiteSettings, unknown][]) {
      if (current[key] === value) continue;
      before[key] = current[key];
      after[key] = value;
    }
    if (Object.keys(after).length === 0) return;
    await content.updateSiteSettings(tx, next);
    await recordAudit(tx, {
      staff,
      action: 'content.site_settings',
      targetType: 'site_settings',
      targetId: 'appInfo',
      before,
      after,
      ip,
    });
  });
  // updateSiteSettings already dropped the cache, but before the commit: a member read in between
  // could have cached the old values again. An empty update drops it once more, after the commit.
  await content.updateSiteSettings(db, {});
  return { settings: await readStoredSiteSettings(db), sanitised };
}

export interface SmsFilters extends ListParams {
  mobile?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

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
