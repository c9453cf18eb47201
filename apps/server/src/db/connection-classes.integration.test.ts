import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { useBackOfficeTestApp } from '../../test/back-office';
import { testDriver } from '../../test/test-database';
import { newDbScope, runInDbScope, runWithDbClass, type DbClassSettings } from './classes';
import { openDatabase } from './client';
import { queryRows } from './raw';
import { withTransaction } from './transaction';

const TIMEOUT_ANSWER = { code: 503, message: '查询超时，请缩小范围后重试' };

/**
 * Routes that only this file registers: they show which connection a request ran on and hold
 * connections with pg_sleep, so the tests see the classes (decision 0016) from outside.
 */
function registerProbes(app: FastifyInstance): void {
  const applicationName = async () => {
    const rows = await queryRows<{ name: string }>(app.db, sql`select current_setting('application_name') as name`);
    return rows[0]?.name;
  };
  const sleep = async (seconds: unknown) => {
    await app.db.execute(sql`select pg_sleep(${Number(seconds)})`);
    return { slept: true };
  };
  const secondsOf = (query: unknown) => (typeof query === 'object' && query !== null && 's' in query ? query.s : 1);
  app.get('/api/probe/class', async () => ({ name: await applicationName() }));
  app.get('/api/admin/probe/class', async () => ({ name: await applicationName() }));
  app.post('/api/admin/probe/class', async () => ({
    name: await applicationName(),
    inTransaction: await withTransaction(app.db, async (tx) => {
      const rows = await queryRows<{ name: string }>(tx, sql`select current_setting('application_name') as name`);
      return rows[0]?.name;
    }),
  }));
  app.get('/api/admin/probe/sleep', async (request) => sleep(secondsOf(request.query)));
  app.get('/api/admin/probe/report-sleep', { config: { dbClass: 'report' } }, async (request) =>
    sleep(secondsOf(request.query)),
  );
  app.post('/api/admin/probe/write-then-sleep', { config: { dbClass: 'report' } }, async () =>
    withTransaction(app.db, async (tx) => {
      await tx.execute(sql`insert into probe_rows (note) values ('written before the timeout')`);
      await tx.execute(sql`select pg_sleep(10)`);
      return { slept: true };
    }),
  );
}

// On PGlite (one connection, no timeouts) there are no classes to see: PostgreSQL only.
describe.runIf(testDriver() === 'pg')('connection classes on PostgreSQL (decision 0016)', () => {
  const {
    current,
    newMember,
    api,
    sql: rawSql,
    balanceOf,
    expectLedgerHealthy,
  } = useBackOfficeTestApp({
    env: {
      DB_POOL_STAFF: '2',
      DB_TIMEOUT_STAFF_MS: '30000',
      DB_POOL_REPORT: '1',
      DB_TIMEOUT_REPORT_MS: '1000',
    },
    beforeReady: registerProbes,
  });
  let admin: pg.Client;
  /** A connection to the test database itself, to hold row locks. */
  let locker: pg.Client;
  let databaseName: string;
  let baseUrl: string;

  beforeAll(async () => {
    const { app, testApp } = current();
    await testApp.database.query('create table probe_rows (id serial primary key, note text not null)');
    const [row] = await testApp.database.query<{ name: string }>('select current_database() as name');
    databaseName = row!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${databaseName}`;
    locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await locker?.end();
    await admin?.end();
  });

  /** The statements of one class running now on the test database (pg_stat_activity). */
  async function running(applicationName: string, like: string) {
    const result = await admin.query<{ pid: number; state: string; wait_event_type: string | null }>(
      `select pid, state, wait_event_type from pg_stat_activity
        where datname = $1 and application_name = $2 and state = 'active' and query like $3`,
      [databaseName, applicationName, like],
    );
    return result.rows;
  }

  /** Starts a real HTTP request (the socket can be dropped, unlike `inject`). */
  function startRequest(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: object) {
    const request = http.request(`${baseUrl}${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    });
    const answered = new Promise<number>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', () => resolve(-1));
    });
    request.end(body ? JSON.stringify(body) : undefined);
    return { request, answered };
  }

  it('runs member calls, staff calls (body and transaction too) and CSV exports on their own connections', async () => {
    const { app } = current();
    const member = await app.inject({ method: 'GET', url: '/api/probe/class' });
    expect(member.json()).toEqual({ name: 'site-member' });
    const staffGet = await app.inject({ method: 'GET', url: '/api/admin/probe/class' });
    expect(staffGet.json()).toEqual({ name: 'site-staff' });
    // A body is read from the socket outside the request's context: the class must survive it.
    const staffPost = await app.inject({ method: 'POST', url: '/api/admin/probe/class', payload: { any: 'body' } });
    expect(staffPost.json()).toEqual({ name: 'site-staff', inTransaction: 'site-staff' });
    const csv = await app.inject({ method: 'GET', url: '/api/admin/probe/class?format=csv' });
    expect(csv.json()).toEqual({ name: 'site-report' });
  });

  it('answers a statement past its timeout with a clean 503 and frees the connection', async () => {
    const { app } = current();
    // The report class has one connection here: each call after the first proves it came back.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = Date.now();
      const answer = await app.inject({ method: 'GET', url: '/api/admin/probe/report-sleep?s=20' });
      expect({ status: answer.statusCode, body: answer.json() }).toMatchObject({ status: 503, body: TIMEOUT_ANSWER });
      expect(Date.now() - started).toBeLessThan(8_000);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/probe/class?format=csv' })).json()).toEqual({
      name: 'site-report',
    });
    expect(await running('site-report', '%pg_sleep%')).toEqual([]);

    // Inside a transaction: the write before the timeout is rolled back with it.
    const write = await app.inject({ method: 'POST', url: '/api/admin/probe/write-then-sleep', payload: {} });
    expect({ status: write.statusCode, body: write.json() }).toMatchObject({ status: 503, body: TIMEOUT_ANSWER });
    expect(await rawSql('select * from probe_rows')).toEqual([]);
  });

  it('cancels the running query of a staff request whose client went away', async () => {
    const { request } = startRequest('GET', '/api/admin/probe/sleep?s=25');
    await expect.poll(async () => (await running('site-staff', '%pg_sleep%')).length, { timeout: 10_000 }).toBe(1);
    const dropped = Date.now();
    request.destroy();
    await expect.poll(async () => (await running('site-staff', '%pg_sleep%')).length, { timeout: 5_000 }).toBe(0);
    expect(Date.now() - dropped).toBeLessThan(5_000);
    // The staff class serves the next call (the cancelled connection was replaced).
    expect((await current().app.inject({ method: 'GET', url: '/api/admin/probe/class' })).json()).toEqual({
      name: 'site-staff',
    });
  });

  it('rolls a cancelled money transaction back whole: no adjustment, no ledger entry, balance unchanged', async () => {
    const member = await newMember({ fen: 100_00n });
    // Hold the member's ledger accounts: the adjustment writes its row, then waits inside its
    // transaction for the ledger posting; its client goes away there.
    await locker.query('begin');
    await locker.query('select id from ledger_accounts where member_id = $1 for update', [member.id.toString()]);
    try {
      const { request, answered } = startRequest(
        'POST',
        `/api/admin/members/${member.id}/adjustments`,
        bearer(current().admin),
        { direction: 'credit', amount: 10, reason: '取消测试' },
      );
      await expect
        .poll(async () => (await running('site-staff', '%')).filter((row) => row.wait_event_type === 'Lock').length, {
          timeout: 10_000,
        })
        .toBe(1);
      request.destroy();
      await answered;
      await expect.poll(async () => (await running('site-staff', '%')).length, { timeout: 5_000 }).toBe(0);
    } finally {
      await locker.query('rollback');
    }
    expect(await balanceOf(member.id)).toBe('100.00');
    expect(await rawSql('select id from balance_adjustments where member_id = $1', [member.id.toString()])).toEqual([]);
    await expectLedgerHealthy();
  });

  it('keeps answering members fast while staff queries hold every staff connection', async () => {
    const { app } = current();
    const member = await newMember({ fen: 100_00n });
    // Six staff calls on two staff connections: two sleep, four wait for a staff connection.
    const staffCalls = Array.from({ length: 6 }, () =>
      app.inject({ method: 'GET', url: '/api/admin/probe/sleep?s=4' }),
    );
    await expect.poll(async () => (await running('site-staff', '%pg_sleep%')).length, { timeout: 10_000 }).toBe(2);

    const timings: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      const started = Date.now();
      const balance = await api('/api/balance', member.token);
      timings.push(Date.now() - started);
      expect(balance).toMatchObject({ status: 200, body: { code: 200 } });
    }
    // Staff calls are still sleeping (each takes 4 s) while every member call has answered.
    expect((await running('site-staff', '%pg_sleep%')).length).toBe(2);
    expect(Math.max(...timings)).toBeLessThan(1_500);
    const staffAnswers = await Promise.all(staffCalls);
    expect(staffAnswers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('sends the plain reads of staff GETs to the read replica when one is configured, everything else to the primary', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${databaseName}`;
    const settings: DbClassSettings = { size: 1, statementTimeoutMs: 0 };
    // The "replica" is the same database here: the connection's name tells which pool served it.
    const database = await openDatabase({
      url: url.toString(),
      classes: { classes: { member: settings, staff: settings, report: settings }, readUrl: url.toString() },
    });
    const nameOf = async (text = "select current_setting('application_name') as name") =>
      (await database.query<{ name: string }>(text))[0]?.name;
    try {
      expect(await runInDbScope(newDbScope('staff', true), () => nameOf())).toBe('site-staff-read');
      expect(await runInDbScope(newDbScope('report', true), () => nameOf())).toBe('site-report-read');
      // A POST of the same class, a locking read and a member read stay on the primary.
      expect(await runInDbScope(newDbScope('staff', false), () => nameOf())).toBe('site-staff');
      await database.query(`insert into probe_rows (note) values ('a row to lock')`);
      expect(
        await runInDbScope(newDbScope('staff', true), () =>
          nameOf("select current_setting('application_name') as name from probe_rows limit 1 for update"),
        ),
      ).toBe('site-staff');
      expect(await runInDbScope(newDbScope('member', true), () => nameOf())).toBe('site-member');
      // Transactions always run on the primary.
      const inTransaction = await runInDbScope(newDbScope('staff', true), () =>
        withTransaction(database.db, async (tx) => {
          const rows = await queryRows<{ name: string }>(tx, sql`select current_setting('application_name') as name`);
          return rows[0]?.name;
        }),
      );
      expect(inTransaction).toBe('site-staff');
      expect(await runWithDbClass('report', () => nameOf())).toBe('site-report');
      expect(await nameOf()).toBe('site-member');
    } finally {
      await database.close();
    }
  });
});
