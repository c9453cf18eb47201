import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS } from '../lib/errors';
import { TEST_ENV } from '../../test/factories';
import { memberHelpers, type TestMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-database';
import { openDatabase } from './client';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

const MEMBERS = 12;
const LOAD_MS = 4_000;
const TRANSFER_IN = { amount: 1, sourcetype: 'userbalance', targettype: 'house' };

// A failover ends every connection of the server (pg_terminate_backend, 57P01). Under load some of
// them are checked out for a transaction: before every pool client had an error listener, the
// 'error' event of such a client ended the whole process. Runs on the local PostgreSQL only (its
// own database, created and dropped by createTestApp).
describe.runIf(testDriver() === 'pg')('database connections ended while money requests are in flight', () => {
  let testApp: TestApp;
  let admin: pg.Client;
  let databaseName: string;
  const { api, newMember, expectLedgerHealthy } = memberHelpers(() => testApp);
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    process.on('unhandledRejection', recordUncaught);
    testApp = await createTestApp({ env: TEST_ENV });
    const [row] = await testApp.database.query<{ name: string }>('select current_database() as name');
    databaseName = row!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    process.off('unhandledRejection', recordUncaught);
    await admin.query(`alter database ${databaseName} allow_connections true`);
    await admin.end();
    await testApp.close();
  });

  /** Ends every connection to the test database but the admin's own; how many it ended. */
  async function terminateConnections(): Promise<number> {
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  }

  /** Transfers 1.00 yuan from the main wallet to the house platform, again and again until `until`. */
  async function moveMoney(member: TestMember, until: number, answers: { status: number; body: unknown }[]) {
    while (Date.now() < until) answers.push(await api('/api/transfer', member.token, TRANSFER_IN));
  }

  it('keeps the process up, answers 503 meanwhile, reconnects, and the ledger stays exact', async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => newMember({ fen: 100_000n })));
    const answers: { status: number; body: unknown }[] = [];
    const until = Date.now() + LOAD_MS;
    const load = Promise.all(members.map((member) => moveMoney(member, until, answers)));

    let terminated = 0;
    for (const delay of [800, 1_200, 1_000]) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      terminated += await terminateConnections();
    }
    await load;

    expect(uncaught).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    const unavailable = { code: ERROR_KINDS.unavailable.code, message: ERROR_KINDS.unavailable.defaultMessage };
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toMatchObject({ code: 200 });
      else expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 503, body: unavailable });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);

    // Reconnected by itself: the next calls of every member succeed.
    for (const member of members) {
      const again = await api('/api/transfer', member.token, TRANSFER_IN);
      expect(again).toMatchObject({ status: 200, body: { code: 200 } });
    }
    await expectLedgerHealthy();
  });

  it('answers /readyz 503 while the database refuses connections and 200 once it is back', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await admin.query(`alter database ${databaseName} allow_connections false`);
    await terminateConnections();
    const down = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: down.statusCode, body: down.json() }).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'unavailable' },
    });

    await admin.query(`alter database ${databaseName} allow_connections true`);
    // Like a load balancer, probe again until it answers: an idle client killed a moment ago may not
    // have reported its end yet, and the probe that draws it fails once.
    await expect
      .poll(
        async () => {
          const up = await testApp.app.inject({ method: 'GET', url: '/readyz' });
          return { status: up.statusCode, body: up.json() };
        },
        { timeout: 10_000, interval: 200 },
      )
      .toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
    expect(uncaught).toEqual([]);
  });

  it('answers 503 to a money call when nothing listens on the database address', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '0', ...TEST_ENV });
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 2 });
    const app = await buildApp({ config, database, logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const money = await app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: { authorization: 'Bearer no-such-session' },
        payload: { amount: 1, sourcetype: 'userbalance', targettype: 'house' },
      });
      expect({ status: money.statusCode, body: money.json() }).toMatchObject({
        status: 503,
        body: { code: ERROR_KINDS.unavailable.code, message: ERROR_KINDS.unavailable.defaultMessage },
      });
    } finally {
      await app.close();
    }
  });
});
