import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// With REDIS_URL, rate-limit counters live in Redis, so every instance behind the load balancer
// shares them: two app instances together allow no more than the limit.
describe.runIf(Boolean(process.env.REDIS_URL))('rate limits shared through Redis', () => {
  let redisA: Redis;
  let redisB: Redis;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redisA = new Redis(process.env.REDIS_URL!);
    redisB = new Redis(process.env.REDIS_URL!);
    first = await createTestApp({ redis: redisA });
    second = await createTestApp({ redis: redisB });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    redisA.disconnect();
    redisB.disconnect();
  });

  it('counts captcha requests of one IP across two instances', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
