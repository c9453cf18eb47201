import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_CAPTCHA_CODE, launchBrowser, newMobilePage, screenshot, startServer, type RunningServer } from './harness';
import {
  type Envelope,
  expectHash,
  expectToast,
  hashOf,
  loginByApi,
  memberApi,
  type MemberApiOptions,
} from './member-site';

/**
 * Home, lobby and the house games end-to-end (spec-1 §2, §4, §9; spec-2 §2; platform-rules §4;
 * ADR 0009), clicked through on a 375x667 phone page against the real server.
 *
 * The tests follow one member in order: the visitor's home (test 1), then the demo member logs in,
 * opens the slots from the home page, moves 50 into 自营游戏, bets on the open Fast-3 draw and
 * plays 10 spins (test 2), rotates the seed pair and verifies a spin in the browser (test 3), finds
 * the spins on /assets?type=4 (test 4), looks at the lobby and the other tables (test 5), and
 * finally sees the Fast-3 bet settled (test 6). The Fast-3 bet is placed early so that the minute
 * it waits for its draw passes while the other tests run (the server has no shorter draw cycle).
 */

const DEMO = { username: 'demo888', password: 'demo8888' } as const;
const DEPOSIT_AMOUNT = '100';
const SLOTS = { name: '五龙老虎机', code: 'slots' } as const;
const SPINS = 10;

/** Texts as the member sees them (locales/zh-CN.ts, the server's seeds and messages). */
const UI = {
  dismissToday: '今日不再提示',
  welcomeOk: '我知道了',
  loginRequired: '请登录！',
  loginPromptTitle: '登录后开始游戏',
  loginNow: '立即登录',
  redPacket: '抢红包',
  closeRedPacket: '关闭红包入口',
  hotActivities: '热门活动',
  transferIn: '转入',
  transferAmount: '转入金额',
  transferConfirm: '确认转入',
  spin: '旋转',
  placeBet: '确认下注',
  rotate: '更换种子对',
  verify: '验证',
  passed: '验证通过',
  backToSite: '返回网站',
  settled: '已结算',
  unsettled: '待开奖',
} as const;

interface PlayAnswer {
  round_id: number;
  nonce: number;
  server_seed_hash: string;
  balance: string;
  stake: string;
  payout: string;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The welcome popup (antd Modal) while it is open. */
function welcomePopup(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: UI.dismissToday });
}

/** A game of the hot grid (section 1) by name. */
function hotGridGame(page: Page, name: string): Locator {
  return page.locator('.hot-section--grid .game-tile').filter({ hasText: name });
}

describe.skipIf(!inject('chromiumAvailable'))('games: home, lobby, house games and Fast-3', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The member's browser (tests 2–6 continue in it, like one phone). */
  let memberContext: BrowserContext | undefined;
  let memberPage: Page;
  let playedRounds: PlayAnswer[] = [];
  let fast3Bet: { betId: string; drawNo: string; placedAt: number } | undefined;

  function api<T = unknown>(path: string, options?: MemberApiOptions): Promise<Envelope<T>> {
    return memberApi<T>(server.baseUrl, path, options);
  }

  /** The demo member starts with nothing: a sandbox deposit of 100 gives the 50 to move into 自营游戏. */
  async function depositForDemo(): Promise<void> {
    const token = await loginByApi(server.baseUrl, DEMO.username, DEMO.password);
    const types = await api<{ id: number; name: string }[]>('/gerRechargeType', { token, method: 'GET' });
    const online = types.data.find((type) => type.name === '在线支付') ?? types.data[0];
    const channels = await api<{ id: number; allow_custom_amount: number }[]>(
      `/gerRechargeAisle?recharge_type_id=${online?.id ?? 1}`,
      { token, method: 'GET' },
    );
    const channel = channels.data.find((item) => item.allow_custom_amount === 1);
    const order = await api<{ order_no: string }>('/recharge', {
      token,
      body: { aisle_id: channel?.id, amount: DEPOSIT_AMOUNT },
    });
    expect(order.code, order.message).toBe(0);
    const paid = await fetch(`${server.baseUrl}/sandbox-pay/${encodeURIComponent(order.data.order_no)}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    const balance = await api<{ balance: string }>('/balance', { token });
    expect(balance.data.balance).toBe('100.00');
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await depositForDemo();
  });

  afterAll(async () => {
    await memberContext?.close();
    await browser?.close();
    await server?.stop();
  });

  it('home for a visitor: welcome popup dismissed for today, no jackpot, red packet, 请登录！ and the login popup', async () => {
    const { context, page } = await newMobilePage(browser);
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(`${server.baseUrl}/#/`);
      const popup = welcomePopup(page);
      await popup.waitFor({ state: 'visible' });
      await expect.poll(() => popup.innerText()).toContain('欢迎来到星河娱乐');
      await page.locator('.hot-section--grid').waitFor({ state: 'visible' });
      await page.locator('.home-banner img').first().waitFor({ state: 'visible' });
      await screenshot(page, 'games-home-visitor-welcome');

      // '今日不再提示' records today's date; the popup stays away on the next visit today.
      await popup.getByText(UI.dismissToday, { exact: true }).click();
      await popup.getByRole('button', { name: UI.welcomeOk, exact: true }).click();
      await popup.waitFor({ state: 'hidden' });
      const stored = await page.evaluate(() => {
        const now = new Date();
        const pad = (value: number) => String(value).padStart(2, '0');
        return {
          today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
          dismissed: window.localStorage.getItem('indexModalDismissedOn'),
        };
      });
      expect(stored.dismissed).toBe(stored.today);

      // Notice bar texts and the hot-activities button.
      await expect.poll(() => page.locator('.home-notice').innerText()).toContain('自营游戏每一局结果均可验证');
      await page.getByRole('button', { name: UI.hotActivities }).waitFor({ state: 'visible' });

      // No jackpot counter: it was a random figure, not a real pool (decision 0014).
      expect(await page.locator('.jackpot').count()).toBe(0);
      expect(await page.getByText('奖池累计').count()).toBe(0);

      // The red-packet float (redpacket_switch 1) closes for the session.
      await page.getByRole('button', { name: UI.redPacket }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: UI.closeRedPacket }).click();
      await page.getByRole('button', { name: UI.redPacket }).waitFor({ state: 'hidden' });

      await page.reload();
      await page.locator('.hot-section--grid').waitFor({ state: 'visible' });
      await page.waitForTimeout(800);
      expect(await welcomePopup(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: UI.redPacket }).count()).toBe(0);

      // Starting a game without a token: '请登录！' and the login popup (spec-1 §4).
      await hotGridGame(page, SLOTS.name).click();
      await expectToast(page, UI.loginRequired);
      const loginPopup = page.getByRole('dialog', { name: UI.loginPromptTitle });
      await loginPopup.waitFor({ state: 'visible' });
      await screenshot(page, 'games-home-visitor-login-popup');
      await loginPopup.getByRole('button', { name: UI.loginNow, exact: true }).click();
      await expect.poll(() => hashOf(page)).toMatch(/^#\/login\?redirect=/);
      const redirect = new URLSearchParams(hashOf(page).split('?')[1]).get('redirect') ?? '';
      expect(redirect.startsWith('/gamePage?')).toBe(true);
      expect(Object.fromEntries(new URLSearchParams(redirect.split('?')[1]))).toEqual({
        name: SLOTS.name,
        type: '0',
        code: SLOTS.code,
        supplier: 'house',
      });

      // The 彩票 tab (show_type 2) starts its game directly: here that again asks for a login.
      await page.goto(`${server.baseUrl}/#/`);
      await page.getByRole('link', { name: '彩票' }).click();
      await expectToast(page, UI.loginRequired);
    } finally {
      await context.close();
    }
  });

  it('a member opens the slots from home, moves 50 into 自营游戏, bets on Fast-3 and plays 10 spins', async () => {
    const opened = await newMobilePage(browser);
    memberContext = opened.context;
    const page = opened.page;
    memberPage = page;
    page.setDefaultTimeout(10_000);

    await page.goto(`${server.baseUrl}/#/login`);
    await page.getByPlaceholder('请输入账号', { exact: true }).fill(DEMO.username);
    await page.getByPlaceholder('请输入密码', { exact: true }).fill(DEMO.password);
    await page.getByPlaceholder('请输入验证码', { exact: true }).fill(E2E_CAPTCHA_CODE);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expectHash(page, '#/');
    await page.locator('section.user-panel').getByText(DEMO.username, { exact: true }).waitFor({ state: 'visible' });

    // A visit that starts on home greets the member with the welcome popup.
    await page.reload();
    const popup = welcomePopup(page);
    await popup.waitFor({ state: 'visible' });
    await expect
      .poll(async () => (await page.locator('section.user-panel [aria-live="polite"]').innerText()).replace(/\s+/g, ''))
      .toBe('¥100.00');
    await screenshot(page, 'games-home-member-welcome');
    await popup.getByRole('button', { name: UI.welcomeOk, exact: true }).click();
    await popup.waitFor({ state: 'hidden' });
    await screenshot(page, 'games-home-member');

    // The 电子 tab (show_type 1) lists its category entries; the slots are in the hot grid too.
    await page.getByRole('tab', { name: '电子' }).click();
    await page.locator('.entry-list').getByText('电子游艺', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: '推荐' }).click();

    // Tapping the slots: getGameUrl answers /house/slots and the window goes there.
    const launch = page.waitForRequest((request) => request.url().endsWith('/api/getGameUrl'));
    await hotGridGame(page, SLOTS.name).click();
    expect(JSON.parse((await launch).postData() ?? '{}')).toEqual({
      plat_name: 'house',
      game_type: '0',
      game_code: SLOTS.code,
      is_mobile_url: 1,
      supplier: 'house',
    });
    // Its answer is '/house/slots', a same-site address: the window goes there.
    await page.waitForURL((url) => url.pathname === '/house/slots');
    const houseBalance = page.getByTestId('house-balance');
    await expect.poll(() => houseBalance.innerText()).toBe('¥0.00');

    // 转入: 50 from the main wallet into 自营游戏 (the popup shows the main balance).
    await page.getByRole('button', { name: UI.transferIn, exact: true }).click();
    const transferPopup = page.getByRole('dialog', { name: '转入自营游戏' });
    await transferPopup.waitFor({ state: 'visible' });
    await expect.poll(() => transferPopup.innerText()).toContain('¥100.00');
    await transferPopup.getByRole('textbox', { name: UI.transferAmount }).fill('50');
    const transferAnswer = page.waitForResponse((response) => response.url().endsWith('/api/transfer'));
    await transferPopup.getByRole('button', { name: UI.transferConfirm, exact: true }).click();
    const transferred = (await (await transferAnswer).json()) as Envelope;
    expect(transferred.code, transferred.message).toBe(200);
    await expect.poll(() => houseBalance.innerText()).toBe('¥50.00');

    // Fast-3 first (its draw takes up to a minute): 10 on 大 in the open draw.
    await page.goto(`${server.baseUrl}/house/fast3`);
    const closesIn = page.getByTestId('fast3-closes-in');
    await closesIn.waitFor({ state: 'visible' });
    // Not in the last seconds before the draw closes (10 s before the draw).
    await expect
      .poll(
        async () => {
          const [minutes = 0, seconds = 0] = (await closesIn.innerText()).split(':').map(Number);
          return minutes * 60 + seconds;
        },
        { timeout: 25_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(6);
    await page.getByRole('button', { name: /^大 2\.00/ }).click();
    await expect.poll(() => page.locator('.chip-bar__total').innerText()).toContain('¥10.00');
    const betAnswer = page.waitForResponse((response) => response.url().endsWith('/api/house/fast3/bet'));
    await page.getByRole('button', { name: UI.placeBet, exact: true }).click();
    const bet = (await (await betAnswer).json()) as Envelope<{ bet_id: string; draw_no: string; balance: string }>;
    expect(bet.code, bet.message).toBe(200);
    fast3Bet = { betId: bet.data.bet_id, drawNo: bet.data.draw_no, placedAt: Date.now() };
    await expectToast(page, bet.message);
    expect(bet.data.balance).toBe('40.00');
    const myBet = page.locator('.round-row').filter({ hasText: `第 ${bet.data.draw_no} 期` });
    await myBet.getByText(UI.unsettled, { exact: true }).waitFor({ state: 'visible' });

    // Ten spins of 2 yuan (the default stake); each answer is one round on the next nonce.
    await page.goto(`${server.baseUrl}/house/slots`);
    await expect.poll(() => houseBalance.innerText()).toBe('¥40.00');
    const spin = page.getByRole('button', { name: UI.spin, exact: true });
    playedRounds = [];
    for (let round = 0; round < SPINS; round += 1) {
      await spin.waitFor({ state: 'visible' });
      const played = page.waitForResponse((response) => response.url().endsWith('/api/house/slots/play'));
      await spin.click();
      const answer = (await (await played).json()) as Envelope<PlayAnswer>;
      expect(answer.code, answer.message).toBe(200);
      expect(answer.data.stake).toBe('2.00');
      playedRounds.push(answer.data);
      // The reels stop one by one, then the button is back.
      await page
        .locator('.game-stage__message')
        .getByText(/恭喜中奖|未中奖|第\d+局/)
        .waitFor({ state: 'visible' });
    }
    expect(playedRounds.map((round) => round.nonce)).toEqual(Array.from({ length: SPINS }, (_, index) => index));
    expect(new Set(playedRounds.map((round) => round.server_seed_hash)).size).toBe(1);
    await expect.poll(() => houseBalance.innerText()).toBe(`¥${playedRounds.at(-1)?.balance}`);
    await screenshot(page, 'games-house-slots');

    // The history tab lists the ten rounds, newest first.
    const rows = page.locator('.round-list .round-row');
    await expect.poll(() => rows.count()).toBe(SPINS);
    expect(await rows.first().innerText()).toContain(`#${playedRounds.at(-1)?.round_id}`);
  }, 60_000);

  it('rotates the seed pair, whose revealed server seed hashes to the commitment, and verifies a spin: 验证通过', async () => {
    const page = memberPage;
    await page.getByRole('tab', { name: '公平验证' }).click();
    const hash = page.getByTestId('server-seed-hash');
    await expect.poll(() => hash.innerText()).toBe(playedRounds[0]?.server_seed_hash);
    expect(await page.getByTestId('seed-nonce').innerText()).toBe(String(SPINS));

    await page.getByRole('button', { name: UI.rotate, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '公开当前服务端种子' });
    await confirm.waitFor({ state: 'visible' });
    const rotateAnswer = page.waitForResponse((response) => response.url().endsWith('/api/house/fairness/rotate'));
    await confirm.getByRole('button', { name: UI.rotate, exact: true }).click();
    expect(((await (await rotateAnswer).json()) as Envelope).code).toBe(200);
    const revealed = (await page.getByTestId('revealed-server-seed').innerText()).trim();
    expect(sha256Hex(revealed)).toBe(playedRounds[0]?.server_seed_hash);
    await expect.poll(() => hash.innerText()).not.toBe(playedRounds[0]?.server_seed_hash);
    expect(await page.getByTestId('seed-nonce').innerText()).toBe('0');
    await page.locator('.adm-toast-main').first().waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByRole('region', { name: '当前种子对' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'games-house-slots-fairness-rotated');

    // Pick the fifth spin: the form fills with its revealed seed; replayRound runs in the page.
    const picked = playedRounds[4];
    const verifier = page.getByRole('region', { name: '游戏验证' });
    await verifier.locator('select').selectOption(String(picked?.round_id));
    await expect.poll(() => verifier.getByRole('textbox', { name: '服务端种子' }).inputValue()).toBe(revealed);
    expect(await verifier.getByRole('textbox', { name: 'Nonce' }).inputValue()).toBe('4');
    await verifier.getByRole('button', { name: UI.verify, exact: true }).click();
    const result = verifier.locator('.verify-result');
    await result.getByText(UI.passed, { exact: true }).waitFor({ state: 'visible' });
    expect(await result.innerText()).toContain(`¥${picked?.payout}`);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'games-house-slots-fairness');

    // A tampered nonce does not match the stored spin.
    await verifier.getByRole('textbox', { name: 'Nonce' }).fill('5');
    await verifier.getByRole('button', { name: UI.verify, exact: true }).click();
    await result.getByText('验证失败', { exact: true }).waitFor({ state: 'visible' });

    // Back to the site.
    await page.getByRole('link', { name: UI.backToSite }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#/');
    await page.locator('section.user-panel').waitFor({ state: 'visible' });
  });

  it('/assets?type=4 lists the ten spins as settled 自营游戏 bets', async () => {
    const page = memberPage;
    await page.goto(`${server.baseUrl}/#/assets?type=4`);
    const betTab = page.getByRole('tab', { name: '投注', exact: true });
    await expect.poll(() => betTab.getAttribute('aria-selected')).toBe('true');
    const rows = page.locator('.record-list').getByRole('listitem');
    for (const round of playedRounds) {
      const row = rows.filter({ hasText: new RegExp(`注单号 ${round.round_id}(?!\\d)`) });
      await row.waitFor({ state: 'visible' });
      expect(await row.innerText()).toContain('已结算');
    }
    // The Fast-3 bet is there too, older than the spins.
    expect(await rows.count()).toBeGreaterThanOrEqual(SPINS);
    await screenshot(page, 'games-assets-bets');
  });

  it('the lobby filters by name, and the other tables deal, roll and show their fairness panels', async () => {
    const page = memberPage;
    await page.goto(`${server.baseUrl}/#/games?pyid=1&type=concise`);
    const grid = page.locator('.games-page__grid');
    await grid.getByText(SLOTS.name, { exact: true }).waitFor({ state: 'visible' });
    expect(await grid.locator('.game-tile').count()).toBe(5);
    await expect.poll(() => grid.locator('.game-tile').filter({ hasText: SLOTS.name }).innerText()).toContain('推荐');
    await page.getByPlaceholder('搜索游戏名称').fill('龙');
    await expect.poll(() => grid.locator('.game-tile').count()).toBe(2);
    await screenshot(page, 'games-lobby-search');
    await page.getByRole('tab', { name: /电子游艺/ }).click();
    await expect.poll(() => hashOf(page)).toBe('#/games?pyid=4&type=gaming');
    await expect.poll(() => grid.locator('.game-tile').count()).toBe(1);
    await screenshot(page, 'games-lobby');

    // /gamePage: dailiD=1 frames the agent login address (refused for a non-agent), any other
    // dailiD the customer-service address; a game in the query is launched.
    await page.goto(`${server.baseUrl}/#/gamePage?dailiD=1`);
    await page.getByText('您还不是代理，请先申请成为代理').waitFor({ state: 'visible' });
    await page.goto(`${server.baseUrl}/#/gamePage?dailiD=2`);
    await expect.poll(() => page.locator('iframe.game-page__frame').getAttribute('src')).toBe('/service/chat');
    expect((await fetch(`${server.baseUrl}/house/poker`)).status).toBe(404);

    const tables = [
      { code: 'sic-bo', name: '骰宝', bet: /^大 1:1/ },
      { code: 'baccarat', name: '百家乐', bet: /^庄 0\.95:1/ },
      { code: 'dragon-tiger', name: '龙虎斗', bet: /^龙 1:1/ },
    ];
    for (const table of tables) {
      const query = new URLSearchParams({ name: table.name, type: '0', code: table.code, supplier: 'house' });
      await page.goto(`${server.baseUrl}/#/gamePage?${query.toString()}`);
      await page.waitForURL((url) => url.pathname === `/house/${table.code}`);
      await page.getByRole('radio', { name: '1', exact: true }).click();
      await page.getByRole('button', { name: table.bet }).click();
      const played = page.waitForResponse((response) => response.url().endsWith(`/api/house/${table.code}/play`));
      await page.getByRole('button', { name: UI.placeBet, exact: true }).click();
      const answer = (await (await played).json()) as Envelope<PlayAnswer>;
      expect(answer.code, answer.message).toBe(200);
      expect(answer.data.stake).toBe('1.00');
      await page
        .locator('.game-stage__message')
        .getByText(/恭喜中奖|未中奖|和局退还/)
        .waitFor({ state: 'visible' });
      await screenshot(page, `games-house-${table.code}`);
      await page.getByRole('tab', { name: '公平验证' }).click();
      await page.getByTestId('server-seed-hash').waitFor({ state: 'visible' });
      await screenshot(page, `games-house-${table.code}-fairness`);
    }
  }, 60_000);

  it('the Fast-3 bet settles with its draw: 已结算 on the Fast-3 page and in /assets?type=4, the draw verifies', async () => {
    const page = memberPage;
    const bet = fast3Bet;
    expect(bet).toBeDefined();
    if (!bet) return;
    await page.goto(`${server.baseUrl}/house/fast3`);
    const myBet = page.locator('.round-row').filter({ hasText: `第 ${bet.drawNo} 期` });
    await myBet.waitFor({ state: 'visible' });
    // Draws are on whole minutes; the job settles within 5 s of the draw.
    const waitMs = Math.max(5_000, 80_000 - (Date.now() - bet.placedAt));
    await myBet.getByText(UI.settled, { exact: true }).waitFor({ state: 'visible', timeout: waitMs });
    await screenshot(page, 'games-house-fast3');

    // The draw's revealed seed recomputes its dice in the browser.
    await page.getByRole('tab', { name: '开奖记录' }).click();
    const draw = page.locator('.round-row').filter({ hasText: `第 ${bet.drawNo} 期` });
    await draw.getByRole('button', { name: UI.verify, exact: true }).click();
    await draw.getByText(UI.passed).waitFor({ state: 'visible' });
    await screenshot(page, 'games-house-fast3-draws');

    await page.goto(`${server.baseUrl}/#/assets?type=4`);
    const row = page
      .locator('.record-list')
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`注单号 ${bet.betId}(?!\\d)`) });
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('已结算');
  }, 90_000);
});
