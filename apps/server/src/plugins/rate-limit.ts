// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declarations must reach every program compiling this file (the root tsconfig includes app.ts, not this folder)
/// <reference path="./rate-limit-stores.d.ts" />
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError, ERROR_KINDS } from '../lib/errors';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). Counters live in Redis when REDIS_URL is
 * set, so every instance shares them; otherwise in process memory. When Redis is away, counts fall
 * back to process memory (each instance limits on its own) instead of failing the request.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redis?: Redis | undefined }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { store: redisWithLocalFallback(options.redis, 'rl:') } : {}),
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

/** Entries the in-memory fallback keeps (the library's default). */
const LOCAL_CACHE_SIZE = 5000;

/**
 * A store that counts in Redis while its connection is ready and in process memory otherwise (not
 * connected, or the command failed), so a Redis outage neither fails requests nor lifts the limits.
 */
function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class RedisWithLocalFallback implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(
      params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      stores?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.shared = stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff, LOCAL_CACHE_SIZE);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      if (redis.status !== 'ready') {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      const countLocally = () => this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(key, (error, result) => (error ? countLocally() : callback(null, result)), timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new RedisWithLocalFallback(
        {},
        {
          shared: this.shared.child(routeOptions),
          local: this.local.child(routeOptions),
        },
      );
    }
  };
}
