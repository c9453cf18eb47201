import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, type Envelope, expectHash, memberToken, okData, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot, SCREENSHOT_DIR } from './harness';
import { seedSession } from './member-site';

/**
 * Activities end-to-end (spec-2 §2 /activeList, /activeInfo, /applyagentList; decision 0026): the
 * demo member browses the activity centre, applies for an activity (点我申请 → doactivityapply) and
 * sees it 待审核 in the records; staff approve it in the back office's 活动申请 queue (row
 * selection, bulk approve, the confirmation summing the bonus); the bonus reaches the balance and
 * its turnover requirement the member's outstanding amount.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/activities';
const TITLE = 'E2E 申请彩金活动';

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // a copy for a person to look at
  }
}

describe.skipIf(!inject('chromiumAvailable'))('activities', () => {
  const backOffice = useBackOffice();

  async function memberPage(): Promise<{ page: Page; token: string }> {
    const token = await memberToken(backOffice.baseUrl);
    const user = okData(await api(backOffice.baseUrl, 'POST', '/api/user', token), 'user');
    const page = await backOffice.phonePage();
    await seedSession(page, token, user);
    return { page, token };
  }

  it('apply in the activity centre, approve in the back office, see the bonus and its turnover', async () => {
    const { baseUrl } = backOffice;
    const staff = await backOffice.staffToken();
    const types = okData(
      await api<{ id: number; name: string }[]>(baseUrl, 'GET', '/api/admin/activity-types', staff),
      'types',
    );
    expect(types.map((type) => type.name)).toEqual(['新人优惠', 'VIP优惠']);
    const created = okData(
      await api<{ id: number }>(baseUrl, 'POST', '/api/admin/activities', staff, {
        type_id: types[1]?.id,
        title: TITLE,
        banner: '/static/activities/activity-2.svg',
        content: '<p>申请通过后赠送 <strong>18.80元</strong> 彩金。</p><script>alert(1)</script>',
        memo: '<p>需完成 2 倍打码量。</p>',
        applicable: true,
        bonus: '18.80',
        turnover_multiple: '2',
        sort: 0,
      }),
      'create activity',
    );

    const { page, token } = await memberPage();
    // Empty records first (the e2e server seeds no demo history).
    await page.goto(`${baseUrl}/#/applyagentList`);
    await page.getByText('暂无记录').waitFor({ state: 'visible' });
    await shot(page, 'activities-records-empty-375');

    await page.goto(`${baseUrl}/#/activeList`);
    await page.getByRole('tab', { name: '全部优惠' }).waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: '日常任务' }).waitFor({ state: 'visible' });
    const cards = page.getByTestId('activity-cards').getByRole('button');
    await expect.poll(() => cards.count()).toBe(5);
    await page.getByTestId('activity-cards').getByRole('img').first().waitFor({ state: 'visible' });
    await expect
      .poll(() =>
        page
          .getByTestId('activity-cards')
          .getByRole('img')
          .first()
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot(page, 'activities-list-375');
    // A type tab filters the cards.
    await page.getByRole('tab', { name: 'VIP优惠' }).click();
    await expect.poll(() => cards.count()).toBe(3);
    await shot(page, 'activities-list-vip-375');
    // A type without activities, and an activity that does not exist.
    okData(await api(baseUrl, 'POST', '/api/admin/activity-types', staff, { name: '节日优惠', sort: 9 }), 'empty type');
    await page.reload();
    await page.getByRole('tab', { name: '节日优惠' }).click();
    await page.getByText('暂无活动').waitFor({ state: 'visible' });
    await shot(page, 'activities-list-empty-375');
    await page.goto(`${baseUrl}/#/activeInfo?id=999999`);
    await page.getByText('活动不存在').waitFor({ state: 'visible' });
    await shot(page, 'activities-info-missing-375');
    await page.goto(`${baseUrl}/#/activeList`);
    await page.getByRole('tab', { name: 'VIP优惠' }).click();
    await expect.poll(() => cards.count()).toBe(3);

    await page.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expectHash(page, `#/activeInfo?id=${created.id}`);
    await page.getByText('申请通过后赠送').waitFor({ state: 'visible' });
    expect(await page.getByTestId('activity-info').innerHTML()).not.toContain('<script');
    await shot(page, 'activities-info-375');
    await page.getByRole('button', { name: '点我申请' }).click();
    await page.getByText('申请成功，请耐心等待审核').waitFor({ state: 'visible' });
    await shot(page, 'activities-info-applied-375');
    // Again: the server refuses, and the page shows its words.
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: '点我申请' }).click();
    await page.getByText('您已申请过该活动，请耐心等待审核').waitFor({ state: 'visible' });

    await page.goto(`${baseUrl}/#/applyagentList`);
    const record = page.getByTestId('apply-records').getByText(TITLE);
    await record.waitFor({ state: 'visible' });
    await page.getByTestId('apply-records').getByText('待审核', { exact: true }).waitFor({ state: 'visible' });
    await shot(page, 'activities-records-375');
    await record.click();
    await expectHash(page, `#/activeInfo?id=${created.id}`);

    const before = okData(await api<{ balance: string }>(baseUrl, 'POST', '/api/balance', token), 'balance');

    // Staff approve it in the queue: select the row, 批量通过, default bonus, the sum confirmed.
    const desk = await backOffice.desktopPage();
    await backOffice.signInStaff(desk);
    await desk.goto(`${baseUrl}/admin/#/promotions/activity-applications`);
    const row = desk.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor({ state: 'visible' });
    await row.getByRole('checkbox').check();
    await desk.getByRole('button', { name: '批量通过' }).click();
    await desk
      .getByRole('dialog')
      .getByRole('button', { name: /通\s?过/ })
      .click();
    await desk.getByText('将向 1 位会员发放彩金合计 18.80 元，确认通过？').waitFor({ state: 'visible' });
    await waitForQuiet(desk);
    await shot(desk, 'activities-backoffice-confirm-1280');
    const answer = desk
      .waitForResponse((response) => new URL(response.url()).pathname.endsWith('/activity-applications/approve'))
      .then(async (response) => (await response.json()) as Envelope<{ done: number; paid: string }>);
    await desk.getByRole('button', { name: /确\s?认/ }).click();
    const approved = await answer;
    expect(approved.code, approved.message).toBe(200);
    expect(approved.data).toMatchObject({ done: 1, paid: '18.80' });
    await desk.getByText('已通过 1 条').waitFor({ state: 'visible' });

    const after = okData(await api<{ balance: string }>(baseUrl, 'POST', '/api/balance', token), 'balance');
    expect(Math.round(Number(after.balance) * 100 - Number(before.balance) * 100)).toBe(1880);
    const user = okData(await api<{ turnover_outstanding: string }>(baseUrl, 'POST', '/api/user', token), 'user');
    expect(user.turnover_outstanding).toBe('37.60');

    await page.goto(`${baseUrl}/#/applyagentList`);
    await page.getByTestId('apply-records').getByText('通过', { exact: true }).waitFor({ state: 'visible' });
  });

  it('the queue at 375x667 and the activities editor', async () => {
    const page = await backOffice.phonePage();
    await backOffice.signInStaff(page);
    await page.goto(`${backOffice.baseUrl}/admin/#/promotions/activities`);
    await page.getByText('首存彩金 申请即送88元').first().waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'activities-backoffice-list-375');
    const desk = await backOffice.desktopPage();
    await backOffice.signInStaff(desk);
    await desk.goto(`${backOffice.baseUrl}/admin/#/promotions/activities`);
    await desk.getByRole('button', { name: '新增活动' }).click();
    await desk.getByRole('dialog').getByText('横幅图片').waitFor({ state: 'visible' });
    await shot(desk, 'activities-backoffice-editor-1280');
  });
});
