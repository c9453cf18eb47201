import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSiteSettingsResponseSchema, AdminSiteSettingsUpdateSchema } from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS as tags, STAFF_SECURITY as security } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import { readStoredSiteSettings, saveSiteSettings } from './settings.admin.service';
import { staffActorOf } from '../staff';

/** Site configuration (appInfo), under /api/admin. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-settings',
    {
      onRequest: app.requireStaff('content.manage'),
      schema: {
        tags,
        security,
        summary: 'The site configuration (every appInfo field, as stored)',
        response: { 200: AdminSiteSettingsResponseSchema },
      },
    },
    async () => ok(await readStoredSiteSettings(app.db)),
  );

  app.post(
    '/site-settings',
    {
      onRequest: app.requireStaff('content.manage'),
      schema: {
        tags,
        security,
        summary: 'Update any appInfo fields; webcontent is sanitised; the member site sees it within seconds',
        body: AdminSiteSettingsUpdateSchema,
        response: { 200: AdminSiteSettingsResponseSchema },
      },
    },
    async (request) => {
      const result = await saveSiteSettings(
        app.db,
        app.services.content,
        request.body,
        staffActorOf(request),
        request.ip,
      );
      return ok(result.settings, result.sanitised ? M.settingsSanitised : M.settingsSaved);
    },
  );
};
