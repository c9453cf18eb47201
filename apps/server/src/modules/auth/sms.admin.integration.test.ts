import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, TEST_ENV } from '../../../test/factories';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let app: FastifyInstance;
let service: string;
let finance: string;
const { adminEnv, bootstrapAdmin, call, newStaff } = staffHelpers(() => app);

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...adminEnv } });
  app = testApp.app;
  await bootstrapAdmin();
  service = (await newStaff('service1', 'customer_service')).token;
  finance = (await newStaff('finance1', 'finance')).token;
});
afterAll(async () => {
  await testApp.close();
});

describe('SMS outbox', () => {
  it('lists the SMS outbox for staff with sms.view', async () => {
    const send = await app.inject({
      method: 'GET',
      url: '/api/registerNote?mobile=13912345678',
      remoteAddress: randomIp(),
    });
    expect(send.statusCode).toBe(200);
    const page = await call('GET', '/api/admin/sms-outbox?mobile=13912345678', service);
    expect(page.body.code).toBe(200);
    expect(send.json().code).toBe(200);
    expect(page.body.data.data[0]).toMatchObject({
      mobile: '13912345678',
      content: expect.stringContaining('123456'),
      provider: expect.any(String),
    });
    expect((await call('GET', '/api/admin/sms-outbox', finance)).status).toBe(403);
  });
});
