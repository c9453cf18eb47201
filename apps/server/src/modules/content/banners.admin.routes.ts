import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBannerCreateSchema,
  AdminBannerListQuerySchema,
  AdminBannerPageResponseSchema,
  AdminBannerResponseSchema,
  AdminBannerUpdateSchema,
  AdminDoneResponseSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { createBanner, deleteBanner, listBannersAdmin, toBannerWire, updateBanner } from './banners.admin.service';
import { CONTENT_ADMIN_TAGS, IdParams } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import { staffActorOf } from '../staff';
import { staffRoutes } from '../../lib/staff-route';

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
  const staff = staffRoutes(app, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });

  staff.list(
    '/banners',
    {
      summary: 'Banners by sort order (?type=, ?enabled=; paged; ?format=csv)',
      querystring: AdminBannerListQuerySchema,
      response: { 200: AdminBannerPageResponseSchema },
    },
    { name: 'banners', columns: BANNER_CSV },
    async (request, slice) => {
      const { rows, total } = await listBannersAdmin(app.db, request.query, slice);
      return { rows: rows.map(toBannerWire), total };
    },
  );

  staff.post(
    '/banners',
    {
      summary: 'Create a banner (image https or site path; link http(s) or site path)',
      body: AdminBannerCreateSchema,
      response: { 200: AdminBannerResponseSchema },
    },
    async (request) =>
      ok(toBannerWire(await createBanner(app.db, request.body, staffActorOf(request), request.ip)), M.saved),
  );

  staff.post(
    '/banners/:id',
    {
      summary: 'Update a banner (image, link, type, order, enabled)',
      params: IdParams,
      body: AdminBannerUpdateSchema,
      response: { 200: AdminBannerResponseSchema },
    },
    async (request) =>
      ok(
        toBannerWire(await updateBanner(app.db, request.params.id, request.body, staffActorOf(request), request.ip)),
        M.saved,
      ),
  );

  staff.post(
    '/banners/:id/delete',
    {
      summary: 'Delete a banner',
      params: IdParams,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteBanner(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );
};
