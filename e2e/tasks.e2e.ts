import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SCREENSHOT_DIR, screenshot } from './harness';
import { expectHash, expectToast, registerByApi, useMemberSite, waitToastsGone } from './member-site';

/**
 * Daily tasks, liveness and chests end-to-end (spec-2 §2 the 日常任务 tab, §4, §8; decision 0027)
 * on a 375x667 phone page against the real server. The demo seed defines the tasks and chests; the
 * demo member starts from an empty wallet (SEED_DEMO_HISTORY=0), deposits 500 through the sandbox
 * cashier, claims 今日存款满500元 (+20 liveness) and opens the 20-liveness chest.
 */

const SHOTS = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS, `${name}.png`));
  }
}

/** /activeList: the activity centre shows the tasks under its 日常任务 tab. */
async function openTasks(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/activeList`);
  const tab = page.getByRole('tab', { name: '日常任务', exact: true });
  await tab.waitFor({ state: 'visible' });
  await tab.click();
}

const taskRow = (page: Page, title: string) => page.locator('.tasks__task', { hasText: title });

describe.runIf(inject('chromiumAvailable'))('daily tasks and chests', () => {
  const site = useMemberSite();

  // A member of its own: the demo member's seeded history (VIP demo deposit) already counts for today.
  let member: { username: string; password: string } | undefined;
  async function demoPage(): Promise<{ page: Page; token: string }> {
    member ??= await registerByApi(site.baseUrl, 'tk');
    const token = await site.login(member.username, member.password);
    const user = await site.api('/user', { token });
    const page = await site.pageAs(token, user.data);
    return { page, token };
  }

  it('asks a visitor to log in', async () => {
    const page = await site.mobilePage();
    await openTasks(page, site.baseUrl);
    await page.getByRole('button', { name: '去登录' }).waitFor({ state: 'visible' });
    await shoot(page, 'tasks-anonymous');
  });

  it('completes a deposit task with a sandbox deposit, claims it, and opens a chest', async () => {
    const { page, token } = await demoPage();
    await openTasks(page, site.baseUrl);
    await page.getByTestId('tasks-tab').waitFor({ state: 'visible' });
    expect(await page.getByTestId('tasks-sum').innerText()).toBe('0.00');
    expect(await page.getByTestId('tasks-liveness').innerText()).toBe('0');
    expect(await page.getByTestId('tasks-countdown').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const task = taskRow(page, '今日存款满500元');
    await task.getByRole('button', { name: '去完成' }).waitFor({ state: 'visible' });
    await task.getByText('0.00/500.00').waitFor({ state: 'visible' });
    await shoot(page, 'tasks-tab-start');

    // Help popup with the task's content.
    await task.getByRole('button', { name: '任务说明' }).click();
    await page.getByText('今日到账存款累计满500元即可领取。奖金需完成1倍流水方可提现。').waitFor({ state: 'visible' });
    await shoot(page, 'tasks-help-popup');
    await page.getByRole('button', { name: '知道了' }).click();

    // A locked chest: the hint for 3000 ms.
    await page.locator('.tasks__chest', { hasText: '活跃度20' }).click();
    await expectToast(page, '开启宝箱可获得2.88元彩金，需完成3倍流水方可提现');
    await shoot(page, 'tasks-chest-hint');
    await waitToastsGone(page);

    // 去完成 goes home.
    await task.getByRole('button', { name: '去完成' }).click();
    await expectHash(page, '#/');

    // Deposit 500 through the sandbox cashier.
    await page.goto(`${site.baseUrl}/#/deposit`);
    const online = page.getByRole('radiogroup', { name: '选择存款方式' }).getByRole('radio', { name: /^在线支付/ });
    await online.click();
    const channel = page.getByRole('radiogroup', { name: '选择支付通道' }).getByRole('radio', { name: /^快捷支付/ });
    await channel.click();
    await page.getByPlaceholder('请输入存款金额', { exact: true }).fill('500');
    await page.getByRole('button', { name: '下一步', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/'));
    await page.getByRole('button', { name: '确认支付', exact: true }).click();
    await page.getByRole('heading', { name: '支付成功', exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: '返回网站', exact: true }).click();
    await expectHash(page, '#/assets?type=0');

    await openTasks(page, site.baseUrl);
    await expect.poll(() => page.getByTestId('tasks-sum').innerText()).toBe('500.00');
    const claim = task.getByRole('button', { name: '领取', exact: true });
    await claim.waitFor({ state: 'visible' });
    await shoot(page, 'tasks-tab-claimable');
    const before = await site.api<{ balance: string }>('/balance', { token });
    await claim.click();
    await expectToast(page, '领取成功，奖金 8.00 元已到账');
    await task.getByRole('button', { name: '已领取' }).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('tasks-liveness').innerText()).toBe('20');
    const after = await site.api<{ balance: string }>('/balance', { token });
    expect(Math.round(Number(after.data.balance) * 100 - Number(before.data.balance) * 100)).toBe(800);

    // The 20-liveness chest is now openable.
    const chest = page.locator('.tasks__chest', { hasText: '活跃度20' });
    await chest.getByText('可开启').waitFor({ state: 'visible' });
    await waitToastsGone(page);
    await chest.click();
    await expectToast(page, '开启成功，彩金 2.88 元已到账（需完成3倍流水方可提现）');
    await chest.getByText('已开启').waitFor({ state: 'visible' });
    const opened = await site.api<{ balance: string }>('/balance', { token });
    expect(Math.round(Number(opened.data.balance) * 100 - Number(after.data.balance) * 100)).toBe(288);
    await waitToastsGone(page);
    await shoot(page, 'tasks-tab-after');

    // The other type's tab.
    await page.getByRole('tab', { name: '投注任务' }).click();
    await taskRow(page, '今日投注10笔').waitFor({ state: 'visible' });
  });

  it('shows the loading, error and empty states', async () => {
    const { page } = await demoPage();
    // The stats answer comes 2 s late: the loading state shows meanwhile, then the tab.
    await page.route('**/api/userStats', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await openTasks(page, site.baseUrl);
    await page.locator('.page-state[role="status"]').first().waitFor({ state: 'visible' });
    await shoot(page, 'tasks-loading');
    await page.getByTestId('tasks-tab').waitFor({ state: 'visible', timeout: 20_000 });
    await page.unroute('**/api/userStats');
    await page.route('**/api/userStats', (route) => route.fulfill({ status: 500, body: 'boom' }));
    // A reload opens the activity centre on its first tab: open 日常任务 again.
    await page.reload();
    await openTasks(page, site.baseUrl);
    await page.getByRole('button', { name: /重试|重新加载/ }).waitFor({ state: 'visible' });
    await shoot(page, 'tasks-error');
    await page.unroute('**/api/userStats');
    await page.route('**/api/taskType', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, message: '', data: [] }) }),
    );
    await page.reload();
    await openTasks(page, site.baseUrl);
    await page.getByText('暂无任务').waitFor({ state: 'visible' });
    await shoot(page, 'tasks-empty');
  });
});
