import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, type Envelope, expectHash, okData, useBackOffice, waitForQuiet } from './backoffice-harness';
import { registerByApi } from './member-site';
import { screenshot, SCREENSHOT_DIR } from './harness';

/**
 * The back office's 返水记录 (decision 0022): a fresh member plays sic-bo rounds, staff find the
 * accrued row under 优惠活动 → 返水记录 with its per-day totals, and re-run today (nothing changes:
 * the accruals are already there), at 1280x800 and 375x667.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/rebates';
const ROUNDS = 5;

const UI = {
  menu: '优惠活动',
  rebates: '返水记录',
  house: '自营游戏',
  dailyTitle: '每日汇总',
  rerun: '重算',
  rerunDay: '选择日期',
} as const;

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // a copy for a person to look at
  }
}

/** The answer of the next admin call whose path ends with `suffix`. */
function answerOf<T>(page: Page, suffix: string): Promise<Envelope<T>> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith(suffix))
    .then(async (response) => (await response.json()) as Envelope<T>);
}

describe.skipIf(!inject('chromiumAvailable'))('back office: rebate records', () => {
  const backOffice = useBackOffice();
  const { desktopPage, phonePage, signInStaff } = backOffice;

  /** A fresh member deposits 100 (sandbox), moves it to 自营游戏 and plays sic-bo: 4 fen of rebate a round. */
  let player = '';
  async function playRounds(): Promise<void> {
    const { baseUrl } = backOffice;
    const member = await registerByApi(baseUrl, 'br');
    player = member.username;
    const token = member.token;
    const types = okData(
      await api<{ id: number; name: string }[]>(baseUrl, 'GET', '/api/gerRechargeType', token),
      'types',
    );
    const online = types.find((type) => type.name === '在线支付') ?? types[0];
    // gerRechargeAisle answers success with code 0 (spec-2 §7).
    const channels = (
      await api<{ id: number; allow_custom_amount: number }[]>(
        baseUrl,
        'GET',
        `/api/gerRechargeAisle?recharge_type_id=${online?.id ?? 1}`,
        token,
      )
    ).data;
    const channel = channels.find((item) => item.allow_custom_amount === 1);
    const order = await api<{ order_no: string }>(baseUrl, 'POST', '/api/recharge', token, {
      aisle_id: channel?.id,
      amount: '100',
    });
    expect(order.code, order.message).toBe(0);
    const paid = await fetch(`${baseUrl}/sandbox-pay/${encodeURIComponent(order.data.order_no)}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    okData(
      await api(baseUrl, 'POST', '/api/transfer', token, {
        amount: '100',
        sourcetype: 'userbalance',
        targettype: 'house',
      }),
      'transfer',
    );
    for (let round = 0; round < ROUNDS; round += 1)
      okData(
        await api(baseUrl, 'POST', '/api/house/sic-bo/play', token, { bets: [{ type: 'big', amount: 10 }] }),
        'play',
      );
  }

  it('lists the accrued row with the day totals and re-runs today (nothing changes twice)', async () => {
    await playRounds();
    const page = await desktopPage();
    await signInStaff(page);
    await page.getByRole('menuitem', { name: UI.rebates, exact: true }).click();
    await expectHash(page, '#/promotions/rebates');
    const row = page.getByRole('row').filter({ hasText: player });
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain(UI.house);
    expect(await row.innerText()).toContain('0.20');
    expect(await row.innerText()).toContain('未领取');
    await page.getByText(UI.dailyTitle).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'backoffice-rebates-1280');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const picker = page.getByPlaceholder(UI.rerunDay);
    await picker.click();
    await picker.fill(today);
    await picker.press('Enter');
    await page.getByRole('button', { name: UI.rerun }).click();
    const rerunAnswer = answerOf<{ bets: number; changed: number; delta: string }>(page, '/api/admin/rebates/rerun');
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    const rerun = await rerunAnswer;
    expect(rerun.code, rerun.message).toBe(200);
    // Every bet settled today is checked (the demo member's seeded rounds too); none changes.
    expect(rerun.data).toMatchObject({ changed: 0, delta: '0.00' });
    expect(rerun.data.bets).toBeGreaterThanOrEqual(ROUNDS);
    await page
      .getByText(`已检查 ${rerun.data.bets} 笔注单，0 笔有变动，返水净变动 0.00 元`)
      .waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('0.20');
  });

  it('the page at 375x667', async () => {
    const page = await phonePage();
    await signInStaff(page);
    await page.goto(`${backOffice.baseUrl}/admin/#/promotions/rebates`);
    await page.getByText(player).first().waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'backoffice-rebates-375');
  });
});
