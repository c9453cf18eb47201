import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppInfoResponseSchema,
  NoticeInfoRequestSchema,
  NoticeInfoResponseSchema,
  NoticeListRequestSchema,
  NoticeListResponseSchema,
  PageContentQuerySchema,
  PageContentResponseSchema,
  ServiceEntriesResponseSchema,
  ServiceUrlResponseSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { bearerToken } from '../auth';
import { getSiteSettings } from './content.service';
import { listNotices, noticeViewerOf, readNotice } from './notices.service';
import { readPage } from './pages.service';
import { listServiceEntries, readServiceUrl } from './service.service';

/**
 * The member site's content (registered under /api): appInfo, notices, customer service and the
 * info pages (spec-1 §2, §7; spec-2 §2). Root-level pages (content images, our service page) are
 * in `contentPagesRoutes`.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.SITE_TZ;
  /** Optional login: a token, when sent, must be valid (401 otherwise); no token reads as a visitor. */
  const optionalMember = async (request: FastifyRequest) => {
    if (bearerToken(request) !== undefined) await app.requireMember(request);
  };

  app.post(
    '/app',
    {
      schema: {
        tags: ['content'],
        summary: 'App information: title, logo, site state, switches, welcome popup',
        response: { 200: AppInfoResponseSchema },
      },
    },
    async () => ok(await getSiteSettings(app.db, app.services.content)),
  );

  // ---- notices ---------------------------------------------------------------------------------

  app.post(
    '/noticeList',
    {
      preHandler: optionalMember,
      schema: {
        tags: ['profile'],
        summary:
          'A page of the notices for the caller, newest first, with unread counts; without a token only notices for everyone',
        security: [{ bearer: [] }, {}],
        body: NoticeListRequestSchema,
        response: { 200: NoticeListResponseSchema },
      },
    },
    async (request) => {
      const viewer = await noticeViewerOf(app.db, request.member?.memberId);
      return ok(await listNotices(app.db, viewer, request.body, tz));
    },
  );

  app.post(
    '/noticeInfo',
    {
      preHandler: optionalMember,
      schema: {
        tags: ['profile'],
        summary: 'One notice; marks it read for a logged-in caller; a notice not for the caller is not found',
        security: [{ bearer: [] }, {}],
        body: NoticeInfoRequestSchema,
        response: { 200: NoticeInfoResponseSchema },
      },
    },
    async (request) => {
      const viewer = await noticeViewerOf(app.db, request.member?.memberId);
      return ok(await readNotice(app.db, viewer, request.body.id, tz));
    },
  );

  // ---- customer service and info pages ---------------------------------------------------------

  app.get(
    '/getKefu',
    {
      schema: {
        tags: ['profile'],
        summary: 'Customer-service entries, pinned first',
        response: { 200: ServiceEntriesResponseSchema },
      },
    },
    async () => ok(await listServiceEntries(app.db)),
  );

  app.post(
    '/getservicerurl',
    {
      schema: {
        tags: ['profile'],
        summary: 'The customer-service address /kefu loads in its frame',
        response: { 200: ServiceUrlResponseSchema },
      },
    },
    async () => ok({ url: await readServiceUrl(app.db) }),
  );

  app.get(
    '/pageContent',
    {
      schema: {
        tags: ['profile'],
        summary: 'An info page (about, faq, sponsor, app) as structured content staff edit',
        querystring: PageContentQuerySchema,
        response: { 200: PageContentResponseSchema },
      },
    },
    async (request) =>
      ok(await readPage(app.db, request.query.slug, await getSiteSettings(app.db, app.services.content), tz)),
  );
};
