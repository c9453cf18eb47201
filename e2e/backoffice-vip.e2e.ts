import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBackOffice, waitForQuiet } from './backoffice-harness';

/**
 * The back office's VIP screens end to end (issue #15): a staff member edits a level (a rate out of
 * range is refused in the form; the saved value shows in the ladder and on the member site's
 * `uservip`), finds the demo's seeded VIP1 promotion bonus in the bonus records, and runs a past
 * week's bonuses by hand (idempotent, the server's message shown).
 */

const SHOTS = '/work/shots/vip';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe.skipIf(!inject('chromiumAvailable'))('back office: VIP levels and bonus records', () => {
  const backOffice = useBackOffice();
  const { desktopPage, signInStaff } = backOffice;

  it('edits a level, lists the demo’s bonus and runs a past week', async () => {
    const page = await desktopPage();
    await signInStaff(page);

    await page.goto(`${backOffice.baseUrl}/admin/#/promotions/vip-levels`);
    await page.getByRole('heading', { name: 'VIP等级', exact: true }).waitFor({ state: 'visible' });
    const vip2 = page.locator('tr').filter({ has: page.getByRole('cell', { name: 'VIP2', exact: true }) });
    await vip2.waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'admin-vip-levels-1280');
    await vip2.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '编辑等级：VIP2' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel('体育', { exact: true }).fill('100.5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('体育返水须在0到100之间，最多两位小数').waitFor({ state: 'visible' });
    await dialog.getByLabel('体育', { exact: true }).fill('0.66');
    await dialog.getByLabel('周俸禄', { exact: true }).fill('20');
    await shot(page, 'admin-vip-level-edit-1280');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.locator('.ant-message-notice').getByText('已保存').waitFor({ state: 'visible' });
    await vip2.getByText('体育 0.66%', { exact: false }).waitFor({ state: 'visible' });
    const uservip = (await (await fetch(`${backOffice.baseUrl}/api/uservip`, { method: 'POST' })).json()) as {
      data: { vip_id: number; sport: string; week_bonus: string }[];
    };
    expect(uservip.data.find((level) => level.vip_id === 2)).toMatchObject({ sport: '0.66', week_bonus: '20.00' });

    await page.goto(`${backOffice.baseUrl}/admin/#/promotions/vip-bonuses`);
    await page.getByRole('heading', { name: 'VIP礼金记录', exact: true }).waitFor({ state: 'visible' });
    const row = page.locator('tr').filter({ hasText: 'demo888' }).filter({ hasText: 'level-1' });
    await row.waitFor({ state: 'visible' });
    await row.getByText('晋级礼金').waitFor({ state: 'visible' });
    await row.getByText('可领取').waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'admin-vip-bonuses-1280');

    // The run form is the card above the list (the list's filters have a 周期 field too).
    const runForm = page.locator('form#vip-bonus-run');
    await runForm.getByLabel('周期', { exact: true }).fill('2026-01-06');
    await page
      .getByRole('button', { name: '发 放' })
      .or(page.getByRole('button', { name: '发放' }))
      .click();
    await page
      .locator('.ant-message-notice')
      .getByText('周期须为某周的周一日期，如 2026-11-23')
      .waitFor({ state: 'visible' });
    await runForm.getByLabel('周期', { exact: true }).fill('2026-01-05');
    await page
      .getByRole('button', { name: '发 放' })
      .or(page.getByRole('button', { name: '发放' }))
      .click();
    await page
      .locator('.ant-message-notice')
      .getByText('已发放，新建 0 条奖金记录（已有的不重复发放）')
      .waitFor({ state: 'visible' });
  });
});
