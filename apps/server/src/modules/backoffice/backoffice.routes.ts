import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes } from './dashboard.routes';

/**
 * The cross-domain part of the back-office API (platform-rules §9), under /api/admin: the
 * dashboard. Each domain registers its own staff routes (`<domain>.admin.routes.ts`); every route
 * needs a staff session with the named permission, and every change writes an audit entry.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
};
