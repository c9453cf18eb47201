import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, expectHash, memberToken, okData, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot, SCREENSHOT_DIR } from './harness';

/**
 * The back office's daily tasks (decision 0027): staff add a chest in 每日任务 (audited by the
 * server), and find the demo member's task claim under 任务领取记录, at 1280x800.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/tasks';

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // a copy for a person to look at
  }
}

describe.skipIf(!inject('chromiumAvailable'))('back office: daily tasks', () => {
  const backOffice = useBackOffice();
  const { desktopPage, signInStaff } = backOffice;

  /** demo888 deposits 500 (sandbox) and claims 今日存款满500元. */
  async function claimDepositTask(): Promise<void> {
    const { baseUrl } = backOffice;
    const token = await memberToken(baseUrl);
    const types = okData(
      await api<{ id: number; name: string }[]>(baseUrl, 'GET', '/api/gerRechargeType', token),
      'types',
    );
    const online = types.find((type) => type.name === '在线支付') ?? types[0];
    const channels = (
      await api<{ id: number; allow_custom_amount: number }[]>(
        baseUrl,
        'GET',
        `/api/gerRechargeAisle?recharge_type_id=${online?.id ?? 1}`,
        token,
      )
    ).data;
    const channel = channels.find((item) => item.allow_custom_amount === 1);
    const order = await api<{ order_no: string }>(baseUrl, 'POST', '/api/recharge', token, {
      aisle_id: channel?.id,
      amount: '500',
    });
    expect(order.code, order.message).toBe(0);
    const paid = await fetch(`${baseUrl}/sandbox-pay/${encodeURIComponent(order.data.order_no)}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    const taskTypes = okData(await api<{ id: number }[]>(baseUrl, 'GET', '/api/taskType', token), 'task types');
    const tasks = okData(
      await api<{ id: number; title: string }[]>(baseUrl, 'POST', '/api/userTask', token, {
        type_id: taskTypes[0]?.id,
      }),
      'tasks',
    );
    const task = tasks.find((row) => row.title === '今日存款满500元');
    okData(await api(baseUrl, 'GET', `/api/claimTask?task_id=${task?.id}`, token), 'claim');
  }

  it('adds a chest in the task settings and lists the claim in the claim records', async () => {
    await claimDepositTask();
    const page = await desktopPage();
    await signInStaff(page);
    await page.getByRole('menuitem', { name: '每日任务', exact: true }).click();
    await expectHash(page, '#/promotions/tasks');
    await page.getByRole('cell', { name: '今日存款满500元' }).waitFor({ state: 'visible' });
    await page.getByRole('cell', { name: '铜宝箱' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '新增宝箱' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('宝箱名称').fill('钻石宝箱');
    await dialog.getByLabel('活跃度门槛').fill('200');
    await dialog.getByLabel('彩金（元）').fill('88');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByRole('cell', { name: '钻石宝箱' }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'backoffice-task-settings-1280');

    await page.getByRole('menuitem', { name: '任务领取记录', exact: true }).click();
    await expectHash(page, '#/promotions/tasks/claims');
    const row = page.getByRole('row').filter({ hasText: 'demo888' });
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('今日存款满500元');
    expect(await row.innerText()).toContain('8.00');
    await waitForQuiet(page);
    await shot(page, 'backoffice-task-claims-1280');
  });
});
