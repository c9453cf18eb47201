import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { E2E_CAPTCHA_CODE, launchBrowser, newMobilePage, startServer, type RunningServer } from './harness';
import { StaffTotp } from './staff-totp';

/**
 * What the back-office end-to-end files share: the staff account (password and TOTP), the seeded
 * member demo888, the JSON API helpers, the staff and member sign-in through the pages, and a
 * fixture (`useBackOffice`) that starts the server with the staff account, opens Chromium and
 * watches every page for script errors.
 */

export const STAFF = { username: 'boss', password: 'boss-password-1' };
/** The seeded member account (apps/server demo data). */
export const DEMO = { username: 'demo888', password: 'demo8888', payPassword: '123456' };
/** The bank card `prepareDemoMember` binds to demo888. */
export const DEMO_CARD = {
  bank: '中国工商银行',
  owner: '演示会员',
  address: '上海浦东支行',
  number: '6222021234567890123',
};

/** The back office's sign-in labels (apps/admin/src/locales/zh-CN.ts). */
const SIGN_IN_UI = {
  username: '用户名',
  password: '密码',
  totp: '动态验证码',
  signIn: '登录',
  dashboard: '仪表盘',
} as const;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A JSON call to the server; `token` is a staff or member bearer token. */
export async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Asserts a successful envelope and returns its data. */
export function okData<T>(answer: Envelope<T>, what: string): T {
  expect(answer.code, `${what}: ${answer.message}`).toBe(200);
  return answer.data;
}

/** demo888's API token, logged in with the fixed e2e captcha. */
export async function memberToken(baseUrl: string): Promise<string> {
  const captcha = okData(await api<{ captcha_id: string }>(baseUrl, 'GET', '/api/captcha'), 'captcha');
  const answer = await api<{ api_token: string }>(baseUrl, 'POST', '/api/login_pc', undefined, {
    type: 1,
    name: DEMO.username,
    password: DEMO.password,
    auth_code: E2E_CAPTCHA_CODE,
    captcha_id: captcha.captcha_id,
  });
  return okData(answer, 'member login').api_token;
}

export async function expectHash(page: Page, expected: string | RegExp): Promise<void> {
  await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toMatch(expected);
}

/**
 * Waits until every antd toast and notification has gone (screens without overlays); with
 * `loaded`, also until no skeleton or spinner is left.
 */
export async function waitForQuiet(page: Page, options: { loaded?: boolean } = {}): Promise<void> {
  await expect
    .poll(() => page.locator('.ant-message-notice, .ant-notification-notice').count(), { timeout: 10_000 })
    .toBe(0);
  if (options.loaded) {
    await expect.poll(() => page.locator('.ant-skeleton, .ant-spin-spinning').count(), { timeout: 10_000 }).toBe(0);
  }
}

/** The member site's login form (spec-1 §2) as demo888 with the fixed e2e captcha. */
export async function signInMember(page: Page, baseUrl: string, redirect: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByPlaceholder('请输入账号', { exact: true }).fill(DEMO.username);
  await page.getByPlaceholder('请输入密码', { exact: true }).fill(DEMO.password);
  const captcha = page.getByAltText('图形验证码，点击刷新');
  await expect.poll(() => captcha.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.getByPlaceholder('请输入验证码', { exact: true }).fill(E2E_CAPTCHA_CODE);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectHash(page, `#${redirect}`);
}

export interface StaffSignInOptions {
  /** First click 登录 without the code and check that the page asks for it (请输入动态验证码). */
  askedForCode?: boolean;
}

/** A started server with the staff account, a browser, and pages watched for script errors. */
export interface BackOffice {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly baseUrl: string;
  /** The staff account's codes: the only source of codes for this server (each is accepted once). */
  readonly totp: StaffTotp;
  /** A 1280x800 page in its own context, closed after the test. */
  readonly desktopPage: () => Promise<Page>;
  /** A 375x667 phone page in its own context, closed after the test. */
  readonly phonePage: () => Promise<Page>;
  /**
   * Opens /admin/ signed in and waits for the dashboard. The first call of a file signs in through
   * the form (password and a fresh TOTP code); later calls reuse that session, as a staff member's
   * browser tab would, instead of spending one TOTP code (each is accepted once) per test.
   */
  readonly signInStaff: (page: Page, options?: StaffSignInOptions) => Promise<void>;
  /** The staff session's API token (signs in with password and a fresh TOTP code the first time). */
  readonly staffToken: () => Promise<string>;
  /**
   * Stops the server and starts it again on the same data with `env` added (e.g. TEST_CLOCK_AT a
   * week on); the base URL changes (a new port), the staff session stays valid.
   */
  readonly restart: (env: Record<string, string>) => Promise<void>;
}

/**
 * Registers the hooks of a back-office describe block (call it in the block): before all, the
 * server with the staff account and Chromium; after each test, its browser contexts are closed
 * and no page may have had a script error (or a console error on a back-office page); after all,
 * both are stopped.
 */
export function useBackOffice(): BackOffice {
  const totp = new StaffTotp();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** The staff session of this file, and whether the sign-in form has been through once. */
  let session: string | undefined;
  let signedInThroughForm = false;
  const pageErrors: string[] = [];

  const staffEnv = () => ({
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
    ADMIN_TOTP_SECRET: totp.secret,
  });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(staffEnv()), launchBrowser()]);
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    // No script error and no failed call on any page of the test.
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  function started(): { server: RunningServer; browser: Browser } {
    if (!server || !browser) throw new Error('useBackOffice: the server and browser start in beforeAll');
    return { server, browser };
  }

  /**
   * Reduced motion (the back office then runs without transitions): a page in a background tab
   * gets no animation frames, and an unfinished leave-transition would leave a button's
   * 'loading' icon in its accessible name.
   */
  async function watch(page: Page): Promise<Page> {
    page.setDefaultTimeout(10_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && page.url().includes('/admin/'))
        pageErrors.push(`${page.url()}: ${message.text()}`);
    });
    return page;
  }

  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get baseUrl() {
      return started().server.baseUrl;
    },
    totp,

    desktopPage: async () => {
      const context = await started().browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
      contexts.push(context);
      return watch(await context.newPage());
    },

    phonePage: async () => {
      const { context, page } = await newMobilePage(started().browser);
      contexts.push(context);
      return watch(page);
    },

    signInStaff: async (page, options = {}) => {
      if (signedInThroughForm && session) {
        // Top frame only: a sandboxed preview frame has no storage to write to.
        await page.addInitScript((token) => {
          if (window.top === window) window.sessionStorage.setItem('admin_token', token);
        }, session);
        await page.goto(`${started().server.baseUrl}/admin/#/`);
        await expectHash(page, /^#\/$/);
        await page.getByRole('heading', { name: SIGN_IN_UI.dashboard, exact: true }).waitFor({ state: 'visible' });
        return;
      }
      await page.goto(`${started().server.baseUrl}/admin/`);
      await expectHash(page, /^#\/login/);
      await page.getByLabel(SIGN_IN_UI.username, { exact: true }).fill(STAFF.username);
      await page.getByLabel(SIGN_IN_UI.password, { exact: true }).fill(STAFF.password);
      if (options.askedForCode) {
        // Without the code the server asks for it, and the page says so.
        await page.getByRole('button', { name: SIGN_IN_UI.signIn, exact: true }).click();
        await page.getByText('请输入动态验证码', { exact: true }).first().waitFor({ state: 'visible' });
      }
      await page.getByLabel(SIGN_IN_UI.totp, { exact: true }).fill(await totp.code());
      await page.getByRole('button', { name: SIGN_IN_UI.signIn, exact: true }).click();
      await expectHash(page, /^#\/$/);
      await page.getByRole('heading', { name: SIGN_IN_UI.dashboard, exact: true }).waitFor({ state: 'visible' });
      const token = await page.evaluate(() => window.sessionStorage.getItem('admin_token'));
      expect(token, 'the admin app keeps its session token').toBeTruthy();
      session = token ?? undefined;
      signedInThroughForm = true;
    },

    staffToken: async () => {
      if (!session) {
        const answer = await api<{ token: string }>(started().server.baseUrl, 'POST', '/api/admin/login', undefined, {
          ...STAFF,
          totp: await totp.code(),
        });
        session = okData(answer, 'staff login').token;
      }
      return session;
    },

    restart: async (env) => {
      const { server: running } = started();
      await running.stop({ keepData: true });
      server = undefined;
      server = await startServer({ ...staffEnv(), ...env }, { dataDir: running.dataDir });
    },
  };
}

export interface DemoMember {
  memberId: number;
  memberToken: string;
  /** The state of the credit adjustment (1: applied without a second approval). */
  creditState: number;
}

/**
 * demo888 funded and with a bank card, made through the API: a back-office credit without
 * turnover (multiple 0), then DEMO_CARD bound with the fund password.
 */
export async function prepareDemoMember(
  backOffice: BackOffice,
  credit: { amount: string; reason: string },
): Promise<DemoMember> {
  const { baseUrl } = backOffice;
  const staff = await backOffice.staffToken();
  const members = okData(
    await api<{ data: { id: number; username: string }[] }>(
      baseUrl,
      'GET',
      `/api/admin/members?username=${DEMO.username}`,
      staff,
    ),
    'member search',
  );
  const memberId = members.data.find((row) => row.username === DEMO.username)?.id;
  expect(memberId).toBeDefined();
  const adjustment = okData(
    await api<{ state: number }>(baseUrl, 'POST', `/api/admin/members/${memberId}/adjustments`, staff, {
      direction: 'credit',
      amount: credit.amount,
      reason: credit.reason,
      turnover_multiple: 0,
    }),
    'credit',
  );
  const member = await memberToken(baseUrl);
  okData(
    await api(baseUrl, 'POST', '/api/bindcard', member, {
      bank: DEMO_CARD.bank,
      bank_owner: DEMO_CARD.owner,
      bank_address: DEMO_CARD.address,
      bank_no: DEMO_CARD.number,
      pay_pass: DEMO.payPassword,
    }),
    'bind card',
  );
  return { memberId: memberId ?? 0, memberToken: member, creditState: adjustment.state };
}
