import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponseSchema } from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { buildDashboard } from './dashboard.service';

/** `GET /api/admin/dashboard`: today, this month, 14 days of charts, pending work and alerts. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.requireStaff('dashboard.view'),
      // Sums over months: on the report connections, never the staff or member ones (decision 0016).
      config: { dbClass: 'report' },
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearer: [] }],
        summary: "Today's and this month's results, a 14-day series, pending work with alerts",
        response: { 200: DashboardResponseSchema },
      },
    },
    async () =>
      ok(
        await buildDashboard(app.db, app.config.SITE_TZ, new Date(), {
          cache: app.services.cache,
          ttlMs: app.config.DASHBOARD_CACHE_MS,
        }),
      ),
  );
};
