import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api as adminApi, okData, STAFF } from './backoffice-harness';
import { SCREENSHOT_DIR, screenshot } from './harness';
import { expectHash, useMemberSite } from './member-site';
import { StaffTotp } from './staff-totp';

/**
 * Red packets end-to-end (spec-2 §2 /hongbao and /welfare, §4, §8; decision 0024) on a 375x667
 * phone page against the real server. The server's red-packet clock is set by the test
 * (TEST_CLOCK_AT, refused in production) to 10:30 Beijing time of the window the demo seed's
 * deposits count for: today's while today's window is not over, else tomorrow's. The demo member
 * (demo888) then has its seeded deposits counted (2 grabs) and yesterday's packet on /welfare.
 */

const DEMO = { username: 'demo888', password: 'demo8888' } as const;

/** 10:30 Beijing time of today's window, or tomorrow's once today's has closed (12:00). */
function windowClock(now = new Date()): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000);
  const day = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate()));
  if (beijing.getUTCHours() >= 12) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T10:30:00+08:00`;
}

const SHOTS = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS, `${name}.png`));
  }
}

describe.runIf(inject('chromiumAvailable'))('red packets', () => {
  const totp = new StaffTotp();
  const site = useMemberSite({
    env: () => ({
      // The demo member's seeded deposits are what this file's window counts (the harness leaves them out).
      SEED_DEMO_HISTORY: '1',
      TEST_CLOCK_AT: windowClock(),
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      ADMIN_TOTP_SECRET: totp.secret,
    }),
  });
  let staffSession: string | undefined;

  async function staffToken(): Promise<string> {
    staffSession ??= okData(
      await adminApi<{ token: string }>(site.baseUrl, 'POST', '/api/admin/login', undefined, {
        ...STAFF,
        totp: await totp.code(),
      }),
      'staff login',
    ).token;
    return staffSession;
  }

  async function demoPage(): Promise<{ page: Page; token: string }> {
    const token = await site.login(DEMO.username, DEMO.password);
    const user = await site.api('/user', { token });
    const page = await site.pageAs(token, user.data);
    return { page, token };
  }

  async function saveRules(patch: Record<string, unknown>): Promise<void> {
    const token = await staffToken();
    const rules = okData(
      await adminApi<Record<string, unknown>>(site.baseUrl, 'GET', '/api/admin/red-packets/rules', token),
      'rules',
    );
    okData(
      await adminApi(site.baseUrl, 'POST', '/api/admin/red-packets/rules', token, { ...rules, ...patch }),
      'save rules',
    );
  }

  async function setWindow(start: string, end: string): Promise<void> {
    await saveRules({ window_start: start, window_end: end });
  }

  it('grabs a red packet inside the window: the won popup with the amount, then the record on /welfare', async () => {
    // One tier for whatever the demo history deposited (it grows as promotions add demo deposits): 2 grabs.
    await saveRules({ tiers: [{ day_flow: '100.00', flow_money: '999999.99', recharge: 2 }] });
    const { page, token } = await demoPage();
    await page.goto(`${site.baseUrl}/#/welfare`);
    await page.getByTestId('welfare-left').waitFor({ state: 'visible' });
    expect(await page.getByTestId('welfare-left').innerText()).toBe('2');
    // Yesterday's packet from the demo history.
    await page.getByTestId('welfare-records').waitFor({ state: 'visible' });
    expect(await page.getByTestId('welfare-records').locator('tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: '去抢红包' }).click();
    await expectHash(page, '#/hongbao');
    await page.getByTestId('red-packet-status').getByText('红包开抢中，12:00 结束').waitFor({ state: 'visible' });
    expect(await page.getByTestId('red-packet-left').innerText()).toBe('2');
    await page.getByText('每日 10:00-12:00（北京时间）开放抢红包').waitFor({ state: 'visible' });
    await page.getByText('存款统计时间：前一日 12:00 至当日 10:00').waitFor({ state: 'visible' });
    expect(await page.locator('.red-packets__table tbody tr').count()).toBe(1);
    await shoot(page, 'redpackets-hongbao');

    // The deposits the window counts: the demo's seeded deposits (red packets, VIP, rebates), in one tier.
    const standing = await site.api<{ money: string }>('/userredpacket', { token, method: 'GET' });
    expect(Number(standing.data.money)).toBeGreaterThanOrEqual(1288);
    const balanceBefore = await site.api<{ balance: string }>('/balance', { token });
    await page.getByRole('button', { name: '抢', exact: true }).click();
    const amount = page.getByTestId('red-packet-amount');
    await amount.waitFor({ state: 'visible' });
    await page.getByText('恭喜发财').waitFor({ state: 'visible' });
    const won = (await amount.innerText()).replace('元', '').trim();
    expect(won).toMatch(/^\d+\.\d{2}$/);
    await shoot(page, 'redpackets-popup-won');
    const balanceAfter = await site.api<{ balance: string }>('/balance', { token });
    expect(Math.round(Number(balanceAfter.data.balance) * 100 - Number(balanceBefore.data.balance) * 100)).toBe(
      Math.round(Number(won) * 100),
    );
    await page.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.getByTestId('red-packet-left').innerText()).toBe('1');
    expect(await page.getByTestId('red-packet-received').innerText()).toBe('1');

    await page.goto(`${site.baseUrl}/#/welfare`);
    await page.getByTestId('welfare-records').waitFor({ state: 'visible' });
    const rows = page.getByTestId('welfare-records').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const first = await rows.first().locator('td').allInnerTexts();
    expect(first[0]).toBe(standing.data.money);
    expect(first[1]).toBe(won);
    expect(await page.getByTestId('welfare-left').innerText()).toBe('1');
    expect(await page.getByTestId('welfare-received').innerText()).toBe('1');
    await shoot(page, 'redpackets-welfare');
  });

  it('shows the failure popup with recharge-now when no grab is left, and the window popups', async () => {
    const { page } = await demoPage();
    await page.goto(`${site.baseUrl}/#/hongbao`);
    await page.getByTestId('red-packet-left').waitFor({ state: 'visible' });
    // The last grab, then none left.
    await page.getByRole('button', { name: '抢', exact: true }).click();
    await page.getByTestId('red-packet-amount').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.getByTestId('red-packet-left').innerText()).toBe('0');
    await page.getByRole('button', { name: '抢', exact: true }).click();
    await page.getByText('您的剩余次数不足！').waitFor({ state: 'visible' });
    await shoot(page, 'redpackets-popup-failure');
    await page.getByRole('button', { name: '立即充值' }).click();
    await expectHash(page, '#/deposit');
    await page.getByText('选择存款方式').first().waitFor({ state: 'visible' });

    await setWindow('11:00', '12:00');
    await page.goto(`${site.baseUrl}/#/hongbao`);
    await page.getByTestId('red-packet-status').getByText('今日 11:00 开抢').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '抢', exact: true }).click();
    await page.getByText('活动尚未开始').waitFor({ state: 'visible' });
    await page.getByText('红包每日 11:00-12:00 开抢，请准时参与').waitFor({ state: 'visible' });
    await shoot(page, 'redpackets-popup-not-started');

    await setWindow('09:00', '10:00');
    await page.goto(`${site.baseUrl}/#/welfare`);
    await page.getByTestId('welfare-left').waitFor({ state: 'visible' });
    await page.goto(`${site.baseUrl}/#/hongbao`);
    await page.getByTestId('red-packet-status').getByText('今日已结束，明日 09:00 再来').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '抢', exact: true }).click();
    await page.getByText('今日活动已结束').waitFor({ state: 'visible' });
    await shoot(page, 'redpackets-popup-finished');
    await setWindow('10:00', '12:00');
  });

  it('the home float links to /hongbao without covering the 体育 tab', async () => {
    const { page } = await demoPage();
    await page.goto(`${site.baseUrl}/#/`);
    const float = page.getByRole('button', { name: '抢红包' });
    await float.waitFor({ state: 'visible' });
    const sports = page.locator('.home-tab').filter({ hasText: '体育' }).first();
    await sports.waitFor({ state: 'visible' });
    // The welcome notice (index_modal 1) opens over the home page first.
    const welcome = page.getByRole('button', { name: '我知道了' });
    if (await welcome.isVisible().catch(() => false)) await welcome.click();
    const overlap = async () => {
      const a = await page.locator('.red-packet-float').boundingBox();
      const b = await sports.boundingBox();
      if (!a || !b) return 'missing';
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        ? `float ${JSON.stringify(a)} covers 体育 ${JSON.stringify(b)}`
        : 'clear';
    };
    await expect.poll(overlap, { timeout: 5_000 }).toBe('clear');
    await shoot(page, 'redpackets-home-float');
    // The float sways (CSS animation): it is never 'stable' for a normal click.
    await float.click({ force: true });
    await expectHash(page, '#/hongbao');
    await page.getByTestId('red-packet-status').waitFor({ state: 'visible' });
  });

  it('is refused with 红包已关闭 when redpacket_switch is 0, and the home float is gone', async () => {
    const token = await staffToken();
    okData(
      await adminApi(site.baseUrl, 'POST', '/api/admin/site-settings', token, { redpacket_switch: 0 }),
      'switch off',
    );
    const { page } = await demoPage();
    await page.goto(`${site.baseUrl}/#/hongbao`);
    await page.getByText('红包已关闭').first().waitFor({ state: 'visible' });
    await shoot(page, 'redpackets-closed');
    await page.goto(`${site.baseUrl}/#/`);
    await page.locator('.home-page, .adm-tabs').first().waitFor({ state: 'visible' });
    expect(await page.locator('.red-packet-float').count()).toBe(0);
    okData(
      await adminApi(site.baseUrl, 'POST', '/api/admin/site-settings', token, { redpacket_switch: 1 }),
      'switch on',
    );
  });
});
