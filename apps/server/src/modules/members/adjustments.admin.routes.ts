import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAdjustmentListQuerySchema,
  AdminAdjustmentPageResponseSchema,
  AdminAdjustmentRejectRequestSchema,
  AdminAdjustmentRequestSchema,
  AdminAdjustmentResponseSchema,
  AdminAdjustmentSettingsResponseSchema,
  AdminAdjustmentSettingsUpdateSchema,
  AdminIdParamsSchema,
  type AdminAdjustment,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import {
  approveAdjustment,
  findAdjustment,
  listAdjustments,
  readAdjustmentSettings,
  rejectAdjustment,
  requestAdjustment,
  toAdjustmentWire,
  updateAdjustmentSettings,
} from './adjustments.admin.service';
import { ADJUSTMENT_MESSAGES as M } from './adjustments.errors';
import { staffRoutes } from '../../lib/staff-route';

const ADJUSTMENT_CSV: CsvColumn<AdminAdjustment>[] = [
  { header: '调账ID', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '类型', value: (row) => (row.direction === 'credit' ? '加款' : '扣款') },
  { header: '金额', value: (row) => row.amount },
  { header: '原因', value: (row) => row.reason },
  { header: '打码倍数', value: (row) => row.turnover_multiple },
  { header: '状态', value: (row) => row.state_text },
  { header: '申请人', value: (row) => row.requested_by },
  { header: '复核人', value: (row) => row.decided_by },
  { header: '申请时间', value: (row) => row.created_at },
  { header: '处理时间', value: (row) => row.decided_at },
];

/** Members: balance adjustments with a second approver, and their single-approval limit (under /api/admin). */
export const adjustmentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: members'], permission: 'members.adjust_balance' });
  const zone = app.config.SITE_TZ;

  staff.post(
    '/members/:id/adjustments',
    {
      summary: 'Adjust the main wallet with a reason; above the threshold it waits for a second approver (state 0)',
      params: AdminIdParamsSchema,
      body: AdminAdjustmentRequestSchema,
      response: { 200: AdminAdjustmentResponseSchema },
    },
    async (request) => {
      const id = await requestAdjustment(
        app.db,
        {
          memberId: BigInt(request.params.id),
          direction: request.body.direction,
          amountFen: request.body.amount,
          reason: request.body.reason,
          turnoverMultiple: request.body.turnover_multiple,
        },
        staffActorOf(request),
        { ip: request.ip, zone },
      );
      const row = await findAdjustment(app.db, id);
      if (!row) throw new AppError('notFound', M.adjustmentNotFound);
      const wire = toAdjustmentWire(row, zone);
      return ok(wire, wire.state === 0 ? M.adjustmentWaiting : M.adjustmentApplied);
    },
  );

  staff.list(
    '/adjustments',
    {
      permission: 'members.view',
      summary: 'Balance adjustments (state 0 waiting for a second approver, 1 applied, 2 rejected)',
      querystring: AdminAdjustmentListQuerySchema,
      response: { 200: AdminAdjustmentPageResponseSchema },
    },
    { name: 'adjustments', columns: ADJUSTMENT_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listAdjustments(app.db, request.query, slice, zone);
      return { rows: rows.map((row) => toAdjustmentWire(row, zone)), total, totalCapped };
    },
  );

  staff.get(
    '/adjustment-settings',
    {
      permission: 'members.view',
      summary: 'The single-approval limit of balance adjustments (above it a second staff member approves)',
      response: { 200: AdminAdjustmentSettingsResponseSchema },
    },
    async () => ok(await readAdjustmentSettings(app.db)),
  );

  staff.post(
    '/adjustment-settings',
    {
      // A control on the staff who adjust balances: only staff managers (super admin) change it.
      permission: 'staff.manage',
      summary: 'Change the single-approval limit of balance adjustments (audited)',
      body: AdminAdjustmentSettingsUpdateSchema,
      response: { 200: AdminAdjustmentSettingsResponseSchema },
    },
    async (request) =>
      ok(
        await updateAdjustmentSettings(app.db, request.body.second_approval_amount, staffActorOf(request), request.ip),
        '已保存',
      ),
  );

  staff.post(
    '/adjustments/:id/approve',
    {
      permission: 'members.approve_adjustment',
      summary: 'Second approver applies a waiting adjustment (never the staff member who requested it)',
      params: AdminIdParamsSchema,
      response: { 200: AdminAdjustmentResponseSchema },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      await approveAdjustment(app.db, id, staffActorOf(request), { ip: request.ip });
      const row = await findAdjustment(app.db, id);
      if (!row) throw new AppError('notFound', M.adjustmentNotFound);
      return ok(toAdjustmentWire(row, zone), M.adjustmentApplied);
    },
  );

  staff.post(
    '/adjustments/:id/reject',
    {
      permission: 'members.approve_adjustment',
      summary: 'Second approver rejects a waiting adjustment with a reason (nothing moves)',
      params: AdminIdParamsSchema,
      body: AdminAdjustmentRejectRequestSchema,
      response: { 200: AdminAdjustmentResponseSchema },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      await rejectAdjustment(app.db, id, request.body.reason, staffActorOf(request), { ip: request.ip });
      const row = await findAdjustment(app.db, id);
      if (!row) throw new AppError('notFound', M.adjustmentNotFound);
      return ok(toAdjustmentWire(row, zone), '调账已拒绝');
    },
  );
};
