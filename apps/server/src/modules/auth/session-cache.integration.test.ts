import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceResponseSchema } from '@app/shared/contracts';
import { withTransaction } from '../../db/transaction';
import { ChangeFeed } from '../../lib/change-feed';
import { bearer, buildMember, issueCaptcha, randomIp, TEST_ENV } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ensureAccount, house, memberMain, transfer } from '../ledger';

// The session and balance caches on (as in production): every change must still show at once.
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, SESSION_CACHE_MS: '60000' } });
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
});

const balance = (token: string) =>
  app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token) }).then((response) => response.json());

async function memberIdOf(token: string) {
  return BigInt((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(token) })).json().data.id);
}

describe('cached sessions', () => {
  it('logout ends a cached session at once', async () => {
    const { token } = await buildMember(app);
    expect((await balance(token)).code).toBe(200);
    await app.inject({ method: 'POST', url: '/api/logoff', headers: bearer(token) });
    expect((await balance(token)).code).toBe(401);
  });

  it('a password change ends every cached session at once', async () => {
    const { name, password, token } = await buildMember(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_pc',
      remoteAddress: randomIp(),
      payload: { type: 1, name, password, auth_code: '1234', captcha_id: await issueCaptcha(app) },
    });
    const second = login.json().data.api_token as string;
    expect((await balance(second)).code).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/editPassword',
      headers: bearer(token),
      payload: { password, paypassword: 'changed99' },
    });
    expect((await balance(token)).code).toBe(401);
    expect((await balance(second)).code).toBe(401);
  });

  it('freezing a member ends the cached sessions at once', async () => {
    const { token } = await buildMember(app);
    const memberId = await memberIdOf(token);
    expect((await balance(token)).code).toBe(200);
    await withTransaction(app.db, async (tx) => {
      await tx.execute(sql`update members set status = 'frozen' where id = ${memberId.toString()}::bigint`);
      await app.services.sessions.revokeAllOfMember(tx, memberId, 'frozen');
    });
    expect((await balance(token)).code).toBe(401);
  });
});

describe('cached balances', () => {
  it('answers the balance envelope of its contract as JSON (the route writes it without the serializer)', async () => {
    const { token } = await buildMember(app);
    const response = await app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = BalanceResponseSchema.strict().safeParse(response.json());
    expect(parsed.success).toBe(true);
    expect(response.json()).toEqual({ code: 200, message: '操作成功', msg: '操作成功', data: { balance: '0.00' } });
  });

  it('shows a posting on the next poll, and nothing of a rolled-back one', async () => {
    const { token } = await buildMember(app);
    const memberId = await memberIdOf(token);
    expect((await balance(token)).data.balance).toBe('0.00');
    const credit = (key: string, fen: bigint) =>
      withTransaction(app.db, async (tx) =>
        transfer(tx, {
          idempotencyKey: key,
          kind: 'test_deposit',
          reference: { type: 'test', id: key },
          actor: { type: 'system', id: 'test' },
          fromAccountId: await ensureAccount(tx, house('deposit_clearing', 'test')),
          toAccountId: await ensureAccount(tx, memberMain(memberId)),
          amountFen: fen,
        }),
      );
    await credit(`cache-1-${memberId}`, 12_345n);
    expect((await balance(token)).data.balance).toBe('123.45');
    await expect(
      withTransaction(app.db, async (tx) => {
        await transfer(tx, {
          idempotencyKey: `cache-2-${memberId}`,
          kind: 'test_deposit',
          reference: { type: 'test', id: 'x' },
          actor: { type: 'system', id: 'test' },
          fromAccountId: await ensureAccount(tx, house('deposit_clearing', 'test')),
          toAccountId: await ensureAccount(tx, memberMain(memberId)),
          amountFen: 1n,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await balance(token)).data.balance).toBe('123.45');
    await app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(token),
      payload: { amount: 23.45, sourcetype: 'userbalance', targettype: 'house' },
    });
    expect((await balance(token)).data.balance).toBe('100.00');
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('change feed through Redis', () => {
  it('reaches the other instances', async () => {
    const connections = [0, 1, 2, 3].map(() => new Redis(process.env.REDIS_URL!));
    const [pubA, subA, pubB, subB] = connections as [Redis, Redis, Redis, Redis];
    const feedA = new ChangeFeed(pubA, subA);
    const feedB = new ChangeFeed(pubB, subB);
    const heard: string[] = [];
    feedB.on('sessions', (memberId) => heard.push(memberId));
    await new Promise((resolve) => setTimeout(resolve, 200)); // subscriptions settle
    feedA.publish('sessions', 4242n);
    await expect.poll(() => heard, { timeout: 3000 }).toEqual(['4242']);
    for (const connection of connections) connection.disconnect();
  });
});
