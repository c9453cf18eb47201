import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 32 captcha requests from one address (the route allows 30 a minute); the status of each. */
async function captchaStatuses(testApp: TestApp, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 32; i += 1) {
    statuses.push((await testApp.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip })).statusCode);
  }
  return statuses;
}

function expectLimitedInMemory(statuses: number[]): void {
  expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
  expect(statuses.slice(30)).toEqual([429, 429]);
}

// Redis going away must not take the site down: rate limits count in process memory, the readiness
// probe reports Redis unavailable but stays 200 (the database answers), nothing throws.
describe('Redis unreachable (nothing listens on REDIS_URL)', () => {
  let redis: Redis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    testApp = await createTestApp({ redis });
  });

  afterAll(async () => {
    await testApp.close();
    redis.disconnect();
  });

  it('still limits requests, counting in memory', async () => {
    expectLimitedInMemory(await captchaStatuses(testApp, '10.77.0.1'));
  });

  it('answers /readyz 200 with redis unavailable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'unavailable' });
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('Redis connection stopped while serving', () => {
  let redis: Redis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!);
    testApp = await createTestApp({ redis });
  });

  afterAll(async () => {
    await testApp.close();
    redis.disconnect();
  });

  it('reports redis ok while connected, then falls back when the connection ends', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });

    redis.disconnect();
    expectLimitedInMemory(await captchaStatuses(testApp, '10.77.0.2'));
    const degraded = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toEqual({ status: 'ok', database: 'ok', redis: 'unavailable' });
  });
});
