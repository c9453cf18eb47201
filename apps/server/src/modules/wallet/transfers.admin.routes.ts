import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderNoParamsSchema,
  AdminTransferCheckResponseSchema,
  AdminTransferListQuerySchema,
  AdminTransferPageResponseSchema,
  AdminTransferResolveRequestSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import { checkTransfer, listTransfers, resolveTransfer, toTransferWire } from './transfers.admin.service';
import { staffRoutes } from '../../lib/staff-route';

type TransferWire = ReturnType<typeof toTransferWire>;

const TRANSFER_CSV: CsvColumn<TransferWire>[] = [
  { header: '订单号', value: (row) => row.order_no },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '游戏平台', value: (row) => row.platname },
  { header: '方向', value: (row) => row.direction_text },
  { header: '金额', value: (row) => row.amount },
  { header: '状态', value: (row) => row.state_text },
  { header: '说明', value: (row) => row.note },
  { header: '查询次数', value: (row) => row.attempts },
  { header: '来源', value: (row) => row.origin },
  { header: '创建时间', value: (row) => row.created_at },
  { header: '完成时间', value: (row) => row.settled_at },
];

/** Finance: platform transfers, and settling the ones whose outcome is unknown (under /api/admin). */
export const transfersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: finance'], permission: 'finance.transfers.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/transfers',
    {
      summary: 'Platform transfers with filters (state=2: outcome unknown); ?format=csv',
      querystring: AdminTransferListQuerySchema,
      response: { 200: AdminTransferPageResponseSchema },
    },
    { name: 'transfers', columns: TRANSFER_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listTransfers(app.db, request.query, slice, zone);
      return { rows: rows.map((row) => toTransferWire(row, zone)), total, totalCapped };
    },
  );

  staff.post(
    '/transfers/:orderNo/check',
    {
      permission: 'finance.transfers.resolve',
      summary:
        'Ask the platform again about a pending transfer; a definite answer is settled by the wallet reconciliation',
      params: AdminOrderNoParamsSchema,
      response: { 200: AdminTransferCheckResponseSchema },
    },
    async (request) => {
      const result = await checkTransfer(
        app.db,
        app.services.platforms,
        request.params.orderNo,
        staffActorOf(request),
        request.ip,
      );
      return ok(result, result.settled ? `已确认：${result.state_text}` : '平台尚未给出最终结果，转账仍在处理中');
    },
  );

  staff.post(
    '/transfers/:orderNo/resolve',
    {
      permission: 'finance.transfers.resolve',
      summary: "Force a pending transfer's final state with a reason — only when the platform's answer now agrees",
      params: AdminOrderNoParamsSchema,
      body: AdminTransferResolveRequestSchema,
      response: { 200: AdminTransferCheckResponseSchema },
    },
    async (request) => {
      const result = await resolveTransfer(
        app.db,
        app.services.platforms,
        { orderNo: request.params.orderNo, state: request.body.state, reason: request.body.reason },
        staffActorOf(request),
        request.ip,
      );
      return ok(result, `已处理：${result.state_text}`);
    },
  );
};
