import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError, ERROR_KINDS } from '../lib/errors';

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

/** Route config for a per-IP limit of `max` requests a minute (checked before any guard). */
export function perIpPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/**
 * A preHandler limiting one member to `max` requests a minute on the `name`d action. It runs after
 * the member guard, so one member cannot spread guesses (fund passwords) over many addresses.
 */
export function perMemberPerMinute(app: FastifyInstance, name: string, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:member:${String(request.member?.memberId)}`,
  });
  return async (request: FastifyRequest) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw new AppError('tooManyRequests');
  };
}
