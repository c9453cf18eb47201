import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, useMemberSite } from './member-site';

/**
 * VIP end-to-end (spec-2 §2 /vip, spec-1 §4 VIP bar), on a 375x667 phone page against the real
 * server and its demo data: demo888 reached VIP1 through a real deposit and real sic-bo rounds
 * (seeded), so its 18.00 promotion bonus is claimable. The member deposits through the sandbox
 * gateway and sees the VIP bar move; then claims the bonus on /vip once. A visitor sees the levels
 * and is asked to log in to claim.
 */

const DEMO = { username: 'demo888', password: 'demo8888' } as const;
const SHOTS = '/work/shots/vip';

interface UserInfo {
  vip: number;
  paysum: string;
  balance: string;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The member centre's VIP bar value (aria-valuenow). */
async function barValue(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: '晋级进度' });
  await bar.waitFor({ state: 'visible' });
  return Number(await bar.getAttribute('aria-valuenow'));
}

describe.skipIf(!inject('chromiumAvailable'))('VIP: the bar moves with a deposit, the bonus is claimed on /vip', () => {
  const site = useMemberSite();
  const { api } = site;

  async function userInfoOf(token: string): Promise<UserInfo> {
    const answer = await api<UserInfo>('/refreshusermoney', { token });
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  }

  /** A sandbox deposit of `amount` yuan, paid on the sandbox cashier page. */
  async function sandboxDeposit(token: string, amount: number): Promise<void> {
    const types = await api<{ id: number; name: string }[]>('/gerRechargeType', { token, method: 'GET' });
    const online = types.data.find((type) => type.name === '在线支付');
    const channels = await api<{ id: number; allow_custom_amount: number }[]>(
      `/gerRechargeAisle?recharge_type_id=${online?.id ?? 0}`,
      { token, method: 'GET' },
    );
    const channel = channels.data.find((item) => item.allow_custom_amount === 1);
    const order = await api<{ order_no: string }>('/recharge', { token, body: { aisle_id: channel?.id, amount } });
    expect(order.code, order.message).toBe(0);
    const paid = await fetch(`${site.baseUrl}/sandbox-pay/${encodeURIComponent(order.data.order_no)}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
  }

  it('shows the levels to a visitor, none unlocked, and asks to log in to claim', async () => {
    const page = await site.mobilePage();
    await page.goto(`${site.baseUrl}/#/vip`);
    await page.getByRole('tab', { name: 'VIP1', exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('tab').count()).toBe(9);
    await page.getByText('登录后查看您的VIP等级并领取礼金').waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: 'VIP1', exact: true }).click();
    const card = page.locator('.vip-card');
    await card.getByText('未解锁', { exact: true }).waitFor({ state: 'visible' });
    await card.getByText('1000.00', { exact: true }).waitFor({ state: 'visible' });
    // The rebate table: six categories in %.
    expect(await card.locator('.vip-rebates tbody tr').count()).toBe(6);
    await card.getByRole('row', { name: '真人 0.50%' }).waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: 'VIP0', exact: true }).click();
    await shot(page, 'vip-anonymous');
    await page.getByRole('tab', { name: 'VIP1', exact: true }).click();
    await page.getByTestId('vip-bonus-1').getByRole('button', { name: '领取' }).click();
    await expectToast(page, '请先登录后再领取');
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/login/);
  });

  it('moves the VIP bar after a sandbox deposit, then claims the promotion bonus once on /vip', async () => {
    const token = await site.login(DEMO.username, DEMO.password);
    const before = await userInfoOf(token);
    expect(before.vip).toBe(1);
    const page = await site.pageAs(token, before);

    await page.goto(`${site.baseUrl}/#/userCenter`);
    // paysum / VIP2's recharge (5,000.00), decision 0023. The bar shows 0 until the levels have answered.
    const start = Math.round((Number(before.paysum) / 5000) * 100);
    await expect.poll(() => barValue(page), { timeout: 8_000 }).toBe(start);

    await sandboxDeposit(token, 500);
    await page.reload();
    await expect.poll(() => barValue(page), { timeout: 8_000 }).toBe(start + 10);
    await shot(page, 'user-center');

    await page.goto(`${site.baseUrl}/#/vip`);
    const card = page.locator('.vip-card');
    await card.getByRole('heading', { name: 'VIP1' }).waitFor({ state: 'visible' });
    await card.getByText('已解锁', { exact: true }).waitFor({ state: 'visible' });
    const promotion = page.getByTestId('vip-bonus-1');
    const claim = promotion.getByRole('button', { name: '领取' });
    await claim.waitFor({ state: 'visible' });
    await shot(page, 'vip-logged-in');
    await claim.click();
    await expectToast(page, '领取成功');
    await promotion.getByRole('button', { name: '已领取' }).waitFor({ state: 'visible' });
    const after = await userInfoOf(token);
    expect(Math.round((Number(after.balance) - Number(before.balance)) * 100)).toBe(50_000 + 1_800);

    // A locked level above the member's.
    await page.getByRole('tab', { name: 'VIP2', exact: true }).click();
    await card.getByText('未解锁', { exact: true }).waitFor({ state: 'visible' });

    // The same bonus again through the API: refused with the clear message.
    const bonuses = await api<{ id: number; status: number }[]>('/userBonus', { token, method: 'GET' });
    const claimed = bonuses.data.find((bonus) => bonus.status === 1);
    const again = await api(`/doUserBonus?id=${claimed?.id}`, { token, method: 'GET' });
    expect(again).toMatchObject({ code: 422, message: '该奖金已领取，请勿重复领取' });
  });
});
