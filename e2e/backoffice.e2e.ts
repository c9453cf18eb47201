import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  type BackOffice,
  DEMO,
  type Envelope,
  expectHash,
  okData,
  prepareDemoMember,
  signInMember,
  useBackOffice,
  waitForQuiet,
} from './backoffice-harness';
import { screenshot } from './harness';

/**
 * The back office end to end (platform-rules §9, ADR 0007): a staff member signs in with password
 * and TOTP, reviews two withdrawals (one approved, one refused with a reason) and the member sees
 * the outcome on the member site; then the site is switched to maintenance and back. Screens are
 * also taken at 375x667 (and 1280x800) for the layout review.
 */

const CREDIT = '500.00';
const APPROVED_AMOUNT = '200.00';
const REFUSED_AMOUNT = '150.00';
const REFUSE_REASON = '收款信息与实名不一致，请核对后重新提交';
const REPAIR_TIPS = '系统升级中，请稍后访问';

/** The back office's own labels (apps/admin/src/locales/zh-CN.ts). */
const UI = {
  withdrawals: '提现审核',
  approve: '通过',
  refuse: '拒绝',
  confirm: '确定',
  refuseReason: '拒绝原因',
  siteSettings: '站点设置',
  repairTips: '维护提示',
  save: '保存',
  openMenu: '打开菜单',
} as const;

interface Prepared {
  memberId: number;
  memberToken: string;
  cardId: number;
  approveOrder: string;
  refuseOrder: string;
}

/**
 * demo888 with money and two pending withdrawals, made through the API: a back-office credit
 * without turnover (multiple 0, below the single-approval limit), a bank card bound with the fund
 * password, then two card withdrawals.
 */
async function prepareMember(backOffice: BackOffice): Promise<Prepared> {
  const { baseUrl } = backOffice;
  const {
    memberId,
    memberToken: member,
    creditState,
  } = await prepareDemoMember(backOffice, {
    amount: CREDIT,
    reason: 'e2e：测试提现审核的资金',
  });
  expect(creditState).toBe(1);
  const types = okData(
    await api<{ type: number; info?: { id: number }[] }[]>(baseUrl, 'POST', '/api/gerWithdrawType', member, {}),
    'withdraw types',
  );
  const cardId = types.find((entry) => entry.type === 1)?.info?.[0]?.id;
  expect(cardId).toBeDefined();
  const withdraw = async (amount: string) =>
    okData(
      await api<{ order_no: string; state: number }>(baseUrl, 'POST', '/api/withdraw', member, {
        type: 1,
        bank: cardId,
        amount,
        password: DEMO.payPassword,
      }),
      `withdraw ${amount}`,
    ).order_no;
  const approveOrder = await withdraw(APPROVED_AMOUNT);
  const refuseOrder = await withdraw(REFUSED_AMOUNT);
  return { memberId, memberToken: member, cardId: cardId ?? 0, approveOrder, refuseOrder };
}

describe.skipIf(!inject('chromiumAvailable'))('back office: sign-in, withdrawal review, site switch', () => {
  const backOffice = useBackOffice();
  const { desktopPage, phonePage } = backOffice;
  const signInStaff = (page: Page) => backOffice.signInStaff(page, { askedForCode: true });
  let prepared: Prepared;

  beforeAll(async () => {
    prepared = await prepareMember(backOffice);
  });

  it('on a phone: dashboard with the pending withdrawals, the review queue and a member profile (375x667)', async () => {
    const page = await phonePage();
    await signInStaff(page);
    // The pending work shows both withdrawals; the menu is a drawer on a phone.
    await page.getByText('有 2 笔提现待审核', { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-dashboard-375');

    await page.getByRole('button', { name: UI.openMenu }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${UI.withdrawals}`) }).click();
    await expectHash(page, '#/finance/withdrawals');
    // On a phone each withdrawal is a card with its actions (no sideways table).
    const approveCard = page.locator('.mobile-row').filter({ hasText: prepared.approveOrder });
    await approveCard.waitFor({ state: 'visible' });
    await page.locator('.mobile-row').filter({ hasText: prepared.refuseOrder }).waitFor({ state: 'visible' });
    await approveCard.getByRole('button', { name: UI.approve, exact: true }).waitFor({ state: 'visible' });
    await approveCard.getByText(APPROVED_AMOUNT, { exact: true }).first().waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-withdrawals-375');

    await approveCard.getByRole('link', { name: DEMO.username }).click();
    await expectHash(page, `#/members/${prepared.memberId}`);
    await page.getByText(`会员详情：${DEMO.username}`, { exact: true }).waitFor({ state: 'visible' });
    // 500 credited, 350 on hold for the two withdrawals.
    await page.getByText('提现冻结', { exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('.ant-statistic').first().innerText()).toContain('150.00');
    await screenshot(page, 'backoffice-member-375');
  });

  it('approves one withdrawal and refuses the other with a reason; the member sees 处理中, 拒绝 and the refund', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await waitForQuiet(page);
    // The pointer rests off the charts (their tooltip would cover the figures).
    await page.mouse.move(1, 1);
    await screenshot(page, 'backoffice-dashboard-1280');

    await page.getByRole('menuitem', { name: new RegExp(`^${UI.withdrawals}`) }).click();
    await expectHash(page, '#/finance/withdrawals');
    const approveRow = page.getByRole('row', { name: new RegExp(prepared.approveOrder) });
    const refuseRow = page.getByRole('row', { name: new RegExp(prepared.refuseOrder) });
    await approveRow.waitFor({ state: 'visible' });
    await refuseRow.waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-withdrawals-1280');

    // Approve: a confirmation, then the server's message.
    await approveRow.getByRole('button', { name: UI.approve, exact: true }).click();
    const approveAnswer = page.waitForResponse((response) =>
      response.url().endsWith(`/withdrawals/${prepared.approveOrder}/approve`),
    );
    await page.locator('.ant-popconfirm').getByRole('button', { name: UI.confirm, exact: true }).click();
    const approved = (await (await approveAnswer).json()) as Envelope<{ state: number }>;
    expect(approved.code).toBe(200);
    expect(approved.data.state).toBe(2);
    await page.getByText(approved.message, { exact: true }).waitFor({ state: 'visible' });
    await approveRow.waitFor({ state: 'detached' });

    // Refuse: the reason is mandatory; nothing is sent without it.
    let refuseCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/withdrawals/${prepared.refuseOrder}/refuse`)) refuseCalls += 1;
    });
    await refuseRow.getByRole('button', { name: UI.refuse, exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '拒绝提现' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: UI.refuse, exact: true }).click();
    await dialog.getByText('请填写原因', { exact: true }).waitFor({ state: 'visible' });
    expect(refuseCalls).toBe(0);
    await dialog.getByLabel(UI.refuseReason, { exact: true }).fill(REFUSE_REASON);
    const refuseAnswer = page.waitForResponse((response) =>
      response.url().endsWith(`/withdrawals/${prepared.refuseOrder}/refuse`),
    );
    await dialog.getByRole('button', { name: UI.refuse, exact: true }).click();
    const refused = (await (await refuseAnswer).json()) as Envelope<{ state: number }>;
    expect(refused.code).toBe(200);
    expect(refused.data.state).toBe(3);
    await page.getByText(refused.message, { exact: true }).waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'hidden' });
    await refuseRow.waitFor({ state: 'detached' });
    expect(refuseCalls).toBe(1);

    // Filters: every state of this member's withdrawals shows both outcomes, with the reason.
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '全部' }).click();
    await page.getByLabel('用户名（精确）', { exact: true }).fill(DEMO.username);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expectHash(page, '#/finance/withdrawals?state=&username=demo888');
    await page.getByRole('row', { name: new RegExp(`${prepared.approveOrder}.*已通过`) }).waitFor({ state: 'visible' });
    await page
      .getByRole('row', { name: new RegExp(`${prepared.refuseOrder}.*已拒绝`) })
      .getByText(REFUSE_REASON)
      .waitFor();

    // CSV of the filtered list: fetched with the staff token and saved as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^withdrawals-\d{14}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFF订单号,')).toBe(true);
    expect(csv).toContain(prepared.approveOrder);
    expect(csv).toContain(REFUSE_REASON);

    // The member's withdraw records and balance (member site, phone).
    const member = await phonePage();
    await signInMember(member, backOffice.baseUrl, '/assets?type=1');
    const records = member.locator('li.record-row');
    const approvedRecord = records.filter({ hasText: prepared.approveOrder });
    const refusedRecord = records.filter({ hasText: prepared.refuseOrder });
    // Approved but not paid out yet (decision 0031): the member sees 处理中, not a paid-out 通过.
    await approvedRecord.getByText('处理中', { exact: true }).waitFor({ state: 'visible' });
    await refusedRecord.getByText('拒绝', { exact: true }).waitFor({ state: 'visible' });
    // 500 credited − 200 approved (on hold until paid out); the refused 150 is back in the main wallet.
    await expect
      .poll(async () => (await member.locator('.assets-summary__main').innerText()).replace(/\s+/g, ''), {
        timeout: 10_000,
      })
      .toBe('中心钱包¥300.00');
    await approvedRecord.scrollIntoViewIfNeeded();
    await screenshot(member, 'backoffice-member-site-withdraw-records');
  });

  it('tells the staff member when new work arrives (the pending counts are polled every 15 s)', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    const menuEntry = page.getByRole('menuitem', { name: new RegExp(`^${UI.withdrawals}`) });
    await expect.poll(() => menuEntry.innerText()).toBe(UI.withdrawals);
    // The dashboard on screen is the baseline (no pending withdrawal); now the member asks for one.
    await page.getByText('暂无待处理事项', { exact: true }).waitFor({ state: 'visible' });
    okData(
      await api(backOffice.baseUrl, 'POST', '/api/withdraw', prepared.memberToken, {
        type: 1,
        bank: prepared.cardId,
        amount: '100',
        password: DEMO.payPassword,
      }),
      'third withdrawal',
    );
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '有新的待处理事项' });
    await notice.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await notice.innerText()).toContain('提现待审核：0 → 1');
    // The menu shows the count, and the dashboard the alert.
    await expect.poll(() => menuEntry.innerText()).toMatch(/1$/);
    await page.getByText('有 1 笔提现待审核', { exact: true }).waitFor({ state: 'visible' });
  });

  it('switches the member site to maintenance with a message and back', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.getByRole('menuitem', { name: UI.siteSettings, exact: true }).click();
    await expectHash(page, '#/content/site-settings');
    const siteState = page.getByRole('switch', { name: '站点状态' });
    await siteState.waitFor({ state: 'visible' });
    expect(await siteState.getAttribute('aria-checked')).toBe('true');

    await siteState.click();
    await page.getByLabel(UI.repairTips, { exact: true }).fill(REPAIR_TIPS);
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    // Maintenance closes the member site: the back office asks first.
    const confirmDialog = page.getByRole('dialog').filter({ hasText: '切换到维护状态？' });
    await confirmDialog.waitFor({ state: 'visible' });
    const saveAnswer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/site-settings') && response.request().method() === 'POST',
    );
    await confirmDialog.getByRole('button', { name: UI.confirm, exact: true }).click();
    const saved = (await (await saveAnswer).json()) as Envelope<{ site_state: number; repair_tips: string }>;
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ site_state: 0, repair_tips: REPAIR_TIPS });
    await page.getByText(saved.message, { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'backoffice-site-settings-1280');

    const member = await phonePage();
    await member.goto(`${backOffice.baseUrl}/`);
    const maintenance = member.getByRole('alert').filter({ hasText: REPAIR_TIPS });
    await maintenance.waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(member, 'backoffice-member-site-maintenance');

    // Back to open; the member site (reloaded) no longer shows the maintenance screen.
    await siteState.click();
    const reopenAnswer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/site-settings') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    const reopened = (await (await reopenAnswer).json()) as Envelope<{ site_state: number }>;
    expect(reopened.code).toBe(200);
    expect(reopened.data.site_state).toBe(1);
    await expect.poll(() => siteState.getAttribute('aria-checked')).toBe('true');

    await expect
      .poll(
        async () => {
          await member.reload();
          await member.waitForLoadState('networkidle');
          return member.getByText(REPAIR_TIPS).count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(0);
  });

  it('a super admin changes the single-approval limit of balance adjustments', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.goto(`${backOffice.baseUrl}/admin/#/adjustments`);
    await page.getByText(/^单人审批额度：1000\.00 元/).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '修改额度', exact: true }).click();
    const field = page.getByLabel('单人审批额度（元）', { exact: true });
    await field.fill('abc');
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    await page.getByText('请输入正确的金额').first().waitFor({ state: 'visible' });
    await field.fill('2000');
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    await page.getByText(/^单人审批额度：2000\.00 元/).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-adjustments-limit-1280');
    await page.setViewportSize({ width: 375, height: 667 });
    await screenshot(page, 'backoffice-adjustments-limit-375');
  });
});
