import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const walletRoutes: FastifyPluginAsyncZod = async () => {};
