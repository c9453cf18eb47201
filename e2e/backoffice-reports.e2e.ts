import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { expectHash, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';

/**
 * Reports → 优惠成本 (decision 0025) in real Chromium: the menu entry, the date presets counted from
 * the site's today, the kind filter, the totals rows and the CSV of what is shown. A fresh demo site
 * has paid no promotion yet on this branch, so the figures are zeros; the figures themselves are
 * checked against the ledger in promotion-cost.integration.test.ts.
 */

const UI = {
  promotionCost: '优惠成本',
  thisMonth: '本月',
  lastWeek: '上周',
  kind: '优惠类型',
  rebate: '返水',
  grandTotal: '总计',
  exportCsv: '导出 CSV',
} as const;

describe.skipIf(!inject('chromiumAvailable'))('back office: promotion-cost report', () => {
  const { desktopPage, phonePage, signInStaff } = useBackOffice();

  it('opens from the menu, moves between presets, filters a kind and exports what it shows', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    // Menu groups start open: 报表 → 优惠成本.
    await page.getByRole('menuitem', { name: UI.promotionCost, exact: true }).click();
    await expectHash(page, '#/reports/promotion-cost');
    await page.getByRole('heading', { name: UI.promotionCost, exact: true }).waitFor({ state: 'visible' });
    await page.getByText(UI.grandTotal, { exact: true }).waitFor({ state: 'visible' });

    // 本月: from the 1st of the site's month to today, in the address and in the answer.
    const monthAnswer = page.waitForResponse((response) => response.url().includes('/reports/promotion-cost?'));
    await page.getByRole('button', { name: UI.thisMonth, exact: true }).click();
    const month = (await (await monthAnswer).json()) as { data: { from: string; to: string; today: string } };
    expect(month.data.from).toBe(`${month.data.today.slice(0, 8)}01`);
    expect(month.data.to).toBe(month.data.today);
    await expectHash(page, new RegExp(`from=${month.data.from}&to=${month.data.to}`));

    // 上周: Monday to Sunday before this week.
    const weekAnswer = page.waitForResponse((response) => response.url().includes('/reports/promotion-cost?'));
    await page.getByRole('button', { name: UI.lastWeek, exact: true }).click();
    const week = (await (await weekAnswer).json()) as { data: { from: string; to: string; kinds: unknown[] } };
    expect(new Date(`${week.data.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${week.data.to}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(week.data.kinds).toHaveLength(6);

    // One kind: its total row only, then the grand total.
    const kindAnswer = page.waitForResponse((response) => response.url().includes('kind=rebate'));
    await page.getByLabel(UI.kind).click();
    await page.getByTitle(UI.rebate, { exact: true }).click();
    const kind = (await (await kindAnswer).json()) as { data: { kinds: { kind: string }[] } };
    expect(kind.data.kinds.map((figures) => figures.kind)).toEqual(['rebate']);
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-promotion-cost-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI.exportCsv, exact: true }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('日期,优惠类型,发放笔数,发放金额,冲正金额,净成本');
    expect(lines).toContain(`${week.data.from} ~ ${week.data.to} 合计,返水,0,0.00,0.00,0.00`);
    expect(lines.at(-1)).toBe('总计,全部,0,0.00,0.00,0.00');

    const phone = await phonePage();
    await signInStaff(phone);
    await phone.goto(phone.url().replace(/#.*$/, '#/reports/promotion-cost'));
    await phone.getByText(UI.grandTotal, { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(phone);
    await screenshot(phone, 'backoffice-promotion-cost-375');
  });
});
