import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildMember } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';

type Json = Record<string, unknown> & { id: number };

let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
let service: string;
let member: string;
const { call, tokenOf, current } = useBackOfficeTestApp({ staff: { service1: 'customer_service' } });
beforeAll(async () => {
  ({ testApp, app, admin } = current());
  service = tokenOf('service1');
  member = (await buildMember(app)).token;
  // A second platform (an outside provider) to add games to.
  await testApp.database.query(
    `insert into game_platforms (platname, name, adapter, sort) values ('ag', 'AG真人', 'test', 9)`,
  );
});

/** Audit entries of an action on a target, newest first (read from the table: one source of truth). */
async function auditOf(action: string, targetId: string | number) {
  return testApp.database.query<{ staff_username: string; before: unknown; after: unknown; ip: string }>(
    `select staff_username, before, after, ip from audit_log where action = $1 and target_id = $2 order by id desc`,
    [action, String(targetId)],
  );
}

async function auditCount(): Promise<number> {
  const rows = await testApp.database.query<{ n: string | number }>('select count(*) as n from audit_log');
  return Number(rows[0]?.n ?? 0);
}

async function memberGet(url: string) {
  return (await app.inject({ method: 'GET', url })).json();
}
async function memberPost(url: string, payload: Record<string, unknown> = {}, token?: string) {
  return (await app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })).json();
}

async function gameByCode(gameCode: string): Promise<Json> {
  const page = await call('GET', `/api/admin/games?name=${gameCode}&per_page=100`, admin);
  const game = (page.body.data.data as Json[]).find((row) => row.game_code === gameCode);
  if (!game) throw new Error(`game ${gameCode} not found`);
  return game;
}

async function categoryByCode(categoryCode: string): Promise<Json> {
  const list = await call('GET', '/api/admin/game-categories', admin);
  const category = (list.body.data as Json[]).find((row) => row.code === categoryCode);
  if (!category) throw new Error(`category ${categoryCode} not found`);
  return category;
}

describe('catalogue admin: access', () => {
  const reads = ['/api/admin/games', '/api/admin/game-categories', '/api/admin/game-types', '/api/admin/hot-sections'];
  const writes: [string, Record<string, unknown>][] = [
    ['/api/admin/games', { platname: 'house', game_code: 'x', name: 'x', category_code: 'gaming' }],
    ['/api/admin/games/1', { enabled: false }],
    ['/api/admin/game-categories/1', { name: 'x' }],
    ['/api/admin/game-types', { name: 'x', show_type: 1 }],
    ['/api/admin/game-types/1', { name: 'x' }],
    ['/api/admin/game-types/1/delete', {}],
    ['/api/admin/game-types/1/entries', { kind: 'game', game_id: 1 }],
    ['/api/admin/game-type-entries/1', { name: 'x' }],
    ['/api/admin/game-type-entries/1/delete', {}],
    ['/api/admin/hot-sections/1', { title: 'x' }],
    ['/api/admin/hot-sections/1/items', { game_id: 1 }],
    ['/api/admin/hot-sections/1/order', { item_ids: [1] }],
    ['/api/admin/hot-section-items/1', { home_desc: 'x' }],
    ['/api/admin/hot-section-items/1/delete', {}],
  ];

  it('refuses customer service with 403 and changes nothing', async () => {
    const before = await auditCount();
    for (const url of reads) expect((await call('GET', url, service)).status, url).toBe(403);
    for (const [url, payload] of writes) expect((await call('POST', url, service, payload)).status, url).toBe(403);
    expect(await auditCount()).toBe(before);
    expect((await gameByCode('slots')).enabled).toBe(true);
  });

  it('refuses member tokens and anonymous calls with 401', async () => {
    for (const url of reads) {
      expect((await call('GET', url, member)).status, url).toBe(401);
      expect((await call('GET', url, undefined)).status, url).toBe(401);
    }
    for (const [url, payload] of writes) expect((await call('POST', url, member, payload)).status, url).toBe(401);
  });
});

describe('catalogue admin: games', () => {
  it('lists the catalogue with filters, sort and CSV', async () => {
    const all = await call('GET', '/api/admin/games?per_page=100', admin);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(5);
    expect(all.body.data.data[0]).toMatchObject({ platname: 'house', platform_name: expect.any(String) });

    const joker = await call('GET', '/api/admin/games?category=joker', admin);
    expect((joker.body.data.data as Json[]).map((row) => row.game_code).sort()).toEqual([
      'baccarat',
      'dragon-tiger',
      'sic-bo',
    ]);
    expect(joker.body.data.data[0].category_name).toBe('棋牌游戏');

    const byName = await call('GET', `/api/admin/games?name=${encodeURIComponent('快三')}`, admin);
    expect((byName.body.data.data as Json[]).map((row) => row.game_code)).toEqual(['fast3']);

    const byId = await call('GET', '/api/admin/games?sort=id&order=desc&platname=house', admin);
    const ids = (byId.body.data.data as Json[]).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const empty = await call('GET', '/api/admin/games?platname=nobody', admin);
    expect(empty.body.data).toMatchObject({ total: 0, data: [], last_page: 1 });

    const bad = await call('GET', '/api/admin/games?enabled=2', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('启用状态只能是 0 或 1');

    const csv = await call('GET', '/api/admin/games?format=csv&category=gaming', admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFF编号,平台代码')).toBe(true);
    expect(csv.text).toContain('slots');
  });

  it('renames a game, changes its mark and category; members see it and the audit has before/after', async () => {
    const slots = await gameByCode('slots');
    const saved = await call('POST', `/api/admin/games/${slots.id}`, admin, {
      name: '五龙老虎机 Plus',
      desc_mark: '新',
      mark_color: '#00aa00',
      game_img: '/static/games/slots.svg',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('已保存，会员端立即生效');
    expect(saved.body.data).toMatchObject({ name: '五龙老虎机 Plus', desc_mark: '新', mark_color: '#00aa00' });

    const lobby = await memberPost('/api/gameLobby', { category_id: 'gaming' });
    expect(lobby.data.games).toEqual([expect.objectContaining({ name: '五龙老虎机 Plus', desc_mark: '新' })]);
    const hot = await memberGet('/api/hot_index');
    expect(hot.data[0].items.some((item: Json) => item.name === '五龙老虎机 Plus')).toBe(true);

    const [entry] = await auditOf('games.game.update', slots.id);
    expect(entry).toMatchObject({
      staff_username: 'boss',
      before: { name: slots.name },
      after: { name: '五龙老虎机 Plus' },
    });
    expect(entry?.ip).toBeTruthy();

    // Recommended off: it leaves the lobby's recommended list (app_state 0) but stays in its category.
    await call('POST', `/api/admin/games/${slots.id}`, admin, { app_state: 0 });
    const concise = await memberGet('/api/game/list?category=concise');
    expect(concise.data.find((game: Json) => game.game_code === 'slots')?.app_state).toBe(0);

    // Back to how it was.
    const restored = await call('POST', `/api/admin/games/${slots.id}`, admin, {
      name: slots.name,
      desc_mark: slots.desc_mark,
      mark_color: slots.mark_color,
      app_state: 1,
    });
    expect(restored.body.data.name).toBe(slots.name);
  });

  it('refuses bad input and unknown ids with Chinese messages, changing nothing', async () => {
    const slots = await gameByCode('slots');
    const before = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, ''],
      [{ mark_color: 'red' }, '角标颜色请填写 #RRGGBB 格式'],
      [{ game_img: 'javascript:alert(1)' }, '图片地址请填写 http(s) 链接或以 / 开头的站内路径'],
      [{ game_img: '//evil.example/x.png' }, '图片地址请填写 http(s) 链接或以 / 开头的站内路径'],
      [{ app_state: 3 }, '推荐状态只能是 0 或 1'],
      [{ sort: 1.5 }, '排序请填写整数'],
      [{ desc_mark: '一二三四五六七八九十十一' }, '角标文字最多10个字'],
      [{ enabled: 'maybe' }, '启用只能是开或关'],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('POST', `/api/admin/games/${slots.id}`, admin, payload);
      if (message === '') {
        // An empty name is "not given": nothing to change.
        expect(answer.body.data.name).toBe(slots.name);
        continue;
      }
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message, JSON.stringify(payload)).toContain(message);
    }
    const concise = await call('POST', `/api/admin/games/${slots.id}`, admin, { category_code: 'concise' });
    expect(concise.body.code).toBe(400);
    expect(concise.body.message).toContain('“热门推荐”不是游戏的分类');
    const unknownCategory = await call('POST', `/api/admin/games/${slots.id}`, admin, { category_code: 'poker' });
    expect(unknownCategory.body.message).toBe('游戏分类不存在，请从列表中选择');

    const unknown = await call('POST', '/api/admin/games/999999', admin, { name: '无' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ code: 404, message: '游戏不存在' });
    const hugeId = await call('POST', '/api/admin/games/99999999999', admin, { name: '无' });
    expect(hugeId.status).toBe(400);

    expect(await auditCount()).toBe(before);
    expect(await gameByCode('slots')).toEqual(slots);
  });

  /** POST /api/admin/games as the super admin; a missing name is left out of the body. */
  const addGame = (
    platname: string,
    gameCode: string,
    name: string | undefined,
    categoryCode: string,
    extra: Record<string, unknown> = {},
  ) =>
    call('POST', '/api/admin/games', admin, {
      platname,
      game_code: gameCode,
      name,
      category_code: categoryCode,
      ...extra,
    });

  it('adds a game to a known platform, refusing an unknown platform and a duplicate code', async () => {
    const created = await addGame('ag', 'AG-BAC-01', 'AG百家乐', 'realbet', {
      game_img: 'https://cdn.example.com/ag/bac.png',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      platname: 'ag',
      platform_name: 'AG真人',
      game_code: 'AG-BAC-01',
      supplier: 'ag',
      category_name: '真人视讯',
      app_state: 1,
      enabled: true,
    });
    const [entry] = await auditOf('games.game.create', created.body.data.id);
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({ game_code: 'AG-BAC-01' });

    const lobby = await memberPost('/api/gameLobby', { category_id: 'realbet' });
    expect(lobby.data.games.map((game: Json) => game.game_code)).toContain('AG-BAC-01');
    const provider = await memberPost('/api/gamelistBycode', { gamecode: 'ag' });
    expect(provider.data).toEqual([expect.objectContaining({ gamecode: 'AG-BAC-01', gamename: 'AG百家乐' })]);

    const duplicate = await addGame('ag', 'AG-BAC-01', '重复', 'realbet');
    expect(duplicate.status).toBe(200);
    expect(duplicate.body).toMatchObject({
      code: 422,
      message: '平台 ag 已有游戏代码 AG-BAC-01（AG百家乐），同一平台的游戏代码不能重复',
    });
    // The same code on another platform is another game, but the house runs only its own engines.
    const house = await addGame('house', 'AG-BAC-01', '百家乐二', 'realbet');
    expect(house.body.message).toContain('自营平台只能添加已实现的自营游戏');
    const unknownPlatform = await addGame('nowhere', 'X1', '无', 'realbet');
    expect(unknownPlatform.body.message).toBe('游戏平台不存在，请从列表中选择');
    const missing = await call('POST', '/api/admin/games', admin, { platname: 'ag', game_code: 'X 1' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('游戏代码只能包含字母、数字');
    const noName = await addGame('ag', 'X1', undefined, 'gaming');
    expect(noName.body.message).toContain('请填写游戏名称');
    const rows = await testApp.database.query<{ n: number }>(
      `select count(*)::int as n from games where platname = 'ag'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('a disabled game disappears from every member list and cannot be launched or played', async () => {
    const baccarat = await gameByCode('baccarat');
    const off = await call('POST', `/api/admin/games/${baccarat.id}`, admin, { enabled: false });
    expect(off.body.data.enabled).toBe(false);
    expect((await auditOf('games.game.update', baccarat.id))[0]?.after).toMatchObject({ enabled: false });

    const hasBaccarat = (items: Json[]) => items.some((item) => item.game_code === 'baccarat');
    expect(hasBaccarat((await memberGet('/api/game/list?category=concise')).data)).toBe(false);
    expect(hasBaccarat((await memberPost('/api/gameLobby', { category_id: 'joker' })).data.games)).toBe(false);
    for (const section of (await memberGet('/api/hot_index')).data as { items: Json[] }[])
      expect(hasBaccarat(section.items)).toBe(false);
    for (const tab of (await memberGet('/api/gameType')).data as Json[]) {
      if (tab.show_type !== 1) continue;
      expect(hasBaccarat((await memberPost('/api/categoryEntry', { id: tab.id })).data.list)).toBe(false);
    }
    expect(hasBaccarat((await memberPost('/api/gamelistBycode', { gamecode: 'house' })).data)).toBe(false);

    const launch = await memberPost('/api/getGameUrl', { plat_name: 'house', game_code: 'baccarat' }, member);
    expect(launch).toMatchObject({ code: 422, message: '该游戏已下架' });
    const play = await memberPost('/api/house/baccarat/play', { bets: [{ type: 'banker', amount: '1' }] }, member);
    expect(play.message).toBe('该游戏已下架');

    await call('POST', `/api/admin/games/${baccarat.id}`, admin, { enabled: true });
    expect(hasBaccarat((await memberGet('/api/game/list?category=concise')).data)).toBe(true);
    const again = await memberPost('/api/getGameUrl', { plat_name: 'house', game_code: 'baccarat' }, member);
    expect(again).toMatchObject({ code: 200, data: { url: '/house/baccarat' } });
  });

  it("a disabled platform's games leave every member list and come back when it is enabled again", async () => {
    const platforms = (await call('GET', '/api/admin/game-platforms', admin)).body.data.data as Json[];
    const house = platforms.find((row) => row.platname === 'house');
    if (!house) throw new Error('house platform missing');
    const houseGames = async () => {
      const lists: Json[][] = [
        (await memberGet('/api/game/list?category=concise')).data,
        (await memberPost('/api/gamelistBycode', { gamecode: 'house' })).data,
        ...((await memberGet('/api/hot_index')).data as { items: Json[] }[]).map((section) => section.items),
      ];
      for (const tab of (await memberGet('/api/gameType')).data as Json[]) {
        if (tab.show_type === 2) lists.push([tab]);
        else lists.push((await memberPost('/api/categoryEntry', { id: tab.id })).data.list);
      }
      return lists.flat().filter((item) => item.platform_name === 'house' || item.game_code === 'baccarat').length;
    };
    expect(await houseGames()).toBeGreaterThan(0);
    await call('POST', `/api/admin/game-platforms/${house.id}`, admin, { enabled: false });
    try {
      expect(await houseGames()).toBe(0);
    } finally {
      await call('POST', `/api/admin/game-platforms/${house.id}`, admin, { enabled: true });
    }
    expect(await houseGames()).toBeGreaterThan(0);
  });

  it('hides a tab that opens a disabled game', async () => {
    const fast3 = await gameByCode('fast3');
    const direct = () =>
      memberGet('/api/gameType').then((answer) => (answer.data as Json[]).filter((tab) => tab.show_type === 2));
    expect((await direct()).map((tab) => tab.game_code)).toEqual(['fast3']);
    await call('POST', `/api/admin/games/${fast3.id}`, admin, { enabled: false });
    expect(await direct()).toEqual([]);
    await call('POST', `/api/admin/games/${fast3.id}`, admin, { enabled: true });
    expect((await direct()).map((tab) => tab.game_code)).toEqual(['fast3']);
  });
});

describe('catalogue admin: categories', () => {
  it('edits name, image, order and enabled; the lobby follows', async () => {
    const sport = await categoryByCode('sport');
    expect(sport.game_count).toBe(0);
    const list = await call('GET', '/api/admin/game-categories', admin);
    expect((list.body.data as Json[]).map((row) => row.code)).toEqual([
      'concise',
      'realbet',
      'joker',
      'gaming',
      'lottery',
      'sport',
    ]);

    const renamed = await call('POST', `/api/admin/game-categories/${sport.id}`, admin, {
      name: '体育竞技',
      sort: -1,
      game_img: '/static/games/cat-sport.svg',
    });
    expect(renamed.body.data).toMatchObject({ code: 'sport', name: '体育竞技', sort: -1 });
    const lobby = await memberPost('/api/gameLobby', {});
    expect(lobby.data.siblings[0]).toMatchObject({ category_en: 'sport', name: '体育竞技', is_current: 1 });
    const [entry] = await auditOf('games.category.update', 'sport');
    expect(entry).toMatchObject({ before: { name: sport.name }, after: { name: '体育竞技' } });

    await call('POST', `/api/admin/game-categories/${sport.id}`, admin, { enabled: false });
    const hidden = await memberPost('/api/gameLobby', { category_id: 'sport' });
    expect(hidden).toMatchObject({ code: 404, message: '游戏分类不存在' });
    expect((await memberPost('/api/gameLobby', {})).data.siblings.map((tab: Json) => tab.category_en)).not.toContain(
      'sport',
    );

    await call('POST', `/api/admin/game-categories/${sport.id}`, admin, {
      name: sport.name,
      sort: sport.sort,
      enabled: true,
    });
    expect((await categoryByCode('sport')).name).toBe(sport.name);
  });

  it('refuses bad input and unknown ids (there is no way to create a code)', async () => {
    const long = await call('POST', '/api/admin/game-categories/1', admin, { name: '一'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('分类名称最多20个字');
    const unknown = await call('POST', '/api/admin/game-categories/99999', admin, { name: '无' });
    expect(unknown.body).toMatchObject({ code: 404, message: '游戏分类不存在，请从列表中选择' });
    const codeIgnored = await call('POST', '/api/admin/game-categories/1', admin, { code: 'poker' });
    expect(codeIgnored.body.data.code).toBe('concise');
    expect((await call('POST', '/api/admin/game-categories', admin, { code: 'poker', name: '扑克' })).status).toBe(404);
  });
});

describe('catalogue admin: game-type tabs and entries', () => {
  it('creates a tab with entries; members see it in gameType and categoryEntry; then deletes it', async () => {
    const sicBo = await gameByCode('sic-bo');
    const gaming = await categoryByCode('gaming');
    const tab = await call('POST', '/api/admin/game-types', admin, {
      name: '骰子',
      show_type: 1,
      game_img: '/static/games/cat-joker.svg',
      sort: 99,
    });
    expect(tab.status).toBe(200);
    expect(tab.body.data).toMatchObject({ name: '骰子', show_type: 1, game_id: null, entry_count: 0 });
    const tabId = tab.body.data.id as number;
    expect((await auditOf('games.type.create', tabId))[0]?.after).toMatchObject({ name: '骰子' });

    const first = await call('POST', `/api/admin/game-types/${tabId}/entries`, admin, {
      kind: 'game',
      game_id: sicBo.id,
      name: '经典骰宝',
      desc_num: '97.22',
      desc_unit: '%',
      betrayal: '最高返水1.20%',
      home_desc: '三颗骰子',
      mark_color: '#123456',
      desc_mark: '热',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'game', target_name: sicBo.name, target_enabled: true, sort: 1 });
    const second = await call('POST', `/api/admin/game-types/${tabId}/entries`, admin, {
      kind: 'category',
      category_id: gaming.id,
      home_desc: '全部电子',
    });
    expect(second.body.data).toMatchObject({ kind: 'category', category_id: gaming.id, game_id: null, sort: 2 });
    expect((await auditOf('games.type_entry.create', second.body.data.id)).length).toBe(1);

    const tabs = (await memberGet('/api/gameType')).data as Json[];
    expect(tabs.at(-1)).toMatchObject({ id: tabId, name: '骰子', show_type: 1 });
    const entries = (await memberPost('/api/categoryEntry', { id: tabId })).data.list as Json[];
    expect(entries).toEqual([
      expect.objectContaining({
        type: 'game',
        id: sicBo.id,
        name: '经典骰宝',
        desc_num: '97.22',
        desc_unit: '%',
        betrayal: '最高返水1.20%',
        home_desc: '三颗骰子',
        desc_mark: '热',
        mark_color: '#123456',
      }),
      expect.objectContaining({ type: 'category', id: gaming.id, category_en: 'gaming', home_desc: '全部电子' }),
    ]);

    // Reorder by sort, turn the first entry into a category entry, edit a decoration.
    const moved = await call('POST', `/api/admin/game-type-entries/${first.body.data.id}`, admin, { sort: 5 });
    expect(moved.body.data.sort).toBe(5);
    const order = (await memberPost('/api/categoryEntry', { id: tabId })).data.list as Json[];
    expect(order.map((entry) => entry.type)).toEqual(['category', 'game']);
    const toCategory = await call('POST', `/api/admin/game-type-entries/${first.body.data.id}`, admin, {
      kind: 'category',
    });
    expect(toCategory.body.message).toBe('分类入口请选择分类');
    const [updateAudit] = await auditOf('games.type_entry.update', first.body.data.id);
    expect(updateAudit).toMatchObject({ before: { sort: 1 }, after: { sort: 5 } });

    // Disabled tab: gone for members; then deleted with its entries.
    await call('POST', `/api/admin/game-types/${tabId}`, admin, { enabled: false });
    expect(((await memberGet('/api/gameType')).data as Json[]).some((row) => row.id === tabId)).toBe(false);
    expect(await memberPost('/api/categoryEntry', { id: tabId })).toMatchObject({ code: 404 });
    const removed = await call('POST', `/api/admin/game-types/${tabId}/delete`, admin, {});
    expect(removed.body).toMatchObject({ code: 200, message: '已删除，会员端立即生效', data: null });
    const [deleteAudit] = await auditOf('games.type.delete', tabId);
    expect(deleteAudit?.before).toMatchObject({ name: '骰子', entries: [expect.anything(), expect.anything()] });
    const left = await testApp.database.query<{ n: number }>(
      'select count(*)::int as n from game_type_entries where type_id = $1',
      [tabId],
    );
    expect(left[0]?.n).toBe(0);
    expect((await call('POST', `/api/admin/game-types/${tabId}/delete`, admin, {})).body).toMatchObject({
      code: 404,
      message: '游戏类型标签不存在',
    });
  });

  it('a show_type 2 tab needs an existing game and opens it', async () => {
    const slots = await gameByCode('slots');
    const missingGame = await call('POST', '/api/admin/game-types', admin, { name: '老虎机', show_type: 2 });
    expect(missingGame.body).toMatchObject({ code: 400, message: '“直接打开游戏”的标签请选择要打开的游戏' });
    const unknownGame = await call('POST', '/api/admin/game-types', admin, {
      name: '老虎机',
      show_type: 2,
      game_id: 99999,
    });
    expect(unknownGame.body.message).toBe('游戏不存在');
    const badType = await call('POST', '/api/admin/game-types', admin, { name: '老虎机', show_type: 3 });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('展示方式只能是 1（分类列表）或 2（直接打开游戏）');
    const noName = await call('POST', '/api/admin/game-types', admin, { show_type: 1 });
    expect(noName.body.message).toContain('请填写标签名称');

    const tab = await call('POST', '/api/admin/game-types', admin, { name: '老虎机', show_type: 2, game_id: slots.id });
    expect(tab.body.data).toMatchObject({ show_type: 2, game_id: slots.id, game_name: slots.name });
    const shown = ((await memberGet('/api/gameType')).data as Json[]).find((row) => row.id === tab.body.data.id);
    expect(shown).toMatchObject({ show_type: 2, platform_name: 'house', game_code: 'slots', game_name: slots.name });

    // Back to a list tab: the game link is dropped.
    const list = await call('POST', `/api/admin/game-types/${tab.body.data.id}`, admin, { show_type: 1 });
    expect(list.body.data).toMatchObject({ show_type: 1, game_id: null });
    await call('POST', `/api/admin/game-types/${tab.body.data.id}/delete`, admin, {});
  });

  it('refuses entries pointing at unknown games, categories or tabs', async () => {
    const tabs = (await call('GET', '/api/admin/game-types', admin)).body.data as Json[];
    const first = tabs[0]!;
    const before = await auditCount();
    expect(
      (await call('POST', `/api/admin/game-types/${first.id}/entries`, admin, { kind: 'game', game_id: 99999 })).body
        .message,
    ).toBe('游戏不存在');
    expect(
      (await call('POST', `/api/admin/game-types/${first.id}/entries`, admin, { kind: 'category', category_id: 99999 }))
        .body.message,
    ).toBe('游戏分类不存在，请从列表中选择');
    expect(
      (await call('POST', `/api/admin/game-types/${first.id}/entries`, admin, { kind: 'game' })).body.message,
    ).toBe('游戏入口请选择游戏');
    const badKind = await call('POST', `/api/admin/game-types/${first.id}/entries`, admin, { kind: 'page' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toContain('入口类型只能是 game（游戏）或 category（分类）');
    expect(
      (await call('POST', '/api/admin/game-types/99999/entries', admin, { kind: 'game', game_id: 1 })).body,
    ).toMatchObject({ code: 404, message: '游戏类型标签不存在' });
    expect((await call('GET', '/api/admin/game-types/99999/entries', admin)).body.code).toBe(404);
    expect((await call('POST', '/api/admin/game-type-entries/99999', admin, { name: 'x' })).body.message).toBe(
      '标签入口不存在',
    );
    expect((await call('POST', '/api/admin/game-type-entries/99999/delete', admin, {})).body.code).toBe(404);
    expect(await auditCount()).toBe(before);

    const entries = await call('GET', `/api/admin/game-types/${first.id}/entries`, admin);
    expect(entries.status).toBe(200);
    expect((entries.body.data as Json[]).length).toBe(first.entry_count);
  });
});

describe('catalogue admin: hot sections', () => {
  it('adds, moves, reorders, describes and removes games; hot_index follows; titles can be set', async () => {
    const sections = (await call('GET', '/api/admin/hot-sections', admin)).body.data as {
      id: number;
      title: string;
      items: Json[];
    }[];
    expect(sections.map((section) => section.id)).toEqual([1, 2, 3]);
    const section2 = sections[1]!;
    const dragon = await gameByCode('dragon-tiger');
    expect(section2.items.some((item) => item.game_id === dragon.id)).toBe(false);

    const added = await call('POST', '/api/admin/hot-sections/2/items', admin, {
      game_id: dragon.id,
      home_desc: '龙虎斗，一张定胜负',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ section_id: 2, game_id: dragon.id, game_name: dragon.name });
    const itemId = added.body.data.id as number;
    expect((await auditOf('games.hot_item.create', itemId))[0]?.after).toMatchObject({ game_id: dragon.id });
    const duplicate = await call('POST', '/api/admin/hot-sections/2/items', admin, { game_id: dragon.id });
    expect(duplicate.body).toMatchObject({ code: 422, message: '该游戏已在此热门版块中' });

    let hot = (await memberGet('/api/hot_index')).data as { id: number; title: string; items: Json[] }[];
    expect(hot[1]!.items.at(-1)).toMatchObject({ game_code: 'dragon-tiger', home_desc: '龙虎斗，一张定胜负' });

    // Reorder: the new game first.
    const ids = [itemId, ...section2.items.map((item) => item.id)];
    const reordered = await call('POST', '/api/admin/hot-sections/2/order', admin, { item_ids: ids });
    expect(reordered.body.data.items.map((item: Json) => item.id)).toEqual(ids);
    hot = (await memberGet('/api/hot_index')).data;
    expect(hot[1]!.items[0]).toMatchObject({ game_code: 'dragon-tiger' });
    expect((await auditOf('games.hot_section.reorder', 2))[0]?.after).toEqual({ item_ids: ids });
    const wrong = await call('POST', '/api/admin/hot-sections/2/order', admin, { item_ids: ids.slice(1) });
    expect(wrong.body).toMatchObject({ code: 400, message: '新顺序与版块内的游戏不一致，请刷新页面后重试' });

    // Title: every item carries it; members see it; '' goes back to the default.
    const titled = await call('POST', '/api/admin/hot-sections/2', admin, { title: '本周精选' });
    expect(titled.body.data).toMatchObject({ title: '本周精选', custom_title: '本周精选', default_title: '精选推荐' });
    expect(((await memberGet('/api/hot_index')).data as Json[])[1]).toMatchObject({ title: '本周精选' });
    expect((await auditOf('games.hot_section.update', 2))[0]).toMatchObject({
      before: { title: '精选推荐' },
      after: { title: '本周精选' },
    });

    // Move baccarat from section 2 into section 3 (at its end, under its title) with a new description.
    const baccaratItem = section2.items.find((item) => item.game_code === 'baccarat')!;
    const moved = await call('POST', `/api/admin/hot-section-items/${baccaratItem.id}`, admin, {
      section_id: 3,
      home_desc: '八副牌现洗',
    });
    expect(moved.body.data).toMatchObject({ section_id: 3, home_desc: '八副牌现洗' });
    hot = (await memberGet('/api/hot_index')).data;
    expect(hot[1]!.items.some((item) => item.game_code === 'baccarat')).toBe(false);
    expect(hot[2]!.title).toBe('新游上线');
    expect(hot[2]!.items.at(-1)).toMatchObject({ game_code: 'baccarat', home_desc: '八副牌现洗' });
  });

  it('refuses a second copy when moving, bad sections, unknown games and items', async () => {
    const sections = (await call('GET', '/api/admin/hot-sections', admin)).body.data as { items: Json[] }[];
    // dragon-tiger (added to section 2 above) is already in section 3.
    const fromTwo = sections[1]!.items.find((item) => item.game_code === 'dragon-tiger')!;
    const refused = await call('POST', `/api/admin/hot-section-items/${fromTwo.id}`, admin, { section_id: 3 });
    expect(refused.body).toMatchObject({ code: 422, message: '该游戏已在此热门版块中' });
    expect((await call('POST', '/api/admin/hot-sections/4/items', admin, { game_id: 1 })).body.message).toContain(
      '热门版块只能是 1、2 或 3',
    );
    expect((await call('POST', '/api/admin/hot-sections/1/items', admin, { game_id: 99999 })).body.message).toBe(
      '游戏不存在',
    );
    expect((await call('POST', '/api/admin/hot-sections/1/items', admin, {})).body.message).toContain('请选择游戏');
    expect((await call('POST', '/api/admin/hot-section-items/99999', admin, { sort: 1 })).body).toMatchObject({
      code: 404,
      message: '热门版块中的该游戏不存在',
    });
    expect((await call('POST', '/api/admin/hot-sections/1', admin, { title: '一'.repeat(21) })).body.message).toContain(
      '版块标题最多20个字',
    );
  });

  it('removes a game from a section; a disabled game stays listed for staff but not for members', async () => {
    const sections = (await call('GET', '/api/admin/hot-sections', admin)).body.data as { items: Json[] }[];
    const added = sections[1]!.items.find((item) => item.game_code === 'dragon-tiger')!;
    const removed = await call('POST', `/api/admin/hot-section-items/${added.id}/delete`, admin, {});
    expect(removed.body).toMatchObject({ code: 200, data: null });
    expect((await auditOf('games.hot_item.delete', added.id))[0]?.before).toMatchObject({
      game_code: 'dragon-tiger',
    });
    const hot = (await memberGet('/api/hot_index')).data as { items: Json[] }[];
    expect(hot[1]!.items.some((item) => item.game_code === 'dragon-tiger')).toBe(false);

    const sicBo = await gameByCode('sic-bo');
    await call('POST', `/api/admin/games/${sicBo.id}`, admin, { enabled: false });
    const staffView = (await call('GET', '/api/admin/hot-sections', admin)).body.data as { items: Json[] }[];
    expect(staffView[2]!.items.find((item) => item.game_id === sicBo.id)).toMatchObject({ game_enabled: false });
    const memberView = (await memberGet('/api/hot_index')).data as { items: Json[] }[];
    expect(memberView[2]!.items.some((item) => item.game_code === 'sic-bo')).toBe(false);
    await call('POST', `/api/admin/games/${sicBo.id}`, admin, { enabled: true });
  });
});
