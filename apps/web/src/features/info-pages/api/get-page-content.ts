import { PageContentSchema } from '@app/shared/contracts';
import type { AboutPageBody, AppPageBody, FaqPageBody, PageSlug, SponsorPageBody } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readText } from '../../../lib/read';

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

type Row = Record<string, unknown>;

function recordOf(value: unknown): Row {
  return isRecord(value) ? value : {};
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readAbout(body: Row): AboutPageBody {
  const club = recordOf(body.dividend_club);
  const report = recordOf(body.yearly_report);
  return {
    headline: readText(body, 'headline'),
    intro: readText(body, 'intro'),
    figures: rowsOf(body.figures).map((row) => ({
      key: readText(row, 'key'),
      label: readText(row, 'label'),
      value: readText(row, 'value'),
      unit: readText(row, 'unit'),
      note: readText(row, 'note'),
    })),
    features: rowsOf(body.features).map((row) => ({ title: readText(row, 'title'), text: readText(row, 'text') })),
    dividend_club: {
      title: readText(club, 'title'),
      pay_days: Array.isArray(club.pay_days)
        ? club.pay_days.filter((day): day is number => typeof day === 'number' && Number.isInteger(day))
        : [],
      text: readText(club, 'text'),
    },
    yearly_report: {
      title: readText(report, 'title'),
      year: readText(report, 'year'),
      items: rowsOf(report.items).map((row) => ({ label: readText(row, 'label'), value: readText(row, 'value') })),
    },
    games: rowsOf(body.games).map((row) => ({
      name: readText(row, 'name'),
      text: readText(row, 'text'),
      img: readText(row, 'img'),
    })),
    brand_history: rowsOf(body.brand_history).map((row) => ({
      year: readText(row, 'year'),
      title: readText(row, 'title'),
      text: readText(row, 'text'),
      img: readText(row, 'img'),
    })),
  };
}

function readFaq(body: Row): FaqPageBody {
  return {
    groups: rowsOf(body.groups).map((group) => ({
      title: readText(group, 'title'),
      items: rowsOf(group.items).map((item) => ({
        question: readText(item, 'question'),
        answer: readText(item, 'answer'),
      })),
    })),
  };
}

function readSponsor(body: Row): SponsorPageBody {
  return {
    tabs: rowsOf(body.tabs).map((tab) => ({
      key: readText(tab, 'key'),
      title: readText(tab, 'title'),
      content: readText(tab, 'content'),
    })),
  };
}

function readApp(body: Row): AppPageBody {
  return {
    intro: readText(body, 'intro'),
    steps: textsOf(body.steps),
    site_logo: readText(body, 'site_logo'),
    app_download_image: readText(body, 'app_download_image'),
    ios_download_url: readText(body, 'ios_download_url'),
    android_download_url: readText(body, 'android_download_url'),
  };
}

const bodyReaders: { [S in PageSlug]: (body: Row) => PageBodies[S] } = {
  about: readAbout,
  faq: readFaq,
  sponsor: readSponsor,
  app: readApp,
};

export function readPageContent<S extends PageSlug>(slug: S, data: unknown): PageContent<S> {
  if (!isRecord(data) || !isRecord(data.body)) throw new Error('page content missing');
  return {
    slug,
    title: readText(data, 'title'),
    updated_at: readText(data, 'updated_at'),
    body: bodyReaders[slug](data.body),
  };
}

/** `GET /api/pageContent?slug=` → an info page (spec-2 §2). HTML fields are sanitised by the server. */
export async function getPageContent<S extends PageSlug>(slug: S, signal?: AbortSignal): Promise<PageContent<S>> {
  const answer = await apiClient.get('/pageContent', PageContentSchema, { query: { slug }, signal });
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
