import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminActivityApplicationListQuerySchema,
  AdminActivityApplicationPageResponseSchema,
  AdminActivityApproveSchema,
  AdminActivityListQuerySchema,
  AdminActivityPageResponseSchema,
  AdminActivityRefuseSchema,
  AdminActivityResponseSchema,
  AdminActivityReviewResponseSchema,
  AdminActivityTypeListResponseSchema,
  AdminActivityTypeResponseSchema,
  AdminActivityTypeWriteSchema,
  AdminActivityWriteSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { clockOf } from '../../lib/clock';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import {
  approveApplications,
  createActivity,
  createActivityType,
  listActivitiesAdmin,
  listActivityTypesAdmin,
  listApplicationsAdmin,
  refuseApplications,
  updateActivity,
  updateActivityType,
} from './activities.admin.service';
import { ACTIVITY_ADMIN_MESSAGES as M } from './activities.errors';

type ActivityWire = Awaited<ReturnType<typeof listActivitiesAdmin>>['rows'][number];
type ApplicationWire = Awaited<ReturnType<typeof listApplicationsAdmin>>['rows'][number];

const STATE_LABELS: Record<number, string> = { 1: '待审核', 2: '通过', 3: '拒绝' };

const ACTIVITY_CSV: CsvColumn<ActivityWire>[] = [
  { header: '编号', value: (row) => String(row.id) },
  { header: '类型', value: (row) => row.type_name },
  { header: '标题', value: (row) => row.title },
  { header: '开始时间', value: (row) => row.starts_at ?? '' },
  { header: '结束时间', value: (row) => row.ends_at ?? '' },
  { header: '可申请', value: (row) => (row.applicable ? '是' : '否') },
  { header: '默认彩金', value: (row) => row.bonus },
  { header: '打码倍数', value: (row) => row.turnover_multiple },
  { header: '待审核', value: (row) => String(row.pending) },
  { header: '启用', value: (row) => (row.enabled ? '是' : '否') },
];

const APPLICATION_CSV: CsvColumn<ApplicationWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '活动', value: (row) => row.activity_title },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '状态', value: (row) => STATE_LABELS[row.state] ?? String(row.state) },
  { header: '彩金', value: (row) => row.bonus ?? '' },
  { header: '打码倍数', value: (row) => row.turnover_multiple ?? '' },
  { header: '拒绝原因', value: (row) => row.reason },
  { header: '审核人', value: (row) => row.reviewed_by ?? '' },
  { header: '审核时间', value: (row) => row.reviewed_at ?? '' },
  { header: '申请时间', value: (row) => row.created_at },
];

/** Activities in the back office (issue #16 "Back office"), under /api/admin. */
export const activitiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: promotions'], permission: 'promotions.view' });
  const zone = app.config.SITE_TZ;
  const now = clockOf(app.config);

  staff.get(
    '/activity-types',
    {
      summary: 'Activity types by sort, with their activity counts',
      response: { 200: AdminActivityTypeListResponseSchema },
    },
    async () => ok(await listActivityTypesAdmin(app.db)),
  );

  staff.post(
    '/activity-types',
    {
      permission: 'promotions.manage',
      summary: 'Create an activity type (audited)',
      body: AdminActivityTypeWriteSchema,
      response: { 200: AdminActivityTypeResponseSchema },
    },
    async (request) => ok(await createActivityType(app.db, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.post(
    '/activity-types/:id',
    {
      permission: 'promotions.manage',
      summary: 'Update an activity type (name, order, enabled; audited)',
      params: SerialIdParamsSchema,
      body: AdminActivityTypeWriteSchema,
      response: { 200: AdminActivityTypeResponseSchema },
    },
    async (request) =>
      ok(await updateActivityType(app.db, request.params.id, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.list(
    '/activities',
    {
      summary: 'Activities by sort; type, title and enabled filters; ?format=csv',
      querystring: AdminActivityListQuerySchema,
      response: { 200: AdminActivityPageResponseSchema },
    },
    { name: 'activities', columns: ACTIVITY_CSV },
    async (request, slice) => listActivitiesAdmin(app.db, request.query, slice, now(), zone),
  );

  staff.post(
    '/activities',
    {
      permission: 'promotions.manage',
      summary: 'Create an activity (content and memo sanitised; schedule in site time; audited)',
      body: AdminActivityWriteSchema,
      response: { 200: AdminActivityResponseSchema },
    },
    async (request) =>
      ok(await createActivity(app.db, request.body, staffActorOf(request), request.ip, now(), zone), M.saved),
  );

  staff.post(
    '/activities/:id',
    {
      permission: 'promotions.manage',
      summary: 'Update an activity (audited with before and after)',
      params: SerialIdParamsSchema,
      body: AdminActivityWriteSchema,
      response: { 200: AdminActivityResponseSchema },
    },
    async (request) =>
      ok(
        await updateActivity(app.db, request.params.id, request.body, staffActorOf(request), request.ip, now(), zone),
        M.saved,
      ),
  );

  staff.list(
    '/activity-applications',
    {
      summary: 'Applications, newest first; state, activity, member and day filters; ?format=csv',
      querystring: AdminActivityApplicationListQuerySchema,
      response: { 200: AdminActivityApplicationPageResponseSchema },
    },
    { name: 'activity-applications', columns: APPLICATION_CSV },
    async (request, slice) => listApplicationsAdmin(app.db, request.query, slice, zone),
  );

  staff.post(
    '/activity-applications/approve',
    {
      permission: 'promotions.manage',
      summary:
        'Approve pending applications; bonus given = that bonus each, omitted = the activity default; paid once per application',
      body: AdminActivityApproveSchema,
      response: { 200: AdminActivityReviewResponseSchema },
    },
    async (request) => {
      const result = await approveApplications(app.db, request.body, staffActorOf(request), request.ip, now());
      return ok(
        { done: result.done, skipped: result.skipped, paid: formatFen(result.paidFen) },
        M.approved(result.done, result.skipped),
      );
    },
  );

  staff.post(
    '/activity-applications/refuse',
    {
      permission: 'promotions.manage',
      summary: 'Refuse pending applications with one reason (the member may apply again)',
      body: AdminActivityRefuseSchema,
      response: { 200: AdminActivityReviewResponseSchema },
    },
    async (request) => {
      const result = await refuseApplications(app.db, request.body, staffActorOf(request), request.ip, now());
      return ok({ done: result.done, skipped: result.skipped, paid: '0.00' }, M.refused(result.done, result.skipped));
    },
  );
};
