import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { getSiteSettings } from '../modules/content';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A member call that moves money or plays a game: refused while the site is in maintenance
     * (`site_state` 0). Staff calls, reads, logins and payment-gateway callbacks never set it.
     */
    closedInMaintenance?: boolean;
  }
}

/** What a refused call says when staff left the repair tips empty. */
export const MAINTENANCE_MESSAGE = '网站维护中，请稍后再试';

/**
 * Site maintenance enforced by the server (issue #13): while `site_state` is 0 every route marked
 * `config: { closedInMaintenance: true }` answers code 503 (HTTP 200, a business refusal the member
 * site shows as it is) with the repair tips, before it reads its body or touches money. The site
 * settings come from the per-instance cache (refreshed every few seconds), so the check costs no
 * query on a busy site.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.closedInMaintenance !== true) return;
    const settings = await getSiteSettings(app.db, app.services.content);
    if (settings.site_state !== 0) return;
    throw new AppError('maintenance', settings.repair_tips.trim() || MAINTENANCE_MESSAGE);
  });
});
