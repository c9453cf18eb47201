import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBetListQuerySchema,
  AdminBetPageResponseSchema,
  AdminGamePlatformListQuerySchema,
  AdminGamePlatformPageResponseSchema,
  AdminGamePlatformResponseSchema,
  AdminGamePlatformUpdateSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffOf } from '../staff';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { listBets, listGamePlatforms, toBetWire, toPlatformWire, updateGamePlatform } from './games-admin.service';

type PlatformWire = ReturnType<typeof toPlatformWire>;
type BetWire = ReturnType<typeof toBetWire>;

const PLATFORM_CSV: CsvColumn<PlatformWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '平台代码', value: (row) => row.platname },
  { header: '平台名称', value: (row) => row.name },
  { header: '接口', value: (row) => row.adapter },
  { header: '金额单位', value: (row) => (row.amount_unit === 'yuan' ? '元' : '分') },
  { header: '启用', value: (row) => row.enabled },
  { header: '维护中', value: (row) => row.maintenance },
  { header: '排序', value: (row) => row.sort },
];

const BET_CSV: CsvColumn<BetWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '平台', value: (row) => row.platname },
  { header: '注单号', value: (row) => row.bet_id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '游戏代码', value: (row) => row.game_code },
  { header: '游戏名称', value: (row) => row.game_name },
  { header: '分类', value: (row) => row.category },
  { header: '投注金额', value: (row) => row.stake },
  { header: '有效投注', value: (row) => row.valid_bet },
  { header: '输赢', value: (row) => row.win_loss },
  { header: '派彩', value: (row) => row.payout },
  { header: '状态', value: (row) => row.state_text },
  { header: '投注时间', value: (row) => row.bet_at },
  { header: '结算时间', value: (row) => row.settled_at },
];

/** Game platforms (enable, order, maintenance) and bet records (under /api/admin). */
export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;
  const tags = ['admin: games'];
  const security = [{ bearer: [] }];

  app.get(
    '/game-platforms',
    {
      onRequest: app.requireStaff('games.manage'),
      schema: {
        tags,
        security,
        summary: 'Game platforms, enabled or not, by sort order (paged; ?format=csv)',
        querystring: AdminGamePlatformListQuerySchema,
        response: { 200: AdminGamePlatformPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listGamePlatforms(app.db, q, sliceOf(q));
      const data = rows.map(toPlatformWire);
      if (q.format === 'csv') return sendCsv(reply, 'game-platforms', PLATFORM_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/game-platforms/:id',
    {
      onRequest: app.requireStaff('games.manage'),
      schema: {
        tags,
        security,
        summary: 'Update a platform: name, enabled, maintenance, sort',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: AdminGamePlatformUpdateSchema,
        response: { 200: AdminGamePlatformResponseSchema },
      },
    },
    async (request) => {
      const me = staffOf(request);
      const updated = await updateGamePlatform(
        app.db,
        request.params.id,
        request.body,
        { staffId: me.staffId, username: me.username },
        request.ip,
      );
      return ok(toPlatformWire(updated), '已保存');
    },
  );

  app.get(
    '/bets',
    {
      onRequest: app.requireStaff('bets.view'),
      schema: {
        tags,
        security,
        summary: 'Bet records of every platform with filters (paged; ?format=csv)',
        querystring: AdminBetListQuerySchema,
        response: { 200: AdminBetPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listBets(app.db, q, sliceOf(q), zone);
      const data = rows.map((row) => toBetWire(row, zone));
      if (q.format === 'csv') return sendCsv(reply, 'bets', BET_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );
};
