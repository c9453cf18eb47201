import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, SCREENSHOT_DIR } from './harness';
import { expectHash, expectToast, registerByApi, useMemberSite, waitToastsGone } from './member-site';

/**
 * Rebates end-to-end (spec-2 §2 tab 5, §5, §7; platform-rules §7; decision 0022) on a 375x667 phone
 * page against the real server: a freshly registered member (nothing played yet) sees an empty rebate tab and '暂无领取额度！', deposits through the sandbox cashier,
 * moves the money to 自营游戏 and plays sic-bo rounds through the house game API, then finds the
 * accrued rebate on /assets?type=5, claims it and sees the totals and the balance move; the error
 * state and the member centre's 返水记录 shortcut close it.
 */

const ROUNDS = 10;
/** Sic-bo (joker) at level 0 rebates 0.40 %: 10.00 a round accrues 4 fen. */
const EXPECTED_REBATE = '0.40';
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/rebates';

const UI = {
  claimed: '已领取',
  claimable: '可领取',
  claim: '一键领取',
  empty: '暂无记录',
  noMore: '没有更多记录了',
  nothing: '暂无领取额度！',
  unclaimed: '未领取',
  house: '自营游戏',
  rebateTab: '返水',
} as const;

/** Saves the screenshot (records section scrolled to the top) with the others and a copy under SHOTS_DIR. */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('section.records').evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // the copy is for a person to look at; the test does not depend on it
  }
}

describe.skipIf(!inject('chromiumAvailable'))('rebates: accrue from house rounds, claim on /assets?type=5', () => {
  const site = useMemberSite();
  let token = '';

  async function pageAsMember(): Promise<Page> {
    token ||= (await registerByApi(site.baseUrl, 'rb')).token;
    const info = await site.api('/refreshusermoney', { token });
    return site.pageAs(token, info.data);
  }

  async function openRebates(page: Page): Promise<void> {
    await page.goto(`${site.baseUrl}/#/assets?type=5`);
    await page.getByRole('tab', { name: UI.rebateTab, selected: true }).waitFor({ state: 'visible' });
  }

  const jisuan = (page: Page) => page.getByTestId('rebate-jisuan').innerText();
  const nojisuan = (page: Page) => page.getByTestId('rebate-nojisuan').innerText();

  /** The member starts with nothing: a sandbox deposit of 100, all of it moved into 自营游戏. */
  async function fundHouse(): Promise<void> {
    const types = await site.api<{ id: number; name: string }[]>('/gerRechargeType', { token, method: 'GET' });
    const online = types.data.find((type) => type.name === '在线支付') ?? types.data[0];
    const channels = await site.api<{ id: number; allow_custom_amount: number }[]>(
      `/gerRechargeAisle?recharge_type_id=${online?.id ?? 1}`,
      { token, method: 'GET' },
    );
    const channel = channels.data.find((item) => item.allow_custom_amount === 1);
    const order = await site.api<{ order_no: string }>('/recharge', {
      token,
      body: { aisle_id: channel?.id, amount: '100' },
    });
    expect(order.code, order.message).toBe(0);
    const paid = await fetch(`${site.baseUrl}/sandbox-pay/${encodeURIComponent(order.data.order_no)}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    const moved = await site.api('/transfer', {
      token,
      body: { amount: '100', sourcetype: 'userbalance', targettype: 'house' },
    });
    expect(moved.code, moved.message).toBe(200);
  }

  it('nothing yet: totals 0.00, 暂无记录, and the claim button says 暂无领取额度！', async () => {
    const page = await pageAsMember();
    await openRebates(page);
    await expect.poll(() => nojisuan(page)).toBe('0.00');
    expect(await jisuan(page)).toBe('0.00');
    await page.getByText(UI.empty, { exact: true }).waitFor({ state: 'visible' });
    await shot(page, 'rebates-empty');
    await page.getByRole('button', { name: UI.claim }).click();
    await expectToast(page, UI.nothing);
  });

  it('house rounds accrue a rebate row; claiming pays it, the totals and the balance move', async () => {
    await fundHouse();
    for (let round = 0; round < ROUNDS; round += 1) {
      const played = await site.api<{ stake: string }>('/house/sic-bo/play', {
        token,
        body: { bets: [{ type: 'big', amount: 10 }] },
      });
      expect(played.code, played.message).toBe(200);
      expect(played.data.stake).toBe('10.00');
    }
    const balanceBefore = (await site.api<{ balance: string }>('/balance', { token })).data.balance;

    const page = await pageAsMember();
    await openRebates(page);
    await expect.poll(() => nojisuan(page)).toBe(EXPECTED_REBATE);
    expect(await jisuan(page)).toBe('0.00');
    const row = page.locator('.record-list .record-row').first();
    await expect.poll(() => row.innerText()).toContain(UI.house);
    expect(await row.innerText()).toContain(`¥${EXPECTED_REBATE}`);
    expect(await row.innerText()).toContain(UI.unclaimed);
    await page.getByText(UI.noMore, { exact: true }).waitFor({ state: 'visible' });
    await shot(page, 'rebates-assets-type5');

    const claimAnswer = page.waitForResponse((response) => response.url().endsWith('/api/dofanshui'));
    await page.getByRole('button', { name: UI.claim }).click();
    const answer = (await (await claimAnswer).json()) as { code: number; message: string };
    expect(answer.code).toBe(200);
    expect(answer.message).toBe(`领取成功，返水 ${EXPECTED_REBATE} 元已到账`);
    await expectToast(page, answer.message);
    await expect.poll(() => jisuan(page)).toBe(EXPECTED_REBATE);
    expect(await nojisuan(page)).toBe('0.00');
    await expect.poll(() => row.innerText()).toContain(UI.claimed);
    const balanceAfter = (await site.api<{ balance: string }>('/balance', { token })).data.balance;
    expect(Math.round((Number(balanceAfter) - Number(balanceBefore)) * 100)).toBe(40);
    await waitToastsGone(page);
    await shot(page, 'rebates-claimed');

    // A second claim has nothing left.
    await page.getByRole('button', { name: UI.claim }).click();
    await expectToast(page, UI.nothing);
  });

  it('shows the loading state, then the error state with a retry when the list cannot load', async () => {
    const page = await pageAsMember();
    // Held answers: the tab shows its loading state and '--' totals with the claim button disabled.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/getfanshui', async (route) => {
      await held;
      await route.abort();
    });
    await openRebates(page);
    await expect.poll(() => jisuan(page)).toBe('--');
    expect(await page.getByRole('button', { name: UI.claim }).isDisabled()).toBe(true);
    await shot(page, 'rebates-loading');
    release();
    const retry = page.getByRole('button', { name: /重试|重新加载/ });
    await retry.first().waitFor({ state: 'visible', timeout: 20_000 });
    await shot(page, 'rebates-error');
    await page.unroute('**/api/getfanshui');
    await retry.first().click();
    await expect.poll(() => jisuan(page)).toBe(EXPECTED_REBATE);
  });

  it('the member centre 返水记录 shortcut opens the rebate tab', async () => {
    const page = await pageAsMember();
    await page.goto(`${site.baseUrl}/#/userCenter`);
    await page.getByRole('button', { name: '返水记录' }).click();
    await expectHash(page, '#/assets?type=5');
    await page.getByRole('tab', { name: UI.rebateTab, selected: true }).waitFor({ state: 'visible' });
    await expect.poll(() => jisuan(page)).toBe(EXPECTED_REBATE);
  });
});
