import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, expectHash, okData, STAFF, waitForQuiet } from './backoffice-harness';
import { launchBrowser, screenshot, SCREENSHOT_DIR, startServer, type RunningServer } from './harness';
import { StaffTotp } from './staff-totp';

/**
 * The back office's agent commission (decision 0029) on a demo start WITH the demo money history:
 * the demo tree agent888 → agent777 → agent666 played last week and that week was settled at start.
 * Staff find the statements in 佣金单, open one's lines, run "settle now" on the settled week (nothing
 * is written twice) and read the tree in 代理报表, at 1280x800. (Approve / pay in bulk need a
 * statement above the plan's approval limit, which the demo does not have: the integration tests and
 * the screenshots of decision 0029 cover them.)
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/agents-commission';

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // a copy for a person to look at
  }
}

describe.skipIf(!inject('chromiumAvailable'))('back office: agent commission', () => {
  const totp = new StaffTotp();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({
        ADMIN_USERNAME: STAFF.username,
        ADMIN_PASSWORD: STAFF.password,
        ADMIN_TOTP_SECRET: totp.secret,
        // The demo tree's history: last week's bets and its settled statements.
        SEED_DEMO_HISTORY: '1',
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function staffPage(): Promise<Page> {
    const baseUrl = server!.baseUrl;
    const answer = await api<{ token: string }>(baseUrl, 'POST', '/api/admin/login', undefined, {
      ...STAFF,
      totp: await totp.code(),
    });
    const token = okData(answer, 'staff login').token;
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    await context.addInitScript((value) => {
      if (window.top === window) window.sessionStorage.setItem('admin_token', value);
    }, token);
    const page = await context.newPage();
    // Without transitions (as the other back-office files): a closing dropdown never swallows a click.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  it('lists the settled demo week, shows how a statement was computed, settles once, and reports the tree', async () => {
    const page = await staffPage();
    await page.goto(`${server!.baseUrl}/admin/#/`);
    await page.getByRole('menuitem', { name: '佣金单', exact: true }).click();
    await expectHash(page, '#/agents/commission');
    const top = page.getByRole('row').filter({ hasText: 'agent888' });
    await top.waitFor({ state: 'visible' });
    // 1.20 % of its two members' 800.00 (9.60) + (1.20 − 0.80) % of agent777's team 1,600.00 (6.40).
    expect(await top.innerText()).toContain('16.00');
    expect(await top.innerText()).toContain('已发放');
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'backoffice-agent-statements-1280');

    await top.getByRole('button', { name: '明细' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('有效投注 1600.00 × 级差 0.40% = 6.40').waitFor({ state: 'visible' });
    await drawer
      .getByText('本期佣金 16.00 + 上期结转 0.00 = 16.00（发放 16.00，结转下期 0.00）')
      .waitFor({ state: 'visible' });
    // The drawer slides in; the picture waits for it to stand still.
    await page.waitForTimeout(500);
    await shot(page, 'backoffice-agent-statement-detail-1280');
    await page.keyboard.press('Escape');

    // Settle now: the default plan's last complete week was settled at start, so nothing is written again.
    await waitForQuiet(page, { loaded: true });
    await page.getByRole('combobox', { name: '方案' }).click();
    await page.getByTitle(/周结·流水返佣/).click();
    await page.getByRole('button', { name: /结\s?算/ }).click();
    await page.getByText('该周期已结算过，未重复生成').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'agent888' }).count()).toBe(1);

    await page.getByRole('menuitem', { name: '代理报表', exact: true }).click();
    await expectHash(page, /#\/agents\/report/);
    await page.getByRole('heading', { name: '代理报表' }).waitFor({ state: 'visible' });
    // The tree top down, each agent with its level and rate, its whole team's valid bet.
    for (const [username, level, teamBet] of [
      ['agent888', '1级 · 1.20%', '2400.00'],
      ['agent777', '2级 · 0.80%', '1600.00'],
      ['agent666', '3级 · 0.50%', '800.00'],
    ] as const) {
      const row = page.getByRole('row').filter({ hasText: level });
      await row.waitFor({ state: 'visible' });
      expect(await row.innerText()).toContain(username);
      expect(await row.innerText()).toContain(teamBet);
    }
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'backoffice-agent-report-1280');
    expect(pageErrors).toEqual([]);
  });
});
