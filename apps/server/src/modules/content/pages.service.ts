import { eq, sql } from 'drizzle-orm';
import {
  STORED_PAGE_BODY_SCHEMAS,
  type AboutPageBody,
  type AppInfo,
  type AppPageStoredBody,
  type FaqPageBody,
  type PageContent,
  type PageSlug,
  type SponsorPageBody,
} from '@app/shared/contracts';
import type { Db } from '../../db/types';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatDateTime } from '../../lib/time';
import { contentPages } from './content.tables';
import { DEFAULT_PAGES } from './default-pages';

export interface StoredPage<B> {
  title: string;
  body: B;
  updatedAt: Date | null;
}

/** The stored page, or the built-in default when there is no row or its body no longer fits. */
async function loadPage<S extends PageSlug>(db: Db, slug: S): Promise<StoredPage<(typeof DEFAULT_PAGES)[S]['body']>> {
  const fallback = DEFAULT_PAGES[slug];
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) return { title: fallback.title, body: fallback.body, updatedAt: null };
  const parsed = STORED_PAGE_BODY_SCHEMAS[slug].safeParse(row.body);
  if (!parsed.success) return { title: row.title || fallback.title, body: fallback.body, updatedAt: null };
  return { title: row.title || fallback.title, body: parsed.data, updatedAt: row.updatedAt };
}

/** The page as stored, for the back-office editor (no appInfo merged in): title, body, last save. */
export async function readStoredPage<S extends PageSlug>(
  db: Db,
  slug: S,
): Promise<StoredPage<(typeof DEFAULT_PAGES)[S]['body']>> {
  return loadPage(db, slug);
}

/**
 * `pageContent`: one info page. /about and /app take their title from appInfo (spec-2 §2); /app
 * adds logo and download links from appInfo to its own text.
 */
export async function readPage(db: Db, slug: PageSlug, appInfo: AppInfo, timeZone: string): Promise<PageContent> {
  const time = (date: Date | null) => (date ? formatDateTime(date, timeZone) : '');
  switch (slug) {
    case 'about': {
      const page = await loadPage(db, 'about');
      return { slug, title: appInfo.title, updated_at: time(page.updatedAt), body: page.body };
    }
    case 'faq': {
      const page = await loadPage(db, 'faq');
      return { slug, title: page.title, updated_at: time(page.updatedAt), body: page.body };
    }
    case 'sponsor': {
      const page = await loadPage(db, 'sponsor');
      return { slug, title: page.title, updated_at: time(page.updatedAt), body: page.body };
    }
    case 'app': {
      const page = await loadPage(db, 'app');
      return {
        slug,
        title: appInfo.title,
        updated_at: time(page.updatedAt),
        body: {
          ...page.body,
          site_logo: appInfo.site_logo,
          app_download_image: appInfo.app_download_image,
          ios_download_url: appInfo.ios_download_url,
          android_download_url: appInfo.android_download_url,
        },
      };
    }
  }
}

/** The HTML parts of a page body sanitised with the allow-list; plain-text fields stay as they are. */
function sanitiseBody(slug: PageSlug, body: unknown): unknown {
  switch (slug) {
    case 'faq': {
      const faq = body as FaqPageBody;
      return {
        groups: faq.groups.map((group) => ({
          title: group.title,
          items: group.items.map((item) => ({ question: item.question, answer: sanitizeHtml(item.answer) })),
        })),
      };
    }
    case 'sponsor': {
      const sponsor = body as SponsorPageBody;
      return {
        tabs: sponsor.tabs.map((tab) => ({ key: tab.key, title: tab.title, content: sanitizeHtml(tab.content) })),
      };
    }
    case 'about':
    case 'app':
      return body;
  }
}

export type PageInput =
  | { slug: 'about'; title: string; body: AboutPageBody }
  | { slug: 'faq'; title: string; body: FaqPageBody }
  | { slug: 'sponsor'; title: string; body: SponsorPageBody }
  | { slug: 'app'; title: string; body: AppPageStoredBody };

/**
 * Saves a page (back office and seeds): the body checked against its schema (unknown keys
 * dropped), HTML parts sanitised on save (platform-rules §2). Throws on a body that does not fit:
 * the caller's contract should have refused it.
 */
export async function savePage(db: Db, page: PageInput): Promise<void> {
  const body = sanitiseBody(page.slug, STORED_PAGE_BODY_SCHEMAS[page.slug].parse(page.body));
  const title = page.title.trim() || DEFAULT_PAGES[page.slug].title;
  await db
    .insert(contentPages)
    .values({ slug: page.slug, title, body })
    .onConflictDoUpdate({ target: contentPages.slug, set: { title, body, updatedAt: sql`now()` } });
}

/**
 * A page's stored title and body (undefined when there is no row), and how savePage would store a
 * given body: seeds compare a stored body with one they wrote before (honest-texts.seed.ts).
 */
export async function readStoredPageBody(
  db: Db,
  slug: PageSlug,
  options: { lock?: boolean } = {},
): Promise<{ title: string; body: unknown; normalise: (body: unknown) => unknown } | undefined> {
  const query = db
    .select({ title: contentPages.title, body: contentPages.body })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return {
    title: row.title,
    body: row.body,
    normalise: (body) => sanitiseBody(slug, STORED_PAGE_BODY_SCHEMAS[slug].parse(body)),
  };
}

/** Locks the page's row (when there is one) until the transaction ends. */
export async function lockPage(tx: Db, slug: PageSlug): Promise<void> {
  await tx.select({ slug: contentPages.slug }).from(contentPages).where(eq(contentPages.slug, slug)).for('update');
}

/** Base seed: the built-in pages as editable rows (never overwrites a staff edit). */
export async function seedPages(db: Db): Promise<void> {
  for (const slug of Object.keys(DEFAULT_PAGES) as PageSlug[]) {
    const [existing] = await db
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.slug, slug));
    if (existing) continue;
    await savePage(db, { slug, ...DEFAULT_PAGES[slug] } as PageInput);
  }
}
