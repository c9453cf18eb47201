import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountSchema } from '@app/shared/money';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from './lib/errors';
import { ok } from './lib/reply';
import { SiteSettingsCache, updateSiteSettings } from './modules/content';

let testApp: TestApp;
let app: FastifyInstance;

function addProbeRoutes(instance: FastifyInstance) {
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/__probe/echo',
    { schema: { body: z.object({ amount: amountSchema(), note: z.string().max(5).optional() }) } },
    async (request) => ok({ fen: request.body.amount.toString() }),
  );
  typed.post('/api/__probe/refuse', async () => {
    throw new AppError('refused', '余额不足');
  });
  typed.post('/api/__probe/crash', async () => {
    throw new Error('connection string postgres://secret@db failed');
  });
  typed.post('/api/__probe/ip', async (request) => ok({ ip: request.ip }));
  typed.post('/api/__probe/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ok(null));
  typed.post(
    '/api/__probe/leaky',
    {
      schema: {
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            msg: z.string(),
            data: z.object({ name: z.string() }),
          }),
        },
      },
    },
    async () => ({ ...ok({ name: 'a', password_hash: 'never sent' }) }),
  );
}

beforeAll(async () => {
  testApp = await createTestApp({ beforeReady: addProbeRoutes });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

describe('client address', () => {
  const ipOf = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/__probe/ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json().data.ip as string;

  it('takes X-Forwarded-For only from a trusted proxy (loopback by default), so a client cannot pick its address', async () => {
    expect(await ipOf('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await ipOf('203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('POST /api/app', () => {
  it('answers the seeded site configuration with code 200', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/app', payload: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.message).toBe(body.msg);
    expect(body.data).toMatchObject({ title: '星河娱乐', site_state: 1, redpacket_switch: 1, index_modal: 1 });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'app_download_image',
        'android_download_url',
        'index_modal',
        'ios_download_url',
        'redpacket_switch',
        'repair_tips',
        'site_logo',
        'site_state',
        'title',
        'webcontent',
      ].sort(),
    );
  });

  it('accepts an empty body without a content type', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/app' });
    expect(response.json().code).toBe(200);
  });

  it('shows a staff change of site_state and repair_tips', async () => {
    const content = new SiteSettingsCache(0);
    await updateSiteSettings(testApp.database.db, content, { site_state: 0, repair_tips: '维护到 18:00' });
    app.services.content = content;
    const body = (await app.inject({ method: 'POST', url: '/api/app' })).json();
    expect(body.data.site_state).toBe(0);
    expect(body.data.repair_tips).toBe('维护到 18:00');
    await updateSiteSettings(testApp.database.db, content, { site_state: 1 });
  });
});

describe('error envelope', () => {
  it('answers malformed JSON with HTTP 400 and code 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
    expect(response.json().message).toContain('JSON');
  });

  it('names the field of a bad request and keeps the Chinese money message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/__probe/echo', payload: { amount: '1.234' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(400);
    // An amount rule's message names the amount itself (decision 0013); other fields get "参数 x 不正确：".
    expect(body.message).toBe('金额最多保留两位小数');

    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      payload: { amount: 5, note: '123456' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('note');
  });

  it('parses a good amount to fen and ignores unknown fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      payload: { amount: '12.5', role: 'admin' },
    });
    expect(response.json()).toMatchObject({ code: 200, data: { fen: '1250' } });
  });

  it('answers a business refusal with HTTP 200 and a Chinese message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/__probe/refuse' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 422, message: '余额不足', msg: '余额不足', data: null });
  });

  it('hides internals of an unexpected error', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/__probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: '服务器异常，请稍后再试',
      msg: '服务器异常，请稍后再试',
      data: null,
    });
    expect(response.body).not.toContain('secret');
  });

  it('never sends a field its contract does not declare', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/__probe/leaky' });
    expect(response.json().data).toEqual({ name: 'a' });
    expect(response.body).not.toContain('password_hash');
  });

  it('answers too many requests with HTTP 429 and code 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/__probe/limited', remoteAddress: '10.9.9.9' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await app.inject({ method: 'POST', url: '/api/__probe/limited', remoteAddress: '10.9.9.9' });
    expect(limited.json()).toMatchObject({ code: 429, message: '操作过于频繁，请稍后再试' });
  });

  it('answers an unknown endpoint with code 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });
});

describe('probes and documentation', () => {
  it('reports liveness and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document with the app endpoint', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/app']).toBeDefined();
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('committed OpenAPI document', () => {
  it('matches the routes (run `npm run openapi` after changing a contract)', async () => {
    const { readFileSync } = await import('node:fs');
    const { OPENAPI_FILE } = await import('./plugins/openapi');
    const committed = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    const live = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const probeFree = Object.fromEntries(
      Object.entries(live.paths).filter(([route]) => !route.startsWith('/api/__probe')),
    );
    expect(Object.keys(probeFree).sort()).toEqual(Object.keys(committed.paths).sort());
    expect(probeFree).toEqual(committed.paths);
  });
});
