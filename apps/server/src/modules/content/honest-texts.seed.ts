import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { siteSettings } from './content.tables';
import { DEFAULT_PAGES } from './default-pages';
import { LEGACY_ABOUT_V1, LEGACY_SPONSOR_V1, LEGACY_WEBCONTENT_V1 } from './legacy-texts';
import { readStoredPageBody, savePage } from './pages.service';
import { DEFAULT_SITE_SETTINGS } from './site-settings';

/**
 * Issue #15: the first seeded welcome popup, about page and sponsor page promised what the site does
 * not do. A fresh database is seeded with the honest texts; on an existing one this step (run once)
 * replaces each of them only while it is still exactly the first version, so a text staff edited is
 * never overwritten. Returns what it replaced.
 */
export async function replaceUnchangedLegacyTexts(db: Db): Promise<string[]> {
  const replaced: string[] = [];
  const popup = await db
    .update(siteSettings)
    .set({ value: DEFAULT_SITE_SETTINGS.webcontent, updatedAt: sql`now()` })
    .where(
      and(
        eq(siteSettings.key, 'webcontent'),
        eq(siteSettings.value, sql`${JSON.stringify(LEGACY_WEBCONTENT_V1)}::jsonb`),
      ),
    )
    .returning({ key: siteSettings.key });
  if (popup.length > 0) replaced.push('webcontent');

  for (const [slug, legacy] of [
    ['about', LEGACY_ABOUT_V1],
    ['sponsor', LEGACY_SPONSOR_V1],
  ] as const) {
    const stored = await readStoredPageBody(db, slug, { lock: true });
    if (stored === undefined || !isDeepStrictEqual(stored.body, stored.normalise(legacy))) continue;
    if (slug === 'about') await savePage(db, { slug, title: stored.title, body: DEFAULT_PAGES.about.body });
    else await savePage(db, { slug, title: stored.title, body: DEFAULT_PAGES.sponsor.body });
    replaced.push(slug);
  }
  return replaced;
}
