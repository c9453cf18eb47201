import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { banners, homeNotices } from './content.tables';

/**
 * What the member home page shows from content: the banners (bannerList) and the notice bar
 * (homenotice). Read on every request (no cache): a staff change shows on the next page load.
 */

/** Enabled banners of a type (2 = mobile home), in staff order. */
export async function listEnabledBanners(db: Db, type: number): Promise<{ src: string; link: string }[]> {
  return db
    .select({ src: banners.src, link: banners.link })
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** Enabled lines of the home notice bar, in staff order. */
export async function listEnabledHomeNotices(db: Db): Promise<{ content: string }[]> {
  return db
    .select({ content: homeNotices.content })
    .from(homeNotices)
    .where(eq(homeNotices.enabled, true))
    .orderBy(asc(homeNotices.sort), asc(homeNotices.id));
}

export interface NewBanner {
  type: number;
  src: string;
  link: string;
  sort: number;
  enabled: boolean;
}

/** Adds banners (seeds of other modules, e.g. the house games' home banners). */
export async function addBanners(db: Db, rows: NewBanner[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(banners).values(rows);
}

export interface NewHomeNotice {
  content: string;
  sort: number;
  enabled: boolean;
}

/** Adds lines to the home notice bar (seeds). */
export async function addHomeNotices(db: Db, rows: NewHomeNotice[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(homeNotices).values(rows);
}
