import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBannerCreateSchema,
  AdminBannerListQuerySchema,
  AdminBannerPageResponseSchema,
  AdminBannerResponseSchema,
  AdminBannerUpdateSchema,
  AdminDoneResponseSchema,
} from '@app/shared/contracts';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { createBanner, deleteBanner, listBannersAdmin, toBannerWire, updateBanner } from './banners.admin.service';
import { CONTENT_ADMIN_TAGS as tags, IdParams, STAFF_SECURITY as security } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import { staffActorOf } from '../staff';

type BannerWire = ReturnType<typeof toBannerWire>;
const BANNER_CSV: CsvColumn<BannerWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '类型', value: (row) => (row.type === 2 ? '手机首页' : '电脑端') },
  { header: '图片地址', value: (row) => row.src },
  { header: '链接', value: (row) => row.link },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

/** Banners of the member site (under /api/admin; `content.manage`; every change audited). */
export const bannersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireStaff = app.requireStaff('content.manage');

  app.get(
    '/banners',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Banners by sort order (?type=, ?enabled=; paged; ?format=csv)',
        querystring: AdminBannerListQuerySchema,
        response: { 200: AdminBannerPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listBannersAdmin(app.db, q, sliceOf(q));
      const data = rows.map(toBannerWire);
      if (q.format === 'csv') return sendCsv(reply, 'banners', BANNER_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/banners',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create a banner (image https or site path; link http(s) or site path)',
        body: AdminBannerCreateSchema,
        response: { 200: AdminBannerResponseSchema },
      },
    },
    async (request) =>
      ok(toBannerWire(await createBanner(app.db, request.body, staffActorOf(request), request.ip)), M.saved),
  );

  app.post(
    '/banners/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Update a banner (image, link, type, order, enabled)',
        params: IdParams,
        body: AdminBannerUpdateSchema,
        response: { 200: AdminBannerResponseSchema },
      },
    },
    async (request) =>
      ok(
        toBannerWire(await updateBanner(app.db, request.params.id, request.body, staffActorOf(request), request.ip)),
        M.saved,
      ),
  );

  app.post(
    '/banners/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a banner',
        params: IdParams,
        response: { 200: AdminDoneResponseSchema },
      },
    },
    async (request) => {
      await deleteBanner(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );
};
