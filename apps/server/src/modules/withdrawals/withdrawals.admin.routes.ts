import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderNoParamsSchema,
  AdminWithdrawalListQuerySchema,
  AdminWithdrawalPageResponseSchema,
  AdminWithdrawalRefuseRequestSchema,
  AdminWithdrawalReviewResponseSchema,
  AdminWithdrawalBulkApproveSchema,
  AdminWithdrawalBulkRefuseSchema,
  AdminWithdrawalBulkResponseSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { can, staffOf, staffActorOf } from '../staff';
import {
  approveWithdrawalByStaff,
  bulkApproveWithdrawals,
  bulkRefuseWithdrawals,
  listWithdrawals,
  type BulkReviewResult,
  refuseWithdrawalByStaff,
  toWithdrawalWire,
} from './withdrawals.admin.service';
import { WITHDRAWAL_ADMIN_MESSAGES as M } from './withdrawals.errors';
import { staffRoutes } from '../../lib/staff-route';

type WithdrawalWire = ReturnType<typeof toWithdrawalWire>;

const WITHDRAWAL_CSV: CsvColumn<WithdrawalWire>[] = [
  { header: '订单号', value: (row) => row.order_no },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '提现方式', value: (row) => row.channel_name },
  { header: '收款人', value: (row) => row.payee_name },
  { header: '收款银行/协议', value: (row) => row.payee_bank },
  { header: '收款账号/地址', value: (row) => row.payee_account },
  { header: '金额', value: (row) => row.amount },
  { header: '汇率', value: (row) => row.rate },
  { header: '手续费', value: (row) => row.fee },
  { header: '到账金额', value: (row) => row.receive_amount },
  { header: '状态', value: (row) => row.state_text },
  { header: '拒绝原因', value: (row) => row.refuse_reason },
  { header: '审核人', value: (row) => row.reviewed_by },
  { header: '复核人', value: (row) => row.second_reviewed_by },
  { header: '申请时间', value: (row) => row.created_at },
  { header: '审核时间', value: (row) => row.reviewed_at },
  { header: '出款状态', value: (row) => row.payout_state_text },
  { header: '出款通道', value: (row) => row.payout_channel_name },
  { header: '出款流水号', value: (row) => row.payout_reference },
  { header: '出款时间', value: (row) => row.paid_at },
];

const bulkWire = (result: BulkReviewResult) => ({
  results: result.results,
  done: result.done,
  skipped: result.skipped,
  done_amount: formatFen(result.doneAmountFen),
});
const bulkMessage = (result: BulkReviewResult) =>
  `已处理 ${result.done} 笔，共 ${formatFen(result.doneAmountFen)} 元` +
  (result.results.length - result.done - result.skipped > 0
    ? `；${result.results.length - result.done - result.skipped} 笔已记录第一审核，待复核`
    : '') +
  (result.skipped > 0 ? `；跳过 ${result.skipped} 笔` : '');

/** Finance: withdrawals and their review, with a second approver above the threshold (under /api/admin). */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: finance'], permission: 'finance.withdrawals.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/withdrawals',
    {
      summary: 'Withdrawals with filters; card numbers in full only for reviewers; ?format=csv',
      querystring: AdminWithdrawalListQuerySchema,
      response: { 200: AdminWithdrawalPageResponseSchema },
    },
    { name: 'withdrawals', columns: WITHDRAWAL_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped, secondApprovalFen } = await listWithdrawals(app.db, request.query, slice, zone);
      const showFullAccount = can(staffOf(request).role, 'finance.withdrawals.review');
      return {
        rows: rows.map((row) => toWithdrawalWire(row, zone, { secondApprovalFen, showFullAccount })),
        total,
        totalCapped,
      };
    },
  );

  staff.post(
    '/withdrawals/:orderNo/approve',
    {
      permission: 'finance.withdrawals.review',
      summary:
        'Approve a withdrawal; above the threshold the first approval is recorded and a different staff member completes it',
      params: AdminOrderNoParamsSchema,
      response: { 200: AdminWithdrawalReviewResponseSchema },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await approveWithdrawalByStaff(app.db, orderNo, staffActorOf(request), request.ip);
      return ok(
        { order_no: orderNo, state: result.state, awaiting_second: result.awaitingSecond },
        result.awaitingSecond ? M.withdrawalSecondNeeded : '审核通过',
      );
    },
  );

  staff.post(
    '/withdrawals/:orderNo/refuse',
    {
      permission: 'finance.withdrawals.review',
      summary: 'Refuse a withdrawal with a reason: the amount goes back to the member',
      params: AdminOrderNoParamsSchema,
      body: AdminWithdrawalRefuseRequestSchema,
      response: { 200: AdminWithdrawalReviewResponseSchema },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await refuseWithdrawalByStaff(
        app.db,
        { orderNo, reason: request.body.reason },
        staffActorOf(request),
        request.ip,
      );
      return ok({ order_no: orderNo, state: result.state, awaiting_second: false }, '已拒绝，金额已退回会员中心钱包');
    },
  );

  staff.post(
    '/withdrawals/bulk-approve',
    {
      permission: 'finance.withdrawals.review',
      summary:
        'Approve up to 100 withdrawals, each on its own and exactly once (second approver above the threshold); answers per order',
      body: AdminWithdrawalBulkApproveSchema,
      response: { 200: AdminWithdrawalBulkResponseSchema },
    },
    async (request) => {
      const result = await bulkApproveWithdrawals(app.db, request.body.order_nos, staffActorOf(request), request.ip);
      return ok(bulkWire(result), bulkMessage(result));
    },
  );

  staff.post(
    '/withdrawals/bulk-refuse',
    {
      permission: 'finance.withdrawals.review',
      summary: 'Refuse up to 100 withdrawals with one reason, each on its own (amounts back to the members)',
      body: AdminWithdrawalBulkRefuseSchema,
      response: { 200: AdminWithdrawalBulkResponseSchema },
    },
    async (request) => {
      const result = await bulkRefuseWithdrawals(
        app.db,
        { orderNos: request.body.order_nos, reason: request.body.reason },
        staffActorOf(request),
        request.ip,
      );
      return ok(bulkWire(result), bulkMessage(result));
    },
  );
};
