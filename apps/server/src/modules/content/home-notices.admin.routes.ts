import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDoneResponseSchema,
  AdminHomeNoticeCreateSchema,
  AdminHomeNoticeListQuerySchema,
  AdminHomeNoticePageResponseSchema,
  AdminHomeNoticeResponseSchema,
  AdminHomeNoticeUpdateSchema,
} from '@app/shared/contracts';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS as tags, IdParams, STAFF_SECURITY as security } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import {
  createHomeNotice,
  deleteHomeNotice,
  listHomeNoticesAdmin,
  toHomeNoticeWire,
  updateHomeNotice,
} from './home-notices.admin.service';
import { staffActorOf } from '../staff';

type HomeNoticeWire = ReturnType<typeof toHomeNoticeWire>;
const HOME_NOTICE_CSV: CsvColumn<HomeNoticeWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '内容', value: (row) => row.content },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

/** Lines of the home notice bar (under /api/admin; `content.manage`; every change audited). */
export const homeNoticesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireStaff = app.requireStaff('content.manage');

  app.get(
    '/home-notices',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Lines of the home notice bar by sort order (?enabled=; paged; ?format=csv)',
        querystring: AdminHomeNoticeListQuerySchema,
        response: { 200: AdminHomeNoticePageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listHomeNoticesAdmin(app.db, q, sliceOf(q));
      const data = rows.map(toHomeNoticeWire);
      if (q.format === 'csv') return sendCsv(reply, 'home-notices', HOME_NOTICE_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/home-notices',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Add a line to the home notice bar',
        body: AdminHomeNoticeCreateSchema,
        response: { 200: AdminHomeNoticeResponseSchema },
      },
    },
    async (request) =>
      ok(toHomeNoticeWire(await createHomeNotice(app.db, request.body, staffActorOf(request), request.ip)), M.saved),
  );

  app.post(
    '/home-notices/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Update a line of the home notice bar (text, order, enabled)',
        params: IdParams,
        body: AdminHomeNoticeUpdateSchema,
        response: { 200: AdminHomeNoticeResponseSchema },
      },
    },
    async (request) =>
      ok(
        toHomeNoticeWire(
          await updateHomeNotice(app.db, request.params.id, request.body, staffActorOf(request), request.ip),
        ),
        M.saved,
      ),
  );

  app.post(
    '/home-notices/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a line of the home notice bar',
        params: IdParams,
        response: { 200: AdminDoneResponseSchema },
      },
    },
    async (request) => {
      await deleteHomeNotice(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );
};
