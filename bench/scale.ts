/**
 * Scale bench (issue #14): the staff lists, searches and member record pages on a big site.
 *
 * PostgreSQL only (TEST_DATABASE_URL, else DATABASE_URL). Creates a database `scale_<random>` of its
 * own, applies the migrations, generates in SQL (set-based INSERT … SELECT generate_series, every
 * constraint on) at SCALE=1: 200,000 members, 5,000,000 bet records over 90 days (a few heavy
 * members: member id = ⌊M·r³⌋+1), 500,000 deposit orders, a transfer in and out per credited
 * deposit, 200,000 audit rows and 2,000,000 balanced ledger transactions (deposits, transfers and
 * bonus fill), then runs the ledger check (every invariant, business rows included). Then it starts
 * the real server on that database and measures, one request at a time, p50/p99 of every member
 * record call and every staff list with and without filters, and a starvation run (20 staff
 * dashboard / bets requests in flight while members poll /api/balance every 250 ms).
 *
 *   SCALE=0.1 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- --only scale
 *
 * SCALE multiplies every size; BENCH_SCALE_SAMPLES requests per call (default 30 after 3 warm-ups);
 * BENCH_SCALE_KEEP=1 keeps the database (its name is printed) for EXPLAIN sessions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { businessRowChecks, runLedgerCheck } from '../apps/server/src/modules/ledger/index';
import { loadBusinessRowChecks } from '../apps/server/src/money-modules';
import { freePort, machineInfo, progress, saveResult } from './results';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CAPTCHA = '7777';
const PASSWORD = 'abc12345';
const STAFF = { username: 'scaleboss', password: 'scale-boss-password-1' };
const PLATNAMES = ['ag', 'bbin', 'pg', 'mg', 'ky', 'ob', 'im', 'sb'];
const CATEGORIES = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport', 'electron', 'sport'];

export interface ScaleSizes {
  members: number;
  bets: number;
  deposits: number;
  ledgerTransactions: number;
  audit: number;
}

export function scaleSizes(scale: number): ScaleSizes {
  const of = (n: number) => Math.max(100, Math.round(n * scale));
  return {
    members: of(200_000),
    bets: of(5_000_000),
    deposits: of(500_000),
    ledgerTransactions: of(2_000_000),
    audit: of(200_000),
  };
}

interface Timing {
  name: string;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  samples: number;
  errors: number;
  /** The answer's total (and whether it was capped) of the last sample, for lists. */
  total?: number | undefined;
  total_capped?: boolean | undefined;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}
const round = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Data generation (plain SQL on one connection)

async function step(client: pg.Client, label: string, text: string, params: unknown[] = []): Promise<void> {
  const started = performance.now();
  const result = await client.query(text, params);
  progress(
    `scale: ${label}${result.rowCount === null ? '' : ` (${result.rowCount} rows)`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function generate(client: pg.Client, sizes: ScaleSizes): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const platArray = `(array[${PLATNAMES.map((name) => `'${name}'`).join(',')}])`;
  const catArray = `(array[${CATEGORIES.map((name) => `'${name}'`).join(',')}])`;
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`select setseed(0.42)`);
  // The non-unique indexes of the big tables are dropped for the load and built again after it (a
  // sorted build is many times faster than 5M random index inserts). Primary keys, unique keys,
  // checks and foreign keys stay on throughout.
  const bigTables = [
    'bet_records',
    'deposit_orders',
    'platform_transfers',
    'ledger_transactions',
    'ledger_entries',
    'audit_log',
  ];
  const { rows: deferred } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
       join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename = any($1) and not x.indisunique`,
    [bigTables],
  );
  for (const index of deferred) await client.query(`drop index ${index.indexname}`);

  // Members: ids 1..M (fresh sequence); id 1 is the heaviest bettor, every 97th is frozen.
  await step(
    client,
    'members',
    `insert into members (username, mobile, password_hash, pay_password_hash, vip_level, status, register_ip,
                          adult_confirmed_at, created_at, updated_at, last_login_at)
     select 'u' || lpad(g::text, 7, '0'), '13' || lpad(g::text, 9, '0'), $1, $1, g % 7,
            case when g % 97 = 0 then 'frozen' else 'active' end,
            '10.' || (g % 250) || '.' || (g / 250 % 250) || '.1', t, t, t, t + interval '1 day' * random() * 30
       from generate_series(1, $2::int) g,
            lateral (select now() - interval '1 day' * (400.0 * (1 - g::float / $2)) as t) at`,
    [passwordHash, sizes.members],
  );
  await step(
    client,
    'member main accounts',
    `insert into ledger_accounts (code, owner_type, member_id, kind, allow_negative)
     select 'member:' || id || ':main', 'member', id, 'main', false from members`,
  );
  await step(
    client,
    'house accounts',
    `insert into ledger_accounts (code, owner_type, kind, subject, allow_negative)
     select 'house:platform_clearing:' || p, 'house', 'platform_clearing', p, true from unnest(${platArray}) p
     union all select 'house:deposit_clearing:scale', 'house', 'deposit_clearing', 'scale', true
     union all select 'house:promotion_expense:scale', 'house', 'promotion_expense', 'scale', true`,
  );

  // Bets: 5M over 90 days; member ⌊M·r³⌋+1 (member 1 has ~1.7% of all bets); 1% cancelled, unsettled
  // only in the last day. Inserted in chunks of 1M so progress shows.
  const chunk = 1_000_000;
  for (let start = 1; start <= sizes.bets; start += chunk) {
    const end = Math.min(sizes.bets, start + chunk - 1);
    await step(
      client,
      `bets ${start}-${end}`,
      `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen,
                                valid_bet_fen, win_loss_fen, state, bet_at, settled_at, created_at)
       select ${platArray}[1 + g % 8], 'B' || g, floor($3::int * power(random(), 3))::bigint + 1,
              'G' || (g % 8) || '-' || lpad((floor(power(random(), 2) * 300))::int::text, 3, '0'),
              '游戏' || (g % 300), ${catArray}[1 + g % 8], stake, stake,
              case when st = 1 then (floor(random() * 2 * stake) - stake)::bigint else 0 end,
              st, at, case when st = 2 then null else at + interval '2 minutes' end, at
         from generate_series($1::int, $2::int) g,
              lateral (select (100 + floor(random() * 50000) + 0 * g)::bigint as stake,
                              now() - interval '1 second' * floor(random() * 90 * 86400 + 0 * g) as at) a,
              lateral (select case when g % 100 = 0 then 0
                                   when a.at > now() - interval '1 day' and g % 10 = 0 then 2 else 1 end as st) s`,
      [start, end, sizes.members],
    );
  }

  // Deposits: member ⌊M·r²⌋+1; 80% online, 15% bank, 5% usdt; state by g: 70% credited, 8% refused,
  // 20% timed out, 2% pending (some offline ones with a payer reference: awaiting review).
  await step(
    client,
    'deposit orders',
    `insert into deposit_orders (order_no, member_id, type_id, channel_id, kind, amount_fen, state, payer_reference,
                                 payer_submitted_at, created_at, expires_at, paid_at, updated_at)
     select 'D' || to_char(at, 'YYYYMMDDHH24MISS') || lpad(g::text, 9, '0'),
            floor($2::int * power(random(), 2))::bigint + 1, 1, 1,
            case when g % 20 < 16 then 'online' when g % 20 < 19 then 'bank' else 'usdt' end,
            (10000 + floor(random() * 490000))::bigint, st,
            case when st = 0 and g % 20 >= 16 and g % 3 = 0 then 'REF' || g end,
            case when st = 0 and g % 20 >= 16 and g % 3 = 0 then at end,
            at, at + interval '15 minutes', case when st = 1 then at + interval '1 minute' end, at
       from generate_series(1, $1::int) g,
            lateral (select now() - interval '1 second' * floor(random() * 90 * 86400 + 0 * g) as at) a,
            lateral (select case when g % 100 < 70 then 1 when g % 100 < 78 then 2 when g % 100 < 98 then 3 else 0 end as st) s`,
    [sizes.deposits, sizes.members],
  );
  await step(
    client,
    'members paysum',
    `update members m set paysum_fen = s.total
       from (select member_id, sum(amount_fen) as total from deposit_orders where state = 1 group by member_id) s
      where s.member_id = m.id`,
  );

  // Transfers: per credited deposit one transfer in (half the deposit) and one out (a quarter), so
  // no member account can go below zero. Every 50th in failed (refunded), every 40th out failed.
  await step(
    client,
    'platform transfers',
    `insert into platform_transfers (order_no, member_id, platname, direction, amount_fen, state, origin, created_at, settled_at)
     select 'T' || d.id || '-' || x.direction, d.member_id, ${platArray}[1 + d.id % 8], x.direction,
            case when x.direction = 0 then d.amount_fen / 2 else d.amount_fen / 4 end,
            case when x.direction = 0 and d.id % 50 = 0 then 0 when x.direction = 1 and d.id % 40 = 0 then 0 else 1 end,
            case when d.id % 10 = 0 then 'auto' else 'member' end,
            d.paid_at + interval '1 minute' * (1 + x.direction * 30), d.paid_at + interval '1 minute' * (1 + x.direction * 30)
       from deposit_orders d cross join (values (0), (1)) x(direction)
      where d.state = 1`,
  );

  // Every money move as one staging row, then the ledger rows from it.
  await step(
    client,
    'ledger moves (staging)',
    `create temporary table scale_moves as
     select 'deposit:' || d.order_no as key, 'deposit' as kind, 'deposit_order' as reference_type, d.order_no as reference_id,
            (select id from ledger_accounts where code = 'house:deposit_clearing:scale') as from_account,
            m.id as to_account, d.amount_fen as amount, d.paid_at as at
       from deposit_orders d join ledger_accounts m on m.code = 'member:' || d.member_id || ':main'
      where d.state = 1
     union all
     select case when t.direction = 0 then 'transfer-in:' else 'transfer-out:' end || t.order_no,
            case when t.direction = 0 then 'transfer_in' else 'transfer_out' end, 'platform_transfer', t.order_no,
            case when t.direction = 0 then m.id else h.id end, case when t.direction = 0 then h.id else m.id end,
            t.amount_fen, t.created_at
       from platform_transfers t
       join ledger_accounts m on m.code = 'member:' || t.member_id || ':main'
       join ledger_accounts h on h.code = 'house:platform_clearing:' || t.platname
      where t.direction = 0 or t.state = 1
     union all
     select 'transfer-in-refund:' || t.order_no, 'transfer_in_refund', 'platform_transfer', t.order_no, h.id, m.id,
            t.amount_fen, t.created_at + interval '5 minutes'
       from platform_transfers t
       join ledger_accounts m on m.code = 'member:' || t.member_id || ':main'
       join ledger_accounts h on h.code = 'house:platform_clearing:' || t.platname
      where t.direction = 0 and t.state = 0`,
  );
  await step(
    client,
    'ledger moves: bonus fill',
    `insert into scale_moves
     select 'scale-bonus:' || g, 'promotion', 'scale_bonus', g::text,
            (select id from ledger_accounts where code = 'house:promotion_expense:scale'),
            a.id, (100 + floor(random() * 10000))::bigint, now() - interval '1 second' * floor(random() * 90 * 86400)
       from generate_series(1, greatest(0, $1::int - (select count(*) from scale_moves)::int)) g
       cross join lateral (select floor($2::int * power(random(), 2))::bigint + 1 + 0 * g as member_id) x
       join ledger_accounts a on a.code = 'member:' || x.member_id || ':main'`,
    [sizes.ledgerTransactions, sizes.members],
  );
  await step(
    client,
    'ledger transactions',
    `insert into ledger_transactions (idempotency_key, kind, reference_type, reference_id, actor_type, actor_id,
                                      fingerprint, created_at)
     select key, kind, reference_type, reference_id, 'system', 'scale', 'scale', at from scale_moves order by at`,
  );
  await step(
    client,
    'ledger entries',
    `insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
     select transaction_id, account_id, amount,
            sum(amount) over (partition by account_id order by transaction_id, amount rows unbounded preceding), at
       from (select t.id as transaction_id, s.from_account as account_id, -s.amount as amount, s.at
               from scale_moves s join ledger_transactions t on t.idempotency_key = s.key
             union all
             select t.id, s.to_account, s.amount, s.at
               from scale_moves s join ledger_transactions t on t.idempotency_key = s.key) e
      order by transaction_id, amount`,
  );
  await step(
    client,
    'account balances',
    `update ledger_accounts a set balance = s.total, version = s.n
       from (select account_id, sum(amount) as total, count(*) as n from ledger_entries group by account_id) s
      where s.account_id = a.id`,
  );
  await step(
    client,
    'audit log',
    `insert into audit_log (staff_id, staff_username, action, target_type, target_id, before, after, ip, created_at)
     select 1 + g % 12, 'staff' || lpad((g % 12)::text, 2, '0'),
            (array['member.freeze','member.note','finance.deposit.confirm','finance.withdrawal.approve',
                   'content.notice.save','games.platform.update','member.password.reset','staff.login'])[1 + g % 8],
            'member', (1 + g % $2::int)::text, '{"state":0}'::jsonb, '{"state":1}'::jsonb, '10.1.2.3',
            now() - interval '1 second' * floor(random() * 90 * 86400)
       from generate_series(1, $1::int) g`,
    [sizes.audit, sizes.members],
  );
  await client.query('drop table scale_moves');
  const indexStart = performance.now();
  for (const index of deferred) await client.query(index.indexdef);
  progress(
    `scale: ${deferred.length} non-unique indexes built again in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`,
  );
  await client.query(`reset work_mem`);
  for (const table of [
    'members',
    'bet_records',
    'deposit_orders',
    'platform_transfers',
    'ledger_transactions',
    'ledger_entries',
    'ledger_accounts',
    'audit_log',
  ]) {
    await step(client, `vacuum analyze ${table}`, `vacuum (analyze) ${table}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The server and its calls

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const body = (await response.json()) as Envelope<T>;
  return { status: response.status, body };
}

async function startServer(url: string, totpSecret: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      REDIS_URL: '',
      APP_MODE: 'demo',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: CAPTCHA,
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      ADMIN_TOTP_SECRET: totpSecret,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (i > 600) throw new Error('server did not start in 120 s');
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child };
}

async function memberLogin(base: string, username: string, index: number): Promise<string> {
  const ip = `10.77.${index % 250}.${1 + Math.floor(index / 250)}`;
  const captcha = await call<{ captcha_id: string }>(base, 'GET', '/api/captcha', { ip });
  const answer = await call<{ api_token: string }>(base, 'POST', '/api/login_pc', {
    ip,
    body: { type: 1, name: username, password: PASSWORD, auth_code: CAPTCHA, captcha_id: captcha.body.data.captcha_id },
  });
  if (answer.body.code !== 200) throw new Error(`member login ${username}: ${answer.body.message}`);
  return answer.body.data.api_token;
}

async function time(
  name: string,
  samples: number,
  run: () => Promise<{ status: number; body: Envelope<unknown> }>,
): Promise<Timing> {
  const durations: number[] = [];
  let errors = 0;
  let last: Envelope<unknown> | undefined;
  const deadline = performance.now() + 60_000;
  for (let i = 0; i < samples + 3 && performance.now() < deadline; i += 1) {
    const started = performance.now();
    const answer = await run();
    const elapsed = performance.now() - started;
    if (answer.status !== 200 || answer.body.code !== 200) {
      errors += 1;
      if (errors === 1) progress(`scale: ${name}: ${answer.status} ${answer.body.message}`);
    }
    last = answer.body;
    if (i >= 3) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  const data = last?.data as { total?: number; total_capped?: boolean } | undefined;
  const timing: Timing = {
    name,
    p50_ms: round(percentile(durations, 50)),
    p99_ms: round(percentile(durations, 99)),
    max_ms: round(durations[durations.length - 1] ?? 0),
    samples: durations.length,
    errors,
    total: typeof data?.total === 'number' ? data.total : undefined,
    total_capped: typeof data?.total_capped === 'boolean' ? data.total_capped : undefined,
  };
  progress(
    `scale: ${name}: p50 ${timing.p50_ms} ms, p99 ${timing.p99_ms} ms${timing.total === undefined ? '' : `, total ${timing.total}${timing.total_capped ? '+' : ''}`}`,
  );
  return timing;
}

/** A day 'YYYY-MM-DD' in Asia/Shanghai, `daysAgo` days before today. */
function siteDay(daysAgo: number): string {
  const date = new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function measure(base: string, client: pg.Client, totp: TOTP, samples: number) {
  const login = await call<{ token: string }>(base, 'POST', '/api/admin/login', {
    body: { ...STAFF, totp: totp.generate() },
  });
  if (login.body.code !== 200) throw new Error(`staff login: ${login.body.message}`);
  const staffToken = login.body.data.token;

  // Pick the members and keys from the data: the heaviest bettor, a typical one, a light one.
  const pick = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T;
  const heavy = await pick<{ member_id: string; username: string }>(
    `select member_id, (select username from members where id = member_id) as username
       from bet_records where member_id = 1 limit 1`,
  );
  const typical = await pick<{ id: string; username: string }>(
    `select id, username from members where id = (select max(id) / 20 from members)`,
  );
  const light = await pick<{ id: string; username: string }>(
    `select id, username from members where id = (select max(id) - 7 from members)`,
  );
  const someBet = await pick<{ bet_id: string }>(
    `select bet_id from bet_records where id = (select max(id) / 2 from bet_records)`,
  );
  const someDeposit = await pick<{ order_no: string }>(
    `select order_no from deposit_orders where id = (select max(id) / 2 from deposit_orders)`,
  );
  const someTransfer = await pick<{ order_no: string }>(
    `select order_no from platform_transfers where id = (select max(id) / 2 from platform_transfers)`,
  );
  const someKey = await pick<{ idempotency_key: string }>(
    `select idempotency_key from ledger_transactions where id = (select max(id) / 2 from ledger_transactions)`,
  );
  const rareGame = await pick<{ game_code: string }>(
    `select game_code from bet_records where game_code like 'G3-29%' limit 1`,
  );

  const memberTokens = {
    heavy: await memberLogin(base, heavy.username, 1),
    typical: await memberLogin(base, typical.username, 2),
  };
  const member: Timing[] = [];
  const record = (who: 'heavy' | 'typical', url: string, body: Record<string, unknown>, name: string) =>
    time(`member ${who}: ${name}`, samples, () => call(base, 'POST', url, { token: memberTokens[who], body }));
  for (const who of ['heavy', 'typical'] as const) {
    member.push(await record(who, '/api/betrecord', { api_type: '', date: 4, page: 1 }, 'betrecord 30 days page 1'));
    member.push(await record(who, '/api/betrecord', { api_type: '', date: 4, page: 2 }, 'betrecord 30 days page 2'));
    member.push(await record(who, '/api/betrecord', { api_type: '', date: 4, page: 20 }, 'betrecord 30 days page 20'));
    member.push(await record(who, '/api/betrecord', { api_type: '', date: 1, page: 1 }, 'betrecord today page 1'));
    member.push(await record(who, '/api/betrecord', { api_type: 'ag', date: 4, page: 1 }, 'betrecord platform page 1'));
    for (const type of [1, 2, 3, 4]) {
      member.push(
        await record(
          who,
          '/api/gettransrecord',
          { type, api_type: '', date: 4, page: 1 },
          `gettransrecord type ${type} page 1`,
        ),
      );
    }
    member.push(
      await record(
        who,
        '/api/gettransrecord',
        { type: 1, api_type: '', date: 4, page: 2 },
        'gettransrecord type 1 page 2',
      ),
    );
  }

  const staffCalls: [string, string][] = [
    ['bets', '/api/admin/bets'],
    ['bets page 100', '/api/admin/bets?page=100'],
    ['bets by account name (heavy)', `/api/admin/bets?username=${heavy.username}`],
    ['bets by member id (light)', `/api/admin/bets?member_id=${light.id}`],
    ['bets by platform', '/api/admin/bets?platname=mg'],
    ['bets by category', '/api/admin/bets?category=lottery'],
    ['bets unsettled', '/api/admin/bets?state=2'],
    ['bets cancelled', '/api/admin/bets?state=0'],
    ['bets by rare game', `/api/admin/bets?game_code=${rareGame.game_code}`],
    ['bets by bet id', `/api/admin/bets?bet_id=${someBet.bet_id}`],
    ['bets one day', `/api/admin/bets?from=${siteDay(10)}&to=${siteDay(10)}`],
    ['bets one day + platform', `/api/admin/bets?from=${siteDay(10)}&to=${siteDay(10)}&platname=ag`],
    ['deposits', '/api/admin/deposits'],
    ['deposits pending', '/api/admin/deposits?state=0'],
    ['deposits awaiting review', '/api/admin/deposits?awaiting_review=1'],
    ['deposits bank', '/api/admin/deposits?kind=bank'],
    ['deposits by member id (typical)', `/api/admin/deposits?member_id=${typical.id}`],
    ['deposits by order no', `/api/admin/deposits?order_no=${someDeposit.order_no}`],
    ['deposits one day', `/api/admin/deposits?from=${siteDay(5)}&to=${siteDay(5)}`],
    ['withdrawals', '/api/admin/withdrawals'],
    ['withdrawals pending', '/api/admin/withdrawals?state=1'],
    ['transfers', '/api/admin/transfers'],
    ['transfers failed', '/api/admin/transfers?state=0'],
    ['transfers by member id (typical)', `/api/admin/transfers?member_id=${typical.id}`],
    ['transfers by platform', '/api/admin/transfers?platname=ky'],
    ['transfers by order no', `/api/admin/transfers?order_no=${someTransfer.order_no}`],
    ['transfers auto origin', '/api/admin/transfers?origin=auto'],
    ['ledger', '/api/admin/ledger'],
    ['ledger by member id (heavy)', `/api/admin/ledger?member_id=${heavy.member_id}`],
    ['ledger by member id (light)', `/api/admin/ledger?member_id=${light.id}`],
    ['ledger by kind', '/api/admin/ledger?kind=transfer_in_refund'],
    ['ledger by reference type', '/api/admin/ledger?reference_type=deposit_order'],
    ['ledger by key', `/api/admin/ledger?idempotency_key=${encodeURIComponent(someKey.idempotency_key)}`],
    ['ledger one day', `/api/admin/ledger?from=${siteDay(3)}&to=${siteDay(3)}`],
    ['audit', '/api/admin/audit'],
    ['audit by staff (substring)', '/api/admin/audit?staff=ff07'],
    ['audit by action (substring)', '/api/admin/audit?action=withdrawal'],
    ['audit by target', '/api/admin/audit?target_type=member&target_id=123'],
    ['members', '/api/admin/members'],
    ['members newest registered', '/api/admin/members?sort=created_at'],
    ['members by account name (substring)', '/api/admin/members?username=01234'],
    ['members by account name (2 chars)', '/api/admin/members?username=99'],
    ['members by mobile (substring)', '/api/admin/members?mobile=0012345'],
    ['members frozen', '/api/admin/members?status=frozen'],
    ['members by VIP level', '/api/admin/members?vip_level=3'],
    ['adjustments', '/api/admin/adjustments'],
    ['dashboard', '/api/admin/dashboard'],
  ];
  const staff: Timing[] = [];
  for (const [name, url] of staffCalls) {
    staff.push(await time(`staff: ${name}`, samples, () => call(base, 'GET', url, { token: staffToken })));
  }

  // Starvation: 20 staff requests in flight (dashboard and bets) while members poll the balance.
  const pollers = 10;
  const pollerTokens: string[] = [];
  for (let i = 0; i < pollers; i += 1) {
    pollerTokens.push(await memberLogin(base, `u${String(100 + i * 37).padStart(7, '0')}`, 10 + i));
  }
  const seconds = Number(process.env.BENCH_SCALE_STARVE_SECONDS ?? 20);
  const until = performance.now() + seconds * 1000;
  const balance: number[] = [];
  let balanceErrors = 0;
  let staffDone = 0;
  const staffWorker = async (i: number) => {
    const url = i % 2 === 0 ? '/api/admin/dashboard' : '/api/admin/bets';
    while (performance.now() < until) {
      await call(base, 'GET', url, { token: staffToken }).catch(() => undefined);
      staffDone += 1;
    }
  };
  const poller = async (token: string, offset: number) => {
    await new Promise((resolve) => setTimeout(resolve, offset));
    while (performance.now() < until) {
      const started = performance.now();
      const answer = await call(base, 'POST', '/api/balance', { token }).catch(() => undefined);
      const elapsed = performance.now() - started;
      balance.push(elapsed);
      if (!answer || answer.body.code !== 200) balanceErrors += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 250 - elapsed)));
    }
  };
  progress(`scale: starvation run ${seconds} s (20 staff requests in flight, ${pollers} members polling)`);
  await Promise.all([
    ...Array.from({ length: 20 }, (_, i) => staffWorker(i)),
    ...pollerTokens.map((token, i) => poller(token, (i * 250) / pollers)),
  ]);
  balance.sort((a, b) => a - b);
  const starvation = {
    seconds,
    staff_requests: staffDone,
    member_balance_polls: balance.length,
    member_balance_p50_ms: round(percentile(balance, 50)),
    member_balance_p99_ms: round(percentile(balance, 99)),
    member_balance_errors: balanceErrors,
  };
  progress(
    `scale: starvation: balance p99 ${starvation.member_balance_p99_ms} ms over ${balance.length} polls, ${staffDone} staff requests`,
  );
  return { member, staff, starvation };
}

// ---------------------------------------------------------------------------------------------

export async function runScaleBench(): Promise<{ ok: boolean; [key: string]: unknown }> {
  const startedAt = new Date();
  const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!baseUrl) {
    progress('scale: skipped (PostgreSQL only: set TEST_DATABASE_URL or DATABASE_URL)');
    return { ok: true, bench: 'scale', skipped: 'DATABASE_URL / TEST_DATABASE_URL not set' };
  }
  const scale = Number(process.env.SCALE ?? 1);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10)
    throw new Error(`SCALE must be in (0, 10], got "${process.env.SCALE}"`);
  const samples = Math.max(5, Number(process.env.BENCH_SCALE_SAMPLES ?? 30));
  const sizes = scaleSizes(scale);
  const name = `scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  progress(`scale: database ${name}, SCALE=${scale}: ${JSON.stringify(sizes)}`);
  const totpSecret = new Secret({ size: 20 }).base32;
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret) });
  let server: { base: string; child: ChildProcess } | undefined;
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    const database = await openDatabase({ url: dbUrl, poolSize: 2 });
    await database.migrate();
    const load = os.loadavg();
    const generateStart = performance.now();
    await client.connect();
    await generate(client, sizes);
    const generateSeconds = (performance.now() - generateStart) / 1000;
    progress(`scale: generated in ${generateSeconds.toFixed(0)} s; running the ledger check`);
    loadBusinessRowChecks();
    const checkStart = performance.now();
    const report = await runLedgerCheck(database.db, businessRowChecks());
    const checkSeconds = (performance.now() - checkStart) / 1000;
    await database.close();
    const failed = report.invariants.filter((invariant) => !invariant.ok);
    progress(
      `scale: ledger check ${report.ok ? 'ok' : `FAILED: ${failed.map((f) => `${f.name}: ${f.violations.slice(0, 2).join('; ')}`).join(' | ')}`} in ${checkSeconds.toFixed(0)} s`,
    );
    const counts = (
      await client.query(
        `select (select count(*) from members) as members, (select count(*) from bet_records) as bets,
                (select count(*) from deposit_orders) as deposits, (select count(*) from platform_transfers) as transfers,
                (select count(*) from ledger_transactions) as ledger_transactions, (select count(*) from ledger_entries) as ledger_entries,
                (select count(*) from audit_log) as audit, pg_size_pretty(pg_database_size(current_database())) as size`,
      )
    ).rows[0] as Record<string, string>;
    server = await startServer(dbUrl, totpSecret);
    progress('scale: server up; measuring');
    const loadBefore = os.loadavg();
    const measured = await measure(server.base, client, totp, samples);
    const loadAfter = os.loadavg();
    const slowStaff = measured.staff.filter((timing) => timing.p99_ms >= 100).map((timing) => timing.name);
    const slowMember = measured.member.filter((timing) => timing.p99_ms >= 20).map((timing) => timing.name);
    return {
      ok: report.ok && [...measured.member, ...measured.staff].every((timing) => timing.errors === 0),
      bench: 'scale',
      started_at: startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      machine: machineInfo(),
      load_average: { before_generation: load, before_measuring: loadBefore, after_measuring: loadAfter },
      scale,
      sizes: counts,
      generate_seconds: Math.round(generateSeconds),
      ledger_check: { ok: report.ok, seconds: Math.round(checkSeconds), failed: failed.map((f) => f.name) },
      targets: { staff_list_p99_ms: 100, member_record_p99_ms: 20 },
      above_target: { staff: slowStaff, member: slowMember },
      member: measured.member,
      staff: measured.staff,
      starvation: measured.starvation,
    };
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server!.child.once('exit', resolve));
    }
    await client.end().catch(() => undefined);
    if (process.env.BENCH_SCALE_KEEP === '1') {
      progress(`scale: kept database ${name}`);
    } else {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      progress(`scale: dropped database ${name}`);
    }
  }
}

// Run directly: `node --import tsx bench/scale.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runScaleBench();
  const file = saveResult('scale', result);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  progress(`written ${file}`);
  if (!result.ok) process.exitCode = 1;
}
