import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDoneResponseSchema,
  AdminGameCategoryListResponseSchema,
  AdminGameCategoryResponseSchema,
  AdminGameCategoryUpdateSchema,
  AdminGameCreateSchema,
  AdminGameListQuerySchema,
  AdminGamePageResponseSchema,
  AdminGameResponseSchema,
  AdminGameTypeCreateSchema,
  AdminGameTypeEntryCreateSchema,
  AdminGameTypeEntryListResponseSchema,
  AdminGameTypeEntryResponseSchema,
  AdminGameTypeEntryUpdateSchema,
  AdminGameTypeListResponseSchema,
  AdminGameTypeResponseSchema,
  AdminGameTypeUpdateSchema,
  AdminGameUpdateSchema,
  AdminHotSectionItemCreateSchema,
  AdminHotSectionItemResponseSchema,
  AdminHotSectionItemUpdateSchema,
  AdminHotSectionListResponseSchema,
  AdminHotSectionOrderSchema,
  AdminHotSectionParamsSchema,
  AdminHotSectionResponseSchema,
  AdminHotSectionUpdateSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import {
  addHotItem,
  CATALOGUE_ADMIN_MESSAGES as M,
  createEntry,
  createGame,
  createGameType,
  deleteEntry,
  deleteGameType,
  deleteHotItem,
  listCategoriesAdmin,
  listEntriesAdmin,
  listGamesAdmin,
  listGameTypesAdmin,
  listHotSectionsAdmin,
  reorderHotSection,
  toAdminGameWire,
  updateCategory,
  updateEntry,
  updateGame,
  updateGameType,
  updateHotItem,
  updateHotSectionTitle,
} from './catalogue.admin.service';
import type { CsvColumn } from '../../lib/csv';
import { staffRoutes } from '../../lib/staff-route';

const IdParams = SerialIdParamsSchema;
/** Delete routes take an empty JSON body (POST like every change of the back office). */
const EmptyBody = z.object({}).optional();

type GameWire = ReturnType<typeof toAdminGameWire>;

const GAME_CSV: CsvColumn<GameWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '平台代码', value: (row) => row.platname },
  { header: '平台名称', value: (row) => row.platform_name },
  { header: '游戏代码', value: (row) => row.game_code },
  { header: '供应商', value: (row) => row.supplier },
  { header: '游戏名称', value: (row) => row.name },
  { header: '分类', value: (row) => row.category_name || row.category_code },
  { header: '图片', value: (row) => row.game_img },
  { header: '角标', value: (row) => row.desc_mark },
  { header: '角标颜色', value: (row) => row.mark_color },
  { header: '推荐', value: (row) => row.app_state === 1 },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

/**
 * The game catalogue and the home sections (platform-rules §8, §9, under /api/admin): games,
 * categories, game-type tabs and their entries, hot sections. Every change is audited with
 * before/after in its own transaction; members see it on their next request.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: games'], permission: 'games.manage' });

  // ---- games

  staff.list(
    '/games',
    {
      summary: 'Game catalogue, enabled or not, with filters (paged; ?format=csv)',
      querystring: AdminGameListQuerySchema,
      response: { 200: AdminGamePageResponseSchema },
    },
    { name: 'games', columns: GAME_CSV },
    async (request, slice) => {
      const { rows, total } = await listGamesAdmin(app.db, request.query, slice);
      return { rows: rows.map(toAdminGameWire), total };
    },
  );

  staff.post(
    '/games',
    {
      summary: 'Add a game to a platform (game_code unique per platform)',
      body: AdminGameCreateSchema,
      response: { 200: AdminGameResponseSchema },
    },
    async (request) => toGameAnswer(await createGame(app.db, request.body, staffActorOf(request), request.ip)),
  );

  staff.post(
    '/games/:id',
    {
      summary: 'Update a game: name, image, category, mark, recommended, order, enabled',
      params: IdParams,
      body: AdminGameUpdateSchema,
      response: { 200: AdminGameResponseSchema },
    },
    async (request) =>
      toGameAnswer(await updateGame(app.db, request.params.id, request.body, staffActorOf(request), request.ip)),
  );

  // ---- categories

  staff.get(
    '/game-categories',
    {
      summary: 'Lobby categories, enabled or not, by sort order (codes are fixed)',
      response: { 200: AdminGameCategoryListResponseSchema },
    },
    async () => ok(await listCategoriesAdmin(app.db)),
  );

  staff.post(
    '/game-categories/:id',
    {
      summary: 'Update a category: name, image, order, enabled',
      params: IdParams,
      body: AdminGameCategoryUpdateSchema,
      response: { 200: AdminGameCategoryResponseSchema },
    },
    async (request) =>
      ok(await updateCategory(app.db, request.params.id, request.body, staffActorOf(request), request.ip), M.saved),
  );

  // ---- game-type tabs

  staff.get(
    '/game-types',
    {
      summary: 'Home game-type tabs, enabled or not, by sort order',
      response: { 200: AdminGameTypeListResponseSchema },
    },
    async () => ok(await listGameTypesAdmin(app.db)),
  );

  staff.post(
    '/game-types',
    {
      summary: 'Create a tab (show_type 1 lists its entries, 2 opens game_id)',
      body: AdminGameTypeCreateSchema,
      response: { 200: AdminGameTypeResponseSchema },
    },
    async (request) => ok(await createGameType(app.db, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/game-types/:id',
    {
      summary: 'Update a tab: name, image, show type and game, order, enabled',
      params: IdParams,
      body: AdminGameTypeUpdateSchema,
      response: { 200: AdminGameTypeResponseSchema },
    },
    async (request) =>
      ok(await updateGameType(app.db, request.params.id, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/game-types/:id/delete',
    {
      summary: 'Delete a tab and its entries',
      params: IdParams,
      body: EmptyBody,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteGameType(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  staff.get(
    '/game-types/:id/entries',
    {
      summary: 'Entries of a tab (games and categories with their decorations), by sort order',
      params: IdParams,
      response: { 200: AdminGameTypeEntryListResponseSchema },
    },
    async (request) => ok(await listEntriesAdmin(app.db, request.params.id)),
  );

  staff.post(
    '/game-types/:id/entries',
    {
      summary: 'Add an entry (a game or a category) to a tab',
      params: IdParams,
      body: AdminGameTypeEntryCreateSchema,
      response: { 200: AdminGameTypeEntryResponseSchema },
    },
    async (request) =>
      ok(await createEntry(app.db, request.params.id, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/game-type-entries/:id',
    {
      summary: 'Update an entry: its game or category and its decorations',
      params: IdParams,
      body: AdminGameTypeEntryUpdateSchema,
      response: { 200: AdminGameTypeEntryResponseSchema },
    },
    async (request) =>
      ok(await updateEntry(app.db, request.params.id, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/game-type-entries/:id/delete',
    {
      summary: 'Remove an entry from its tab',
      params: IdParams,
      body: EmptyBody,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteEntry(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  // ---- hot sections

  staff.get(
    '/hot-sections',
    {
      summary: 'Hot sections 1–3 with their titles and games (disabled games included, marked)',
      response: { 200: AdminHotSectionListResponseSchema },
    },
    async () => ok(await listHotSectionsAdmin(app.db)),
  );

  staff.post(
    '/hot-sections/:section',
    {
      summary: "Set a section's title ('' = the default title)",
      params: AdminHotSectionParamsSchema,
      body: AdminHotSectionUpdateSchema,
      response: { 200: AdminHotSectionResponseSchema },
    },
    async (request) =>
      ok(
        await updateHotSectionTitle(
          app.db,
          request.params.section,
          request.body.title,
          staffActorOf(request),
          request.ip,
        ),
        M.saved,
      ),
  );

  staff.post(
    '/hot-sections/:section/items',
    {
      summary: 'Add a game to a section (once per section; at the end unless sort is given)',
      params: AdminHotSectionParamsSchema,
      body: AdminHotSectionItemCreateSchema,
      response: { 200: AdminHotSectionItemResponseSchema },
    },
    async (request) =>
      ok(await addHotItem(app.db, request.params.section, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/hot-sections/:section/order',
    {
      summary: 'Reorder a section: every item id of it in the new order',
      params: AdminHotSectionParamsSchema,
      body: AdminHotSectionOrderSchema,
      response: { 200: AdminHotSectionResponseSchema },
    },
    async (request) =>
      ok(
        await reorderHotSection(
          app.db,
          request.params.section,
          request.body.item_ids,
          staffActorOf(request),
          request.ip,
        ),
        M.saved,
      ),
  );

  staff.post(
    '/hot-section-items/:id',
    {
      summary: 'Update a section item: description, order, or move it to another section',
      params: IdParams,
      body: AdminHotSectionItemUpdateSchema,
      response: { 200: AdminHotSectionItemResponseSchema },
    },
    async (request) =>
      ok(await updateHotItem(app.db, request.params.id, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/hot-section-items/:id/delete',
    {
      summary: 'Remove a game from its section',
      params: IdParams,
      body: EmptyBody,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteHotItem(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );
};

function toGameAnswer(row: Parameters<typeof toAdminGameWire>[0]) {
  return ok(toAdminGameWire(row), M.saved);
}
