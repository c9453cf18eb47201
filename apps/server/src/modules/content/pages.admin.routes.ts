import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPageParamsSchema,
  AdminPageResponseSchema,
  AdminPageSaveSchemas,
  PAGE_SLUGS,
  type PageSlug,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import { readPageAdmin, savePageAdmin } from './pages.admin.service';
import type { PageInput } from './pages.service';
import { staffActorOf } from '../staff';
import { staffRoutes } from '../../lib/staff-route';

/** The info pages (about, faq, sponsor, app) for the editor (under /api/admin; `content.manage`; audited). */
export const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });
  const zone = app.config.SITE_TZ;

  staff.get(
    '/pages/:slug',
    {
      summary: 'An info page as stored (about, faq, sponsor, app) for the editor',
      params: AdminPageParamsSchema,
      response: { 200: AdminPageResponseSchema },
    },
    async (request) => ok(await readPageAdmin(app.db, request.params.slug, zone)),
  );

  for (const slug of PAGE_SLUGS) {
    staff.post(
      `/pages/${slug}`,
      {
        summary: `Save the ${slug} page (title and whole body; HTML parts sanitised)`,
        body: AdminPageSaveSchemas[slug],
        response: { 200: AdminPageResponseSchema },
      },
      async (request) => {
        const body = request.body as { title?: string | undefined; body: unknown };
        const input = { slug: slug satisfies PageSlug, title: body.title ?? '', body: body.body } as PageInput;
        const result = await savePageAdmin(app.db, input, staffActorOf(request), request.ip, zone);
        return ok(result.page, result.sanitised ? M.sanitised : M.saved);
      },
    );
  }
};
