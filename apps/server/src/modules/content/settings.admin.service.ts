import type { AdminSiteSettingsUpdateSchema, AppInfo } from '@app/shared/contracts';
import type { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { recordAudit, type StaffActor } from '../staff';
import { readSiteSettings, updateSiteSettings, type SiteSettingsCache } from './content.service';
import type { SiteSettings } from './site-settings';

/** The stored site settings, read past the cache (staff must see what is saved). */
export async function readStoredSiteSettings(db: Db): Promise<AppInfo> {
  return readSiteSettings(db);
}

type SettingsChanges = z.output<typeof AdminSiteSettingsUpdateSchema>;

/**
 * Saves the given appInfo fields (webcontent sanitised with the allow-list) and audits what
 * changed. After the commit the content cache is dropped, so this instance answers the new
 * values at once and every other instance within its cache time (2 s).
 */
export async function saveSiteSettings(
  db: Db,
  cache: SiteSettingsCache,
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
    await updateSiteSettings(tx, cache, next);
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
  // could have cached the old values again. Drop it once more, after the commit.
  cache.drop();
  return { settings: await readStoredSiteSettings(db), sanitised };
}
