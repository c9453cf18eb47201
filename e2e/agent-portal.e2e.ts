import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { E2E_CAPTCHA_CODE, screenshot, SCREENSHOT_DIR } from './harness';
import { captchaId, depositAndPlaySicBo, type Envelope, registerByApi, useMemberSite } from './member-site';

/**
 * The agent portal (issue #17, decision 0030) in a real browser: the demo agent creates a fresh
 * sub-agent in the portal, a fresh member registers with the sub-agent's pid, deposits through the
 * sandbox cashier and plays house rounds; then the sub-agent, logged in to the member site, opens
 * /gamePage?dailiD=1, sees the portal in the frame (signed in by the single-use ticket) and finds the
 * member's deposit and bet. Then the portal on its own (/agent/, password login) at 375x667 and
 * 1280x800, every page screenshotted.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/agents-portal';
const DEMO_AGENT = { username: 'agent888', password: 'agent8888' };
const PASSWORD = 'abcd1234';

const UI = {
  deposit: '团队存款',
  validBet: '有效投注',
  members: '直属会员',
  report: '团队报表',
  subAgents: '下级代理',
  statements: '佣金',
  invite: '推广',
  overview: '概览',
  login: '登录',
  logout: '退出',
} as const;

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // a copy for a person to look at
  }
}

async function call<T>(baseUrl: string, route: string, body?: unknown, token?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function portalLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>(baseUrl, '/api/agent-portal/login', {
    name: username,
    password,
    auth_code: E2E_CAPTCHA_CODE,
    captcha_id: await captchaId(baseUrl),
  });
  expect(answer.code, answer.message).toBe(200);
  return answer.data.token;
}

const suffix = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`;

describe.skipIf(!inject('chromiumAvailable'))('agent portal', () => {
  const site = useMemberSite();
  let subAgent = { id: '', username: '' };
  let player = '';

  /** The demo agent makes a fresh sub-agent; a fresh member registers under it, deposits 100 and plays 2 rounds of 10. */
  async function prepareTeam(): Promise<void> {
    const { baseUrl } = site;
    const demoToken = await portalLogin(baseUrl, DEMO_AGENT.username, DEMO_AGENT.password);
    const created = await call<{ member_id: string; username: string }>(
      baseUrl,
      '/api/agent-portal/sub-agents',
      {
        name: `pa${suffix()}`,
        password: PASSWORD,
        confirm_password: PASSWORD,
        realname: '代理甲',
        paypassword: '246810',
        rate_percent: '1.00',
        adult: true,
      },
      demoToken,
    );
    expect(created.code, created.message).toBe(200);
    subAgent = { id: created.data.member_id, username: created.data.username };

    const registered = await registerByApi(baseUrl, 'pm', { pid: subAgent.id });
    player = registered.username;
    await depositAndPlaySicBo(baseUrl, registered.token, 2);
  }

  async function expectFigure(frame: FrameLocator, label: string, value: string): Promise<void> {
    const cell = frame.locator('.money-cell').filter({ hasText: label });
    await expect.poll(() => cell.innerText()).toContain(value);
  }

  it('opens the portal from /gamePage?dailiD=1 and shows the team member deposit and bet', async () => {
    await prepareTeam();
    const memberToken = await site.login(subAgent.username, PASSWORD);
    const userInfo = (await site.api<Record<string, unknown>>('/user', { token: memberToken })).data;
    const page = await site.pageAs(memberToken, userInfo);
    const ticketAnswer = page.waitForResponse((response) => response.url().endsWith('/api/getAgentLoginUrl'));
    await page.goto(`${site.baseUrl}/#/gamePage?dailiD=1`);
    const answer = (await (await ticketAnswer).json()) as Envelope<{ url: string }>;
    expect(answer.data.url).toMatch(/^\/agent\/#\/sso\?ticket=/);
    expect((await ticketAnswer).headers()['cache-control']).toBe('no-store');

    const frame = page.frameLocator('iframe.game-page__frame');
    await frame.getByText(subAgent.username).first().waitFor({ state: 'visible', timeout: 20_000 });
    await expectFigure(frame, UI.deposit, '100.00');
    await expectFigure(frame, UI.validBet, '20.00');
    // The frame replaced the ticket address with the overview (the ticket is spent).
    const frameUrl = await page.locator('iframe.game-page__frame').evaluate((element) => {
      const iframe = element as HTMLIFrameElement;
      return iframe.contentWindow?.location.href ?? '';
    });
    expect(frameUrl).not.toContain('ticket=');
    await shot(page, 'agent-portal-gamepage-frame-375');

    // The member, with the deposit and the bet, in the direct-member list.
    await frame.getByRole('link', { name: UI.members, exact: true }).click();
    const row = frame.locator('.member-row').filter({ hasText: player });
    await expect.poll(() => row.innerText()).toContain('100.00');
    expect(await row.innerText()).toContain('20.00');
    await shot(page, 'agent-portal-gamepage-members-375');
  });

  it('a spent ticket does not open the portal again', async () => {
    const memberToken = await site.login(subAgent.username, PASSWORD);
    const url = (await site.api<{ url: string }>('/getAgentLoginUrl', { token: memberToken, method: 'GET' })).data.url;
    const first = await call(site.baseUrl, '/api/agent-portal/session', { ticket: url.split('ticket=')[1] });
    expect(first.code).toBe(200);
    const page = await site.mobilePage();
    await page.goto(`${site.baseUrl}${url}`);
    await page.getByText('无法进入代理后台').waitFor({ state: 'visible' });
    await page.getByText('登录凭证无效或已过期，请重新进入代理后台').waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-sso-refused-375');
  });

  it('works on its own: password login, then every page at 375x667 and the report at 1280x800', async () => {
    const page = await site.mobilePage();
    await page.goto(`${site.baseUrl}/agent/`);
    await page.getByLabel('账号').fill(subAgent.username);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: '验证码' }).fill(E2E_CAPTCHA_CODE);
    await shot(page, 'agent-portal-login-375');
    await page.getByRole('button', { name: UI.login, exact: true }).click();
    await page.locator('.money-cell').filter({ hasText: UI.deposit }).getByText('100.00').waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-overview-375');

    await page.getByRole('link', { name: UI.report, exact: true }).click();
    await page.locator('.recharts-surface').first().waitFor({ state: 'visible' });
    await page.getByRole('cell', { name: '100.00' }).first().waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-report-375');

    await page.getByRole('link', { name: UI.members, exact: true }).click();
    await page.locator('.member-row').filter({ hasText: player }).waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-members-375');

    await page.getByRole('link', { name: UI.subAgents, exact: true }).click();
    await page.locator('.ant-empty-description').getByText('暂无数据').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '新建下级代理' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('账号（6-13位字母和数字）').fill(`ps${suffix()}`);
    await dialog.getByLabel('登录密码（8位以上字母和数字）').fill(PASSWORD);
    await dialog.getByLabel('确认密码').fill(PASSWORD);
    await dialog.getByLabel('真实姓名').fill('代理乙');
    await dialog.getByLabel('资金密码（6位数字）').fill('135790');
    await dialog.getByLabel(/返佣比例/).fill('1.00');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '创建' }).click();
    // 1.00 is not below this sub-agent's own 1.00: refused in the form with the shared rule's message.
    await dialog.getByText('下级代理的返佣比例必须低于您的比例（1.00%）').waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-sub-agent-form-375');
    await dialog.getByLabel(/返佣比例/).fill('0.50');
    await dialog.getByRole('button', { name: '创建' }).click();
    await page.locator('.member-row').filter({ hasText: '0.50%' }).waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-sub-agents-375');

    await page.getByRole('link', { name: UI.statements, exact: true }).click();
    await page.locator('.ant-empty-description').getByText('暂无数据').waitFor({ state: 'visible' });
    await shot(page, 'agent-portal-statements-375');

    await page.getByRole('link', { name: UI.invite, exact: true }).click();
    await page.locator('.qr-image').waitFor({ state: 'visible' });
    expect(await page.getByRole('textbox', { name: '我的推广链接' }).inputValue()).toBe(
      `${site.baseUrl}/#/register?pid=${subAgent.id}`,
    );
    await shot(page, 'agent-portal-invite-375');

    await page.getByRole('button', { name: UI.logout, exact: true }).click();
    await page.getByRole('button', { name: UI.login, exact: true }).waitFor({ state: 'visible' });

    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    try {
      const desktop = await context.newPage();
      const token = await portalLogin(site.baseUrl, subAgent.username, PASSWORD);
      await desktop.goto(`${site.baseUrl}/agent/#/login`);
      await desktop.evaluate((stored) => window.sessionStorage.setItem('agent_portal_token', stored), token);
      await desktop.goto(`${site.baseUrl}/agent/#/report`);
      await desktop.reload();
      await desktop.getByRole('cell', { name: '100.00' }).first().waitFor({ state: 'visible' });
      await shot(desktop, 'agent-portal-report-1280');
    } finally {
      await context.close();
    }
  });
});
