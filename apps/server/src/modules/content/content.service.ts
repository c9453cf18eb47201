import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { siteSettings } from './content.tables';
import { DEFAULT_SITE_SETTINGS, resolveSiteSettings, type SiteSettings } from './site-settings';

/**
 * Site configuration. Reads are cached in process for a short time: appInfo is requested by every
 * page load, and a staff change becomes visible within `cacheMs` on every instance (no instance
 * keeps anything another needs; the cache only saves reads).
 */
export class ContentService {
  private cached: { value: SiteSettings; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly cacheMs = 2_000,
  ) {}

  async getSiteSettings(now = Date.now()): Promise<SiteSettings> {
    if (this.cached && now - this.cached.at < this.cacheMs) return this.cached.value;
    const rows = await this.db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
    const value = resolveSiteSettings(rows);
    this.cached = { value, at: now };
    return value;
  }

  /** Writes the given keys (validated by the caller's contract) and drops the cache. */
  async updateSiteSettings(db: Db, changes: Partial<SiteSettings>): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    for (const [key, value] of entries) {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    }
    this.cached = undefined;
  }
}

/** Inserts the defaults for keys that have no row yet (first start); never overwrites staff edits. */
export async function seedSiteSettings(db: Db, overrides: Partial<SiteSettings> = {}): Promise<void> {
  const values = Object.entries({ ...DEFAULT_SITE_SETTINGS, ...overrides }).map(([key, value]) => ({ key, value }));
  await db.insert(siteSettings).values(values).onConflictDoNothing();
}
