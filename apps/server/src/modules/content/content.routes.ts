import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppInfoResponseSchema } from '@app/shared/contracts';
import { ok } from '../../lib/reply';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app',
    {
      schema: {
        tags: ['content'],
        summary: 'App information: title, logo, site state, switches, welcome popup',
        response: { 200: AppInfoResponseSchema },
      },
    },
    async () => ok(await app.services.content.getSiteSettings()),
  );
};
