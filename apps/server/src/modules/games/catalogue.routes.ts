import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BannerListRequestSchema,
  BannerListResponseSchema,
  CategoryEntryRequestSchema,
  CategoryEntryResponseSchema,
  GameLobbyRequestSchema,
  GameLobbyResponseSchema,
  GameListByCodeRequestSchema,
  GameListByCodeResponseSchema,
  GameListQuerySchema,
  GameListResponseSchema,
  GameTypeListResponseSchema,
  GameUrlRequestSchema,
  GameUrlResponseSchema,
  HomeNoticeResponseSchema,
  HotIndexResponseSchema,
} from '@app/shared/contracts';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { findMemberById } from '../members';
import { moveAllInto, WALLET_MESSAGES } from '../wallet';
import {
  CATALOGUE_MESSAGES,
  findGame,
  gameLobby,
  gamesByCode,
  gameToWire,
  hotIndex,
  listBanners,
  listCategoryEntries,
  listGames,
  listGameTypes,
  listHomeNotices,
} from './catalogue.service';
import { HOUSE_MESSAGES } from './house-rounds.service';

const memberKey = (name: string) => (request: FastifyRequest) =>
  request.member ? `${name}:member:${request.member.memberId}` : `${name}:ip:${request.ip}`;

/** The catalogue of the home page and the lobby (spec-1 §2–§3, spec-2 §2–§3, §7) and game launch. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['games'];

  app.get(
    '/gameType',
    {
      schema: {
        tags,
        summary: 'Home game-type tabs (the first is the recommended tab)',
        response: { 200: GameTypeListResponseSchema },
      },
    },
    async () => ok(await listGameTypes(app.db)),
  );

  app.post(
    '/categoryEntry',
    {
      schema: {
        tags,
        summary: 'Entries (games and categories) of a game-type tab',
        body: CategoryEntryRequestSchema,
        response: { 200: CategoryEntryResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.body.id ?? '');
      if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('notFound', CATALOGUE_MESSAGES.typeMissing);
      return ok({ list: await listCategoryEntries(app.db, id) });
    },
  );

  app.get(
    '/hot_index',
    {
      schema: {
        tags,
        summary: 'Hot sections 1 (grid + jackpot), 2 (swipe cards), 3 (two-column cards)',
        response: { 200: HotIndexResponseSchema },
      },
    },
    async () => ok(await hotIndex(app.db)),
  );

  app.get(
    '/game/list',
    {
      schema: {
        tags,
        summary: "Games of a lobby category ('concise': every enabled game; show those with app_state 1)",
        querystring: GameListQuerySchema,
        response: { 200: GameListResponseSchema },
      },
    },
    async (request) => ok((await listGames(app.db, request.query.category)).map(gameToWire)),
  );

  app.post(
    '/gameLobby',
    {
      schema: {
        tags,
        summary: 'The lobby: category tabs (siblings, the requested one current) and its games',
        body: GameLobbyRequestSchema,
        response: { 200: GameLobbyResponseSchema },
      },
    },
    async (request) => ok(await gameLobby(app.db, request.body.category_id)),
  );

  app.post(
    '/gamelistBycode',
    {
      schema: {
        tags,
        summary: "A provider's games (gamecode = platform name or supplier code)",
        body: GameListByCodeRequestSchema,
        response: { 200: GameListByCodeResponseSchema },
      },
    },
    async (request) => ok(await gamesByCode(app.db, request.body.gamecode)),
  );

  app.post(
    '/bannerList',
    {
      schema: {
        tags: ['content'],
        summary: 'Banners (type 2 = mobile home, the default)',
        body: BannerListRequestSchema,
        response: { 200: BannerListResponseSchema },
      },
    },
    async (request) => {
      const type = Number(request.body.type ?? 2);
      return ok(await listBanners(app.db, Number.isSafeInteger(type) ? type : 2));
    },
  );

  app.post(
    '/homenotice',
    {
      schema: {
        tags: ['content'],
        summary: 'Lines of the home notice bar',
        response: { 200: HomeNoticeResponseSchema },
      },
    },
    async () => ok(await listHomeNotices(app.db)),
  );

  app.post(
    '/getGameUrl',
    {
      preHandler: app.requireMember,
      config: {
        closedInMaintenance: true,
        rateLimit: { max: 30, timeWindow: 60_000, hook: 'preHandler', keyGenerator: memberKey('launch') },
      },
      schema: {
        tags,
        summary:
          'Launch address of a game (member not frozen, platform enabled and not in maintenance, game enabled); transfer-free members first move their whole balance into the platform',
        security: [{ bearer: [] }],
        body: GameUrlRequestSchema,
        response: { 200: GameUrlResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const platname = request.body.plat_name?.trim() ?? '';
      if (platname === '') throw new AppError('refused', WALLET_MESSAGES.unknownPlatform);
      const { platform, adapter } = await app.services.platforms.usable(platname);
      const game = await findGame(app.db, platform.platname, request.body.game_code?.trim() ?? '');
      if (!game) throw new AppError('refused', HOUSE_MESSAGES.gameMissing);
      if (!game.enabled) throw new AppError('refused', HOUSE_MESSAGES.gameDisabled);
      const member = await findMemberById(app.db, memberId);
      if (member && member.transferStatus !== 0)
        await moveAllInto(app.db, app.services.platforms, memberId, platform.platname, {
          timeZone: app.config.SITE_TZ,
        });
      await adapter.registerPlayer(memberId);
      const url = await adapter.launchUrl(memberId, {
        code: game.gameCode,
        isMobile: request.body.is_mobile_url !== '0',
      });
      return ok({ url });
    },
  );
};
