import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';

const { call, tokenOf, current } = useBackOfficeTestApp({
  staff: { service1: 'customer_service', finance1: 'finance' },
});
let app: FastifyInstance;
let service: string;
let finance: string;
beforeAll(() => {
  ({ app } = current());
  service = tokenOf('service1');
  finance = tokenOf('finance1');
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
