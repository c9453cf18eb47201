import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { siteSettings } from './content.tables';
import { DEFAULT_SITE_SETTINGS, resolveSiteSettings, type SiteSettings } from './site-settings';

/**
 * The in-process copy of the site settings. appInfo is requested by every page load, and a staff
 * change becomes visible within `cacheMs` on every instance (no instance keeps anything another
 * needs; the cache only saves reads). Built once per app in `createServices`.
 */
export class SiteSettingsCache {
  private cached: { value: SiteSettings; at: number } | undefined;

  constructor(readonly cacheMs = 2_000) {}

  /** The cached settings while fresh at `now`. */
  fresh(now: number): SiteSettings | undefined {
    return this.cached && now - this.cached.at < this.cacheMs ? this.cached.value : undefined;
  }

  keep(value: SiteSettings, now: number): void {
    this.cached = { value, at: now };
  }

  drop(): void {
    this.cached = undefined;
  }
}

/** The appInfo settings, from the cache while it is fresh. */
export async function getSiteSettings(db: Db, cache: SiteSettingsCache, now = Date.now()): Promise<SiteSettings> {
  const cached = cache.fresh(now);
  if (cached) return cached;
  const value = await readSiteSettings(db);
  cache.keep(value, now);
  return value;
}

/** The stored appInfo settings past any cache (staff must see what is saved): defaults, then every row that fits. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return resolveSiteSettings(rows);
}

/** Writes the given appInfo keys (validated by the caller's contract) and drops the cache. */
export async function updateSiteSettings(
  db: Db,
  cache: SiteSettingsCache,
  changes: Partial<SiteSettings>,
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  await writeSettings(db, Object.fromEntries(entries));
  cache.drop();
}

// ---- single settings other modules keep in site_settings (withdraw limits, service address…) ----

/** The stored JSON value of one setting, or undefined when there is no row. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

/** The stored rows of the given keys (keys without a row are left out). */
export async function readSettings(db: Db, keys: readonly string[]): Promise<{ key: string; value: unknown }[]> {
  if (keys.length === 0) return [];
  return db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
}

/** Locks the rows of the given keys (those that exist) until the transaction ends: two editors do not both audit the same "before". */
export async function lockSettings(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]))
    .for('update');
}

/** Inserts or overwrites each key with its JSON value, in the order given. */
export async function writeSettings(tx: Db, entries: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(entries)) {
    await tx
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
  }
}

/** Inserts the given keys where there is no row yet; never overwrites a staff edit. */
export async function seedSettings(db: Db, entries: Record<string, unknown>): Promise<void> {
  const values = Object.entries(entries).map(([key, value]) => ({ key, value }));
  if (values.length === 0) return;
  await db.insert(siteSettings).values(values).onConflictDoNothing();
}

/** Inserts the defaults for keys that have no row yet (first start); never overwrites staff edits. */
export async function seedSiteSettings(db: Db, overrides: Partial<SiteSettings> = {}): Promise<void> {
  await seedSettings(db, { ...DEFAULT_SITE_SETTINGS, ...overrides });
}
