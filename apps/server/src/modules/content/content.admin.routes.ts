import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannersAdminRoutes } from './banners.admin.routes';
import { homeNoticesAdminRoutes } from './home-notices.admin.routes';
import { imagesAdminRoutes } from './images.admin.routes';
import { noticesAdminRoutes } from './notices.admin.routes';
import { pagesAdminRoutes } from './pages.admin.routes';
import { serviceAdminRoutes } from './service.admin.routes';
import { settingsAdminRoutes } from './settings.admin.routes';

/**
 * The content screens of the back office (platform-rules §8, §9; registered under /api/admin):
 * site settings, banners, the home notice bar, notices with targeting, the info pages,
 * customer-service entries and address, and image uploads. Every route needs a staff permission;
 * every change runs in one transaction with its audit entry (before/after, IP).
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsAdminRoutes);
  await app.register(imagesAdminRoutes);
  await app.register(bannersAdminRoutes);
  await app.register(homeNoticesAdminRoutes);
  await app.register(noticesAdminRoutes);
  await app.register(pagesAdminRoutes);
  await app.register(serviceAdminRoutes);
};
