import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { HealthSchema, ReadinessSchema } from '@app/shared/contracts';

/** How long a readiness probe waits for the database or Redis before calling it unavailable. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness probes for a load balancer (plain JSON, no envelope). Readiness follows
 * the database only: with Redis away the instance still serves (rate limits count in memory), and
 * taking every instance out because the shared Redis is down would take the whole site down.
 */
export const systemRoutes: FastifyPluginAsyncZod<{ redis?: Redis | undefined }> = async (app, options) => {
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
        summary: 'Readiness: the database answers (Redis reported when configured)',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const database = await probe(() => app.database.query('select 1'), 'database');
      const redisClient = options.redis;
      const redis = redisClient ? await probe(() => pingRedis(redisClient), 'redis') : undefined;
      const body = {
        status: database,
        database,
        ...(redis === undefined ? {} : { redis }),
      };
      return database === 'ok' ? body : reply.status(503).send(body);
    },
  );

  async function probe(check: () => Promise<unknown>, what: string): Promise<'ok' | 'unavailable'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), timeout]);
      return 'ok';
    } catch (error) {
      app.log.warn({ err: error }, `readiness check: ${what} unavailable`);
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
};

/** A ping only while connected: queued commands of a disconnected client wait for reconnection. */
async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
  await redis.ping();
}
