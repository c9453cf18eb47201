import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDoneResponseSchema,
  AdminIdParamsSchema,
  AdminNoticeListQuerySchema,
  AdminNoticePageResponseSchema,
  AdminNoticeResponseSchema,
  AdminNoticeSaveSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import {
  createNoticeAdmin,
  deleteNoticeAdmin,
  listNoticesAdmin,
  readNoticeAdmin,
  toNoticeRowWire,
  toNoticeWire,
  updateNoticeAdmin,
} from './notices.admin.service';
import { staffActorOf } from '../staff';
import { staffRoutes } from '../../lib/staff-route';

const TARGET_NAMES: Record<string, string> = {
  all: '全部会员',
  vip: 'VIP等级及以上',
  agents: '代理',
  member: '指定会员',
};
const NOTICE_TYPE_NAMES: Record<number, string> = { 1: '通知', 2: '活动', 3: '公告', 4: '推荐' };

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

/** Notices with targeting and read counts (under /api/admin; `content.manage`; every change audited). */
export const noticesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/notices',
    {
      summary: 'Notices (not deleted) with read counts (?type=, ?target=, ?title=; paged; ?format=csv)',
      querystring: AdminNoticeListQuerySchema,
      response: { 200: AdminNoticePageResponseSchema },
    },
    { name: 'notices', columns: NOTICE_CSV },
    async (request, slice) => {
      const { rows, total } = await listNoticesAdmin(app.db, request.query, slice);
      const now = new Date();
      return { rows: rows.map((row) => toNoticeRowWire(row, zone, now)), total };
    },
  );

  staff.get(
    '/notices/:id',
    {
      summary: 'One notice with its (sanitised) content',
      params: AdminIdParamsSchema,
      response: { 200: AdminNoticeResponseSchema },
    },
    async (request) => ok(toNoticeWire(await readNoticeAdmin(app.db, BigInt(request.params.id)), zone)),
  );

  const noticeAnswer = (result: { notice: Parameters<typeof toNoticeWire>[0]; scheduled: boolean }) => {
    const wire = toNoticeWire(result.notice, zone);
    return ok(wire, result.scheduled ? M.noticeScheduled(wire.published_at) : M.saved);
  };

  staff.post(
    '/notices',
    {
      summary: 'Create a notice: type, title, rich content (sanitised), target, publish time (may be later)',
      body: AdminNoticeSaveSchema,
      response: { 200: AdminNoticeResponseSchema },
    },
    async (request) =>
      noticeAnswer(await createNoticeAdmin(app.db, request.body, staffActorOf(request), request.ip, zone)),
  );

  staff.post(
    '/notices/:id',
    {
      summary: 'Rewrite a notice (all fields; an empty publish time keeps it); read marks stay',
      params: AdminIdParamsSchema,
      body: AdminNoticeSaveSchema,
      response: { 200: AdminNoticeResponseSchema },
    },
    async (request) =>
      noticeAnswer(
        await updateNoticeAdmin(
          app.db,
          BigInt(request.params.id),
          request.body,
          staffActorOf(request),
          request.ip,
          zone,
        ),
      ),
  );

  staff.post(
    '/notices/:id/delete',
    {
      summary: 'Delete a notice (soft: members stop seeing it)',
      params: AdminIdParamsSchema,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteNoticeAdmin(app.db, BigInt(request.params.id), staffActorOf(request), request.ip, zone);
      return ok(null, M.deleted);
    },
  );
};
