import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { withTransaction } from '../src/db/transaction';
import {
  businessRowChecks,
  ensureAccount,
  house,
  memberMain,
  runLedgerCheck,
  transfer,
  type AccountSpec,
} from '../src/modules/ledger';
import { bearer, buildMember, issueCaptcha, randomIp, TEST_CAPTCHA } from './factories';
import type { TestApp } from './test-app';

/** A member registered through the API, with its id read back from /api/user. */
export interface TestMember {
  name: string;
  password: string;
  token: string;
  id: bigint;
}

export interface NewMemberOptions {
  /** Credit the main wallet with this many fen (a test deposit through the ledger). */
  fen?: bigint;
  /** Give the member a verified phone number: `true` for a fresh one, or the number itself. */
  mobile?: boolean | string;
  /** Registration fields to override (`name`, `password`, `pid`…). */
  registration?: Record<string, unknown>;
}

export interface FundOptions {
  /** The account the money comes from (default: the test deposit clearing account). */
  from?: AccountSpec;
  /** Ledger transaction kind (default `deposit`). */
  kind?: string;
}

let mobileCounter = 0;
let fundCounter = 0;

/** A fresh 11-digit mainland mobile number, unique per process and call. */
export function freshMobile(prefix = '139'): string {
  mobileCounter += 1;
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(5, '0')}`.slice(
    0,
    11,
  );
}

/**
 * Member-side helpers for integration tests, shared by every test file (one definition of
 * `newMember`, `fund`, `api`, `setSetting` and `expectLedgerHealthy`). The test app is read
 * through `getTestApp` when a helper runs, because files build it in `beforeAll`.
 */
export function memberHelpers(getTestApp: () => TestApp) {
  const app = (): FastifyInstance => getTestApp().app;

  /** A member API call (POST with a JSON body) from a random IP; `{ status, body }`. */
  async function api(url: string, token?: string, payload: Record<string, unknown> = {}) {
    const response = await app().inject({
      method: 'POST',
      url,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: randomIp(),
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** A member API GET from a random IP; `{ status, body }`. */
  async function get(url: string, token?: string) {
    const response = await app().inject({
      method: 'GET',
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: randomIp(),
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** A password login through /api/login_pc with a fresh captcha and the fixed test code; `{ status, body }`. */
  async function login(name: string, password: string) {
    const captchaId = await issueCaptcha(app());
    return api('/api/login_pc', undefined, { type: 1, name, password, auth_code: TEST_CAPTCHA, captcha_id: captchaId });
  }

  /** Raw SQL on the test database (set-up and assertions on rows no API shows). */
  async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return getTestApp().database.query<T & Record<string, unknown>>(text, params);
  }

  /** Credits a member's main wallet through the ledger, as a deposit would. */
  async function fund(memberId: bigint, fen: bigint, options: FundOptions = {}): Promise<void> {
    fundCounter += 1;
    const counter = fundCounter;
    await withTransaction(getTestApp().database.db, async (tx) => {
      await transfer(tx, {
        idempotencyKey: `test-fund:${memberId}:${process.pid}:${counter}`,
        kind: options.kind ?? 'deposit',
        reference: { type: 'test', id: String(counter) },
        actor: { type: 'system', id: 'test' },
        fromAccountId: await ensureAccount(tx, options.from ?? house('deposit_clearing', 'test')),
        toAccountId: await ensureAccount(tx, memberMain(memberId)),
        amountFen: fen,
      });
    });
  }

  /** Registers a member through the API, optionally with a verified phone and money. */
  async function newMember(options: NewMemberOptions = {}): Promise<TestMember> {
    const built = await buildMember(app(), options.registration);
    const { body } = await api('/api/user', built.token);
    const id = BigInt(body.data.id);
    if (options.mobile) {
      const mobile = typeof options.mobile === 'string' ? options.mobile : freshMobile();
      await sql('update members set mobile = $1, mobile_verified_at = now() where id = $2', [mobile, id.toString()]);
    }
    if (options.fen) await fund(id, options.fen);
    return { ...built, id };
  }

  /** Writes one site setting (JSON value) as staff would. */
  async function setSetting(key: string, value: unknown): Promise<void> {
    await sql(
      `insert into site_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value`,
      [key, JSON.stringify(value)],
    );
  }

  /** Runs the ledger check (platform-rules §3) and expects every invariant to hold. */
  async function expectLedgerHealthy() {
    const report = await runLedgerCheck(getTestApp().database.db, businessRowChecks());
    expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
    return report;
  }

  return { api, get, login, sql, fund, newMember, setSetting, expectLedgerHealthy };
}
