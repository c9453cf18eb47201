import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, type Envelope, expectHash, okData, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';

/**
 * The game catalogue in the back office end to end (platform-rules §8, §9; issue #7): a staff
 * member signs in with password and TOTP, renames a game, disables another, adds a game to hot
 * section 2 and moves it to the top; the member site's home page and lobby show the change on the
 * next load. Every new catalogue screen is also taken at 375x667 and 1280x800 for the layout review.
 */

const RENAMED = '五龙老虎机至尊版';
const HOT_DESC = '一张定胜负，龙虎1赔1';

/** Labels of the back office (locales/zh-CN.ts, features/games/games-texts.ts) and the seeded catalogue. */
const UI = {
  gamesMenu: '游戏管理',
  gameList: '游戏列表',
  categories: '游戏分类',
  types: '首页游戏标签',
  hot: '首页热门版块',
  gameName: '游戏名称',
  save: '保存',
  addGame: '添加游戏',
  homeDesc: '介绍文字',
  openMenu: '打开菜单',
  slots: '五龙老虎机',
  sicBo: '骰宝',
  dragonTiger: '龙虎斗',
  section2: '精选推荐',
} as const;

/** A member-site call that must succeed; its data. */
async function memberApi<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return okData(await api<T>(baseUrl, method, path, undefined, body), path);
}

/** The answer of the next POST to an admin path ending with `suffix`. */
function answerOf<T>(page: Page, suffix: RegExp): Promise<Envelope<T>> {
  return page
    .waitForResponse(
      (response) => suffix.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
    )
    .then(async (response) => (await response.json()) as Envelope<T>);
}

describe.skipIf(!inject('chromiumAvailable'))('back office: game catalogue and home sections', () => {
  const backOffice = useBackOffice();
  const { desktopPage, phonePage, signInStaff } = backOffice;

  /** A phone page for the member site. */
  async function memberPhonePage(): Promise<Page> {
    const page = await phonePage();
    // The member home's welcome popup is dismissed for today (it would cover the sections).
    await page.context().addInitScript(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      window.localStorage.setItem(
        'indexModalDismissedOn',
        `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      );
    });
    return page;
  }

  it('renames a game, disables another, adds a game to a hot section and moves it up; the member site follows', async () => {
    const page = await desktopPage();
    await signInStaff(page);

    // 游戏列表: rename the slots.
    await page.getByRole('menuitem', { name: UI.gameList, exact: true }).click();
    await expectHash(page, '#/games/catalogue');
    const slotsRow = page.getByRole('row').filter({ hasText: 'slots' });
    await slotsRow.waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-games-list-1280');
    await slotsRow.getByRole('button', { name: `编辑 ${UI.slots}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `编辑游戏：${UI.slots}` });
    await dialog.waitFor({ state: 'visible' });
    // A bad mark colour is refused in the form with the contract's message, nothing sent.
    await dialog.getByLabel('角标颜色', { exact: true }).fill('red');
    await dialog.getByRole('button', { name: UI.save }).click();
    await dialog.getByText('角标颜色请填写 #RRGGBB 格式，例如 #e53935').waitFor({ state: 'visible' });
    await dialog.getByLabel('角标颜色', { exact: true }).fill('#f5a623');
    await dialog.getByLabel(UI.gameName, { exact: true }).fill(RENAMED);
    await screenshot(page, 'backoffice-games-edit-1280');
    const renameAnswer = answerOf<{ name: string }>(page, /\/api\/admin\/games\/\d+$/);
    await dialog.getByRole('button', { name: UI.save }).click();
    const renamed = await renameAnswer;
    expect(renamed.code).toBe(200);
    expect(renamed.data.name).toBe(RENAMED);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: RENAMED }).waitFor({ state: 'visible' });

    // Disable the sic bo with its switch.
    const sicBoRow = page.getByRole('row').filter({ hasText: 'sic-bo' });
    const disableAnswer = answerOf<{ enabled: boolean }>(page, /\/api\/admin\/games\/\d+$/);
    await sicBoRow.getByRole('switch', { name: `${UI.sicBo} 启用` }).click();
    expect((await disableAnswer).data.enabled).toBe(false);
    await expect
      .poll(() => sicBoRow.getByRole('switch', { name: `${UI.sicBo} 启用` }).getAttribute('aria-checked'))
      .toBe('false');

    // 首页热门版块: add 龙虎斗 to section 2 with a description, then move it to the top.
    await page.getByRole('menuitem', { name: UI.hot, exact: true }).click();
    await expectHash(page, '#/games/hot-sections');
    const section2 = page.getByTestId('hot-section-2');
    await section2.getByRole('listitem').first().waitFor({ state: 'visible' });
    await section2.getByRole('button', { name: UI.addGame }).click();
    const addDialog = page.getByRole('dialog').filter({ hasText: '添加游戏到版块2' });
    await addDialog.waitFor({ state: 'visible' });
    await addDialog.getByRole('combobox', { name: '游戏' }).fill('龙虎');
    await page.locator('.ant-select-item-option').filter({ hasText: UI.dragonTiger }).click();
    await addDialog.getByLabel(UI.homeDesc, { exact: true }).fill(HOT_DESC);
    const addAnswer = answerOf<{ id: number }>(page, /\/hot-sections\/2\/items$/);
    await addDialog.getByRole('button', { name: UI.save }).click();
    expect((await addAnswer).code).toBe(200);
    await addDialog.waitFor({ state: 'hidden' });
    const dragonItem = section2.getByRole('listitem', { name: UI.dragonTiger });
    await dragonItem.waitFor({ state: 'visible' });
    for (let step = 0; step < 3; step += 1) {
      const moveAnswer = answerOf(page, /\/hot-sections\/2\/order$/);
      await dragonItem.getByRole('button', { name: `上移 ${UI.dragonTiger}` }).click();
      expect((await moveAnswer).code).toBe(200);
      await expect
        .poll(() => dragonItem.getByRole('button', { name: `上移 ${UI.dragonTiger}` }).isEnabled())
        .toBe(step < 2);
    }
    await expect.poll(() => section2.getByRole('listitem').first().getAttribute('aria-label')).toBe(UI.dragonTiger);
    // The disabled sic bo is still listed for staff, marked.
    await page
      .getByTestId('hot-section-1')
      .getByRole('listitem', { name: UI.sicBo })
      .getByText('已停用')
      .waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-hot-sections-1280');

    // The member site (phone): the home page and the lobby show the change.
    const member = await memberPhonePage();
    await member.goto(`${backOffice.baseUrl}/#/`);
    const grid = member.locator('.hot-section--grid');
    await grid.getByText(RENAMED).first().waitFor({ state: 'visible' });
    expect(await grid.getByText(UI.sicBo, { exact: true }).count()).toBe(0);
    const swipe = member.locator('.hot-section--swipe');
    await swipe.waitFor({ state: 'visible' });
    const firstCard = swipe.locator('.swipe-card').first();
    await expect.poll(() => firstCard.innerText()).toContain(UI.dragonTiger);
    await expect.poll(() => firstCard.innerText()).toContain(HOT_DESC);
    await swipe.scrollIntoViewIfNeeded();
    await screenshot(member, 'backoffice-games-member-home');

    const lobby = await memberApi<{ siblings: { id: number; category_en: string }[] }>(
      backOffice.baseUrl,
      'POST',
      '/api/gameLobby',
      {},
    );
    const categoryId = (code: string) => lobby.siblings.find((category) => category.category_en === code)?.id ?? 0;
    // 棋牌 (sic bo, baccarat and dragon-tiger, decision 0014): the disabled sic bo is gone, the others stay.
    await member.goto(`${backOffice.baseUrl}/#/games?pyid=${categoryId('joker')}&type=joker`);
    await member.locator('.games-page__grid').getByText(UI.dragonTiger, { exact: true }).waitFor({ state: 'visible' });
    expect(await member.getByText(UI.sicBo, { exact: true }).count()).toBe(0);
    await member.goto(`${backOffice.baseUrl}/#/games?pyid=${categoryId('gaming')}&type=gaming`);
    await member.locator('.games-page__grid').getByText(RENAMED).waitFor({ state: 'visible' });
    await screenshot(member, 'backoffice-games-member-lobby');

    // And the launch of the disabled game is refused by the server.
    const hot = await memberApi<{ items: { game_code: string }[] }[]>(backOffice.baseUrl, 'GET', '/api/hot_index');
    expect(hot.flatMap((section) => section.items).some((item) => item.game_code === 'sic-bo')).toBe(false);
  });

  it('the other catalogue screens at 1280x800: categories, home tabs and a tab’s entries', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.getByRole('menuitem', { name: UI.categories, exact: true }).click();
    await expectHash(page, '#/games/categories');
    await page.getByRole('row').filter({ hasText: 'realbet' }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-game-categories-1280');

    await page.getByRole('menuitem', { name: UI.types, exact: true }).click();
    await expectHash(page, '#/games/types');
    // The lazy page replaces the previous one: wait for its own heading, not just any row.
    await page.getByRole('heading', { name: '首页游戏标签', exact: true }).waitFor({ state: 'visible' });
    // The house's baccarat sits under 棋牌 (decision 0014): that tab's entries are shown.
    const tab = page.getByRole('row').filter({ hasText: '棋牌' });
    await tab.waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-game-types-1280');
    await tab.getByRole('button', { name: '管理入口' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '标签入口：棋牌' });
    await drawer.getByRole('row').filter({ hasText: '百家乐' }).first().waitFor({ state: 'visible' });
    await screenshot(page, 'backoffice-game-type-entries-1280');
  });

  it('every catalogue screen at 375x667', async () => {
    const page = await phonePage();
    await signInStaff(page);
    const screens: [string, string, string, string][] = [
      ['#/games/catalogue', 'backoffice-games-list-375', '游戏列表', 'slots'],
      ['#/games/categories', 'backoffice-game-categories-375', '游戏分类', 'realbet'],
      ['#/games/types', 'backoffice-game-types-375', '首页游戏标签', '真人'],
      ['#/games/hot-sections', 'backoffice-hot-sections-375', '首页热门版块', UI.section2],
    ];
    for (const [hash, name, heading, text] of screens) {
      await page.goto(`${backOffice.baseUrl}/admin/${hash}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ state: 'visible' });
      await page.locator('main').getByText(text).first().waitFor({ state: 'visible' });
      await waitForQuiet(page);
      await screenshot(page, name);
    }
    // A tab's entries on a phone (a full-width drawer of cards).
    await page.goto(`${backOffice.baseUrl}/admin/#/games/types`);
    await page.getByRole('button', { name: '管理入口' }).nth(2).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '标签入口：棋牌' });
    await drawer.getByText('百家乐').first().waitFor({ state: 'visible' });
    await screenshot(page, 'backoffice-game-type-entries-375');
    // The edit form of a game on a phone.
    await page.goto(`${backOffice.baseUrl}/admin/#/games/catalogue`);
    await page.getByRole('button', { name: `编辑 ${RENAMED}` }).click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    await screenshot(page, 'backoffice-games-edit-375');
  });
});
