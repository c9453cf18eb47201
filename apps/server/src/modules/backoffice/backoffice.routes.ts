import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminRoutes } from './audit-admin.routes';
import { dashboardRoutes } from './dashboard.routes';
import { membersAdminRoutes } from './members-admin.routes';
import { paymentsAdminRoutes } from './payments-admin.routes';

/**
 * The back-office API (platform-rules §9), registered under /api/admin next to the staff routes.
 * Every route needs a staff session with the named permission (member tokens are refused);
 * every change writes an audit entry in its own transaction.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(membersAdminRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(auditAdminRoutes);
};
