import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminChestInputSchema,
  AdminChestListResponseSchema,
  AdminChestOpenListQuerySchema,
  AdminChestOpenPageResponseSchema,
  AdminChestResponseSchema,
  AdminTaskClaimListQuerySchema,
  AdminTaskClaimPageResponseSchema,
  AdminTaskInputSchema,
  AdminTaskListResponseSchema,
  AdminTaskResponseSchema,
  AdminTaskTypeInputSchema,
  AdminTaskTypeListResponseSchema,
  AdminTaskTypeResponseSchema,
  SerialIdParamsSchema,
  type AdminChestOpenRow,
  type AdminTaskClaimRow,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import { TASK_ADMIN_MESSAGES as M } from './tasks.errors';
import {
  listAdminChests,
  listAdminTasks,
  listAdminTaskTypes,
  listChestOpens,
  listTaskClaims,
  saveChest,
  saveTask,
  saveTaskType,
} from './tasks.admin.service';

const CLAIM_CSV: CsvColumn<AdminTaskClaimRow>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '日期', value: (row) => row.day },
  { header: '任务', value: (row) => row.task_title },
  { header: '奖金', value: (row) => row.amount },
  { header: '活跃度', value: (row) => row.points },
  { header: '领取时间', value: (row) => row.created_at },
];
const OPEN_CSV: CsvColumn<AdminChestOpenRow>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '日期', value: (row) => row.day },
  { header: '宝箱', value: (row) => row.chest_name },
  { header: '彩金', value: (row) => row.amount },
  { header: '当时活跃度', value: (row) => row.liveness },
  { header: '开启时间', value: (row) => row.created_at },
];

/** Daily tasks in the back office (under /api/admin): types, tasks, chests, claim records. */
export const tasksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: promotions'], permission: 'promotions.view' });
  const zone = app.config.SITE_TZ;
  const manage = 'promotions.manage' as const;

  staff.get(
    '/task-types',
    {
      summary: 'Task types in their order, with the number of tasks of each',
      response: { 200: AdminTaskTypeListResponseSchema },
    },
    async () => ok(await listAdminTaskTypes(app.db)),
  );
  staff.post(
    '/task-types',
    {
      permission: manage,
      summary: 'Creates a task type (audited)',
      body: AdminTaskTypeInputSchema,
      response: { 200: AdminTaskTypeResponseSchema },
    },
    async (request) =>
      ok(
        await saveTaskType(app.db, undefined, request.body, { staff: staffActorOf(request), ip: request.ip }),
        M.saved,
      ),
  );
  staff.post(
    '/task-types/:id',
    {
      permission: manage,
      summary: 'Updates a task type (name, order, enabled; audited)',
      params: SerialIdParamsSchema,
      body: AdminTaskTypeInputSchema,
      response: { 200: AdminTaskTypeResponseSchema },
    },
    async (request) =>
      ok(
        await saveTaskType(app.db, request.params.id, request.body, { staff: staffActorOf(request), ip: request.ip }),
        M.saved,
      ),
  );

  staff.get(
    '/tasks',
    { summary: 'Every task (metric, target, rewards, order, enabled)', response: { 200: AdminTaskListResponseSchema } },
    async () => ok(await listAdminTasks(app.db)),
  );
  staff.post(
    '/tasks',
    {
      permission: manage,
      summary: 'Creates a task (target in yuan for amount metrics, a count otherwise; audited)',
      body: AdminTaskInputSchema,
      response: { 200: AdminTaskResponseSchema },
    },
    async (request) =>
      ok(await saveTask(app.db, undefined, request.body, { staff: staffActorOf(request), ip: request.ip }), M.saved),
  );
  staff.post(
    '/tasks/:id',
    {
      permission: manage,
      summary: 'Updates a task (audited; claims already made keep what they paid)',
      params: SerialIdParamsSchema,
      body: AdminTaskInputSchema,
      response: { 200: AdminTaskResponseSchema },
    },
    async (request) =>
      ok(
        await saveTask(app.db, request.params.id, request.body, { staff: staffActorOf(request), ip: request.ip }),
        M.saved,
      ),
  );

  staff.get(
    '/chests',
    { summary: 'Chests by liveness threshold', response: { 200: AdminChestListResponseSchema } },
    async () => ok(await listAdminChests(app.db)),
  );
  staff.post(
    '/chests',
    {
      permission: manage,
      summary: 'Creates a chest (liveness threshold, bonus; audited)',
      body: AdminChestInputSchema,
      response: { 200: AdminChestResponseSchema },
    },
    async (request) =>
      ok(await saveChest(app.db, undefined, request.body, { staff: staffActorOf(request), ip: request.ip }), M.saved),
  );
  staff.post(
    '/chests/:id',
    {
      permission: manage,
      summary: 'Updates a chest (audited)',
      params: SerialIdParamsSchema,
      body: AdminChestInputSchema,
      response: { 200: AdminChestResponseSchema },
    },
    async (request) =>
      ok(
        await saveChest(app.db, request.params.id, request.body, { staff: staffActorOf(request), ip: request.ip }),
        M.saved,
      ),
  );

  staff.list(
    '/task-claims',
    {
      summary: 'Task claims (member, task, site-day range; paged; ?format=csv)',
      querystring: AdminTaskClaimListQuerySchema,
      response: { 200: AdminTaskClaimPageResponseSchema },
    },
    { name: 'task-claims', columns: CLAIM_CSV },
    async (request, slice) => listTaskClaims(app.db, request.query, slice, zone),
  );
  staff.list(
    '/chest-opens',
    {
      summary: 'Chest opens (member, chest, site-day range; paged; ?format=csv)',
      querystring: AdminChestOpenListQuerySchema,
      response: { 200: AdminChestOpenPageResponseSchema },
    },
    { name: 'chest-opens', columns: OPEN_CSV },
    async (request, slice) => listChestOpens(app.db, request.query, slice, zone),
  );
};
