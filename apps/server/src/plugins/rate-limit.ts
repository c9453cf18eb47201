import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ERROR_KINDS } from '../lib/errors';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). Counters live in Redis when REDIS_URL is
 * set, so every instance shares them; otherwise in process memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redis?: Redis | undefined }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: ERROR_KINDS.tooManyRequests.defaultMessage,
      retryAfterMs: context.ttl,
    }),
  });
});
