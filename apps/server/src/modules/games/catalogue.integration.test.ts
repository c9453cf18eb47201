import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { HOUSE_PLATNAME } from '../wallet';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
});

// Answers are checked field by field; their static type is what `response.json()` gives.
type Json = ReturnType<typeof JSON.parse>;

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<Json> =>
  app.inject({ method, url, payload }).then((response) => response.json());

const isHouseGame = (item: Json) => item.platform_name === HOUSE_PLATNAME;

async function homeTab(name: string): Promise<Json[]> {
  const tab = ((await call('GET', '/api/gameType')).data as Json[]).find((item) => item.name === name);
  expect(tab, name).toBeDefined();
  return (await call('POST', '/api/categoryEntry', { id: String(tab.id) })).data.list;
}

// Decision 0014: the house games are dealt by the computer; 真人 (live dealer) lists none of them.
describe('the live-dealer category on a fresh site', () => {
  it('lists no house game in the 真人视讯 lobby or game list', async () => {
    const list = await call('GET', '/api/game/list?category=realbet');
    expect(list.code).toBe(200);
    expect(list.data.filter(isHouseGame)).toEqual([]);

    const lobby = await call('POST', '/api/gameLobby', { category_id: 'realbet' });
    expect(lobby.code).toBe(200);
    expect(lobby.data.games.filter(isHouseGame)).toEqual([]);
  });

  it('the home tab 真人 holds no house game, only an honest 敬请期待 entry', async () => {
    const entries = await homeTab('真人');
    expect(entries.filter((entry) => entry.type === 'game')).toEqual([]);
    expect(entries).toEqual([
      expect.objectContaining({ type: 'category', category_en: 'realbet', desc_mark: '敬请期待', game_code: '' }),
    ]);
  });

  it('baccarat and dragon-tiger are listed under 棋牌 instead', async () => {
    const joker = await call('GET', '/api/game/list?category=joker');
    expect(joker.data.map((game: Json) => game.game_code)).toEqual(['baccarat', 'dragon-tiger', 'sic-bo']);

    const entries = await homeTab('棋牌');
    expect(entries.filter((entry) => entry.type === 'game').map((entry) => entry.game_code)).toEqual([
      'baccarat',
      'dragon-tiger',
      'sic-bo',
    ]);
    expect(entries.filter((entry) => entry.type === 'game').every((entry) => entry.category_en === 'joker')).toBe(true);

    const provider = await call('POST', '/api/gamelistBycode', { gamecode: HOUSE_PLATNAME });
    expect(provider.data.filter((game: Json) => game.catecode === 'realbet')).toEqual([]);
  });
});
