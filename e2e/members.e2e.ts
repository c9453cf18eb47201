import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { E2E_CAPTCHA_CODE, E2E_SMS_CODE, screenshot } from './harness';
import { expectHash, expectSendCodeCountdown, hashOf, useMemberSite } from './member-site';
import { expectImageLoaded, expectTabLineUnder } from './page-checks';

/**
 * Member login, registration and session end-to-end (spec-1 §2, §4, §5, §8; ADR 0004), clicked
 * through on a 375x667 phone page against the real server: one server and one browser for the
 * file, a fresh browser context per test.
 */

const DEMO = { username: 'demo888', password: 'demo8888' };

/** Labels and placeholders as the member sees them (locales/zh-CN.ts, shared validation). */
const UI = {
  loginTabAccount: '账号登录',
  loginTabPhone: '手机登录',
  registerTabAccount: '账号注册',
  registerTabPhone: '手机注册',
  loginAccount: '请输入账号',
  loginPassword: '请输入密码',
  captcha: '请输入验证码',
  captchaAlt: '图形验证码，点击刷新',
  bannerAlt: '欢迎登录',
  phone: '请输入手机号',
  smsCode: '请输入短信验证码',
  sendCode: '发送验证码',
  registerAccount: '请输入账号（最少6位，英文及数字）',
  registerPassword: '请输入密码（最少8位，字母和数字组合）',
  confirmPassword: '请再次输入密码',
  realName: '请输入真实姓名（需与银行卡姓名一致）',
  payPassword: '请输入6位数字取款密码',
  adult: '我已年满18周岁，并同意相关条款',
  loginButton: '登录',
  registerButton: '立即注册',
  forgotPassword: '忘记密码？',
  openMenu: '打开菜单',
  logout: '退出登录',
  sessionExpired: '认证失败: 您的账号登陆过期，请重新登陆',
} as const;

interface StoredSession {
  token: string | null;
  userInfo: string | null;
}

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(Math.floor(Math.random() * 10));
  return digits;
}

/** A fresh account name: 6-13 letters and digits with both kinds (spec-1 §5, ADR 0004). */
function freshAccount(): string {
  return `m${Date.now().toString(36).slice(-5)}${randomDigits(3)}`;
}

function readStorage(page: Page): Promise<StoredSession> {
  return page.evaluate(() => ({
    token: window.sessionStorage.getItem('token'),
    userInfo: window.localStorage.getItem('userInfo'),
  }));
}

/** A toast (or any text) the member can read right now. Toasts last 2 s (spec-1 §9). */
async function expectVisibleText(page: Page, text: string | RegExp): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 });
}

/** The captcha image is shown and really loaded (not the '获取失败' placeholder or a broken image). */
async function captchaSrc(page: Page): Promise<string> {
  const image = page.getByAltText(UI.captchaAlt);
  await expectImageLoaded(image);
  return (await image.getAttribute('src')) ?? '';
}

/**
 * Switches to a tab and waits until its underline has slid under it (the member sees which tab
 * is on; a screenshot taken mid-slide would show the line between the tabs).
 */
async function chooseTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expectTabLineUnder(page, tab, '.auth-tabs .tab-strip__line');
}

async function fillAccountLogin(page: Page, account: string, password: string, captcha: string): Promise<void> {
  await page.getByPlaceholder(UI.loginAccount, { exact: true }).fill(account);
  await page.getByPlaceholder(UI.loginPassword, { exact: true }).fill(password);
  await captchaSrc(page);
  await page.getByPlaceholder(UI.captcha, { exact: true }).fill(captcha);
}

async function submitLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: UI.loginButton, exact: true }).click();
}

/** The home user panel of a logged-in member: username and the polled balance. */
async function expectLoggedInHome(page: Page, username: string, balance?: string): Promise<void> {
  await expectHash(page, '#/');
  const panel = page.locator('section.user-panel');
  await panel.getByText(username, { exact: true }).waitFor({ state: 'visible' });
  await panel.getByText('账户余额').waitFor({ state: 'visible' });
  if (balance !== undefined) {
    // The polled balance next to '账户余额': '¥' then the amount.
    const shown = panel.locator('[aria-live="polite"]');
    await expect
      .poll(async () => (await shown.innerText()).replace(/\s+/g, ''), { timeout: 8_000 })
      .toBe(`¥${balance}`);
  }
  // The visitor buttons are gone.
  expect(await page.getByRole('button', { name: '注册', exact: true }).count()).toBe(0);
}

async function loginAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await fillAccountLogin(page, DEMO.username, DEMO.password, E2E_CAPTCHA_CODE);
  await submitLogin(page);
  await expectLoggedInHome(page, DEMO.username);
}

interface RegisterFields {
  password: string;
  confirmPassword: string;
  realName: string;
  payPassword: string;
}

async function fillRegisterCommon(page: Page, fields: RegisterFields): Promise<void> {
  await page.getByPlaceholder(UI.registerPassword, { exact: true }).fill(fields.password);
  await page.getByPlaceholder(UI.confirmPassword, { exact: true }).fill(fields.confirmPassword);
  await page.getByPlaceholder(UI.realName, { exact: true }).fill(fields.realName);
  await page.getByPlaceholder(UI.payPassword, { exact: true }).fill(fields.payPassword);
}

async function tickAdult(page: Page): Promise<void> {
  await page.getByText(UI.adult, { exact: true }).click();
  await expect.poll(() => page.getByRole('checkbox', { name: UI.adult }).isChecked()).toBe(true);
}

describe.skipIf(!inject('chromiumAvailable'))('members: login, registration and sessions', () => {
  const site = useMemberSite();
  const { mobilePage } = site;

  it('registers an account and lands on home logged in, with no password kept in storage', async () => {
    const page = await mobilePage();
    const account = freshAccount();
    const password = `pw${randomDigits(6)}x`;
    const payPassword = '860417';

    await page.goto(`${site.baseUrl}/#/register`);
    await page.getByRole('tab', { name: UI.registerTabAccount }).waitFor();
    await page.getByPlaceholder(UI.registerAccount, { exact: true }).fill(account);
    await fillRegisterCommon(page, { password, confirmPassword: password, realName: '张三', payPassword });
    await captchaSrc(page);
    await page.getByPlaceholder(UI.captcha, { exact: true }).fill(E2E_CAPTCHA_CODE);
    await tickAdult(page);

    const registerAnswer = page.waitForResponse((response) => response.url().endsWith('/api/register'));
    await page.getByRole('button', { name: UI.registerButton, exact: true }).click();
    const answer = (await (await registerAnswer).json()) as { code: number; message: string };
    expect(answer.code).toBe(200);
    await expectVisibleText(page, answer.message);

    await expectLoggedInHome(page, account, '0.00');
    // Toasts vanish after 2 s (spec-1 §9).
    await page.getByText(answer.message, { exact: true }).waitFor({ state: 'hidden', timeout: 4_000 });
    await screenshot(page, 'members-home-logged-in');

    const stored = await readStorage(page);
    expect(stored.token).toMatch(/\S{16,}/);
    expect(stored.userInfo).not.toBeNull();
    const userInfo = JSON.parse(stored.userInfo ?? '{}') as Record<string, unknown>;
    expect(userInfo.username).toBe(account);
    // A flag saying a fund password exists is fine; no password itself, in any form.
    const passwordKeys = Object.keys(userInfo).filter((key) => /pass|pwd/i.test(key));
    expect(passwordKeys.filter((key) => key !== 'has_pay_password')).toEqual([]);
    expect(typeof (userInfo.has_pay_password ?? 0)).toBe('number');
    expect(stored.userInfo).not.toContain(password);
    expect(stored.userInfo).not.toContain(payPassword);
    // The token is not in local storage either (session storage only, spec-1 §4).
    const localText = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(localText).not.toContain(stored.token ?? '<none>');
  });

  it('logs out from the side menu: storage cleared, /login after about a second, session revoked', async () => {
    const page = await mobilePage();
    await loginAsDemo(page, site.baseUrl);
    const { token } = await readStorage(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: UI.openMenu }).click();
    await page.getByText(`您好，${DEMO.username}`).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: UI.logout, exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确定要退出当前账号吗？' });
    await dialog.waitFor({ state: 'visible' });
    const logoffAnswer = page.waitForResponse((response) => response.url().endsWith('/api/logoff'));
    await dialog.getByRole('button', { name: UI.logout, exact: true }).click();
    const confirmedAt = Date.now();
    expect((await logoffAnswer).status()).toBe(200);

    await expectVisibleText(page, '退出成功');
    await expect.poll(() => readStorage(page), { timeout: 2_000 }).toEqual({ token: null, userInfo: null });
    await expectHash(page, '#/login', 5_000);
    const waited = Date.now() - confirmedAt;
    expect(waited).toBeGreaterThanOrEqual(800);
    expect(waited).toBeLessThan(4_000);
    await page.getByRole('tab', { name: UI.loginTabAccount }).waitFor({ state: 'visible' });

    // The old token no longer opens the account.
    const balance = await page.request.post(`${site.baseUrl}/api/balance`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const body = (await balance.json()) as { code: number };
    expect(balance.status() === 401 || body.code === 401).toBe(true);
  });

  it('a wrong login captcha shows 验证码错误！ and loads a new captcha that then works', async () => {
    const page = await mobilePage();
    await page.goto(`${site.baseUrl}/#/login`);
    await fillAccountLogin(page, DEMO.username, DEMO.password, '1111');
    const before = await captchaSrc(page);

    await submitLogin(page);
    await expectVisibleText(page, '验证码错误！');
    await expect.poll(() => page.getByAltText(UI.captchaAlt).getAttribute('src'), { timeout: 5_000 }).not.toBe(before);
    const after = await captchaSrc(page);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^data:image\//);
    expect(hashOf(page)).toBe('#/login');
    expect((await readStorage(page)).token).toBeNull();
    // The used-up code was cleared; the new captcha logs in.
    expect(await page.getByPlaceholder(UI.captcha, { exact: true }).inputValue()).toBe('');
    await page.getByPlaceholder(UI.captcha, { exact: true }).fill(E2E_CAPTCHA_CODE);
    await submitLogin(page);
    await expectLoggedInHome(page, DEMO.username);
  });

  it('a guarded route sends a visitor to /login?redirect=… and back there after login', async () => {
    const page = await mobilePage();
    await page.goto(`${site.baseUrl}/#/assets?type=4`);
    await expectHash(page, `#/login?redirect=${encodeURIComponent('/assets?type=4')}`);
    await page.getByRole('tab', { name: UI.loginTabAccount }).waitFor({ state: 'visible' });

    await fillAccountLogin(page, DEMO.username, DEMO.password, E2E_CAPTCHA_CODE);
    await submitLogin(page);
    await expectHash(page, '#/assets?type=4');
    await page.getByText('我的资产', { exact: true }).first().waitFor({ state: 'visible' });
    expect((await readStorage(page)).token).toBeTruthy();

    // The member centre opens directly now that the member is logged in.
    await page.goto(`${site.baseUrl}/#/userCenter`);
    await page.getByText('会员中心', { exact: true }).first().waitFor({ state: 'visible' });
    expect(hashOf(page)).toBe('#/userCenter');
  });

  it('registers with a phone number and an SMS code', async () => {
    const page = await mobilePage();
    const phone = `139${randomDigits(8)}`;
    const password = `ph${randomDigits(6)}z`;

    await page.goto(`${site.baseUrl}/#/register`);
    await chooseTab(page, UI.registerTabPhone);
    await page.getByPlaceholder(UI.phone, { exact: true }).fill(phone);
    const sendCode = page.getByRole('button', { name: UI.sendCode, exact: true });
    const smsAnswer = page.waitForResponse((response) => response.url().includes('/api/registerNote'));
    await sendCode.click();
    expect((await smsAnswer).status()).toBe(200);
    await expectVisibleText(page, '验证码已发送');
    await expectSendCodeCountdown(page);

    await fillRegisterCommon(page, { password, confirmPassword: password, realName: 'LiLei', payPassword: '135246' });
    await page.getByPlaceholder(UI.smsCode, { exact: true }).fill(E2E_SMS_CODE);
    await tickAdult(page);
    await page.getByRole('button', { name: UI.registerButton, exact: true }).click();

    // The phone is the account name (ADR 0004).
    await expectLoggedInHome(page, phone, '0.00');
    const userInfo = JSON.parse((await readStorage(page)).userInfo ?? '{}') as Record<string, unknown>;
    expect(userInfo.username).toBe(phone);
    expect(String(userInfo.mobile)).toMatch(/^139\*{4}\d{4}$/);
  });

  it('a session ended on the server: the balance poll alerts, clears storage and opens /login', async () => {
    const page = await mobilePage();
    const dialogs: string[] = [];
    const balanceStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/balance')) balanceStatuses.push(response.status());
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await loginAsDemo(page, site.baseUrl);
    const { token } = await readStorage(page);
    expect(token).toBeTruthy();
    // Let one poll succeed first: the session works until it is ended.
    await page.waitForResponse((response) => response.url().endsWith('/api/balance') && response.status() === 200);

    const logoff = await page.request.post(`${site.baseUrl}/api/logoff`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(logoff.status()).toBe(200);

    // The next 3.3 s poll gets 401.
    await expect.poll(() => dialogs.length, { timeout: 8_000, interval: 100 }).toBeGreaterThan(0);
    expect(dialogs[0]).toBe(UI.sessionExpired);
    expect(balanceStatuses).toContain(401);
    await expectHash(page, '#/login', 5_000);
    expect(await readStorage(page)).toEqual({ token: null, userInfo: null });
    await page.getByRole('tab', { name: UI.loginTabAccount }).waitFor({ state: 'visible' });
    // One alert, and no poll keeps running without a session.
    await page.waitForTimeout(3_500);
    expect(balanceStatuses.filter((status) => status === 401)).toHaveLength(1);
    expect(dialogs).toHaveLength(1);
    expect(hashOf(page)).toBe('#/login');
  });

  it('register validates in the spec order on the client and sends nothing while invalid', async () => {
    const page = await mobilePage();
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/register')) registerCalls.push(request.url());
    });
    await page.goto(`${site.baseUrl}/#/register`);
    await captchaSrc(page);
    const submit = page.getByRole('button', { name: UI.registerButton, exact: true });
    const account = page.getByPlaceholder(UI.registerAccount, { exact: true });

    // Everything else valid, account 5 characters.
    await account.fill('abc12');
    await fillRegisterCommon(page, {
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      realName: '张三',
      payPassword: '123456',
    });
    await page.getByPlaceholder(UI.captcha, { exact: true }).fill(E2E_CAPTCHA_CODE);
    await tickAdult(page);
    await submit.click();
    await expectVisibleText(page, '请输入正确的账号（最少6位，英文及数字）！');

    // Then each field in turn: a bad account is reported before a bad password, and so on.
    const steps: { fields: RegisterFields; account: string; message: string }[] = [
      {
        account: 'abcdef',
        fields: { password: 'abcd1234', confirmPassword: 'abcd1234', realName: '张三', payPassword: '123456' },
        message: '请输入正确的账号（最少6位，英文及数字）！',
      },
      {
        account: 'abc123',
        fields: { password: 'abcdefgh', confirmPassword: 'x', realName: '1', payPassword: '1' },
        message: '密码长度最少8位！以字母和数字组合！',
      },
      {
        account: 'abc123',
        fields: { password: 'abcd1234', confirmPassword: 'abcd12345', realName: '1', payPassword: '1' },
        message: '两次密码不一致！',
      },
      {
        account: 'abc123',
        fields: { password: 'abcd1234', confirmPassword: 'abcd1234', realName: '张三1', payPassword: '1' },
        message: '姓名格式不正确，可以是中，英文名称！',
      },
      {
        account: 'abc123',
        fields: { password: 'abcd1234', confirmPassword: 'abcd1234', realName: '张三', payPassword: '12345' },
        message: '支付密码长度需是6位！',
      },
    ];
    for (const step of steps) {
      await account.fill(step.account);
      await fillRegisterCommon(page, step.fields);
      await submit.click();
      await expectVisibleText(page, step.message);
    }
    // Captcha missing, then the 18+ box.
    await fillRegisterCommon(page, {
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      realName: '张三',
      payPassword: '123456',
    });
    await page.getByPlaceholder(UI.captcha, { exact: true }).fill('');
    await submit.click();
    await expectVisibleText(page, '请输入验证码！');
    await page.getByPlaceholder(UI.captcha, { exact: true }).fill(E2E_CAPTCHA_CODE);
    // The 18+ box works from the keyboard too.
    const adult = page.getByRole('checkbox', { name: UI.adult });
    await adult.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => adult.isChecked()).toBe(false);
    await submit.click();
    await expectVisibleText(page, '请确认您已年满18周岁');

    expect(registerCalls).toEqual([]);
    expect(hashOf(page)).toBe('#/register');
    expect((await readStorage(page)).token).toBeNull();
  });

  it('login and register screens (both tabs) as the member sees them', async () => {
    const page = await mobilePage();
    await page.goto(`${site.baseUrl}/#/login`);
    await page.getByRole('tab', { name: UI.loginTabAccount }).waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: UI.loginTabPhone }).waitFor({ state: 'visible' });
    const banner = page.getByAltText(UI.bannerAlt);
    await expect
      .poll(() => banner.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByPlaceholder(UI.loginAccount, { exact: true }).waitFor({ state: 'visible' });
    await page.getByPlaceholder(UI.loginPassword, { exact: true }).waitFor({ state: 'visible' });
    await captchaSrc(page);
    const forgot = page.getByRole('link', { name: UI.forgotPassword });
    await forgot.waitFor({ state: 'visible' });
    // No shell header or side menu on /login (spec-1 §2).
    expect(await page.getByRole('button', { name: UI.openMenu }).count()).toBe(0);
    await screenshot(page, 'members-login-account');

    await chooseTab(page, UI.loginTabPhone);
    await page.getByPlaceholder(UI.phone, { exact: true }).waitFor({ state: 'visible' });
    await page.getByPlaceholder(UI.smsCode, { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: UI.sendCode, exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByAltText(UI.captchaAlt).count()).toBe(0);
    await screenshot(page, 'members-login-phone');

    // The tabs work from the keyboard (WAI-ARIA tabs): only the chosen tab is in the Tab order, and
    // the arrow keys move to the other tab and choose it.
    const accountTab = page.getByRole('tab', { name: UI.loginTabAccount });
    const phoneTab = page.getByRole('tab', { name: UI.loginTabPhone });
    expect(await phoneTab.getAttribute('tabindex')).toBe('0');
    expect(await accountTab.getAttribute('tabindex')).toBe('-1');
    await phoneTab.focus();
    await page.keyboard.press('ArrowRight');
    await expectTabLineUnder(page, accountTab, '.auth-tabs .tab-strip__line');
    expect(await accountTab.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByPlaceholder(UI.loginPassword, { exact: true }).waitFor({ state: 'visible' });
    await page.keyboard.press('End');
    await expectTabLineUnder(page, phoneTab, '.auth-tabs .tab-strip__line');
    await page.getByPlaceholder(UI.smsCode, { exact: true }).waitFor({ state: 'visible' });

    await page.goto(`${site.baseUrl}/#/register`);
    for (const placeholder of [
      UI.registerAccount,
      UI.registerPassword,
      UI.confirmPassword,
      UI.realName,
      UI.payPassword,
      UI.captcha,
    ]) {
      await page.getByPlaceholder(placeholder, { exact: true }).waitFor({ state: 'visible' });
    }
    await captchaSrc(page);
    await page.getByText(UI.adult, { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('checkbox', { name: UI.adult }).isChecked()).toBe(false);
    await screenshot(page, 'members-register-account');

    await chooseTab(page, UI.registerTabPhone);
    for (const placeholder of [
      UI.phone,
      UI.registerPassword,
      UI.confirmPassword,
      UI.realName,
      UI.payPassword,
      UI.smsCode,
    ]) {
      await page.getByPlaceholder(placeholder, { exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByRole('button', { name: UI.sendCode, exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByAltText(UI.captchaAlt).count()).toBe(0);
    await screenshot(page, 'members-register-phone');

    // Forgot password opens customer service (spec-1 §2).
    await page.goto(`${site.baseUrl}/#/login`);
    await page.getByRole('link', { name: UI.forgotPassword }).click();
    await expectHash(page, '#/kefu');
  });
});
