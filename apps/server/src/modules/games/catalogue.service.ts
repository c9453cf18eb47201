import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { listEnabledBanners, listEnabledHomeNotices } from '../content';
import { enabledPlatformNames } from '../wallet';
import { gameCategories, games, gameTypeEntries, gameTypes, hotSectionItems } from './games.tables';

export type GameRow = typeof games.$inferSelect;
export type CategoryRow = typeof gameCategories.$inferSelect;

export const CATALOGUE_MESSAGES = {
  categoryMissing: '游戏分类不存在',
  typeMissing: '游戏类型不存在',
} as const;

/** The recommended lobby category: every enabled game (spec-2 §2: the client shows app_state 1). */
export const CONCISE_CATEGORY = 'concise';

/** Titles of the three hot sections when staff have not set one. */
export const HOT_SECTION_TITLES: Readonly<Record<number, string>> = { 1: '热门游戏', 2: '精选推荐', 3: '新游上线' };

export function gameToWire(game: GameRow) {
  return {
    id: game.id,
    platform_name: game.platname,
    game_code: game.gameCode,
    supplier: game.supplier,
    name: game.name,
    mobile_img: game.gameImg,
    desc_mark: game.descMark,
    mark_color: game.markColor,
    app_state: game.appState,
    category_en: game.categoryCode,
  };
}

type EntryWire = {
  id: number;
  name: string;
  game_img: string;
  platform_name: string;
  game_code: string;
  supplier: string;
  type: 'game' | 'category';
  desc_mark: string;
  mark_color: string;
  desc_num: string;
  desc_unit: string;
  betrayal: string;
  home_desc: string;
  category_en: string;
};

function gameEntry(game: GameRow, decoration: Partial<Omit<EntryWire, 'id' | 'type'>> = {}): EntryWire {
  const pick = (value: string | undefined, fallback: string) =>
    value !== undefined && value !== '' ? value : fallback;
  return {
    id: game.id,
    name: pick(decoration.name, game.name),
    game_img: pick(decoration.game_img, game.gameImg),
    platform_name: game.platname,
    game_code: game.gameCode,
    supplier: game.supplier,
    type: 'game',
    desc_mark: pick(decoration.desc_mark, game.descMark),
    mark_color: pick(decoration.mark_color, game.markColor),
    desc_num: decoration.desc_num ?? '',
    desc_unit: decoration.desc_unit ?? '',
    betrayal: decoration.betrayal ?? '',
    home_desc: decoration.home_desc ?? '',
    category_en: game.categoryCode,
  };
}

const order = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/**
 * Members see a game only while it and its platform are enabled: a switched-off platform's games
 * could only fail to launch (platform-rules §4). A platform in maintenance stays listed; its
 * launch answers the maintenance message.
 */
async function shownGame(db: Db) {
  return and(eq(games.enabled, true), inArray(games.platname, await enabledPlatformNames(db)));
}

async function enabledPlatforms(db: Db): Promise<Set<string>> {
  return new Set(await enabledPlatformNames(db));
}

function isShown(game: GameRow | undefined, platforms: Set<string>): game is GameRow {
  return game !== undefined && game.enabled && platforms.has(game.platname);
}

export async function listGameTypes(db: Db) {
  const tabs = await db
    .select()
    .from(gameTypes)
    .where(eq(gameTypes.enabled, true))
    .orderBy(asc(gameTypes.sort), asc(gameTypes.id));
  const gameIds = tabs.map((tab) => tab.gameId).filter((id): id is number => id !== null);
  const linked = gameIds.length > 0 ? await db.select().from(games).where(inArray(games.id, gameIds)) : [];
  const byId = new Map(linked.map((game) => [game.id, game]));
  const platforms = await enabledPlatforms(db);
  const shown = [];
  for (const tab of tabs) {
    const game = tab.showType === 2 && tab.gameId !== null ? byId.get(tab.gameId) : undefined;
    // A tab that opens a game is left out while that game (or its platform) is disabled or gone:
    // tapping it could only answer an error (platform-rules §4: a disabled game does not launch).
    if (tab.showType === 2 && !isShown(game, platforms)) continue;
    shown.push({
      id: tab.id,
      name: tab.name,
      game_img: tab.gameImg,
      show_type: tab.showType,
      platform_name: game?.platname ?? '',
      game_code: game?.gameCode ?? '',
      supplier: game?.supplier ?? '',
      game_name: game?.name ?? '',
    });
  }
  return shown;
}

/** What staff wrote on a tab entry over its game or category (wire names; an empty text shows the target's own). */
export function entryDecoration(entry: typeof gameTypeEntries.$inferSelect) {
  return {
    name: entry.name,
    game_img: entry.gameImg,
    desc_mark: entry.descMark,
    mark_color: entry.markColor,
    desc_num: entry.descNum,
    desc_unit: entry.descUnit,
    betrayal: entry.betrayal,
    home_desc: entry.homeDesc,
  };
}

/** Entries of a tab: games (enabled only) and categories (enabled only), in staff order. */
export async function listCategoryEntries(db: Db, typeId: number): Promise<EntryWire[]> {
  const [tab] = await db
    .select()
    .from(gameTypes)
    .where(and(eq(gameTypes.id, typeId), eq(gameTypes.enabled, true)));
  if (!tab) throw new AppError('notFound', CATALOGUE_MESSAGES.typeMissing);
  const entries = (await db.select().from(gameTypeEntries).where(eq(gameTypeEntries.typeId, typeId))).sort(order);
  const gameIds = entries.map((entry) => entry.gameId).filter((id): id is number => id !== null);
  const categoryIds = entries.map((entry) => entry.categoryId).filter((id): id is number => id !== null);
  const gameRows = gameIds.length > 0 ? await db.select().from(games).where(inArray(games.id, gameIds)) : [];
  const categoryRows =
    categoryIds.length > 0 ? await db.select().from(gameCategories).where(inArray(gameCategories.id, categoryIds)) : [];
  const gamesById = new Map(gameRows.map((row) => [row.id, row]));
  const categoriesById = new Map(categoryRows.map((row) => [row.id, row]));
  const platforms = await enabledPlatforms(db);

  const list: EntryWire[] = [];
  for (const entry of entries) {
    const decoration = entryDecoration(entry);
    if (entry.kind === 'game') {
      const game = entry.gameId === null ? undefined : gamesById.get(entry.gameId);
      if (isShown(game, platforms)) list.push(gameEntry(game, decoration));
      continue;
    }
    const category = entry.categoryId === null ? undefined : categoriesById.get(entry.categoryId);
    if (!category?.enabled) continue;
    list.push({
      id: category.id,
      name: entry.name || category.name,
      game_img: entry.gameImg || category.gameImg,
      platform_name: '',
      game_code: '',
      supplier: '',
      type: 'category',
      desc_mark: entry.descMark,
      mark_color: entry.markColor,
      desc_num: entry.descNum,
      desc_unit: entry.descUnit,
      betrayal: entry.betrayal,
      home_desc: entry.homeDesc,
      category_en: category.code,
    });
  }
  return list;
}

/** Hot sections 1–3 of the home page, each with its enabled games in staff order. */
export async function hotIndex(db: Db) {
  const rows = await db
    .select({ item: hotSectionItems, game: games })
    .from(hotSectionItems)
    .innerJoin(games, eq(games.id, hotSectionItems.gameId))
    .where(await shownGame(db));
  rows.sort((a, b) => order(a.item, b.item));
  const sectionIds = [...new Set([1, 2, 3, ...rows.map((row) => row.item.sectionId)])].sort((a, b) => a - b);
  return sectionIds.map((id) => {
    const items = rows.filter((row) => row.item.sectionId === id);
    const title = items.find((row) => row.item.sectionTitle !== '')?.item.sectionTitle ?? HOT_SECTION_TITLES[id] ?? '';
    return { id, title, items: items.map((row) => gameEntry(row.game, { home_desc: row.item.homeDesc })) };
  });
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select()
    .from(gameCategories)
    .where(eq(gameCategories.enabled, true))
    .orderBy(asc(gameCategories.sort), asc(gameCategories.id));
}

/** Games of a lobby category ('concise' or none: every enabled game), in staff order. */
export async function listGames(db: Db, category: string | undefined): Promise<GameRow[]> {
  const code = category?.trim() ?? '';
  const shown = await shownGame(db);
  const where = code === '' || code === CONCISE_CATEGORY ? shown : and(shown, eq(games.categoryCode, code));
  return db.select().from(games).where(where).orderBy(asc(games.sort), asc(games.id));
}

/** The lobby: every category as a tab (the requested one current) and its games. */
export async function gameLobby(db: Db, categoryId: string | undefined) {
  const categories = await listCategories(db);
  const wanted = categoryId?.trim() ?? '';
  const current =
    wanted === ''
      ? categories[0]
      : categories.find((category) => String(category.id) === wanted || category.code === wanted);
  if (!current) throw new AppError('notFound', CATALOGUE_MESSAGES.categoryMissing);
  const list = await listGames(db, current.code);
  return {
    siblings: categories.map((category) => ({
      id: category.id,
      name: category.name,
      game_img: category.gameImg,
      category_en: category.code,
      is_current: category.id === current.id ? 1 : 0,
    })),
    games: list.map(gameToWire),
  };
}

/** A provider's game list: gamecode is a platform name or a supplier code. */
export async function gamesByCode(db: Db, code: string | undefined) {
  const value = code?.trim() ?? '';
  if (value === '') return [];
  const rows = await db
    .select()
    .from(games)
    .where(and(await shownGame(db), or(eq(games.platname, value), eq(games.supplier, value))))
    .orderBy(asc(games.sort), asc(games.id));
  return rows.map((game) => ({
    catecode: game.categoryCode,
    gamecode: game.gameCode,
    gamename: game.name,
    gamepic: game.gameImg,
    supplier: game.supplier,
    platform_name: game.platname,
  }));
}

export async function findGame(db: Db, platname: string, gameCode: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.platname, platname), eq(games.gameCode, gameCode)));
  return row;
}

export async function listBanners(db: Db, type: number) {
  return listEnabledBanners(db, type);
}

export async function listHomeNotices(db: Db) {
  return listEnabledHomeNotices(db);
}
