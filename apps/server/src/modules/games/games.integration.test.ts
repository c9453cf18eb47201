import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HouseGameCode, replayRound, settleFast3 } from '@app/house-games';
import { sql } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction';
import { bearer, TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { openSecret } from '../../lib/secret-box';
import { businessRowChecks, ensureAccount, getBalance, memberMain, memberPlatform, runLedgerCheck } from '../ledger';
import { HOUSE_PLATNAME, transferIn } from '../wallet';
import { rotateSeed } from './fair-seeds.service';
import { fast3ResultOf, Fast3Service } from './fast3.service';
import { engineBetsOf, toJsonSafe, totalsOf } from './house-wire';
import { HOUSE_RESULT_SHARDS, houseResultsAccount, playHouseRound } from './house-rounds.service';
import { seedDemoHomeNotices } from './games.seed';

const STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../static');

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
  await seedDemoHomeNotices(app.db);
});
afterAll(async () => {
  await testApp.close();
});

// Answers are checked field by field; their static type is what `response.json()` gives.
type Json = ReturnType<typeof JSON.parse>;

const post = (token: string | undefined, url: string, payload: Record<string, unknown> = {}): Promise<Json> =>
  app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload }).then((response) => response.json());
const get = (token: string | undefined, url: string): Promise<Json> =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }).then((response) => response.json());

const { newMember, fund } = memberHelpers(() => testApp);

/** A member with `mainFen` on the main wallet and `houseFen` moved into the house platform. */
async function member(options: { mainFen?: bigint; houseFen?: bigint } = {}) {
  const created = await newMember();
  const memberId = created.id;
  const total = (options.mainFen ?? 0n) + (options.houseFen ?? 0n);
  if (total > 0n) await fund(memberId, total, { kind: 'test_deposit' });
  if ((options.houseFen ?? 0n) > 0n)
    await transferIn(app.db, app.services.platforms, memberId, 'house', options.houseFen ?? 0n);
  return { ...created, memberId };
}

async function houseBalance(memberId: bigint) {
  return getBalance(app.db, await ensureAccount(app.db, memberPlatform(memberId, 'house')));
}
async function mainBalance(memberId: bigint) {
  return getBalance(app.db, await ensureAccount(app.db, memberMain(memberId)));
}
const fen = (money: string) => BigInt(money.replace('.', ''));

async function expectLedgerOk() {
  const report = await runLedgerCheck(app.db, businessRowChecks());
  expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
}

/** The active pair's server seed, read from the database (tests only: members see it after rotating). */
async function activeServerSeed(memberId: bigint): Promise<string> {
  const [row] = await testApp.database.query<{ server_seed_enc: string }>(
    'select server_seed_enc from fair_seeds where member_id = $1 and active',
    [memberId],
  );
  return openSecret(testApp.config.appSecret, row!.server_seed_enc);
}

describe('catalogue', () => {
  it('answers the home tabs, the recommended one first, with a show_type 2 tab naming its game', async () => {
    const body = await get(undefined, '/api/gameType');
    expect(body.code).toBe(200);
    expect(body.data[0]).toMatchObject({ name: '推荐', show_type: 1 });
    for (const tab of body.data)
      expect(Object.keys(tab)).toEqual(expect.arrayContaining(['id', 'name', 'game_img', 'show_type']));
    const direct = body.data.find((tab: Json) => tab.show_type === 2);
    expect(direct).toMatchObject({ platform_name: 'house', game_code: 'fast3', supplier: 'house' });
  });

  it('lists the entries of a tab with every spec field, and an honest 敬请期待 for sport', async () => {
    const tabs = (await get(undefined, '/api/gameType')).data as Json[];
    const recommended = await post(undefined, '/api/categoryEntry', { id: tabs[0]!.id });
    expect(recommended.code).toBe(200);
    expect(recommended.data.list.map((entry: Json) => entry.game_code)).toEqual([
      'baccarat',
      'slots',
      'fast3',
      'sic-bo',
      'dragon-tiger',
    ]);
    const fields = [
      'id',
      'name',
      'game_img',
      'platform_name',
      'game_code',
      'supplier',
      'type',
      'desc_mark',
      'mark_color',
      'desc_num',
      'desc_unit',
      'betrayal',
      'home_desc',
      'category_en',
    ];
    for (const entry of recommended.data.list) {
      expect(Object.keys(entry).sort()).toEqual([...fields].sort());
      expect(entry.type).toBe('game');
    }
    expect(recommended.data.list[1]).toMatchObject({
      name: '五龙老虎机',
      category_en: 'gaming',
      desc_num: '96.08',
      desc_unit: '%',
    });

    const sport = tabs.find((tab) => tab.name === '体育')!;
    const sportEntries = await post(undefined, '/api/categoryEntry', { id: String(sport.id) });
    expect(sportEntries.data.list).toEqual([
      expect.objectContaining({ type: 'category', category_en: 'sport', desc_mark: '敬请期待', game_code: '' }),
    ]);
    expect((await post(undefined, '/api/categoryEntry', { id: 99_999 })).code).toBe(404);
  });

  it('answers hot sections 1–3 with items', async () => {
    const body = await get(undefined, '/api/hot_index');
    expect(body.data.map((section: Json) => section.id)).toEqual([1, 2, 3]);
    for (const section of body.data) {
      expect(section.title).not.toBe('');
      expect(section.items.length).toBeGreaterThan(0);
      expect(section.items[0]).toMatchObject({ type: 'game', platform_name: 'house' });
    }
  });

  it('lists games by category, the lobby and a provider list', async () => {
    const joker = await get(undefined, '/api/game/list?category=joker');
    expect(joker.data.map((game: Json) => game.game_code)).toEqual(['baccarat', 'dragon-tiger', 'sic-bo']);
    expect(Object.keys(joker.data[0])).toEqual(
      expect.arrayContaining([
        'platform_name',
        'game_code',
        'supplier',
        'name',
        'mobile_img',
        'desc_mark',
        'mark_color',
        'app_state',
      ]),
    );
    expect((await get(undefined, '/api/game/list?category=concise')).data).toHaveLength(5);
    expect((await get(undefined, '/api/game/list?category=sport')).data).toEqual([]);

    const lobby = await post(undefined, '/api/gameLobby', { category_id: 'lottery' });
    expect(lobby.data.siblings.filter((tab: Json) => tab.is_current === 1)).toEqual([
      expect.objectContaining({ name: '彩票游戏' }),
    ]);
    expect(lobby.data.games.map((game: Json) => game.game_code)).toEqual(['fast3']);
    const byId = await post(undefined, '/api/gameLobby', { category_id: lobby.data.siblings[1].id });
    expect(byId.data.siblings[1].is_current).toBe(1);
    expect((await post(undefined, '/api/gameLobby', { category_id: 'nope' })).code).toBe(404);

    const provider = await post(undefined, '/api/gamelistBycode', { gamecode: 'house' });
    expect(provider.data).toHaveLength(5);
    expect(provider.data[0]).toEqual({
      catecode: 'joker',
      gamecode: 'baccarat',
      gamename: '百家乐',
      gamepic: '/static/games/baccarat.svg',
      supplier: 'house',
      platform_name: 'house',
    });
  });

  it('answers banners and home notices', async () => {
    const banners = await post(undefined, '/api/bannerList', { type: 2, show_type: 2 });
    expect(banners.data).toHaveLength(3);
    expect(banners.data[0].src).toMatch(/^\/static\/banners\/banner-1\.svg$/);
    const notices = await post(undefined, '/api/homenotice');
    expect(notices.data.length).toBeGreaterThan(0);
    expect(Object.keys(notices.data[0])).toEqual(['content']);
  });

  it('ships every image the catalogue names', async () => {
    const images = new Set<string>();
    for (const tab of (await get(undefined, '/api/gameType')).data) {
      images.add(tab.game_img);
      for (const entry of (await post(undefined, '/api/categoryEntry', { id: tab.id })).data.list)
        images.add(entry.game_img);
    }
    for (const game of (await get(undefined, '/api/game/list?category=concise')).data) images.add(game.mobile_img);
    for (const tab of (await post(undefined, '/api/gameLobby', {})).data.siblings) images.add(tab.game_img);
    for (const banner of (await post(undefined, '/api/bannerList', { type: 2 })).data) images.add(banner.src);
    expect(images.size).toBeGreaterThan(10);
    for (const image of images) {
      expect(image).toMatch(/^\/static\//);
      expect(existsSync(path.join(STATIC_DIR, image.replace(/^\/static\//, '')))).toBe(true);
    }
  });
});

describe('POST /api/getGameUrl', () => {
  const launch = (token: string | undefined, overrides: Record<string, unknown> = {}) =>
    post(token, '/api/getGameUrl', {
      plat_name: 'house',
      game_type: 0,
      game_code: 'slots',
      is_mobile_url: 1,
      supplier: 'house',
      ...overrides,
    });

  it('answers the same-site page of a house game, and 401 without a session', async () => {
    const { token } = await member();
    expect(await launch(token)).toMatchObject({ code: 200, data: { url: '/house/slots' } });
    expect((await launch(undefined)).code).toBe(401);
  });

  it('refuses a platform in maintenance or disabled, and a disabled or unknown game', async () => {
    const { token } = await member();
    await testApp.database.query(`update game_platforms set maintenance = true where platname = 'house'`);
    expect(await launch(token)).toMatchObject({ code: 422, message: '该游戏平台维护中，请稍后再试' });
    await testApp.database.query(
      `update game_platforms set maintenance = false, enabled = false where platname = 'house'`,
    );
    expect((await launch(token)).message).toBe('该游戏平台已停用');
    await testApp.database.query(`update game_platforms set enabled = true where platname = 'house'`);
    await testApp.database.query(`update games set enabled = false where game_code = 'slots'`);
    expect((await launch(token)).message).toBe('该游戏已下架');
    await testApp.database.query(`update games set enabled = true where game_code = 'slots'`);
    expect((await launch(token, { game_code: 'nope' })).message).toBe('游戏不存在');
    expect((await launch(token, { plat_name: 'nope' })).message).toBe('游戏平台不存在');
  });

  it('answers 401 to a frozen member', async () => {
    const { token, memberId } = await member();
    await testApp.database.query(`update members set status = 'frozen' where id = $1`, [memberId]);
    expect((await launch(token)).code).toBe(401);
  });

  it('moves the whole main balance into the platform for a transfer-free member', async () => {
    const { token, memberId } = await member({ mainFen: 5_000n });
    expect((await post(token, '/api/uptransferstatus', { transferstatus: 1 })).code).toBe(200);
    expect((await launch(token, { game_code: 'baccarat' })).data.url).toBe('/house/baccarat');
    expect(await mainBalance(memberId)).toBe(0n);
    expect(await houseBalance(memberId)).toBe(5_000n);

    // Transfer mode: nothing moves.
    const other = await member({ mainFen: 5_000n });
    await launch(other.token);
    expect(await mainBalance(other.memberId)).toBe(5_000n);
  });
});

describe('house rounds', () => {
  it('settles a round: exactly stake and payout move, the bet record is listed, the turnover counts', async () => {
    const { token, memberId } = await member({ houseFen: 10_000n });
    const body = await post(token, '/api/house/sic-bo/play', {
      bets: [
        { type: 'big', amount: 10 },
        { type: 'total', total: 10, amount: '2.50' },
      ],
    });
    expect(body.code).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ game: 'sic-bo', nonce: 0, stake: '12.50' });
    expect(data.outcome.dice).toHaveLength(3);
    expect(data.settlements).toHaveLength(2);
    const payout = fen(data.payout);
    expect(await houseBalance(memberId)).toBe(10_000n - 1_250n + payout);
    expect(data.balance).toBe(
      ((10_000n - 1_250n + payout) / 100n).toString() +
        '.' +
        String((10_000n - 1_250n + payout) % 100n).padStart(2, '0'),
    );

    const transactions = await testApp.database.query<{ idempotency_key: string; kind: string }>(
      `select idempotency_key, kind from ledger_transactions where reference_type = 'house_round' and reference_id = $1`,
      [String(data.round_id)],
    );
    if (payout === 1_250n) expect(transactions).toEqual([]);
    else expect(transactions).toEqual([{ idempotency_key: `house-round:${data.round_id}`, kind: 'house_round' }]);

    const bets = await post(token, '/api/betrecord', { api_type: 'house', date: 1, page: 1 });
    expect(bets.data.data[0]).toMatchObject({
      bet_id: String(data.round_id),
      Code: 'sic-bo',
      game_name: '骰宝',
      platname: 'house',
      bet_amount: '12.50',
      win_loss: data.win_loss,
      state: 1,
    });
    const [turnover] = await testApp.database.query<{ total_valid_bet_fen: string }>(
      'select total_valid_bet_fen::text from turnover_requirements where member_id = $1',
      [memberId],
    );
    expect(BigInt(turnover!.total_valid_bet_fen)).toBe(1_250n);
    expect((await get(token, '/api/house/balance')).data.balance).toBe(data.balance);
    await expectLedgerOk();
  });

  it('plays every instant game, and the outcome is what replayRound gives for the revealed seed', async () => {
    const { token } = await member({ houseFen: 100_000n });
    const rounds: Json[] = [];
    const plays: [string, Json[]][] = [
      ['slots', [{ type: 'spin', amount: 2 }]],
      [
        'sic-bo',
        [
          { type: 'triple', face: 3, amount: 1 },
          { type: 'combination', faces: [1, 6], amount: 1 },
        ],
      ],
      [
        'baccarat',
        [
          { type: 'banker', amount: 20 },
          { type: 'player-pair', amount: 1 },
        ],
      ],
      [
        'dragon-tiger',
        [
          { type: 'dragon', amount: 5 },
          { type: 'tie', amount: 1 },
        ],
      ],
    ];
    for (const [game, bets] of plays) {
      const body = await post(token, `/api/house/${game}/play`, { bets });
      expect(body.code, body.message).toBe(200);
      rounds.push(body.data);
    }
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2, 3]);

    const before = await get(token, '/api/house/fairness');
    const rotated = await post(token, '/api/house/fairness/rotate', { client_seed: 'my-new-seed' });
    expect(rotated.message).toBe('种子已更换，旧的服务端种子已公开');
    const serverSeed: string = rotated.data.revealed.server_seed;
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(before.data.server_seed_hash);
    expect(rotated.data.revealed).toMatchObject({ client_seed: before.data.client_seed, last_nonce: 3 });
    expect(rotated.data.current).toMatchObject({ client_seed: 'my-new-seed', nonce: 0 });
    expect(rotated.data.current.server_seed_hash).not.toBe(before.data.server_seed_hash);

    const history = await get(token, '/api/house/rounds?page=1');
    expect(history.data.total).toBe(4);
    for (const round of history.data.data as Json[]) {
      expect(round.server_seed).toBe(serverSeed);
      const game = round.game as HouseGameCode;
      const bets = engineBetsOf(game, round.bets);
      const replayed = replayRound(game, { serverSeed, clientSeed: round.client_seed, nonce: round.nonce }, bets);
      expect(toJsonSafe(replayed.outcome)).toEqual(round.outcome);
      expect(totalsOf(game, replayed.settlements).payoutFen).toBe(fen(round.payout));
      const answered = rounds.find((item) => item.round_id === round.round_id)!;
      expect(answered.outcome).toEqual(round.outcome);
    }
    expect((await get(token, '/api/house/rounds?game=slots')).data.total).toBe(1);

    const fairness = await get(token, '/api/house/fairness');
    expect(fairness.data.previous[0]).toMatchObject({ server_seed: serverSeed, last_nonce: 3 });
    await expectLedgerOk();
  });

  it('sets the client seed only before the first round of a pair', async () => {
    const { token } = await member({ houseFen: 1_000n });
    expect(await post(token, '/api/house/fairness/client-seed', { client_seed: 'lucky_7' })).toMatchObject({
      code: 200,
      data: { client_seed: 'lucky_7', nonce: 0 },
    });
    expect((await post(token, '/api/house/fairness/client-seed', { client_seed: 'bad seed!' })).message).toMatch(
      /客户端种子/,
    );
    await post(token, '/api/house/dragon-tiger/play', { bets: [{ type: 'tiger', amount: 1 }] });
    expect((await post(token, '/api/house/fairness/client-seed', { client_seed: 'later' })).message).toBe(
      '当前种子对已有游戏记录，请先更换种子对再设置客户端种子',
    );
  });

  it('refuses a stake above the house balance without using a nonce', async () => {
    const { token, memberId } = await member({ mainFen: 100_000n, houseFen: 500n });
    const body = await post(token, '/api/house/baccarat/play', { bets: [{ type: 'player', amount: '5.01' }] });
    expect(body).toMatchObject({ code: 422, message: '自营游戏余额不足，请先转入自营游戏' });
    expect(await houseBalance(memberId)).toBe(500n);
    expect((await get(token, '/api/house/fairness')).data.nonce).toBe(0);
    expect((await post(token, '/api/house/baccarat/play', { bets: [{ type: 'player', amount: 5 }] })).data.nonce).toBe(
      0,
    );
  });

  it('refuses bad bets with the engine messages', async () => {
    const { token } = await member({ houseFen: 1_000n });
    const play = (game: string, bets: unknown) => post(token, `/api/house/${game}/play`, { bets });
    expect((await play('sic-bo', [])).message).toBe('请选择下注项目');
    expect((await play('sic-bo', undefined)).message).toBe('请选择下注项目');
    expect(
      (
        await play('slots', [
          { type: 'spin', amount: 1 },
          { type: 'spin', amount: 1 },
        ])
      ).message,
    ).toBe('每次旋转只能下注一注');
    expect((await play('sic-bo', [{ type: 'total', total: 3, amount: 1 }])).message).toBe('下注项目无效');
    expect((await play('baccarat', [{ type: 'player', amount: '1.234' }])).message).toBe('金额最多保留两位小数');
    expect((await play('baccarat', [{ type: 'player', amount: 0 }])).message).toBe('金额必须大于0');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/house/poker/play',
      headers: bearer(token),
      payload: { bets: [] },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await post(undefined, '/api/house/slots/play', { bets: [] })).code).toBe(401);
  });

  it('writes a round whose payout equals its stake without a ledger transaction', async () => {
    const { token, memberId } = await member({ houseFen: 10_000n });
    // Dragon and tiger together: any result but a tie pays back exactly the stake. Pick a client
    // seed whose first round is not a tie (the test reads the server seed; members cannot).
    const serverSeed = await activeServerSeed(memberId).catch(async () => {
      await get(token, '/api/house/fairness');
      return activeServerSeed(memberId);
    });
    const bets = [
      { type: 'dragon', amount: 10 },
      { type: 'tiger', amount: 10 },
    ];
    let clientSeed = '';
    for (let i = 0; clientSeed === ''; i += 1) {
      const candidate = `even-${i}`;
      const replayed = replayRound(
        'dragon-tiger',
        { serverSeed, clientSeed: candidate, nonce: 0 },
        engineBetsOf(
          'dragon-tiger',
          bets.map((bet) => ({ ...bet, amount: '10.00' })),
        ),
      );
      if (replayed.outcome.winner !== 'tie') clientSeed = candidate;
    }
    expect((await post(token, '/api/house/fairness/client-seed', { client_seed: clientSeed })).code).toBe(200);
    const body = await post(token, '/api/house/dragon-tiger/play', { bets });
    expect(body.data).toMatchObject({ stake: '20.00', payout: '20.00', win_loss: '0.00', balance: '100.00' });
    const transactions = await testApp.database.query(
      `select 1 from ledger_transactions where reference_type = 'house_round' and reference_id = $1`,
      [String(body.data.round_id)],
    );
    expect(transactions).toEqual([]);
    const record = (await post(token, '/api/betrecord', { api_type: 'house', date: 1, page: 1 })).data.data[0];
    expect(record).toMatchObject({
      bet_id: String(body.data.round_id),
      win_loss: '0.00',
      // A 龙/虎 hedge of equal stakes counts no valid bet (decision 0021).
      valid_amount: '0.00',
      state: 1,
    });
    expect(await houseBalance(memberId)).toBe(10_000n);
    await expectLedgerOk();
  });
});

describe('Fast-3', () => {
  it('takes bets until closing, draws, settles and reveals the seed', async () => {
    const { token, memberId } = await member({ houseFen: 10_000n });
    const current = await get(undefined, '/api/house/fast3/current');
    expect(current.code).toBe(200);
    const drawNo: string = current.data.draw_no;
    expect(drawNo).toMatch(/^\d{12}$/);
    expect(current.data.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);

    const bets = [
      { type: 'big', amount: 10 },
      { type: 'sum', sum: 10, amount: 2 },
      { type: 'two-different', faces: [1, 2], amount: 1 },
    ];
    const placed = await post(token, '/api/house/fast3/bet', { draw_no: drawNo, bets });
    expect(placed).toMatchObject({ code: 200, data: { draw_no: drawNo, stake: '13.00', balance: '87.00' } });
    expect(await houseBalance(memberId)).toBe(8_700n);
    const unsettled = (await post(token, '/api/betrecord', { api_type: 'house', date: 1, page: 1 })).data.data[0];
    expect(unsettled).toMatchObject({
      bet_id: placed.data.bet_id,
      Code: 'fast3',
      game_name: '一分快三',
      state: 2,
      bet_amount: '13.00',
    });
    expect(
      (await post(token, '/api/house/fast3/bet', { draw_no: drawNo, bets: [{ type: 'big', amount: 1000 }] })).message,
    ).toBe('自营游戏余额不足，请先转入自营游戏');
    expect((await post(token, '/api/house/fast3/bet', { draw_no: '200001010000', bets })).message).toBe('期号不存在');

    const [draw] = await testApp.database.query<{ closes_at: Date; draw_at: Date; server_seed_enc: string }>(
      'select closes_at, draw_at, server_seed_enc from fast3_draws where draw_no = $1',
      [drawNo],
    );
    const closesAt = new Date(draw!.closes_at);
    const drawAt = new Date(draw!.draw_at);
    const service = new Fast3Service(app.db, testApp.config.appSecret, testApp.config.SITE_TZ);

    // Past the closing time the job closes the draw; bets are refused.
    const closed = await service.tick(new Date(closesAt.getTime() + 1));
    expect(closed.closed).toBeGreaterThanOrEqual(1);
    expect(closed.settledBets).toBe(0);
    expect((await post(token, '/api/house/fast3/bet', { draw_no: drawNo, bets })).message).toBe('本期已封盘');
    await expect(service.placeBet({ memberId, drawNo, bets, now: new Date(closesAt.getTime()) })).rejects.toThrow(
      '本期已封盘',
    );

    // At the draw time the job draws and settles every bet, then reveals the seed.
    const drawn = await service.tick(new Date(drawAt.getTime() + 1_000));
    expect(drawn.settledBets).toBe(1);
    const serverSeed = openSecret(testApp.config.appSecret, draw!.server_seed_enc);
    const result = fast3ResultOf(serverSeed, drawNo);
    const expected = totalsOf('fast3', settleFast3(result, engineBetsOf('fast3', placed.data.bets)).settlements);
    expect(
      replayRound('fast3', { serverSeed, clientSeed: drawNo, nonce: 0 }, engineBetsOf('fast3', placed.data.bets))
        .outcome,
    ).toEqual(result);
    expect(await houseBalance(memberId)).toBe(8_700n + expected.payoutFen);

    const settled = (await post(token, '/api/betrecord', { api_type: 'house', date: 1, page: 1 })).data.data[0];
    expect(settled).toMatchObject({
      bet_id: placed.data.bet_id,
      state: 1,
      win_loss: toMoney(expected.payoutFen - 1_300n),
      valid_amount: '13.00',
    });
    const mine = await get(token, '/api/house/fast3/bets');
    expect(mine.data.data[0]).toMatchObject({
      bet_id: placed.data.bet_id,
      state: 1,
      payout: toMoney(expected.payoutFen),
      result: { dice: [...result.dice] },
    });

    const history = await get(undefined, '/api/house/fast3/history');
    const row = (history.data.data as Json[]).find((item) => item.draw_no === drawNo)!;
    expect(row).toMatchObject({
      dice: [...result.dice],
      sum: result.sum,
      is_triple: result.isTriple,
      server_seed: serverSeed,
    });
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(row.server_seed_hash);
    const payouts = await testApp.database.query(`select 1 from ledger_transactions where idempotency_key = $1`, [
      `fast3-payout:${placed.data.bet_id.replace('fast3-', '')}`,
    ]);
    expect(payouts).toHaveLength(expected.payoutFen > 0n ? 1 : 0);

    // Running the job again changes nothing.
    const again = await service.tick(new Date(drawAt.getTime() + 2_000));
    expect(again.settledBets).toBe(0);
    expect(await houseBalance(memberId)).toBe(8_700n + expected.payoutFen);
    await expectLedgerOk();
  });
});

function toMoney(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

describe.runIf(testDriver() === 'pg')('house races (PostgreSQL)', () => {
  it("one member's round does not wait for another's: the house side is sharded by member", async () => {
    const first = await member({ houseFen: 10_000n });
    let second = await member({ houseFen: 10_000n });
    while (second.memberId % HOUSE_RESULT_SHARDS === first.memberId % HOUSE_RESULT_SHARDS) {
      second = await member({ houseFen: 10_000n });
    }
    const firstShard = await ensureAccount(app.db, houseResultsAccount(first.memberId));
    const play = (token: string) =>
      post(token, '/api/house/dragon-tiger/play', { bets: [{ type: 'dragon', amount: 1 }] });
    // Hold the first member's shard as a long round would; the second member still plays at once.
    const outcome = await withTransaction(app.db, async (tx) => {
      await tx.execute(sql`select id from ledger_accounts where id = ${firstShard.toString()}::bigint for update`);
      return Promise.race([
        play(second.token).then((body: Json) => `played ${String(body.code)}`),
        new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
    });
    expect(outcome).toBe('played 200');
    expect((await play(first.token)).code).toBe(200);
    await expectLedgerOk();
  });

  it('never overdraws under concurrent rounds, bets, transfers and rotations of one member; nonces stay unique', async () => {
    const { memberId } = await member({ mainFen: 5_000n, houseFen: 10_000n });
    const other = await member({ houseFen: 10_000n });
    const secret = testApp.config.appSecret;
    const service = new Fast3Service(app.db, secret, testApp.config.SITE_TZ);
    const draw = await service.currentDraw(new Date());
    const refusedOr = (promise: Promise<string>) =>
      promise.catch((error: unknown) => {
        if (error instanceof Error && /余额不足|超出|封盘/.test(error.message)) return 'refused';
        throw error;
      });
    const calls = Array.from({ length: 80 }, (_, i) => {
      if (i % 20 === 19) return rotateSeedOf(memberId).then(() => 'rotated');
      if (i % 15 === 14)
        return refusedOr(transferIn(app.db, app.services.platforms, memberId, 'house', 100n).then(() => 'moved'));
      if (i % 10 === 9) {
        return refusedOr(
          service.placeBet({ memberId, drawNo: draw.drawNo, bets: [{ type: 'big', amount: 1 }] }).then(() => 'fast3'),
        );
      }
      // Another member plays at the same time on the shared house results account.
      const who = i % 4 === 3 ? other.memberId : memberId;
      return refusedOr(
        playHouseRound(app.db, secret, {
          memberId: who,
          game: 'dragon-tiger',
          bets: [{ type: 'tie', amount: 10 }],
        }).then((round) => `played:${who}:${round.nonce}`),
      );
    });
    const results = await Promise.all(calls);
    expect(results.filter((result) => result.startsWith(`played:${memberId}:`)).length).toBeGreaterThanOrEqual(5);

    const rounds = await testApp.database.query<{
      seed_id: string;
      nonce: number;
      stake_fen: string;
      payout_fen: string;
    }>(
      'select seed_id::text, nonce, stake_fen::text, payout_fen::text from house_rounds where member_id = $1 order by seed_id, nonce',
      [memberId],
    );
    const bySeed = new Map<string, number[]>();
    for (const round of rounds) bySeed.set(round.seed_id, [...(bySeed.get(round.seed_id) ?? []), round.nonce]);
    for (const nonces of bySeed.values()) expect(nonces).toEqual(nonces.map((_, i) => i));
    const [seedState] = await testApp.database.query<{ total: string }>(
      'select coalesce(sum(nonce), 0)::text as total from fair_seeds where member_id = $1',
      [memberId],
    );
    expect(Number(seedState!.total)).toBe(rounds.length);

    const net = rounds.reduce((sum, round) => sum + BigInt(round.payout_fen) - BigInt(round.stake_fen), 0n);
    const moved = BigInt(results.filter((result) => result === 'moved').length) * 100n;
    const fast3Stakes = BigInt(results.filter((result) => result === 'fast3').length) * 100n;
    const balance = await houseBalance(memberId);
    expect(balance >= 0n).toBe(true);
    expect(balance).toBe(10_000n + moved + net - fast3Stakes);
    expect((await houseBalance(other.memberId)) >= 0n).toBe(true);

    await service.tick(new Date(draw.drawAt.getTime() + 1_000));
    await expectLedgerOk();
  });
});

function rotateSeedOf(memberId: bigint) {
  return rotateSeed(app.db, testApp.config.appSecret, memberId, undefined);
}

const isHouseGame = (item: Json) => item.platform_name === HOUSE_PLATNAME;

async function homeTab(name: string): Promise<Json[]> {
  const tab = ((await get(undefined, '/api/gameType')).data as Json[]).find((item) => item.name === name);
  expect(tab, name).toBeDefined();
  return (await post(undefined, '/api/categoryEntry', { id: String(tab.id) })).data.list;
}

// Decision 0014: the house games are dealt by the computer; 真人 (live dealer) lists none of them.
describe('the live-dealer category on a fresh site', () => {
  it('lists no house game in the 真人视讯 lobby or game list', async () => {
    const list = await get(undefined, '/api/game/list?category=realbet');
    expect(list.code).toBe(200);
    expect(list.data.filter(isHouseGame)).toEqual([]);

    const lobby = await post(undefined, '/api/gameLobby', { category_id: 'realbet' });
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
    const joker = await get(undefined, '/api/game/list?category=joker');
    expect(joker.data.map((game: Json) => game.game_code)).toEqual(['baccarat', 'dragon-tiger', 'sic-bo']);

    const entries = await homeTab('棋牌');
    expect(entries.filter((entry) => entry.type === 'game').map((entry) => entry.game_code)).toEqual([
      'baccarat',
      'dragon-tiger',
      'sic-bo',
    ]);
    expect(entries.filter((entry) => entry.type === 'game').every((entry) => entry.category_en === 'joker')).toBe(true);

    const provider = await post(undefined, '/api/gamelistBycode', { gamecode: HOUSE_PLATNAME });
    expect(provider.data.filter((game: Json) => game.catecode === 'realbet')).toEqual([]);
  });
});
