import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHash, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';

/**
 * Issue #21 in real Chromium: the audit log and the ledger speak Chinese (action, kind and account
 * labels, linked to the member or order), and a queue's date filter is one RangePicker whose
 * presets (今日 … 上月) fill the server's `from` / `to` days in site time.
 */

const SHOTS = process.env.H7_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

/** The site's today and Monday, as the presets count them (Asia/Shanghai). */
function siteDays(): { today: string; monday: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return { today, monday: date.toISOString().slice(0, 10) };
}

describe.skipIf(!inject('chromiumAvailable'))('back office: labels and date ranges', () => {
  const { desktopPage, signInStaff } = useBackOffice();

  it('shows audit actions in Chinese beside their codes', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.goto(page.url().replace(/#.*$/, '#/staff/audit'));
    await expectHash(page, '#/staff/audit');
    // The sign-in that just happened is in the log, labelled.
    await page
      .getByRole('cell', { name: /员工登录/ })
      .first()
      .waitFor({ state: 'visible' });
    await page.getByText('staff.login', { exact: true }).first().waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'backoffice-audit-labels-1280');
  });

  it('shows ledger kinds and accounts in Chinese, accounts linked to their member', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.goto(page.url().replace(/#.*$/, '#/finance/ledger?username=demo888'));
    const firstRow = page.locator('.ant-table-row').first();
    await firstRow.waitFor({ state: 'visible' });
    // Kind tags are labels, not codes (the code is the tag's title).
    const kindTag = firstRow.locator('.ant-tag').first();
    expect(await kindTag.innerText()).toMatch(/[\u4e00-\u9fff]/);
    await firstRow.locator('.ant-table-row-expand-icon').click();
    const memberAccount = page.getByRole('link', { name: /demo888 · / }).first();
    await memberAccount.waitFor({ state: 'visible' });
    expect(await memberAccount.getAttribute('href')).toMatch(/#\/members\/\d+$/);
    await page
      .getByText(/^平台 · /)
      .first()
      .waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'backoffice-ledger-labels-1280');
  });

  it('filters a queue by a RangePicker preset, as from / to site days', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.goto(page.url().replace(/#.*$/, '#/finance/withdrawals'));
    await expectHash(page, '#/finance/withdrawals');
    const picker = page.locator('.ant-picker-range').first();
    await picker.waitFor({ state: 'visible' });
    await picker.click();
    for (const preset of ['今日', '昨日', '本周', '上周', '本月', '上月'])
      await page.locator('.ant-picker-presets').getByText(preset, { exact: true }).waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await shot(page, 'backoffice-withdrawals-range-open-1280');

    const { today, monday } = siteDays();
    await page.locator('.ant-picker-presets').getByText('本周', { exact: true }).click();
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expectHash(page, new RegExp(`from=${monday}&to=${today}`));
    await page.locator('.ant-picker-range input').first().waitFor({ state: 'visible' });
    expect(await page.locator('.ant-picker-range input').first().inputValue()).toBe(monday);
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'backoffice-withdrawals-range-applied-1280');
  });
});
