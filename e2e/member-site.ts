import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  E2E_CAPTCHA_CODE,
  E2E_SMS_CODE,
  launchBrowser,
  newMobilePage,
  startServer,
  type RunningServer,
} from './harness';

/**
 * What the member-site end-to-end files share: the member API envelope and call, the API login
 * with the fixed e2e captcha, a phone page seeded with a session like a reopened tab, the hash and
 * toast checks, and a fixture (`useMemberSite`) with one server and one browser for the file and a
 * fresh phone context per test.
 */

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface MemberApiOptions {
  token?: string | undefined;
  body?: unknown;
  /** POST unless told. */
  method?: 'GET' | 'POST';
}

/** A JSON call to the member API (`path` below /api) with an optional member token. */
export async function memberApi<T = unknown>(
  baseUrl: string,
  path: string,
  options: MemberApiOptions = {},
): Promise<Envelope<T>> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

/** A fresh captcha's id (its code is the fixed E2E_CAPTCHA_CODE). */
export async function captchaId(baseUrl: string): Promise<string> {
  const answer = await memberApi<{ captcha_id: string }>(baseUrl, '/captcha', { method: 'GET' });
  expect(answer.code).toBe(200);
  return answer.data.captcha_id;
}

/** Logs a member in through the API (fresh captcha, the fixed e2e code) and returns the token. */
export async function loginByApi(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await memberApi<{ api_token: string }>(baseUrl, '/login_pc', {
    body: { type: 1, name: username, password, auth_code: E2E_CAPTCHA_CODE, captcha_id: await captchaId(baseUrl) },
  });
  expect(answer.code, answer.message).toBe(200);
  return answer.data.api_token;
}

/**
 * Registers a fresh member through the API (no mobile, adult box ticked) and returns its name, password
 * and token: a test that counts money or records starts from a member nobody else touched (the demo
 * member's seeded history grows as promotions land).
 */
export async function registerByApi(
  baseUrl: string,
  prefix = 'e',
  options: { pid?: string } = {},
): Promise<{ username: string; password: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  const password = 'abcd1234';
  const answer = await memberApi<{ api_token: string }>(baseUrl, '/register', {
    body: {
      type: 1,
      name: username,
      password,
      confirmPass: password,
      realname: '张三',
      paypassword: '246810',
      auth_code: E2E_CAPTCHA_CODE,
      captcha_id: await captchaId(baseUrl),
      adult: 1,
      ...(options.pid === undefined ? {} : { pid: options.pid }),
    },
  });
  expect(answer.code, answer.message).toBe(200);
  return { username, password, token: answer.data.api_token };
}

/**
 * A member's real money path through the API: a 100.00 deposit paid in the sandbox cashier, moved to
 * the house platform, then `rounds` sic-bo rounds of 10.00 on 大 (valid bet 10.00 each).
 */
export async function depositAndPlaySicBo(baseUrl: string, token: string, rounds: number): Promise<void> {
  const types = await memberApi<{ id: number; name: string }[]>(baseUrl, '/gerRechargeType', { method: 'GET', token });
  const online = types.data.find((type) => type.name === '在线支付') ?? types.data[0];
  const channels = await memberApi<{ id: number; allow_custom_amount: number }[]>(
    baseUrl,
    `/gerRechargeAisle?recharge_type_id=${online?.id ?? 1}`,
    { method: 'GET', token },
  );
  const channel = channels.data.find((item) => item.allow_custom_amount === 1);
  const order = await memberApi<{ order_no: string }>(baseUrl, '/recharge', {
    token,
    body: { aisle_id: channel?.id, amount: '100' },
  });
  expect(order.code, order.message).toBe(0);
  const paid = await fetch(`${baseUrl}/sandbox-pay/${encodeURIComponent(order.data.order_no)}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  const moved = await memberApi(baseUrl, '/transfer', {
    token,
    body: { amount: '100', sourcetype: 'userbalance', targettype: 'house' },
  });
  expect(moved.code, moved.message).toBe(200);
  for (let round = 0; round < rounds; round += 1) {
    const played = await memberApi(baseUrl, '/house/sic-bo/play', {
      token,
      body: { bets: [{ type: 'big', amount: 10 }] },
    });
    expect(played.code, played.message).toBe(200);
  }
}

/**
 * Seeds the page's tab with a logged-in session (token in session storage, userInfo in local),
 * like a reopened tab. Once per tab: a later logout in the page must not be undone by the next
 * navigation.
 */
export async function seedSession(page: Page, token: string, userInfo: unknown): Promise<void> {
  await page.context().addInitScript(
    ({ token: stored, userInfo: info }) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.sessionStorage.setItem('token', stored);
      window.localStorage.setItem('userInfo', JSON.stringify(info));
    },
    { token, userInfo },
  );
}

export function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}

export async function expectHash(page: Page, expected: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => hashOf(page), { timeout }).toBe(expected);
}

/**
 * A toast the member can read right now (toasts last 2 s, spec-1 §9). Scoped to the toast layer:
 * the same sentence may also stand on the page (the turnover notice bar on /withdraw).
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
}

/** Waits until no toast is left, so the next one cannot be confused with it. */
export async function waitToastsGone(page: Page): Promise<void> {
  await page.locator('.adm-toast-main').first().waitFor({ state: 'detached', timeout: 5_000 });
}

/** The send-code button after a code went out: disabled, counting down from 60 s (spec-1 §5). */
export async function expectSendCodeCountdown(page: Page): Promise<void> {
  const countdown = page.getByRole('button', { name: /^\d+秒后重发$/ });
  await countdown.waitFor({ state: 'visible' });
  expect(await countdown.isDisabled()).toBe(true);
  const seconds = Number((await countdown.innerText()).replace(/\D/g, ''));
  expect(seconds).toBeGreaterThanOrEqual(55);
  expect(seconds).toBeLessThanOrEqual(60);
}

export interface MemberSite {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A member API call against this file's server. */
  readonly api: <T = unknown>(path: string, options?: MemberApiOptions) => Promise<Envelope<T>>;
  /** A fresh phone page (375x667) in its own context, closed after the test; 10 s default timeout. */
  readonly mobilePage: () => Promise<Page>;
  /** Logs a member in through the API and returns the token. */
  readonly login: (username: string, password: string) => Promise<string>;
  /** A fresh phone page already logged in with `token` and `userInfo`, like a reopened tab. */
  readonly pageAs: (token: string, userInfo: unknown) => Promise<Page>;
}

/**
 * One server and one browser for the test file, a fresh phone context per test. `env` is read when
 * the server starts (after the file's own `beforeAll`s registered before this call).
 */
export function useMemberSite(options: { env?: () => Record<string, string> } = {}): MemberSite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options.env?.()), launchBrowser()]);
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const site: MemberSite = {
    get baseUrl() {
      if (!server) throw new Error('the server has not started (use the site inside a test)');
      return server.baseUrl;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started (use the site inside a test)');
      return browser;
    },
    api: (path, callOptions) => memberApi(site.baseUrl, path, callOptions),
    mobilePage: async () => {
      const opened = await newMobilePage(site.browser);
      context = opened.context;
      opened.page.setDefaultTimeout(10_000);
      return opened.page;
    },
    login: (username, password) => loginByApi(site.baseUrl, username, password),
    pageAs: async (token, userInfo) => {
      const page = await site.mobilePage();
      await seedSession(page, token, userInfo);
      return page;
    },
  };
  return site;
}

/** Binds a mobile number to the member through the API (SMS code sent, then checked with the fixed e2e code). */
export async function bindPhoneByApi(baseUrl: string, token: string, phone: string): Promise<void> {
  const sent = await memberApi(baseUrl, `/registerNote?mobile=${phone}`, { method: 'GET' });
  expect(sent.code, sent.message).toBe(200);
  const bound = await memberApi(baseUrl, '/checkMobileCode', {
    token,
    body: { mobile: phone, auth_code: E2E_SMS_CODE },
  });
  expect(bound.code, bound.message).toBe(200);
}
