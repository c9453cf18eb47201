import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  DEMO,
  DEMO_CARD,
  type Envelope,
  expectHash,
  okData,
  prepareDemoMember,
  useBackOffice,
  waitForQuiet,
} from './backoffice-harness';
import { screenshot } from './harness';

/**
 * Payments settings end to end (platform-rules §5, §6, §9; decisions 0007, 0010): a staff member
 * signs in with password and TOTP, adds a payment gateway (its secret never shown again), changes
 * a recharge channel and the member's /deposit shows the change; then sets a withdraw window that
 * excludes now and the member's withdrawal is refused with the window in the message, nothing
 * held. The changed screens are also taken at 375x667 and 1280x800.
 */

const SITE_TZ = 'Asia/Shanghai';
const CHANNEL = { before: '快捷支付', after: '快捷支付E2E', max: '888' };
const GATEWAY = {
  code: 'e2epay',
  name: 'E2E 支付',
  merchant: 'M20260301',
  secret: 'e2e-signing-secret-4c7d',
  cashier: 'https://pay.e2e.example/cashier',
  site: 'https://www.e2e.example',
};

/** The back office's own labels (apps/admin/src/locales/zh-CN.ts). */
const UI = {
  payments: '支付设置',
  openMenu: '打开菜单',
  tabChannels: '充值通道',
  tabGateways: '支付网关',
  tabLimits: '提现限额与时间',
  create: '新增',
  edit: '编辑',
  save: '保存',
  saved: '已保存，会员端将在数秒内生效',
  channelName: '通道名称',
  max: '最高金额（元）',
  gateway: '支付网关',
  gatewayCode: '网关代码',
  gatewayName: '网关名称',
  merchantId: '商户号',
  secret: '签名密钥',
  cashierUrl: '收银台地址',
  siteUrl: '本站地址',
  windowStart: '提现开始时间',
  windowEnd: '提现结束时间',
} as const;

/** The site-time hour (0–23) `offset` hours from now, as 'HH:00'. */
function siteHour(offset: number): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: SITE_TZ }).format(new Date()),
  );
  return `${String((hour + offset + 24) % 24).padStart(2, '0')}:00`;
}

/** The member site's toast layer (antd-mobile). */
async function expectMemberToast(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
}

describe.skipIf(!inject('chromiumAvailable'))('back office: payments settings reach the member site', () => {
  const backOffice = useBackOffice();
  const { desktopPage, phonePage } = backOffice;
  const signInStaff = (page: Page) => backOffice.signInStaff(page, { askedForCode: true });
  let member: string;

  beforeAll(async () => {
    // demo888 with 500.00 (no turnover) and a bound bank card, made through the API.
    ({ memberToken: member } = await prepareDemoMember(backOffice, {
      amount: '500',
      reason: 'e2e：测试提现时间的资金',
    }));
  });

  /** A member-site phone page already logged in as demo888 (token in session storage). */
  async function memberPage(): Promise<Page> {
    const page = await phonePage();
    const info = okData(await api(backOffice.baseUrl, 'POST', '/api/refreshusermoney', member, {}), 'user info');
    await page.context().addInitScript(
      ({ token, userInfo }) => {
        window.sessionStorage.setItem('token', token);
        window.localStorage.setItem('userInfo', JSON.stringify(userInfo));
      },
      { token: member, userInfo: info },
    );
    return page;
  }

  async function openPayments(page: Page, onPhone: boolean): Promise<void> {
    if (onPhone) await page.getByRole('button', { name: UI.openMenu }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${UI.payments}`) }).click();
    await expectHash(page, '#/payments');
  }

  it('adds a gateway, changes a recharge channel, and the member sees the new name and limit on /deposit', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await openPayments(page, false);

    // A gateway: the secret goes in once and is shown only as its last 4 characters.
    await page.getByRole('tab', { name: UI.tabGateways, exact: true }).click();
    await page.getByRole('button', { name: UI.create, exact: true }).click();
    const create = page.getByRole('dialog').filter({ hasText: UI.create });
    await create.getByLabel(UI.gatewayCode, { exact: true }).fill(GATEWAY.code);
    await create.getByLabel(UI.gatewayName, { exact: true }).fill(GATEWAY.name);
    await create.getByLabel(UI.merchantId, { exact: true }).fill(GATEWAY.merchant);
    await create.getByLabel(UI.cashierUrl, { exact: true }).fill(GATEWAY.cashier);
    await create.getByLabel(UI.siteUrl, { exact: true }).fill(`${GATEWAY.site}/path`);
    await create.getByRole('button', { name: UI.save }).click();
    // Checked in the form first: the secret is required, the site address is only scheme and host.
    await create.getByText(`请填写${UI.secret}`, { exact: true }).first().waitFor({ state: 'visible' });
    await create.getByText('本站地址只填协议和域名，如 https://www.example.com', { exact: true }).first().waitFor();
    await create.getByLabel(UI.secret, { exact: true }).fill(GATEWAY.secret);
    await create.getByLabel(UI.siteUrl, { exact: true }).fill(GATEWAY.site);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/payment-gateways') && response.request().method() === 'POST',
    );
    await create.getByRole('button', { name: UI.save }).click();
    const createdBody = await (await created).text();
    expect(createdBody).not.toContain(GATEWAY.secret);
    await create.waitFor({ state: 'hidden' });
    const gatewayRow = page.getByRole('row', { name: new RegExp(GATEWAY.code) });
    await gatewayRow.getByText('已设置（尾号 4c7d）', { exact: true }).waitFor({ state: 'visible' });
    await gatewayRow.getByText(`${GATEWAY.site}/api/payments/notify/${GATEWAY.code}`).waitFor();
    expect(await page.content()).not.toContain(GATEWAY.secret);
    await waitForQuiet(page);
    await screenshot(page, 'payments-gateways-1280');
    await gatewayRow.getByRole('button', { name: UI.edit, exact: true }).click();
    const editGateway = page.getByRole('dialog').filter({ hasText: `编辑：${GATEWAY.name}` });
    await editGateway.getByText('已设置（尾号 4c7d），留空表示不修改；密钥保存后不再显示。').waitFor();
    expect(await editGateway.getByLabel(UI.secret, { exact: true }).inputValue()).toBe('');
    // The other fields hold the gateway's values (the dialog opened right after the create one).
    expect(await editGateway.getByLabel(UI.merchantId, { exact: true }).inputValue()).toBe(GATEWAY.merchant);
    expect(await editGateway.getByLabel(UI.gatewayCode, { exact: true }).inputValue()).toBe(GATEWAY.code);
    await screenshot(page, 'payments-gateway-edit-1280');
    await editGateway.getByRole('button', { name: '取消' }).click();
    await editGateway.waitFor({ state: 'hidden' });

    // The channel: new name and maximum; its gateway choices include the new gateway.
    await page.getByRole('tab', { name: UI.tabChannels, exact: true }).click();
    const channelRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: CHANNEL.before, exact: true }) });
    await channelRow.getByRole('button', { name: UI.edit, exact: true }).click();
    const edit = page.getByRole('dialog').filter({ hasText: `编辑：${CHANNEL.before}` });
    await edit.getByLabel(UI.channelName, { exact: true }).fill(CHANNEL.after);
    await edit.getByLabel(UI.max, { exact: true }).fill(CHANNEL.max);
    await edit.getByLabel(UI.gateway, { exact: true }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: `${GATEWAY.name}（${GATEWAY.code}）` })
      .waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await screenshot(page, 'payments-channel-edit-1280');
    const saved = page.waitForResponse((response) => /\/api\/admin\/recharge-channels\/\d+$/.test(response.url()));
    await edit.getByRole('button', { name: UI.save }).click();
    const savedAnswer = (await (await saved).json()) as Envelope<{ name: string; max: string; gateway: string }>;
    expect(savedAnswer.code).toBe(200);
    expect(savedAnswer.data).toMatchObject({ name: CHANNEL.after, max: '888.00', gateway: 'sandbox' });
    await page.getByText(UI.saved, { exact: true }).waitFor({ state: 'visible' });
    await page
      .getByRole('row', { name: new RegExp(CHANNEL.after) })
      .getByText('10.00 ~ 888.00')
      .waitFor();

    // The member's deposit page: the renamed channel with its new range.
    const site = await memberPage();
    await site.goto(`${backOffice.baseUrl}/#/deposit`);
    await site
      .getByRole('radiogroup', { name: '选择存款方式' })
      .getByRole('radio', { name: /^在线支付/ })
      .click();
    const channel = site
      .getByRole('radiogroup', { name: '选择支付通道' })
      .getByRole('radio', { name: new RegExp(`^${CHANNEL.after}`) });
    await channel.waitFor({ state: 'visible' });
    expect((await channel.innerText()).replace(/\s+/g, '')).toBe(`${CHANNEL.after}10-888`);
    await channel.click();
    await site.getByText('单笔存款：10 - 888 元', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(site, 'payments-member-deposit-changed');
  });

  it('on a phone: the gateways and the limits tab at 375x667', async () => {
    const page = await phonePage();
    await signInStaff(page);
    await openPayments(page, true);
    await page.getByRole('tab', { name: UI.tabGateways, exact: true }).click();
    await page.getByRole('row', { name: new RegExp(GATEWAY.code) }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'payments-gateways-375');
    await page.getByRole('tab', { name: UI.tabLimits, exact: true }).click();
    await page.getByLabel(UI.windowStart, { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'payments-limits-375');
  });

  it('sets a withdraw window that excludes now; the member is refused with it and nothing is held', async () => {
    const start = siteHour(2);
    const end = siteHour(3);
    const message = `当前不在提现时间内（${start}-${end}）`;
    const page = await desktopPage();
    await signInStaff(page);
    await openPayments(page, false);
    await page.getByRole('tab', { name: UI.tabLimits, exact: true }).click();
    const startField = page.getByLabel(UI.windowStart, { exact: true });
    const endField = page.getByLabel(UI.windowEnd, { exact: true });
    expect(await startField.inputValue()).toBe('00:00');
    expect(await endField.inputValue()).toBe('24:00');
    // An empty window is refused in the form.
    await endField.fill('00:00');
    await startField.fill('09:00');
    await endField.fill('09:00');
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    await page.getByText('开始时间与结束时间不能相同（全天开放请填 00:00 至 24:00）').waitFor({ state: 'visible' });
    await startField.fill(start);
    await endField.fill(end);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/withdraw-settings') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    const savedAnswer = (await (await saved).json()) as Envelope<{ window_start: string; window_end: string }>;
    expect(savedAnswer.data).toMatchObject({ window_start: start, window_end: end });
    await page.getByText(UI.saved, { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'payments-limits-1280');

    // The member tries to withdraw 100 to the bound card.
    const site = await memberPage();
    await site.goto(`${backOffice.baseUrl}/#/withdraw`);
    const card = site
      .getByRole('radiogroup', { name: '选择银行卡' })
      .getByRole('radio', { name: new RegExp(`${DEMO_CARD.bank}.*0123$`) });
    await card.click();
    await site.getByPlaceholder('请输入取款金额', { exact: true }).fill('100');
    await site.getByPlaceholder('请输入支付密码', { exact: true }).fill(DEMO.payPassword);
    const answer = site.waitForResponse((response) => response.url().endsWith('/api/withdraw'));
    await site.getByRole('button', { name: '确认取款', exact: true }).click();
    const refused = (await (await answer).json()) as Envelope;
    expect(refused.message).toBe(message);
    await expectMemberToast(site, message);
    await screenshot(site, 'payments-member-withdraw-refused');
    const info = okData(
      await api<{ balance: string }>(backOffice.baseUrl, 'POST', '/api/refreshusermoney', member, {}),
      'balance after',
    );
    expect(info.balance).toBe('500.00');
    await site.waitForTimeout(1_800);
    expect(new URL(site.url()).hash).toBe('#/withdraw');
  });
});
