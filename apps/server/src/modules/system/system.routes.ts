import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '@app/shared/contracts';

/** Liveness and readiness probes for a load balancer (plain JSON, no envelope). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.query('select 1');
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: 'unavailable' as const });
      }
    },
  );
};
