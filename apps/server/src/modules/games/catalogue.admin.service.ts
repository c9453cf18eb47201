import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { GAME_INFO } from '@app/house-games';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { likePattern, orderOf, type ListParams, type ListResult } from '../../lib/admin-list';
import { recordAudit, type AuditAction, type StaffActor } from '../staff';
import { findGamePlatform, HOUSE_PLATNAME, platformNamesByPlatname } from '../wallet';
import { CONCISE_CATEGORY, entryDecoration, HOT_SECTION_TITLES } from './catalogue.service';
import { gameCategories, games, gameTypeEntries, gameTypes, hotSectionItems } from './games.tables';
import { changedColumns } from '../../lib/changed-columns';

/**
 * The game catalogue in the back office (platform-rules §8, §9): games, categories, home tabs and
 * their entries, hot sections. The member endpoints read these tables on every call (no cache), so
 * a saved change is what the next member request sees.
 */

const HOUSE_GAME_CODES = Object.keys(GAME_INFO);

/** Messages of the catalogue screens (staff read them; they say what to do next). */
export const CATALOGUE_ADMIN_MESSAGES = {
  saved: '已保存，会员端立即生效',
  deleted: '已删除，会员端立即生效',
  gameNotFound: '游戏不存在',
  platformNotFound: '游戏平台不存在，请从列表中选择',
  duplicateGame: (platname: string, code: string, name: string) =>
    `平台 ${platname} 已有游戏代码 ${code}（${name}），同一平台的游戏代码不能重复`,
  houseGameUnknown: `自营平台只能添加已实现的自营游戏：${HOUSE_GAME_CODES.join('、')}`,
  categoryNotFound: '游戏分类不存在，请从列表中选择',
  conciseNotAGameCategory:
    '“热门推荐”不是游戏的分类：请选择真人、棋牌、电子、彩票或体育，并打开“推荐”让游戏出现在热门推荐中',
  typeNotFound: '游戏类型标签不存在',
  typeNeedsGame: '“直接打开游戏”的标签请选择要打开的游戏',
  entryNotFound: '标签入口不存在',
  entryNeedsGame: '游戏入口请选择游戏',
  entryNeedsCategory: '分类入口请选择分类',
  hotItemNotFound: '热门版块中的该游戏不存在',
  hotItemDuplicate: '该游戏已在此热门版块中',
  hotSectionEmpty: '该版块还没有游戏，请先添加游戏再修改标题',
  hotOrderMismatch: '新顺序与版块内的游戏不一致，请刷新页面后重试',
} as const;
const M = CATALOGUE_ADMIN_MESSAGES;

type GameRow = typeof games.$inferSelect;
type CategoryRow = typeof gameCategories.$inferSelect;
type TypeRow = typeof gameTypes.$inferSelect;
type EntryRow = typeof gameTypeEntries.$inferSelect;
type HotItemRow = typeof hotSectionItems.$inferSelect;

function audit(
  tx: Db,
  staff: StaffActor,
  ip: string,
  action: AuditAction,
  targetType: string,
  targetId: string | number,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, { staff, action, targetType, targetId: String(targetId), before, after, ip });
}

// ---- games -----------------------------------------------------------------------------------

export interface AdminGameRow {
  game: GameRow;
  platformName: string | null;
  categoryName: string | null;
}

export function toAdminGameWire(row: AdminGameRow) {
  const { game } = row;
  return {
    id: game.id,
    platname: game.platname,
    platform_name: row.platformName ?? '',
    game_code: game.gameCode,
    supplier: game.supplier,
    name: game.name,
    game_img: game.gameImg,
    category_code: game.categoryCode,
    category_name: row.categoryName ?? '',
    desc_mark: game.descMark,
    mark_color: game.markColor,
    app_state: game.appState,
    sort: game.sort,
    enabled: game.enabled,
  };
}

function selectGames(db: Db) {
  return db
    .select({ game: games, categoryName: gameCategories.name })
    .from(games)
    .leftJoin(gameCategories, eq(gameCategories.code, games.categoryCode));
}

/** Adds each game's platform name (the wallet owns the platforms; one look-up for the page). */
async function withPlatformNames(
  db: Db,
  rows: { game: GameRow; categoryName: string | null }[],
): Promise<AdminGameRow[]> {
  const names = await platformNamesByPlatname(
    db,
    rows.map((row) => row.game.platname),
  );
  return rows.map((row) => ({ ...row, platformName: names.get(row.game.platname) ?? null }));
}

async function gameWithNames(db: Db, id: number): Promise<AdminGameRow | undefined> {
  const [row] = await withPlatformNames(db, await selectGames(db).where(eq(games.id, id)));
  return row;
}

export interface GameFilters extends ListParams {
  sort: 'sort' | 'id' | 'name' | 'platname';
  platname?: string | undefined;
  category?: string | undefined;
  name?: string | undefined;
  enabled?: '0' | '1' | undefined;
  app_state?: '0' | '1' | undefined;
}

export async function listGamesAdmin(
  db: Db,
  filters: GameFilters,
  slice: { limit: number; offset: number },
): Promise<ListResult<AdminGameRow>> {
  const conditions: (SQL | undefined)[] = [
    filters.platname ? eq(games.platname, filters.platname) : undefined,
    filters.category ? eq(games.categoryCode, filters.category) : undefined,
    filters.name
      ? sql`(${games.name} ilike ${likePattern(filters.name)} or ${games.gameCode} ilike ${likePattern(filters.name)})`
      : undefined,
    filters.enabled === undefined ? undefined : eq(games.enabled, filters.enabled === '1'),
    filters.app_state === undefined ? undefined : eq(games.appState, Number(filters.app_state)),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(games).where(where);
  const sortColumn = { sort: games.sort, id: games.id, name: games.name, platname: games.platname }[filters.sort];
  const rows = await selectGames(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, games.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows: await withPlatformNames(db, rows), total: Number(total?.n ?? 0) };
}

/** A game's category must be a stored category other than the recommended list (concise). */
async function checkGameCategory(tx: Db, code: string): Promise<void> {
  if (code === CONCISE_CATEGORY) throw new AppError('badRequest', M.conciseNotAGameCategory);
  const [category] = await tx
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(eq(gameCategories.code, code));
  if (!category) throw new AppError('badRequest', M.categoryNotFound);
}

export interface GameChanges {
  name?: string | undefined;
  supplier?: string | undefined;
  game_img?: string | undefined;
  category_code?: string | undefined;
  desc_mark?: string | undefined;
  mark_color?: string | undefined;
  app_state?: number | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function gameSet(changes: GameChanges): Partial<typeof games.$inferInsert> {
  return changedColumns<typeof changes, typeof games.$inferInsert>(changes, {
    name: 'name',
    supplier: 'supplier',
    game_img: 'gameImg',
    category_code: 'categoryCode',
    desc_mark: 'descMark',
    mark_color: 'markColor',
    app_state: 'appState',
    sort: 'sort',
    enabled: 'enabled',
  });
}

async function findDuplicateGame(tx: Db, platname: string, gameCode: string) {
  const [row] = await tx
    .select({ name: games.name })
    .from(games)
    .where(and(eq(games.platname, platname), eq(games.gameCode, gameCode)));
  return row;
}

/** Adds a game to a known platform; the game code is unique per platform. */
export async function createGame(
  db: Db,
  input: GameChanges & { platname: string; game_code: string; name: string; category_code: string },
  staff: StaffActor,
  ip: string,
): Promise<AdminGameRow> {
  try {
    return await withTransaction(db, async (tx) => {
      const platform = await findGamePlatform(tx, input.platname);
      if (!platform) throw new AppError('badRequest', M.platformNotFound);
      // House games are pages of the member site: only the engines we run can be launched.
      if (platform.platname === HOUSE_PLATNAME && !HOUSE_GAME_CODES.includes(input.game_code))
        throw new AppError('badRequest', M.houseGameUnknown);
      const duplicate = await findDuplicateGame(tx, input.platname, input.game_code);
      if (duplicate) throw new AppError('conflict', M.duplicateGame(input.platname, input.game_code, duplicate.name));
      await checkGameCategory(tx, input.category_code);
      const [created] = await tx
        .insert(games)
        .values({
          ...gameSet(input),
          platname: input.platname,
          gameCode: input.game_code,
          supplier: input.supplier ?? input.platname,
          name: input.name,
          categoryCode: input.category_code,
        })
        .returning();
      if (!created) throw new Error('game insert returned nothing');
      const row = await gameWithNames(tx, created.id);
      if (!row) throw new Error('created game not found');
      await audit(tx, staff, ip, 'games.game.create', 'game', created.id, null, toAdminGameWire(row));
      return row;
    });
  } catch (error) {
    // Two staff adding the same code at once: the unique index decides, with the same message.
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', M.duplicateGame(input.platname, input.game_code, input.name));
    }
    throw error;
  }
}

export async function updateGame(
  db: Db,
  id: number,
  changes: GameChanges,
  staff: StaffActor,
  ip: string,
): Promise<AdminGameRow> {
  return withTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: games.id }).from(games).where(eq(games.id, id)).for('update');
    const before = locked ? await gameWithNames(tx, id) : undefined;
    if (!before) throw new AppError('notFound', M.gameNotFound);
    if (changes.category_code !== undefined && changes.category_code !== before.game.categoryCode)
      await checkGameCategory(tx, changes.category_code);
    const set = gameSet(changes);
    if (Object.keys(set).length === 0) return before;
    await tx.update(games).set(set).where(eq(games.id, id));
    const after = await gameWithNames(tx, id);
    if (!after) throw new AppError('notFound', M.gameNotFound);
    await audit(tx, staff, ip, 'games.game.update', 'game', id, toAdminGameWire(before), toAdminGameWire(after));
    return after;
  });
}

// ---- categories ------------------------------------------------------------------------------

export function toAdminCategoryWire(row: CategoryRow, gameCount: number) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    game_img: row.gameImg,
    sort: row.sort,
    enabled: row.enabled,
    game_count: gameCount,
  };
}

async function categoryGameCount(db: Db, code: string): Promise<number> {
  const where = code === CONCISE_CATEGORY ? eq(games.appState, 1) : eq(games.categoryCode, code);
  const [row] = await db.select({ n: count() }).from(games).where(where);
  return Number(row?.n ?? 0);
}

export async function listCategoriesAdmin(db: Db) {
  const rows = await db.select().from(gameCategories).orderBy(asc(gameCategories.sort), asc(gameCategories.id));
  const counts = await db.select({ code: games.categoryCode, n: count() }).from(games).groupBy(games.categoryCode);
  const recommended = await categoryGameCount(db, CONCISE_CATEGORY);
  const byCode = new Map(counts.map((row) => [row.code, Number(row.n)]));
  return rows.map((row) =>
    toAdminCategoryWire(row, row.code === CONCISE_CATEGORY ? recommended : (byCode.get(row.code) ?? 0)),
  );
}

export async function updateCategory(
  db: Db,
  id: number,
  changes: {
    name?: string | undefined;
    game_img?: string | undefined;
    sort?: number | undefined;
    enabled?: boolean | undefined;
  },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gameCategories).where(eq(gameCategories.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.categoryNotFound);
    const gameCount = await categoryGameCount(tx, before.code);
    const set = changedColumns<typeof changes, typeof gameCategories.$inferInsert>(changes, {
      name: 'name',
      game_img: 'gameImg',
      sort: 'sort',
      enabled: 'enabled',
    });
    if (Object.keys(set).length === 0) return toAdminCategoryWire(before, gameCount);
    const [after] = await tx.update(gameCategories).set(set).where(eq(gameCategories.id, id)).returning();
    if (!after) throw new AppError('notFound', M.categoryNotFound);
    const wire = toAdminCategoryWire(after, gameCount);
    await audit(
      tx,
      staff,
      ip,
      'games.category.update',
      'game_category',
      before.code,
      toAdminCategoryWire(before, gameCount),
      wire,
    );
    return wire;
  });
}

// ---- game-type tabs --------------------------------------------------------------------------

async function typeWire(db: Db, row: TypeRow) {
  const [game] =
    row.gameId === null ? [] : await db.select({ name: games.name }).from(games).where(eq(games.id, row.gameId));
  const [entries] = await db.select({ n: count() }).from(gameTypeEntries).where(eq(gameTypeEntries.typeId, row.id));
  return {
    id: row.id,
    name: row.name,
    game_img: row.gameImg,
    show_type: row.showType,
    game_id: row.gameId,
    game_name: game?.name ?? '',
    sort: row.sort,
    enabled: row.enabled,
    entry_count: Number(entries?.n ?? 0),
  };
}

export async function listGameTypesAdmin(db: Db) {
  const rows = await db.select().from(gameTypes).orderBy(asc(gameTypes.sort), asc(gameTypes.id));
  const gameIds = rows.map((row) => row.gameId).filter((id): id is number => id !== null);
  const names =
    gameIds.length > 0
      ? await db.select({ id: games.id, name: games.name }).from(games).where(inArray(games.id, gameIds))
      : [];
  const counts = await db
    .select({ typeId: gameTypeEntries.typeId, n: count() })
    .from(gameTypeEntries)
    .groupBy(gameTypeEntries.typeId);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const countOf = new Map(counts.map((row) => [row.typeId, Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    game_img: row.gameImg,
    show_type: row.showType,
    game_id: row.gameId,
    game_name: row.gameId === null ? '' : (nameOf.get(row.gameId) ?? ''),
    sort: row.sort,
    enabled: row.enabled,
    entry_count: countOf.get(row.id) ?? 0,
  }));
}

async function requireGame(tx: Db, id: number, message: string = M.gameNotFound): Promise<GameRow> {
  const [game] = await tx.select().from(games).where(eq(games.id, id));
  if (!game) throw new AppError('badRequest', message);
  return game;
}

async function requireCategory(tx: Db, id: number): Promise<CategoryRow> {
  const [category] = await tx.select().from(gameCategories).where(eq(gameCategories.id, id));
  if (!category) throw new AppError('badRequest', M.categoryNotFound);
  return category;
}

export interface GameTypeChanges {
  name?: string | undefined;
  game_img?: string | undefined;
  show_type?: number | undefined;
  game_id?: number | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

/** The tab's show type and game after the change: show_type 2 needs an existing game, 1 keeps none. */
async function resolveTypeTarget(
  tx: Db,
  changes: GameTypeChanges,
  before: { showType: number; gameId: number | null } | undefined,
): Promise<{ showType: number; gameId: number | null }> {
  const showType = changes.show_type ?? before?.showType ?? 1;
  if (showType !== 2) return { showType, gameId: null };
  const gameId = changes.game_id ?? before?.gameId ?? null;
  if (gameId === null) throw new AppError('badRequest', M.typeNeedsGame);
  await requireGame(tx, gameId);
  return { showType, gameId };
}

export async function createGameType(
  db: Db,
  input: GameTypeChanges & { name: string; show_type: number },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    const target = await resolveTypeTarget(tx, input, undefined);
    const [created] = await tx
      .insert(gameTypes)
      .values({
        name: input.name,
        gameImg: input.game_img ?? '',
        showType: target.showType,
        gameId: target.gameId,
        sort: input.sort ?? 0,
        enabled: input.enabled ?? true,
      })
      .returning();
    if (!created) throw new Error('game type insert returned nothing');
    const wire = await typeWire(tx, created);
    await audit(tx, staff, ip, 'games.type.create', 'game_type', created.id, null, wire);
    return wire;
  });
}

export async function updateGameType(db: Db, id: number, changes: GameTypeChanges, staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gameTypes).where(eq(gameTypes.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.typeNotFound);
    const beforeWire = await typeWire(tx, before);
    const set = changedColumns<typeof changes, typeof gameTypes.$inferInsert>(changes, {
      name: 'name',
      game_img: 'gameImg',
      sort: 'sort',
      enabled: 'enabled',
    });
    if (changes.show_type !== undefined || changes.game_id !== undefined) {
      const target = await resolveTypeTarget(tx, changes, before);
      set.showType = target.showType;
      set.gameId = target.gameId;
    }
    if (Object.keys(set).length === 0) return beforeWire;
    const [after] = await tx.update(gameTypes).set(set).where(eq(gameTypes.id, id)).returning();
    if (!after) throw new AppError('notFound', M.typeNotFound);
    const wire = await typeWire(tx, after);
    await audit(tx, staff, ip, 'games.type.update', 'game_type', id, beforeWire, wire);
    return wire;
  });
}

/** Deletes a tab and its entries (the audit keeps both). */
export async function deleteGameType(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gameTypes).where(eq(gameTypes.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.typeNotFound);
    const beforeWire = await typeWire(tx, before);
    const entries = await entriesWire(tx, id);
    await tx.delete(gameTypeEntries).where(eq(gameTypeEntries.typeId, id));
    await tx.delete(gameTypes).where(eq(gameTypes.id, id));
    await audit(tx, staff, ip, 'games.type.delete', 'game_type', id, { ...beforeWire, entries }, null);
  });
}

// ---- entries of a tab ------------------------------------------------------------------------

function toEntryWire(entry: EntryRow, game: GameRow | undefined, category: CategoryRow | undefined) {
  const target = entry.kind === 'game' ? game : category;
  return {
    id: entry.id,
    type_id: entry.typeId,
    kind: entry.kind,
    game_id: entry.gameId,
    category_id: entry.categoryId,
    target_name: target?.name ?? '',
    target_enabled: target?.enabled ?? false,
    ...entryDecoration(entry),
    sort: entry.sort,
  };
}

async function entriesWire(db: Db, typeId: number) {
  const rows = await db
    .select({ entry: gameTypeEntries, game: games, category: gameCategories })
    .from(gameTypeEntries)
    .leftJoin(games, eq(games.id, gameTypeEntries.gameId))
    .leftJoin(gameCategories, eq(gameCategories.id, gameTypeEntries.categoryId))
    .where(eq(gameTypeEntries.typeId, typeId))
    .orderBy(asc(gameTypeEntries.sort), asc(gameTypeEntries.id));
  return rows.map((row) => toEntryWire(row.entry, row.game ?? undefined, row.category ?? undefined));
}

async function entryWire(db: Db, id: number) {
  const [row] = await db
    .select({ entry: gameTypeEntries, game: games, category: gameCategories })
    .from(gameTypeEntries)
    .leftJoin(games, eq(games.id, gameTypeEntries.gameId))
    .leftJoin(gameCategories, eq(gameCategories.id, gameTypeEntries.categoryId))
    .where(eq(gameTypeEntries.id, id));
  if (!row) throw new AppError('notFound', M.entryNotFound);
  return toEntryWire(row.entry, row.game ?? undefined, row.category ?? undefined);
}

export async function listEntriesAdmin(db: Db, typeId: number) {
  const [tab] = await db.select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.id, typeId));
  if (!tab) throw new AppError('notFound', M.typeNotFound);
  return entriesWire(db, typeId);
}

export interface EntryChanges {
  kind?: 'game' | 'category' | undefined;
  game_id?: number | undefined;
  category_id?: number | undefined;
  name?: string | undefined;
  game_img?: string | undefined;
  desc_mark?: string | undefined;
  mark_color?: string | undefined;
  desc_num?: string | undefined;
  desc_unit?: string | undefined;
  betrayal?: string | undefined;
  home_desc?: string | undefined;
  sort?: number | undefined;
}

/** The entry's target after the change: a game entry needs an existing game, a category one a category. */
async function resolveEntryTarget(
  tx: Db,
  changes: EntryChanges,
  before: EntryRow | undefined,
): Promise<{ kind: 'game' | 'category'; gameId: number | null; categoryId: number | null }> {
  const kind = changes.kind ?? (before?.kind === 'category' ? 'category' : 'game');
  if (kind === 'game') {
    const gameId = changes.game_id ?? (before?.kind === 'game' ? before.gameId : null);
    if (gameId === null) throw new AppError('badRequest', M.entryNeedsGame);
    await requireGame(tx, gameId);
    return { kind, gameId, categoryId: null };
  }
  const categoryId = changes.category_id ?? (before?.kind === 'category' ? before.categoryId : null);
  if (categoryId === null) throw new AppError('badRequest', M.entryNeedsCategory);
  await requireCategory(tx, categoryId);
  return { kind, gameId: null, categoryId };
}

function entryDecorationSet(changes: EntryChanges): Partial<typeof gameTypeEntries.$inferInsert> {
  return changedColumns<typeof changes, typeof gameTypeEntries.$inferInsert>(changes, {
    name: 'name',
    game_img: 'gameImg',
    desc_mark: 'descMark',
    mark_color: 'markColor',
    desc_num: 'descNum',
    desc_unit: 'descUnit',
    betrayal: 'betrayal',
    home_desc: 'homeDesc',
    sort: 'sort',
  });
}

export async function createEntry(
  db: Db,
  typeId: number,
  input: EntryChanges & { kind: 'game' | 'category' },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    const [tab] = await tx.select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.id, typeId)).for('update');
    if (!tab) throw new AppError('notFound', M.typeNotFound);
    const target = await resolveEntryTarget(tx, input, undefined);
    let sort = input.sort;
    if (sort === undefined) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${gameTypeEntries.sort})` })
        .from(gameTypeEntries)
        .where(eq(gameTypeEntries.typeId, typeId));
      sort = Number(last?.max ?? 0) + 1;
    }
    const [created] = await tx
      .insert(gameTypeEntries)
      .values({ ...entryDecorationSet(input), ...target, typeId, sort })
      .returning();
    if (!created) throw new Error('entry insert returned nothing');
    const wire = await entryWire(tx, created.id);
    await audit(tx, staff, ip, 'games.type_entry.create', 'game_type_entry', created.id, null, wire);
    return wire;
  });
}

export async function updateEntry(db: Db, id: number, changes: EntryChanges, staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gameTypeEntries).where(eq(gameTypeEntries.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.entryNotFound);
    const beforeWire = await entryWire(tx, id);
    const set = entryDecorationSet(changes);
    if (changes.kind !== undefined || changes.game_id !== undefined || changes.category_id !== undefined)
      Object.assign(set, await resolveEntryTarget(tx, changes, before));
    if (Object.keys(set).length === 0) return beforeWire;
    await tx.update(gameTypeEntries).set(set).where(eq(gameTypeEntries.id, id));
    const wire = await entryWire(tx, id);
    await audit(tx, staff, ip, 'games.type_entry.update', 'game_type_entry', id, beforeWire, wire);
    return wire;
  });
}

export async function deleteEntry(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gameTypeEntries).where(eq(gameTypeEntries.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.entryNotFound);
    const beforeWire = await entryWire(tx, id);
    await tx.delete(gameTypeEntries).where(eq(gameTypeEntries.id, id));
    await audit(tx, staff, ip, 'games.type_entry.delete', 'game_type_entry', id, beforeWire, null);
  });
}

// ---- hot sections ----------------------------------------------------------------------------

// The section title has no table of its own: every item of a section carries it (hot_index shows
// the first non-empty one). A title is therefore set on every item, and new items take it over.

function toHotItemWire(item: HotItemRow, game: GameRow | undefined) {
  return {
    id: item.id,
    section_id: item.sectionId,
    game_id: item.gameId,
    game_name: game?.name ?? '',
    game_img: game?.gameImg ?? '',
    platname: game?.platname ?? '',
    game_code: game?.gameCode ?? '',
    game_enabled: game?.enabled ?? false,
    home_desc: item.homeDesc,
    sort: item.sort,
  };
}

async function sectionItems(db: Db, sectionId: number) {
  const rows = await db
    .select({ item: hotSectionItems, game: games })
    .from(hotSectionItems)
    .leftJoin(games, eq(games.id, hotSectionItems.gameId))
    .where(eq(hotSectionItems.sectionId, sectionId))
    .orderBy(asc(hotSectionItems.sort), asc(hotSectionItems.id));
  return rows;
}

async function sectionWire(db: Db, sectionId: number) {
  const rows = await sectionItems(db, sectionId);
  const custom = rows.find((row) => row.item.sectionTitle !== '')?.item.sectionTitle ?? '';
  const fallback = HOT_SECTION_TITLES[sectionId] ?? '';
  return {
    id: sectionId,
    title: custom || fallback,
    custom_title: custom,
    default_title: fallback,
    items: rows.map((row) => toHotItemWire(row.item, row.game ?? undefined)),
  };
}

export async function listHotSectionsAdmin(db: Db) {
  const sections = [];
  for (const id of [1, 2, 3]) sections.push(await sectionWire(db, id));
  return sections;
}

/** Locks a section's items (title and order change every row of it) and answers them. */
async function lockSection(tx: Db, sectionId: number): Promise<HotItemRow[]> {
  return tx
    .select()
    .from(hotSectionItems)
    .where(eq(hotSectionItems.sectionId, sectionId))
    .orderBy(asc(hotSectionItems.sort), asc(hotSectionItems.id))
    .for('update');
}

export async function updateHotSectionTitle(db: Db, sectionId: number, title: string, staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const items = await lockSection(tx, sectionId);
    if (items.length === 0) throw new AppError('badRequest', M.hotSectionEmpty);
    const before = await sectionWire(tx, sectionId);
    await tx.update(hotSectionItems).set({ sectionTitle: title }).where(eq(hotSectionItems.sectionId, sectionId));
    const after = await sectionWire(tx, sectionId);
    await audit(
      tx,
      staff,
      ip,
      'games.hot_section.update',
      'hot_section',
      sectionId,
      { title: before.title },
      { title: after.title },
    );
    return after;
  });
}

async function hotItemWire(db: Db, id: number) {
  const [row] = await db
    .select({ item: hotSectionItems, game: games })
    .from(hotSectionItems)
    .leftJoin(games, eq(games.id, hotSectionItems.gameId))
    .where(eq(hotSectionItems.id, id));
  if (!row) throw new AppError('notFound', M.hotItemNotFound);
  return toHotItemWire(row.item, row.game ?? undefined);
}

export async function addHotItem(
  db: Db,
  sectionId: number,
  input: { game_id: number; home_desc?: string | undefined; sort?: number | undefined },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    const items = await lockSection(tx, sectionId);
    await requireGame(tx, input.game_id);
    if (items.some((item) => item.gameId === input.game_id)) throw new AppError('conflict', M.hotItemDuplicate);
    const title = items.find((item) => item.sectionTitle !== '')?.sectionTitle ?? '';
    const sort = input.sort ?? Math.max(0, ...items.map((item) => item.sort)) + 1;
    const [created] = await tx
      .insert(hotSectionItems)
      .values({ sectionId, sectionTitle: title, gameId: input.game_id, homeDesc: input.home_desc ?? '', sort })
      .returning();
    if (!created) throw new Error('hot item insert returned nothing');
    const wire = await hotItemWire(tx, created.id);
    await audit(tx, staff, ip, 'games.hot_item.create', 'hot_section_item', created.id, null, wire);
    return wire;
  });
}

/** Changes the description or order of an item, or moves it into another section (at its end). */
export async function updateHotItem(
  db: Db,
  id: number,
  changes: { home_desc?: string | undefined; sort?: number | undefined; section_id?: number | undefined },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(hotSectionItems).where(eq(hotSectionItems.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.hotItemNotFound);
    const beforeWire = await hotItemWire(tx, id);
    const set = changedColumns<typeof changes, typeof hotSectionItems.$inferInsert>(changes, {
      home_desc: 'homeDesc',
      sort: 'sort',
    });
    if (changes.section_id !== undefined && changes.section_id !== before.sectionId) {
      const target = await lockSection(tx, changes.section_id);
      if (target.some((item) => item.gameId === before.gameId)) throw new AppError('conflict', M.hotItemDuplicate);
      set.sectionId = changes.section_id;
      set.sectionTitle = target.find((item) => item.sectionTitle !== '')?.sectionTitle ?? '';
      if (changes.sort === undefined) set.sort = Math.max(0, ...target.map((item) => item.sort)) + 1;
    }
    if (Object.keys(set).length === 0) return beforeWire;
    await tx.update(hotSectionItems).set(set).where(eq(hotSectionItems.id, id));
    const wire = await hotItemWire(tx, id);
    await audit(tx, staff, ip, 'games.hot_item.update', 'hot_section_item', id, beforeWire, wire);
    return wire;
  });
}

export async function deleteHotItem(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(hotSectionItems).where(eq(hotSectionItems.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.hotItemNotFound);
    const beforeWire = await hotItemWire(tx, id);
    await tx.delete(hotSectionItems).where(eq(hotSectionItems.id, id));
    await audit(tx, staff, ip, 'games.hot_item.delete', 'hot_section_item', id, beforeWire, null);
  });
}

/** Puts every item of a section in the given order (sort 1, 2, 3, …). */
export async function reorderHotSection(db: Db, sectionId: number, itemIds: number[], staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const items = await lockSection(tx, sectionId);
    const current = new Set(items.map((item) => item.id));
    if (
      itemIds.length !== current.size ||
      new Set(itemIds).size !== itemIds.length ||
      itemIds.some((id) => !current.has(id))
    )
      throw new AppError('badRequest', M.hotOrderMismatch);
    const before = items.map((item) => item.id);
    for (const [index, itemId] of itemIds.entries()) {
      await tx
        .update(hotSectionItems)
        .set({ sort: index + 1 })
        .where(
          and(
            eq(hotSectionItems.id, itemId),
            eq(hotSectionItems.sectionId, sectionId),
            ne(hotSectionItems.sort, index + 1),
          ),
        );
    }
    const after = await sectionWire(tx, sectionId);
    await audit(
      tx,
      staff,
      ip,
      'games.hot_section.reorder',
      'hot_section',
      sectionId,
      { item_ids: before },
      { item_ids: itemIds },
    );
    return after;
  });
}
