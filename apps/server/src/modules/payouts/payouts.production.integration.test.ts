import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import { listPayoutChannelsAdmin } from './payout-channels.admin.service';
import { payoutGatewaysOf, SANDBOX_PAYOUT_MERCHANT_ID } from './payout-gateways';
import { signPayoutFields } from './payout-signature';
import { findPayoutChannelByCode } from './payouts.repository';
import { seedDemoPayoutChannels } from './payouts.seed';

/** Decision 0031: the payout sandbox exists in demo mode only, like the payment sandbox. */
describe('payout sandbox in production mode', () => {
  let prodApp: TestApp;
  let prod: FastifyInstance;
  beforeAll(async () => {
    prodApp = await createTestApp({
      env: {
        APP_MODE: 'production',
        APP_SECRET: 'p'.repeat(40),
        DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
      },
    });
    prod = prodApp.app;
    // A sandbox row copied from a demo database changes nothing.
    await withTransaction(prodApp.database.db, (tx) => seedDemoPayoutChannels(tx));
  });
  afterAll(async () => {
    await prodApp.close();
  });

  it('answers 404 for the sandbox page and API, refuses its callbacks and hides the channel', async () => {
    expect((await prod.inject({ method: 'GET', url: '/sandbox-payout' })).statusCode).toBe(404);
    const form = signPayoutFields(prod.config.paymentSandboxSecret, {
      merchant_id: SANDBOX_PAYOUT_MERCHANT_ID,
      payout_no: 'P1',
      amount: '100.00',
      status: 'paid',
      trade_no: 'T1',
    });
    const submit = await prod.inject({
      method: 'POST',
      url: '/sandbox-payout/api/submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(submit.statusCode).toBe(404);
    const mark = await prod.inject({
      method: 'POST',
      url: '/sandbox-payout/P1/mark',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(mark.statusCode).toBe(404);
    const notify = await prod.inject({
      method: 'POST',
      url: '/api/payouts/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(notify.body).toBe('fail');

    const gateways = payoutGatewaysOf(prod);
    const sandbox = await findPayoutChannelByCode(prodApp.database.db, 'sandbox');
    expect(sandbox).toBeDefined();
    expect(gateways.gatewayFor(sandbox!)).toBeUndefined();
    const listed = await listPayoutChannelsAdmin(prodApp.database.db, gateways);
    expect(listed.map((channel) => channel.code)).toEqual(['manual']);
  });
});
