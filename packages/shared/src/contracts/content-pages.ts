import { z } from 'zod';
import { DateTimeStringSchema, envelopeOf } from './envelope';

// Staff-editable info pages (spec-2 §1, §2: /about, /faq, /sponsor, /app; platform-rules §8).
// Each page is structured JSON; fields named `*_html` or `answer` / `content` are sanitised HTML.

export const PAGE_SLUGS = ['about', 'faq', 'sponsor', 'app'] as const;
export const PageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlugSchema>;

/** `GET /api/pageContent?slug=about|faq|sponsor|app` */
export const PageContentQuerySchema = z.object({ slug: PageSlugSchema });

/** A marketing figure: `value` + `unit` is what the page shows ('2000万' '元'). */
export const PageFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  unit: z.string(),
  note: z.string(),
});

const TitledTextSchema = z.object({ title: z.string(), text: z.string() });

/** /about: the marketing figures of spec-2 §1 as fields the page lays out. */
export const AboutPageBodySchema = z.object({
  headline: z.string(),
  intro: z.string(),
  /** Single-day withdrawal, single bet, interest-free loan, dividend shares, upgrade bonus. */
  figures: z.array(PageFigureSchema),
  /** Instant rebate, multi-currency crypto, dedicated manager. */
  features: z.array(TitledTextSchema),
  dividend_club: z.object({
    title: z.string(),
    /** Days of the month the dividend is paid (8, 18, 28). */
    pay_days: z.array(z.number().int().min(1).max(31)),
    text: z.string(),
  }),
  yearly_report: z.object({
    title: z.string(),
    year: z.string(),
    items: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  games: z.array(z.object({ name: z.string(), text: z.string(), img: z.string() })),
  brand_history: z.array(z.object({ year: z.string(), title: z.string(), text: z.string(), img: z.string() })),
});
export type AboutPageBody = z.infer<typeof AboutPageBodySchema>;

/** /faq: accordion groups (账户问题, 游戏问题); `answer` is sanitised HTML. */
export const FaqPageBodySchema = z.object({
  groups: z.array(
    z.object({
      title: z.string(),
      items: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});
export type FaqPageBody = z.infer<typeof FaqPageBodySchema>;

/** /sponsor: two static tabs (赞助, 品牌历程); `content` is sanitised HTML. */
export const SponsorPageBodySchema = z.object({
  tabs: z.array(z.object({ key: z.string(), title: z.string(), content: z.string() })),
});
export type SponsorPageBody = z.infer<typeof SponsorPageBodySchema>;

/** /app as stored: the page's own text. */
export const AppPageStoredBodySchema = z.object({
  intro: z.string(),
  steps: z.array(z.string()),
});
export type AppPageStoredBody = z.infer<typeof AppPageStoredBodySchema>;

/** /app as answered: the stored text plus logo, title and download links from appInfo. */
export const AppPageBodySchema = AppPageStoredBodySchema.extend({
  site_logo: z.string(),
  app_download_image: z.string(),
  ios_download_url: z.string(),
  android_download_url: z.string(),
});
export type AppPageBody = z.infer<typeof AppPageBodySchema>;

const pageOfSlug = <S extends PageSlug, B extends z.ZodType>(slug: S, body: B) =>
  z.object({
    slug: z.literal(slug),
    /** The page title; /about and /app use appInfo.title (spec-2 §2). */
    title: z.string(),
    /** When staff last saved the page ('' for the built-in default). */
    updated_at: z.union([DateTimeStringSchema, z.literal('')]),
    body,
  });

export const PageContentSchema = z.discriminatedUnion('slug', [
  pageOfSlug('about', AboutPageBodySchema),
  pageOfSlug('faq', FaqPageBodySchema),
  pageOfSlug('sponsor', SponsorPageBodySchema),
  pageOfSlug('app', AppPageBodySchema),
]);
export type PageContent = z.infer<typeof PageContentSchema>;
export const PageContentResponseSchema = envelopeOf(PageContentSchema);

/** The stored body of each page, as the back office saves it. */
export const STORED_PAGE_BODY_SCHEMAS = {
  about: AboutPageBodySchema,
  faq: FaqPageBodySchema,
  sponsor: SponsorPageBodySchema,
  app: AppPageStoredBodySchema,
} as const;
