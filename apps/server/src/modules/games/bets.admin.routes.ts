import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBetListQuerySchema, AdminBetPageResponseSchema } from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { listBets, toBetWire } from './bets.admin.service';
import { staffRoutes } from '../../lib/staff-route';

type BetWire = ReturnType<typeof toBetWire>;

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

/** Bet records of every platform (under /api/admin). */
export const betsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: games'], permission: 'bets.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/bets',
    {
      summary: 'Bet records of every platform with filters (paged; ?format=csv)',
      querystring: AdminBetListQuerySchema,
      response: { 200: AdminBetPageResponseSchema },
    },
    { name: 'bets', columns: BET_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listBets(app.db, request.query, slice, zone);
      return { rows: rows.map((row) => toBetWire(row, zone)), total, totalCapped };
    },
  );
};
