import { PageContentCheck } from '@app/shared/checks';
import type { PageContentQuerySchema } from '@app/shared/contracts';
import type { AboutPageBody, AppPageBody, FaqPageBody, PageSlug, SponsorPageBody } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { z } from 'zod';

export type { AboutPageBody, AppPageBody, FaqPageBody, SponsorPageBody };

/** The body of each info page (shared contract `content-pages.ts`). */
interface PageBodies {
  about: AboutPageBody;
  faq: FaqPageBody;
  sponsor: SponsorPageBody;
  app: AppPageBody;
}

export interface PageContent<S extends PageSlug> {
  slug: S;
  title: string;
  updated_at: string;
  body: PageBodies[S];
}

// The pages are read leniently on top of the contract: a section staff left out shows empty, a
// malformed row is dropped, and only a missing body is an error (the page shows its error state).

/** Text, or a number shown as text; '' when missing. */
const text = z.union([z.string(), z.number().transform(String)]).catch('');

/** The rows of a list that match `row`; [] when the list is missing. */
function rowsOf<T extends z.ZodType>(row: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((rows) =>
      rows.flatMap((value) => {
        const parsed = row.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/** A section object; every field falls back when the section is missing. */
function sectionOf<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject({}).catch({}).pipe(z.object(shape));
}

const AboutReadingSchema = z.object({
  headline: text,
  intro: text,
  figures: rowsOf(z.object({ key: text, label: text, value: text, unit: text, note: text })),
  features: rowsOf(z.object({ title: text, text })),
  dividend_club: sectionOf({ title: text, pay_days: rowsOf(z.number().int()), text }),
  yearly_report: sectionOf({ title: text, year: text, items: rowsOf(z.object({ label: text, value: text })) }),
  games: rowsOf(z.object({ name: text, text, img: text })),
  brand_history: rowsOf(z.object({ year: text, title: text, text, img: text })),
}) satisfies z.ZodType<AboutPageBody>;

const FaqReadingSchema = z.object({
  groups: rowsOf(z.object({ title: text, items: rowsOf(z.object({ question: text, answer: text })) })),
}) satisfies z.ZodType<FaqPageBody>;

const SponsorReadingSchema = z.object({
  tabs: rowsOf(z.object({ key: text, title: text, content: text })),
}) satisfies z.ZodType<SponsorPageBody>;

const AppReadingSchema = z.object({
  intro: text,
  steps: rowsOf(z.string()),
  site_logo: text,
  app_download_image: text,
  ios_download_url: text,
  android_download_url: text,
}) satisfies z.ZodType<AppPageBody>;

const bodySchemas: { [S in PageSlug]: z.ZodType<PageBodies[S]> } = {
  about: AboutReadingSchema,
  faq: FaqReadingSchema,
  sponsor: SponsorReadingSchema,
  app: AppReadingSchema,
};

const PageReadingSchema = z.object({ title: text, updated_at: text, body: z.looseObject({}) });

export function readPageContent<S extends PageSlug>(slug: S, data: unknown): PageContent<S> {
  const page = PageReadingSchema.parse(data);
  return { slug, title: page.title, updated_at: page.updated_at, body: bodySchemas[slug].parse(page.body) };
}

/** `GET /api/pageContent?slug=` → an info page (spec-2 §2). HTML fields are sanitised by the server. */
export async function getPageContent<S extends PageSlug>(slug: S, signal?: AbortSignal): Promise<PageContent<S>> {
  const answer = await apiClient.get('/pageContent', PageContentCheck, {
    query: { slug } satisfies z.input<typeof PageContentQuerySchema>,
    signal,
  });
  return readPageContent(slug, answer.data);
}

export function pageContentQueryOptions<S extends PageSlug>(slug: S) {
  return queryOptions({
    queryKey: ['page-content', slug],
    queryFn: ({ signal }) => getPageContent(slug, signal),
    staleTime: 10 * 60_000,
  });
}

/**
 * /about is kept alive (spec-2 §2): its content stays cached for the whole visit, so coming back
 * shows it at once without reloading.
 */
export function usePageContent<S extends PageSlug>(slug: S, options: { keepAlive?: boolean } = {}) {
  const base = pageContentQueryOptions(slug);
  return useQuery(options.keepAlive ? { ...base, staleTime: Infinity, gcTime: Infinity } : base);
}
