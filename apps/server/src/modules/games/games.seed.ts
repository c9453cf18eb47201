import {
  BACCARAT_RTP,
  DRAGON_TIGER_RTP,
  FAST3_RTP,
  formatPercent,
  GAME_INFO,
  type HouseGameCode,
  SIC_BO_RTP,
  SLOTS_RTP,
} from '@app/house-games';
import type { Db } from '../../db/types';
import { addBanners, addHomeNotices } from '../content';
import { HOUSE_PLATNAME } from '../wallet';
import { gameCategories, games, gameTypeEntries, gameTypes, hotSectionItems } from './games.tables';

const IMG = '/static/games';

/** Lobby categories (spec-1 §3: realbet, joker, gaming, sport, lottery, concise). */
const CATEGORIES = [
  { code: 'concise', name: '热门推荐', sort: 0 },
  { code: 'realbet', name: '真人视讯', sort: 1 },
  { code: 'joker', name: '棋牌游戏', sort: 2 },
  { code: 'gaming', name: '电子游艺', sort: 3 },
  { code: 'lottery', name: '彩票游戏', sort: 4 },
  { code: 'sport', name: '体育赛事', sort: 5 },
] as const;

const rtp = (value: Parameters<typeof formatPercent>[0]) => formatPercent(value).replace('%', '');

/**
 * The house games, each in the lobby category the home page shows it under. Baccarat and
 * dragon-tiger are dealt by the computer, not by a live dealer: they sit under 棋牌 (joker), with
 * sic bo, never under 真人 (realbet) (decision 0014).
 */
const HOUSE_GAMES: readonly {
  code: HouseGameCode;
  category: string;
  descMark: string;
  markColor: string;
  sort: number;
  /** Return to player shown on the home cards (the engine's published figure). */
  descNum: string;
  descUnit: string;
  homeDesc: string;
  betrayal: string;
}[] = [
  {
    code: 'baccarat',
    category: 'joker',
    descMark: '热门',
    markColor: '#e53935',
    sort: 1,
    descNum: rtp(BACCARAT_RTP.banker),
    descUnit: '%',
    homeDesc: `八副牌现洗，庄家返奖率${formatPercent(BACCARAT_RTP.banker)}`,
    betrayal: '最高返水1.20%',
  },
  {
    code: 'dragon-tiger',
    category: 'joker',
    descMark: '',
    markColor: '',
    sort: 2,
    descNum: rtp(DRAGON_TIGER_RTP.dragon),
    descUnit: '%',
    homeDesc: '一张定胜负，龙虎1赔1，和局1赔8',
    betrayal: '最高返水1.20%',
  },
  {
    code: 'sic-bo',
    category: 'joker',
    descMark: '经典',
    markColor: '#8e24aa',
    sort: 3,
    descNum: rtp(SIC_BO_RTP.big),
    descUnit: '%',
    homeDesc: '三颗骰子，大小单双，围骰1赔180',
    betrayal: '最高返水1.20%',
  },
  {
    code: 'slots',
    category: 'gaming',
    descMark: '推荐',
    markColor: '#f5a623',
    sort: 4,
    descNum: rtp(SLOTS_RTP),
    descUnit: '%',
    homeDesc: '5轴20线，百搭与聚宝盆，最高104.5倍',
    betrayal: '最高返水1.20%',
  },
  {
    code: 'fast3',
    category: 'lottery',
    descMark: '每分钟',
    markColor: '#1677ff',
    sort: 5,
    descNum: rtp(FAST3_RTP.big),
    descUnit: '%',
    homeDesc: '每60秒开奖，开奖种子可验证',
    betrayal: '最高返水0.70%',
  },
];

/**
 * The catalogue every site starts with: categories, the house games, the home tabs (推荐 first),
 * their entries and the three hot sections. Staff change all of it later in the back office.
 * Categories without a game of ours (真人视讯, 体育赛事) show an honest 敬请期待 entry.
 */
export async function seedGameCatalogue(db: Db): Promise<void> {
  const categoryRows = await db
    .insert(gameCategories)
    .values(
      CATEGORIES.map((category) => ({
        code: category.code,
        name: category.name,
        gameImg: `${IMG}/cat-${category.code}.svg`,
        sort: category.sort,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (categoryRows.length === 0) return;
  const categoryId = (code: string) => {
    const row = categoryRows.find((category) => category.code === code);
    if (!row) throw new Error(`category ${code} missing`);
    return row.id;
  };

  const gameRows = await db
    .insert(games)
    .values(
      HOUSE_GAMES.map((game) => ({
        platname: HOUSE_PLATNAME,
        gameCode: game.code,
        supplier: HOUSE_PLATNAME,
        name: GAME_INFO[game.code].name,
        gameImg: `${IMG}/${game.code}.svg`,
        categoryCode: game.category,
        descMark: game.descMark,
        markColor: game.markColor,
        appState: 1,
        sort: game.sort,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const gameId = (code: HouseGameCode) => {
    const row = gameRows.find((game) => game.gameCode === code);
    if (!row) throw new Error(`game ${code} missing`);
    return row.id;
  };
  const decorationOf = (code: HouseGameCode) => {
    const game = HOUSE_GAMES.find((item) => item.code === code);
    if (!game) throw new Error(`game ${code} missing`);
    return { descNum: game.descNum, descUnit: game.descUnit, homeDesc: game.homeDesc, betrayal: game.betrayal };
  };

  const tabs = [
    { name: '推荐', img: 'concise', showType: 1, game: undefined, sort: 0 },
    { name: '真人', img: 'realbet', showType: 1, game: undefined, sort: 1 },
    { name: '棋牌', img: 'joker', showType: 1, game: undefined, sort: 2 },
    { name: '电子', img: 'gaming', showType: 1, game: undefined, sort: 3 },
    { name: '彩票', img: 'lottery', showType: 2, game: 'fast3' as const, sort: 4 },
    { name: '体育', img: 'sport', showType: 1, game: undefined, sort: 5 },
  ];
  const tabRows = await db
    .insert(gameTypes)
    .values(
      tabs.map((tab) => ({
        name: tab.name,
        gameImg: `${IMG}/cat-${tab.img}.svg`,
        showType: tab.showType,
        gameId: tab.game ? gameId(tab.game) : null,
        sort: tab.sort,
      })),
    )
    .returning();
  const tabId = (name: string) => {
    const row = tabRows.find((tab) => tab.name === name);
    if (!row) throw new Error(`tab ${name} missing`);
    return row.id;
  };

  const gameEntry = (tab: string, code: HouseGameCode, sort: number) => ({
    typeId: tabId(tab),
    kind: 'game',
    gameId: gameId(code),
    sort,
    ...decorationOf(code),
  });
  const categoryEntry = (
    tab: string,
    code: string,
    sort: number,
    extra: Partial<typeof gameTypeEntries.$inferInsert> = {},
  ) => ({
    typeId: tabId(tab),
    kind: 'category',
    categoryId: categoryId(code),
    sort,
    ...extra,
  });
  await db.insert(gameTypeEntries).values([
    gameEntry('推荐', 'baccarat', 1),
    gameEntry('推荐', 'slots', 2),
    gameEntry('推荐', 'fast3', 3),
    gameEntry('推荐', 'sic-bo', 4),
    gameEntry('推荐', 'dragon-tiger', 5),
    categoryEntry('真人', 'realbet', 1, {
      descMark: '敬请期待',
      markColor: '#9e9e9e',
      homeDesc: '真人视讯即将上线，敬请期待',
    }),
    gameEntry('棋牌', 'baccarat', 1),
    gameEntry('棋牌', 'dragon-tiger', 2),
    gameEntry('棋牌', 'sic-bo', 3),
    categoryEntry('棋牌', 'joker', 4, { homeDesc: '全部棋牌游戏' }),
    gameEntry('电子', 'slots', 1),
    categoryEntry('电子', 'gaming', 2, { homeDesc: '全部电子游艺' }),
    gameEntry('彩票', 'fast3', 1),
    categoryEntry('彩票', 'lottery', 2, { homeDesc: '全部彩票游戏' }),
    categoryEntry('体育', 'sport', 1, {
      descMark: '敬请期待',
      markColor: '#9e9e9e',
      homeDesc: '体育赛事即将上线，敬请期待',
    }),
  ]);

  const hot = (sectionId: number, sectionTitle: string, code: HouseGameCode, sort: number) => ({
    sectionId,
    sectionTitle,
    gameId: gameId(code),
    homeDesc: decorationOf(code).homeDesc,
    sort,
  });
  await db
    .insert(hotSectionItems)
    .values([
      hot(1, '热门游戏', 'baccarat', 1),
      hot(1, '热门游戏', 'slots', 2),
      hot(1, '热门游戏', 'fast3', 3),
      hot(1, '热门游戏', 'sic-bo', 4),
      hot(1, '热门游戏', 'dragon-tiger', 5),
      hot(2, '精选推荐', 'slots', 1),
      hot(2, '精选推荐', 'baccarat', 2),
      hot(2, '精选推荐', 'fast3', 3),
      hot(3, '新游上线', 'sic-bo', 1),
      hot(3, '新游上线', 'dragon-tiger', 2),
      hot(3, '新游上线', 'fast3', 3),
      hot(3, '新游上线', 'slots', 4),
    ]);
}

/** Home banners (bannerList type 2) about the house games, drawn in apps/server/static/banners. */
export async function seedHomeBanners(db: Db): Promise<void> {
  await addBanners(db, [
    {
      type: 2,
      src: '/static/banners/banner-1.svg',
      link: '/gamePage?name=五龙老虎机&type=0&code=slots&supplier=house',
      sort: 1,
      enabled: true,
    },
    {
      type: 2,
      src: '/static/banners/banner-2.svg',
      link: '/gamePage?name=一分快三&type=0&code=fast3&supplier=house',
      sort: 2,
      enabled: true,
    },
    {
      type: 2,
      src: '/static/banners/banner-3.svg',
      link: '/gamePage?name=百家乐&type=0&code=baccarat&supplier=house',
      sort: 3,
      enabled: true,
    },
  ]);
}

/** Demo lines of the home notice bar. */
export async function seedDemoHomeNotices(db: Db): Promise<void> {
  await addHomeNotices(db, [
    { content: '欢迎来到星河娱乐！自营游戏每一局结果均可验证，公平公正。', sort: 1, enabled: true },
    { content: '一分快三每60秒开奖一次，开奖前10秒封盘，请留意倒计时。', sort: 2, enabled: true },
    {
      content: '在转账页面把余额转入“自营游戏”即可开始游戏；开启免转模式后进入游戏时自动转入。',
      sort: 3,
      enabled: true,
    },
    { content: '理性娱乐，量力而行。未满18周岁禁止参与。', sort: 4, enabled: true },
  ]);
}
