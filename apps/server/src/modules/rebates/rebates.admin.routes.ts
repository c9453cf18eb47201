import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminRebateDailyQuerySchema,
  AdminRebateDailyResponseSchema,
  AdminRebateListQuerySchema,
  AdminRebatePageResponseSchema,
  AdminRebateRerunRequestSchema,
  AdminRebateRerunResponseSchema,
  type AdminRebateRow,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import { REBATE_ADMIN_MESSAGES as M } from './rebates.errors';
import { listRebates, rebateDailyTotals, rerunRebateDay, toRebateWire } from './rebates.admin.service';

const REBATE_CSV: CsvColumn<AdminRebateRow>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '日期', value: (row) => row.day },
  { header: '平台', value: (row) => row.gamename },
  { header: '平台代码', value: (row) => row.platname },
  { header: '返水金额', value: (row) => row.money },
  { header: '状态', value: (row) => row.state_text },
  { header: '领取单号', value: (row) => row.claim_id ?? '' },
  { header: '创建时间', value: (row) => row.created_at },
  { header: '更新时间', value: (row) => row.updated_at },
  { header: '领取时间', value: (row) => row.claimed_at },
];

/** Rebates in the back office (under /api/admin): rows, totals per day and the re-run of a day. */
export const rebatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: promotions'], permission: 'promotions.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/rebates',
    {
      summary: 'Rebate rows per member, day and platform, with filters (paged; ?format=csv)',
      querystring: AdminRebateListQuerySchema,
      response: { 200: AdminRebatePageResponseSchema },
    },
    { name: 'rebates', columns: REBATE_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listRebates(app.db, request.query, slice);
      return { rows: rows.map((row) => toRebateWire(row, zone)), total, totalCapped };
    },
  );

  staff.get(
    '/rebates/daily',
    {
      summary: 'Rebate totals per site day: accrued, claimed and unclaimed (default the last 30 days)',
      querystring: AdminRebateDailyQuerySchema,
      response: { 200: AdminRebateDailyResponseSchema },
    },
    async (request) => ok(await rebateDailyTotals(app.db, request.query, zone)),
  );

  staff.post(
    '/rebates/rerun',
    {
      permission: 'promotions.manage',
      summary: "Recompute the accruals of one day's settled bets from the bet records (idempotent; audited)",
      body: AdminRebateRerunRequestSchema,
      response: { 200: AdminRebateRerunResponseSchema },
    },
    async (request) => {
      const result = await rerunRebateDay(app.db, request.body.day, staffActorOf(request), { zone, ip: request.ip });
      return ok(result, M.rerunDone(result.changed));
    },
  );
};
