import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { bootstrapSuperAdmin } from '../src/modules/staff';
import { bearer, randomIp } from './factories';

export const ADMIN_USERNAME = 'boss';
export const ADMIN_PASSWORD = 'boss-password-1';

/** The current TOTP code of a secret (or the code at `timestamp`, e.g. the next 30 s step). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** One audit entry as the audit API returns it. */
export interface AuditEntry {
  action: string;
  staff_username: string;
  ip: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Back-office helpers for integration tests. The app is read through `getApp` when a helper runs,
 * because test files build it in `beforeAll` while the helpers are bound once at module level.
 *
 * Each staff TOTP code signs in once (staff_users.totp_last_step): sign the super admin in once per
 * file (`adminToken()` caches the session) and each new staff member once, at enrolment.
 */
export function staffHelpers(getApp: () => FastifyInstance) {
  const adminSecret = new Secret({ size: 20 }).base32;
  /** Env for `createTestApp`: the first super admin, created by `bootstrapAdmin()`. */
  const adminEnv = { ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_TOTP_SECRET: adminSecret };
  let adminSession: string | undefined;

  /** Creates the super admin from `adminEnv` (as a first start does). */
  async function bootstrapAdmin(): Promise<void> {
    await bootstrapSuperAdmin(getApp().db, getApp().config, { warn: () => undefined });
  }

  /** POST /api/admin/login with any body; returns the JSON reply. */
  async function signIn(payload: Record<string, unknown>) {
    const response = await getApp().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload,
      remoteAddress: randomIp(),
    });
    return response.json();
  }

  /** Signs a staff member in with the current code of `secret`; throws unless a session comes back. */
  async function login(username: string, password: string, secret: string): Promise<string> {
    const body = await signIn({ username, password, totp: totpCode(secret) });
    const token = body.data?.token as string | undefined;
    if (!token) throw new Error(`staff login failed: ${JSON.stringify(body)}`);
    return token;
  }

  /** The super admin's session: signs in at the first call, then reuses it (a code is accepted once). */
  async function adminToken(): Promise<string> {
    adminSession ??= await login(ADMIN_USERNAME, ADMIN_PASSWORD, adminSecret);
    return adminSession;
  }

  /** An /api/admin call with a bearer token from a random IP; JSON body, or the text of a CSV reply. */
  async function call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) {
    const response = await getApp().inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload }),
    });
    const isCsv = String(response.headers['content-type'] ?? '').includes('text/csv');
    return {
      status: response.statusCode,
      body: isCsv ? undefined : response.json(),
      text: response.body,
      headers: response.headers,
    };
  }

  /** Creates a staff account through the API (as the super admin) and enrols its TOTP at first sign-in. */
  async function newStaff(username: string, role: string): Promise<{ token: string; id: number }> {
    const password = `${username}-password`;
    const created = await call('POST', '/api/admin/staff', await adminToken(), { username, password, role });
    expect(created.body.code).toBe(200);
    const enrol = await signIn({ username, password });
    const token = await login(username, password, enrol.data.enrol.secret as string);
    const me = await call('GET', '/api/admin/me', token);
    return { token, id: me.body.data.id as number };
  }

  /** The newest audit entries of an action (optionally on one target), through the audit API. */
  async function auditOf(action: string, targetId?: string | number): Promise<AuditEntry[]> {
    const query = new URLSearchParams({ action, ...(targetId === undefined ? {} : { target_id: String(targetId) }) });
    const page = await call('GET', `/api/admin/audit?${query.toString()}`, await adminToken());
    return page.body.data.data as AuditEntry[];
  }

  return { adminEnv, adminSecret, bootstrapAdmin, signIn, login, adminToken, call, newStaff, auditOf };
}
