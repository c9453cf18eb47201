import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminRoutes } from './audit-admin.routes';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { contentAdminRoutes } from './content-admin.routes';
import { contentItemsRoutes } from './content-items.routes';
import { dashboardRoutes } from './dashboard.routes';
import { financeRoutes } from './finance.routes';
import { gamesAdminRoutes } from './games-admin.routes';
import { adjustmentsAdminRoutes } from './members-admin.routes';

/**
 * The back-office API (platform-rules §9), registered under /api/admin next to the staff routes.
 * Every route needs a staff session with the named permission (member tokens are refused);
 * every change writes an audit entry in its own transaction.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(adjustmentsAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contentItemsRoutes);
  await app.register(financeRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(auditAdminRoutes);
};
