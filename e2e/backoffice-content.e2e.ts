import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, DEMO, type Envelope, signInMember, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';

/**
 * The back office's content screens end to end (platform-rules §8, §9; issue #7): a staff member
 * signs in with password and TOTP, sends a notice to demo888 only, adds a line to the home notice
 * bar and edits the about page; the member site shows all three (and a visitor does not see the
 * member's notice). Each new content screen is also taken at 1280x800 and 375x667.
 */

const NOTICE_TITLE = 'e2e专属通知：您的提款额度已提升';
const NOTICE_BODY = '恭喜，您的单日提款额度已提升至五万元。';
const BAR_LINE = 'e2e公告栏：周末存款加赠百分之十';
const HEADLINE = 'e2e标语：安心娱乐每一天';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Content screens (hash routes of /admin/) and their headings. */
const SCREENS = [
  { path: '/content/notices', heading: '站内消息', name: 'notices' },
  { path: '/content/banners', heading: '轮播图', name: 'banners' },
  { path: '/content/home-notices', heading: '首页公告栏', name: 'home-notices' },
  { path: '/content/pages', heading: '页面内容', name: 'pages' },
  { path: '/content/service', heading: '客服设置', name: 'service' },
] as const;

async function openScreen(page: Page, baseUrl: string, screen: (typeof SCREENS)[number]): Promise<void> {
  await page.goto(`${baseUrl}/admin/#${screen.path}`);
  await page.getByRole('heading', { name: screen.heading, exact: true }).waitFor({ state: 'visible' });
}

describe.skipIf(!inject('chromiumAvailable'))('back office: content (notices, home notice bar, pages)', () => {
  const backOffice = useBackOffice();
  const { desktopPage, phonePage, signInStaff } = backOffice;

  it('sends a notice to demo888, adds a notice-bar line and edits /about; the member site shows them', async () => {
    const page = await desktopPage();
    await signInStaff(page);

    // A notice for one member, with a script the server removes.
    await openScreen(page, backOffice.baseUrl, SCREENS[0]);
    await page.getByRole('button', { name: '发布消息', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '发送对象' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel('发送对象', { exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '指定会员' }).click();
    // Without the account name nothing is sent.
    await dialog.getByLabel('标题', { exact: true }).fill(NOTICE_TITLE);
    await dialog.getByLabel('内容（HTML）', { exact: true }).fill(`<p>${NOTICE_BODY}</p><script>alert(1)</script>`);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.getByText('请填写会员账号', { exact: true }).waitFor({ state: 'visible' });
    await dialog.getByLabel('会员账号', { exact: true }).fill(DEMO.username);
    await page.mouse.move(1, 1);
    await screenshot(page, 'backoffice-content-notice-form-1280');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/notices') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    const answer = (await (await created).json()) as Envelope<{ content: string; target_username: string }>;
    expect(answer.code).toBe(200);
    expect(answer.data.target_username).toBe(DEMO.username);
    expect(answer.data.content).not.toContain('script');
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(NOTICE_TITLE) });
    await row.waitFor({ state: 'visible' });
    await row.getByText(`会员 ${DEMO.username}`, { exact: true }).waitFor({ state: 'visible' });
    await row.getByText('已发布', { exact: true }).waitFor({ state: 'visible' });

    // A line of the home notice bar.
    await openScreen(page, backOffice.baseUrl, SCREENS[2]);
    await page.getByRole('button', { name: '新增公告', exact: true }).click();
    const barDialog = page.getByRole('dialog').filter({ hasText: '新增公告' });
    await barDialog.getByLabel('公告内容', { exact: true }).fill(BAR_LINE);
    await barDialog.getByRole('button', { name: '保存', exact: true }).click();
    await barDialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: new RegExp(BAR_LINE) }).waitFor({ state: 'visible' });

    // The about page's headline.
    await openScreen(page, backOffice.baseUrl, SCREENS[3]);
    const headline = page.getByLabel('标语', { exact: true });
    await headline.waitFor({ state: 'visible' });
    await headline.fill(HEADLINE);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/pages/about'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(((await (await saved).json()) as Envelope).code).toBe(200);
    await page.getByText(/^最后保存：/).waitFor({ state: 'visible' });

    // The member site (phone): the notice under 通知, the bar line on home, the headline on /about.
    const member = await phonePage();
    await signInMember(member, backOffice.baseUrl, '/myNews?type=1');
    await member.getByText(NOTICE_TITLE).first().waitFor({ state: 'visible' });
    await screenshot(member, 'backoffice-content-member-notice');
    await member.getByText(NOTICE_TITLE).first().click();
    await member.getByText(NOTICE_BODY).waitFor({ state: 'visible' });
    await member.goto(`${backOffice.baseUrl}/#/`);
    await expect.poll(() => member.locator('.home-notice').innerText(), { timeout: 10_000 }).toContain(BAR_LINE);
    await member.goto(`${backOffice.baseUrl}/#/about`);
    await member.getByText(HEADLINE, { exact: true }).waitFor({ state: 'visible' });
    await screenshot(member, 'backoffice-content-member-about');

    // A visitor does not get demo888's notice.
    const visitor = await api<{ data: { title: string }[] }>(backOffice.baseUrl, 'POST', '/api/noticeList', undefined, {
      page: 1,
      limit: 999,
    });
    expect(visitor.data.data.map((notice) => notice.title)).not.toContain(NOTICE_TITLE);
  });

  it('shows each content screen at 1280x800 with its data', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    for (const screen of SCREENS) {
      await openScreen(page, backOffice.baseUrl, screen);
      await waitForQuiet(page, { loaded: true });
      await page.mouse.move(1, 1);
      await screenshot(page, `backoffice-content-${screen.name}-1280`);
    }
  });

  it('shows each content screen on a phone (375x667) without sideways overflow', async () => {
    const page = await phonePage();
    await signInStaff(page);
    for (const screen of SCREENS) {
      await openScreen(page, backOffice.baseUrl, screen);
      await waitForQuiet(page, { loaded: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, screen.name).toBeLessThanOrEqual(0);
      await screenshot(page, `backoffice-content-${screen.name}-375`);
    }
    // The banner form: image address with its upload button.
    await openScreen(page, backOffice.baseUrl, SCREENS[1]);
    await page.getByRole('button', { name: '新增轮播图', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '上传图片' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.getByText('请上传图片或填写图片地址', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'backoffice-content-banner-form-375');
    // Upload: the server's address fills the field, then the banner is saved with it.
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const address = dialog.getByLabel('图片', { exact: true });
    await expect.poll(() => address.inputValue()).toMatch(/^\/uploads\/content\/[0-9a-f]{32}\.png$/);
    const uploaded = await address.inputValue();
    await waitForQuiet(page, { loaded: true });
    await screenshot(page, 'backoffice-content-banner-uploaded-375');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const banners = await api<{ src: string }[]>(backOffice.baseUrl, 'POST', '/api/bannerList', undefined, { type: 2 });
    expect(banners.data.map((banner) => banner.src)).toContain(uploaded);
  });
});
