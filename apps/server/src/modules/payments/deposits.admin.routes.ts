import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDepositConfirmRequestSchema,
  AdminDepositListQuerySchema,
  AdminDepositPageResponseSchema,
  AdminDepositRefuseRequestSchema,
  AdminDepositReviewResponseSchema,
  AdminOrderNoParamsSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import { confirmDeposit, listDeposits, refuseDeposit, toDepositWire } from './deposits.admin.service';
import { staffRoutes } from '../../lib/staff-route';

type DepositWire = ReturnType<typeof toDepositWire>;

const DEPOSIT_CSV: CsvColumn<DepositWire>[] = [
  { header: '订单号', value: (row) => row.order_no },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '充值类型', value: (row) => row.type_name },
  { header: '充值通道', value: (row) => row.channel_name },
  { header: '金额', value: (row) => row.amount },
  { header: 'USDT数量', value: (row) => row.crypto_amount },
  { header: '汇率', value: (row) => row.rate },
  { header: '状态', value: (row) => row.state_text },
  { header: '转账凭证号', value: (row) => row.payer_reference },
  { header: '网关流水号', value: (row) => row.gateway_trade_no },
  { header: '审核人', value: (row) => row.reviewed_by },
  { header: '审核备注', value: (row) => row.review_note },
  { header: '创建时间', value: (row) => row.created_at },
  { header: '到账时间', value: (row) => row.paid_at },
];

/** Finance: deposit orders, and the review of offline deposits (under /api/admin). */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: finance'], permission: 'finance.deposits.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/deposits',
    {
      summary: 'Deposit orders with filters (awaiting_review=1: offline orders with a transfer reference); ?format=csv',
      querystring: AdminDepositListQuerySchema,
      response: { 200: AdminDepositPageResponseSchema },
    },
    { name: 'deposits', columns: DEPOSIT_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listDeposits(app.db, request.query, slice, zone);
      return { rows: rows.map((row) => toDepositWire(row, zone)), total, totalCapped };
    },
  );

  staff.post(
    '/deposits/:orderNo/confirm',
    {
      permission: 'finance.deposits.review',
      summary: 'Confirm an offline deposit: credited once by the payments module (replay credits nothing)',
      params: AdminOrderNoParamsSchema,
      body: AdminDepositConfirmRequestSchema,
      response: { 200: AdminDepositReviewResponseSchema },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await confirmDeposit(
        app.db,
        { orderNo, note: request.body.note },
        staffActorOf(request),
        request.ip,
      );
      return ok({ order_no: orderNo, ...result }, result.changed ? '已确认入账' : '该订单已入账，未重复入账');
    },
  );

  staff.post(
    '/deposits/:orderNo/refuse',
    {
      permission: 'finance.deposits.review',
      summary: 'Refuse an offline deposit with a reason (nothing moves)',
      params: AdminOrderNoParamsSchema,
      body: AdminDepositRefuseRequestSchema,
      response: { 200: AdminDepositReviewResponseSchema },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await refuseDeposit(
        app.db,
        { orderNo, reason: request.body.reason },
        staffActorOf(request),
        request.ip,
      );
      return ok({ order_no: orderNo, ...result }, result.changed ? '已拒绝' : '该订单已是拒绝状态');
    },
  );
};
