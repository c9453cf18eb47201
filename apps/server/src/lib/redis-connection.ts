import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Listens for a Redis connection's errors so that Redis going away never ends the process, and
 * logs one line when it is lost and one when it is back (ioredis retries and raises 'error' on
 * every failed attempt; one line per attempt would flood the log). While it is away, rate limits
 * count in process memory (plugins/rate-limit.ts) and the change feed reaches this instance only.
 */
export function watchRedisConnection(redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, name: string): void {
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn({ err: error, redis: name }, 'redis unavailable: rate limits fall back to process memory');
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info({ redis: name }, 'redis connection restored');
  });
}
