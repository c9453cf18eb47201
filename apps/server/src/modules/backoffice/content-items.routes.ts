import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBannerCreateSchema,
  AdminBannerListQuerySchema,
  AdminBannerPageResponseSchema,
  AdminBannerResponseSchema,
  AdminBannerUpdateSchema,
  AdminDoneResponseSchema,
  AdminHomeNoticeCreateSchema,
  AdminHomeNoticeListQuerySchema,
  AdminHomeNoticePageResponseSchema,
  AdminHomeNoticeResponseSchema,
  AdminHomeNoticeUpdateSchema,
  AdminIdParamsSchema,
  AdminImageUploadResponseSchema,
  AdminNoticeListQuerySchema,
  AdminNoticePageResponseSchema,
  AdminNoticeResponseSchema,
  AdminNoticeSaveSchema,
  AdminPageParamsSchema,
  AdminPageResponseSchema,
  AdminPageSaveSchemas,
  AdminServiceEntryCreateSchema,
  AdminServiceEntryListQuerySchema,
  AdminServiceEntryPageResponseSchema,
  AdminServiceEntryResponseSchema,
  AdminServiceEntryUpdateSchema,
  AdminServiceUrlResponseSchema,
  AdminServiceUrlUpdateSchema,
  CONTENT_IMAGE_LIMITS,
  CONTENT_IMAGE_MESSAGES,
  PAGE_SLUGS,
  type PageSlug,
} from '@app/shared/contracts';
import { refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { PageInput } from '../profile';
import { staffOf } from '../staff';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import {
  CONTENT_ITEMS_MESSAGES as M,
  createBanner,
  createHomeNotice,
  createNoticeAdmin,
  createServiceEntry,
  deleteBanner,
  deleteHomeNotice,
  deleteNoticeAdmin,
  deleteServiceEntry,
  listBannersAdmin,
  listHomeNoticesAdmin,
  listNoticesAdmin,
  listServiceEntriesAdmin,
  readNoticeAdmin,
  readPageAdmin,
  readServiceUrlAdmin,
  savePageAdmin,
  saveServiceUrl,
  toBannerWire,
  toHomeNoticeWire,
  toNoticeRowWire,
  toNoticeWire,
  toServiceEntryWire,
  updateBanner,
  updateHomeNotice,
  updateNoticeAdmin,
  updateServiceEntry,
  uploadContentImage,
} from './content-items.service';
import type { CsvColumn } from '../../lib/csv';

/** `:id` of a serial (int4) row: larger numbers cannot exist and are refused before the query. */
const IdParams = z.object({
  id: z.coerce
    .number({ error: '必须是数字编号' })
    .int({ message: '必须是数字编号' })
    .positive({ message: '必须是数字编号' })
    .max(2_147_483_647, { message: '必须是数字编号' }),
});

const TARGET_NAMES: Record<string, string> = {
  all: '全部会员',
  vip: 'VIP等级及以上',
  agents: '代理',
  member: '指定会员',
};
const NOTICE_TYPE_NAMES: Record<number, string> = { 1: '通知', 2: '活动', 3: '公告', 4: '推荐' };

type BannerWire = ReturnType<typeof toBannerWire>;
const BANNER_CSV: CsvColumn<BannerWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '类型', value: (row) => (row.type === 2 ? '手机首页' : '电脑端') },
  { header: '图片地址', value: (row) => row.src },
  { header: '链接', value: (row) => row.link },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

type HomeNoticeWire = ReturnType<typeof toHomeNoticeWire>;
const HOME_NOTICE_CSV: CsvColumn<HomeNoticeWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '内容', value: (row) => row.content },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

type NoticeRowWire = ReturnType<typeof toNoticeRowWire>;
const NOTICE_CSV: CsvColumn<NoticeRowWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '类型', value: (row) => NOTICE_TYPE_NAMES[row.type] ?? String(row.type) },
  { header: '标题', value: (row) => row.title },
  {
    header: '发送对象',
    value: (row) =>
      row.target_kind === 'vip'
        ? `VIP${row.target_vip_level ?? 0}及以上`
        : row.target_kind === 'member'
          ? `会员 ${row.target_username}`
          : (TARGET_NAMES[row.target_kind] ?? row.target_kind),
  },
  { header: '发布时间', value: (row) => row.published_at },
  { header: '已发布', value: (row) => row.is_published },
  { header: '已读人数', value: (row) => row.read_count },
  { header: '创建时间', value: (row) => row.created_at },
];

type ServiceEntryWire = ReturnType<typeof toServiceEntryWire>;
const SERVICE_ENTRY_CSV: CsvColumn<ServiceEntryWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '名称', value: (row) => row.title },
  { header: '说明', value: (row) => row.content },
  { header: '账号', value: (row) => row.account },
  { header: '链接', value: (row) => row.url },
  { header: '下载地址', value: (row) => row.download_url },
  { header: '置顶', value: (row) => row.is_top === 1 },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

/** multipart errors of @fastify/multipart that mean "the file is over the limit". */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

function errorCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Content of the member site (platform-rules §8, §9; under /api/admin): banners, the home notice
 * bar, notices with targeting and read counts, the info pages, customer-service entries and
 * address, and image uploads. Every route needs `content.manage`; every change is audited.
 */
export const contentItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;
  const tags = ['admin: content'];
  const security = [{ bearer: [] }];
  const requireStaff = app.requireStaff('content.manage');
  const actor = (request: FastifyRequest) => {
    const me = staffOf(request);
    return { staffId: me.staffId, username: me.username };
  };

  // ---- image upload (multipart only here: the plugin is encapsulated to this child)

  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: CONTENT_IMAGE_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    upload.post(
      '/content-images',
      {
        onRequest: requireStaff,
        schema: {
          tags,
          security,
          summary: 'Uploads an image (multipart field `file`): png, jpeg, webp or gif by content, at most 2 MB',
          consumes: ['multipart/form-data'],
          response: { 200: AdminImageUploadResponseSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw refuse(CONTENT_IMAGE_MESSAGES.missing);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw refuse(CONTENT_IMAGE_MESSAGES.missing);
          bytes = await file.toBuffer();
        } catch (error) {
          if (TOO_LARGE_CODES.has(errorCodeOf(error) ?? '')) throw refuse(CONTENT_IMAGE_MESSAGES.tooLarge);
          throw error;
        }
        const url = await uploadContentImage(app.db, app.config.dataDir, bytes, actor(request), request.ip);
        return ok({ url }, CONTENT_IMAGE_MESSAGES.uploaded);
      },
    );
  });

  // ---- banners

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
    async (request) => ok(toBannerWire(await createBanner(app.db, request.body, actor(request), request.ip)), M.saved),
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
        toBannerWire(await updateBanner(app.db, request.params.id, request.body, actor(request), request.ip)),
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
      await deleteBanner(app.db, request.params.id, actor(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  // ---- home notice bar

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
      ok(toHomeNoticeWire(await createHomeNotice(app.db, request.body, actor(request), request.ip)), M.saved),
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
        toHomeNoticeWire(await updateHomeNotice(app.db, request.params.id, request.body, actor(request), request.ip)),
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
      await deleteHomeNotice(app.db, request.params.id, actor(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  // ---- notices

  app.get(
    '/notices',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Notices (not deleted) with read counts (?type=, ?target=, ?title=; paged; ?format=csv)',
        querystring: AdminNoticeListQuerySchema,
        response: { 200: AdminNoticePageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listNoticesAdmin(app.db, q, sliceOf(q));
      const now = new Date();
      const data = rows.map((row) => toNoticeRowWire(row, zone, now));
      if (q.format === 'csv') return sendCsv(reply, 'notices', NOTICE_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.get(
    '/notices/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'One notice with its (sanitised) content',
        params: AdminIdParamsSchema,
        response: { 200: AdminNoticeResponseSchema },
      },
    },
    async (request) => ok(toNoticeWire(await readNoticeAdmin(app.db, BigInt(request.params.id)), zone)),
  );

  const noticeAnswer = (result: { notice: Parameters<typeof toNoticeWire>[0]; scheduled: boolean }) => {
    const wire = toNoticeWire(result.notice, zone);
    return ok(wire, result.scheduled ? M.noticeScheduled(wire.published_at) : M.saved);
  };

  app.post(
    '/notices',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create a notice: type, title, rich content (sanitised), target, publish time (may be later)',
        body: AdminNoticeSaveSchema,
        response: { 200: AdminNoticeResponseSchema },
      },
    },
    async (request) => noticeAnswer(await createNoticeAdmin(app.db, request.body, actor(request), request.ip, zone)),
  );

  app.post(
    '/notices/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Rewrite a notice (all fields; an empty publish time keeps it); read marks stay',
        params: AdminIdParamsSchema,
        body: AdminNoticeSaveSchema,
        response: { 200: AdminNoticeResponseSchema },
      },
    },
    async (request) =>
      noticeAnswer(
        await updateNoticeAdmin(app.db, BigInt(request.params.id), request.body, actor(request), request.ip, zone),
      ),
  );

  app.post(
    '/notices/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a notice (soft: members stop seeing it)',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneResponseSchema },
      },
    },
    async (request) => {
      await deleteNoticeAdmin(app.db, BigInt(request.params.id), actor(request), request.ip, zone);
      return ok(null, M.deleted);
    },
  );

  // ---- info pages

  app.get(
    '/pages/:slug',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'An info page as stored (about, faq, sponsor, app) for the editor',
        params: AdminPageParamsSchema,
        response: { 200: AdminPageResponseSchema },
      },
    },
    async (request) => ok(await readPageAdmin(app.db, request.params.slug, zone)),
  );

  for (const slug of PAGE_SLUGS) {
    app.post(
      `/pages/${slug}`,
      {
        onRequest: requireStaff,
        schema: {
          tags,
          security,
          summary: `Save the ${slug} page (title and whole body; HTML parts sanitised)`,
          body: AdminPageSaveSchemas[slug],
          response: { 200: AdminPageResponseSchema },
        },
      },
      async (request) => {
        const body = request.body as { title?: string | undefined; body: unknown };
        const input = { slug: slug satisfies PageSlug, title: body.title ?? '', body: body.body } as PageInput;
        const result = await savePageAdmin(app.db, input, actor(request), request.ip, zone);
        return ok(result.page, result.sanitised ? M.sanitised : M.saved);
      },
    );
  }

  // ---- customer service

  app.get(
    '/service-entries',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Customer-service entries, pinned first then by sort (?enabled=; paged; ?format=csv)',
        querystring: AdminServiceEntryListQuerySchema,
        response: { 200: AdminServiceEntryPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listServiceEntriesAdmin(app.db, q, sliceOf(q));
      const data = rows.map(toServiceEntryWire);
      if (q.format === 'csv') return sendCsv(reply, 'service-entries', SERVICE_ENTRY_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/service-entries',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create a customer-service entry',
        body: AdminServiceEntryCreateSchema,
        response: { 200: AdminServiceEntryResponseSchema },
      },
    },
    async (request) =>
      ok(toServiceEntryWire(await createServiceEntry(app.db, request.body, actor(request), request.ip)), M.saved),
  );

  app.post(
    '/service-entries/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Update a customer-service entry',
        params: IdParams,
        body: AdminServiceEntryUpdateSchema,
        response: { 200: AdminServiceEntryResponseSchema },
      },
    },
    async (request) =>
      ok(
        toServiceEntryWire(
          await updateServiceEntry(app.db, request.params.id, request.body, actor(request), request.ip),
        ),
        M.saved,
      ),
  );

  app.post(
    '/service-entries/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a customer-service entry',
        params: IdParams,
        response: { 200: AdminDoneResponseSchema },
      },
    },
    async (request) => {
      await deleteServiceEntry(app.db, request.params.id, actor(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/service-url',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The customer-service address /kefu opens (site setting service.url)',
        response: { 200: AdminServiceUrlResponseSchema },
      },
    },
    async () => ok(await readServiceUrlAdmin(app.db)),
  );

  app.post(
    '/service-url',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Change the customer-service address (http(s) address or site path)',
        body: AdminServiceUrlUpdateSchema,
        response: { 200: AdminServiceUrlResponseSchema },
      },
    },
    async (request) => ok(await saveServiceUrl(app.db, request.body.url, actor(request), request.ip), M.saved),
  );
};
