import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const withdrawalsRoutes: FastifyPluginAsyncZod = async () => {};
