import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSiteSettingsResponseSchema, AdminSiteSettingsUpdateSchema } from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import { readStoredSiteSettings, saveSiteSettings } from './settings.admin.service';
import { staffActorOf } from '../staff';
import { staffRoutes } from '../../lib/staff-route';

/** Site configuration (appInfo), under /api/admin. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });
  staff.get(
    '/site-settings',
    {
      summary: 'The site configuration (every appInfo field, as stored)',
      response: { 200: AdminSiteSettingsResponseSchema },
    },
    async () => ok(await readStoredSiteSettings(app.db)),
  );

  staff.post(
    '/site-settings',
    {
      summary: 'Update any appInfo fields; webcontent is sanitised; the member site sees it within seconds',
      body: AdminSiteSettingsUpdateSchema,
      response: { 200: AdminSiteSettingsResponseSchema },
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
