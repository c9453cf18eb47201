import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue.routes';
import { houseRoutes } from './house.routes';

/** Every member-facing games route (mounted under /api). */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(houseRoutes);
};
