import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SCREENSHOT_DIR, screenshot } from './harness';
import { expectToast, registerByApi, useMemberSite, waitToastsGone, type Envelope } from './member-site';

/**
 * Responsible play end-to-end (issue #20; platform-rules §10; decision 0032) on a 375x667 phone page
 * against the real server, with a fresh member: set a daily deposit limit on 负责任博彩 (under
 * 账户设置), be refused above it on /deposit with the allowance named, take a time-out, be refused a
 * game.
 */

const SHOTS = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (fullPage) await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  else await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS, `${name}.png`));
  }
}

describe.runIf(inject('chromiumAvailable'))('responsible play', () => {
  const site = useMemberSite();

  it('sets a deposit limit, is refused above it, takes a time-out and is refused a game', async () => {
    const member = await registerByApi(site.baseUrl, 'rp');
    const user = await site.api('/user', { token: member.token });
    const page = await site.pageAs(member.token, user.data);

    // 账户设置 → 负责任博彩.
    await page.goto(`${site.baseUrl}/#/accountCenter`);
    await page.getByText('负责任博彩', { exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/responsiblePlay');
    await page.getByRole('heading', { name: '存款限额' }).waitFor({ state: 'visible' });
    await page.getByText('暂无变更记录').waitFor({ state: 'visible' });
    await shoot(page, 'responsible-play-empty');

    // A daily deposit limit of ¥100: in force at once.
    await page.locator('#rp-deposit-day').fill('100');
    await page.getByRole('button', { name: '保存限额' }).first().click();
    await expectToast(page, '设置成功');
    const depositDay = page.locator('.rp-limit').first();
    await expect.poll(() => depositDay.locator('.rp-limit__now').innerText()).toBe('¥100.00');
    await page.getByText(/每日存款限额：不限 → ¥100\.00，立即生效/).waitFor({ state: 'visible' });
    await waitToastsGone(page);
    // An increase waits 24 hours and is shown as pending.
    await page.locator('#rp-deposit-day').fill('300');
    await page.getByRole('button', { name: '保存限额' }).first().click();
    await expectToast(page, '设置成功');
    await depositDay
      .locator('.rp-limit__pending')
      .getByText(/^¥300\.00 将于 .* 生效$/)
      .waitFor({ state: 'visible' });
    expect(await depositDay.locator('.rp-limit__now').innerText()).toBe('¥100.00');
    await waitToastsGone(page);
    await shoot(page, 'responsible-play-limits');
    await shoot(page, 'responsible-play-limits-full', true);

    // /deposit: 500 is over the daily limit, the allowance is named.
    await page.goto(`${site.baseUrl}/#/deposit`);
    await page
      .getByRole('radiogroup', { name: '选择存款方式' })
      .getByRole('radio', { name: /^在线支付/ })
      .click();
    await page
      .getByRole('radiogroup', { name: '选择支付通道' })
      .getByRole('radio', { name: /^快捷支付/ })
      .click();
    await page.getByPlaceholder('请输入存款金额', { exact: true }).fill('500');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/recharge'));
    await page.getByRole('button', { name: '下一步', exact: true }).click();
    expect(((await (await refused).json()) as Envelope).message).toBe('超出今日存款限额，今日还可存入 ¥100.00');
    await expectToast(page, '超出今日存款限额，今日还可存入 ¥100.00');
    await shoot(page, 'responsible-play-deposit-refused');
    await waitToastsGone(page);

    // A 1-day time-out, behind its confirmation.
    await page.goto(`${site.baseUrl}/#/responsiblePlay`);
    await page.locator('#rp-time-out-days').fill('1');
    await page.getByRole('button', { name: '开始冷静期' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('冷静期 1 天内您将不能存款、转入游戏、游戏或参加优惠，且无法提前结束。')
      .waitFor({ state: 'visible' });
    await page.waitForTimeout(400); // the dialog's opening animation
    await shoot(page, 'responsible-play-time-out-confirm');
    await dialog.getByRole('button', { name: '确认' }).click();
    await page.getByTestId('rp-restriction').getByText('冷静期中').waitFor({ state: 'visible' });
    await waitToastsGone(page);
    await shoot(page, 'responsible-play-time-out');

    // A game is refused during the time-out.
    const launch = page.waitForResponse((response) => response.url().endsWith('/api/getGameUrl'));
    const query = new URLSearchParams({ name: '龙虎斗', type: '0', code: 'dragon-tiger', supplier: 'house' });
    await page.goto(`${site.baseUrl}/#/gamePage?${query.toString()}`);
    const answer = (await (await launch).json()) as Envelope;
    expect(answer.code).toBe(422);
    expect(answer.message).toMatch(
      /^您正处于冷静期，至 .* 结束；期间不能存款、转入游戏、游戏或参加优惠，可以登录、查看记录和提款$/,
    );
    await page.getByText(answer.message).first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).not.toMatch(/^\/house\//);
    await shoot(page, 'responsible-play-game-refused');
  }, 90_000);
});
