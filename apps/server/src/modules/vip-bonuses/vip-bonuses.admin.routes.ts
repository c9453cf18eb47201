import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminVipBonusListQuerySchema,
  AdminVipBonusPageResponseSchema,
  AdminVipBonusRunResponseSchema,
  AdminVipBonusRunSchema,
  AdminVipLevelResponseSchema,
  AdminVipLevelsResponseSchema,
  AdminVipLevelUpdateSchema,
  SerialIdParamsSchema,
  type AdminVipBonus,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import { VIP_ADMIN_MESSAGES as M } from './vip-bonuses.errors';
import {
  listAdminVipBonuses,
  listAdminVipLevels,
  runVipBonusPeriod,
  updateAdminVipLevel,
} from './vip-bonuses.admin.service';

const BONUS_CSV: CsvColumn<AdminVipBonus>[] = [
  { header: '记录ID', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: 'VIP等级', value: (row) => row.vip_level },
  { header: '类型', value: (row) => row.bonus_type_text },
  { header: '周期', value: (row) => row.period_key },
  { header: '金额', value: (row) => row.amount },
  { header: '状态', value: (row) => row.status_text },
  { header: '创建时间', value: (row) => row.created_at },
  { header: '领取时间', value: (row) => row.claimed_at },
];

/** VIP levels and bonuses in the back office (under /api/admin/vip). */
export const vipBonusesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: vip'], permission: 'promotions.view' });
  const zone = app.config.SITE_TZ;

  staff.get(
    '/vip/levels',
    {
      summary: 'The VIP ladder: thresholds, bonuses and their conditions, rebate rates',
      response: { 200: AdminVipLevelsResponseSchema },
    },
    async () => ok(await listAdminVipLevels(app.db)),
  );

  staff.post(
    '/vip/levels/:id',
    {
      permission: 'promotions.manage',
      summary: 'Change one level (thresholds ascending with the level, rates 0–100 with 2 decimals; audited)',
      params: SerialIdParamsSchema,
      body: AdminVipLevelUpdateSchema,
      response: { 200: AdminVipLevelResponseSchema },
    },
    async (request) =>
      ok(
        await updateAdminVipLevel(app.db, request.params.id, request.body, staffActorOf(request), request.ip),
        M.saved,
      ),
  );

  staff.list(
    '/vip/bonuses',
    {
      summary: 'VIP bonus records (type 1 promotion, 2 weekly, 3 monthly; status 0 claimable, 1 claimed)',
      querystring: AdminVipBonusListQuerySchema,
      response: { 200: AdminVipBonusPageResponseSchema },
    },
    { name: 'vip-bonuses', columns: BONUS_CSV },
    async (request, slice) => listAdminVipBonuses(app.db, request.query, slice, zone),
  );

  staff.post(
    '/vip/bonus-runs',
    {
      // Sums a period's deposits and bets of every member: on the report connections (decision 0016).
      dbClass: 'report',
      permission: 'promotions.manage',
      summary:
        'Run the weekly (2, period = its Monday) or monthly (3, YYYY-MM) bonuses of a past period (idempotent; audited)',
      body: AdminVipBonusRunSchema,
      response: { 200: AdminVipBonusRunResponseSchema },
    },
    async (request) => {
      const bonusType = request.body.bonus_type === 2 ? 2 : 3;
      const created = await runVipBonusPeriod(
        app.db,
        { bonusType, period: request.body.period },
        staffActorOf(request),
        { ip: request.ip, zone },
      );
      return ok({ bonus_type: bonusType, period: request.body.period, created }, M.runDone(created));
    },
  );
};
