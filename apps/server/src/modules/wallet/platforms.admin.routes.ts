import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminGamePlatformListQuerySchema,
  AdminGamePlatformPageResponseSchema,
  AdminGamePlatformResponseSchema,
  AdminGamePlatformUpdateSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import type { CsvColumn } from '../../lib/csv';
import { listGamePlatforms, toPlatformWire, updateGamePlatform } from './platforms.admin.service';
import { staffRoutes } from '../../lib/staff-route';

type PlatformWire = ReturnType<typeof toPlatformWire>;

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

/** Game platforms: enable, order, maintenance (under /api/admin). */
export const platformsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: games'], permission: 'games.manage' });

  staff.list(
    '/game-platforms',
    {
      summary: 'Game platforms, enabled or not, by sort order (paged; ?format=csv)',
      querystring: AdminGamePlatformListQuerySchema,
      response: { 200: AdminGamePlatformPageResponseSchema },
    },
    { name: 'game-platforms', columns: PLATFORM_CSV },
    async (request, slice) => {
      const { rows, total } = await listGamePlatforms(app.db, request.query, slice);
      return { rows: rows.map(toPlatformWire), total };
    },
  );

  staff.post(
    '/game-platforms/:id',
    {
      summary: 'Update a platform: name, enabled, maintenance, sort',
      params: SerialIdParamsSchema,
      body: AdminGamePlatformUpdateSchema,
      response: { 200: AdminGamePlatformResponseSchema },
    },
    async (request) => {
      const updated = await updateGamePlatform(
        app.db,
        request.params.id,
        request.body,
        staffActorOf(request),
        request.ip,
      );
      return ok(toPlatformWire(updated), '已保存');
    },
  );
};
