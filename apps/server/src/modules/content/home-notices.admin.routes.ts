import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDoneResponseSchema,
  AdminHomeNoticeCreateSchema,
  AdminHomeNoticeListQuerySchema,
  AdminHomeNoticePageResponseSchema,
  AdminHomeNoticeResponseSchema,
  AdminHomeNoticeUpdateSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS, IdParams } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import {
  createHomeNotice,
  deleteHomeNotice,
  listHomeNoticesAdmin,
  toHomeNoticeWire,
  updateHomeNotice,
} from './home-notices.admin.service';
import { staffActorOf } from '../staff';
import { staffRoutes } from '../../lib/staff-route';

type HomeNoticeWire = ReturnType<typeof toHomeNoticeWire>;
const HOME_NOTICE_CSV: CsvColumn<HomeNoticeWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '内容', value: (row) => row.content },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

/** Lines of the home notice bar (under /api/admin; `content.manage`; every change audited). */
export const homeNoticesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });

  staff.list(
    '/home-notices',
    {
      summary: 'Lines of the home notice bar by sort order (?enabled=; paged; ?format=csv)',
      querystring: AdminHomeNoticeListQuerySchema,
      response: { 200: AdminHomeNoticePageResponseSchema },
    },
    { name: 'home-notices', columns: HOME_NOTICE_CSV },
    async (request, slice) => {
      const { rows, total } = await listHomeNoticesAdmin(app.db, request.query, slice);
      return { rows: rows.map(toHomeNoticeWire), total };
    },
  );

  staff.post(
    '/home-notices',
    {
      summary: 'Add a line to the home notice bar',
      body: AdminHomeNoticeCreateSchema,
      response: { 200: AdminHomeNoticeResponseSchema },
    },
    async (request) =>
      ok(toHomeNoticeWire(await createHomeNotice(app.db, request.body, staffActorOf(request), request.ip)), M.saved),
  );

  staff.post(
    '/home-notices/:id',
    {
      summary: 'Update a line of the home notice bar (text, order, enabled)',
      params: IdParams,
      body: AdminHomeNoticeUpdateSchema,
      response: { 200: AdminHomeNoticeResponseSchema },
    },
    async (request) =>
      ok(
        toHomeNoticeWire(
          await updateHomeNotice(app.db, request.params.id, request.body, staffActorOf(request), request.ip),
        ),
        M.saved,
      ),
  );

  staff.post(
    '/home-notices/:id/delete',
    {
      summary: 'Delete a line of the home notice bar',
      params: IdParams,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteHomeNotice(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );
};
