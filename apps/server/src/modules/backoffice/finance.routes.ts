import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDepositConfirmRequestSchema,
  AdminDepositListQuerySchema,
  AdminDepositPageResponseSchema,
  AdminDepositRefuseRequestSchema,
  AdminDepositReviewResponseSchema,
  AdminLedgerCheckResponseSchema,
  AdminLedgerPageResponseSchema,
  AdminLedgerQuerySchema,
  AdminOrderNoParamsSchema,
  AdminTransferCheckResponseSchema,
  AdminTransferListQuerySchema,
  AdminTransferPageResponseSchema,
  AdminTransferResolveRequestSchema,
  AdminWithdrawalListQuerySchema,
  AdminWithdrawalPageResponseSchema,
  AdminWithdrawalRefuseRequestSchema,
  AdminWithdrawalReviewResponseSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { can, staffOf } from '../staff';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import { BACKOFFICE_MESSAGES as M } from './backoffice.errors';
import type { CsvColumn } from '../../lib/csv';
import {
  approveWithdrawalByStaff,
  confirmDeposit,
  listDeposits,
  listWithdrawals,
  refuseDeposit,
  refuseWithdrawalByStaff,
  toDepositWire,
  toWithdrawalWire,
} from './finance.service';
import { checkLedger, searchLedger, type LedgerEntryWire, type LedgerTransactionWire } from './ledger-admin.service';
import { checkTransfer, listTransfers, resolveTransfer, toTransferWire } from './transfers-admin.service';

type DepositWire = ReturnType<typeof toDepositWire>;
type WithdrawalWire = ReturnType<typeof toWithdrawalWire>;
type TransferWire = ReturnType<typeof toTransferWire>;

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
];

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

/** One CSV line per ledger entry, with its transaction's fields. */
const LEDGER_CSV: CsvColumn<{ transaction: LedgerTransactionWire; entry: LedgerEntryWire }>[] = [
  { header: '交易ID', value: (row) => row.transaction.id },
  { header: '幂等键', value: (row) => row.transaction.idempotency_key },
  { header: '类型', value: (row) => row.transaction.kind },
  { header: '关联类型', value: (row) => row.transaction.reference_type },
  { header: '关联编号', value: (row) => row.transaction.reference_id },
  { header: '操作方', value: (row) => `${row.transaction.actor_type}:${row.transaction.actor_id}` },
  { header: '备注', value: (row) => row.transaction.memo },
  { header: '时间', value: (row) => row.transaction.created_at },
  { header: '账户', value: (row) => row.entry.account_code },
  { header: '会员ID', value: (row) => row.entry.member_id },
  { header: '金额', value: (row) => row.entry.amount },
  { header: '变动后余额', value: (row) => row.entry.balance_after },
];

/** Finance: deposits, withdrawals, platform transfers, ledger search and check (under /api/admin). */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;
  const tags = ['admin: finance'];
  const security = [{ bearer: [] }];
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const me = staffOf(request);
    return { staffId: me.staffId, username: me.username };
  };

  // ---- deposits ---------------------------------------------------------------------------------

  app.get(
    '/deposits',
    {
      onRequest: app.requireStaff('finance.deposits.view'),
      schema: {
        tags,
        security,
        summary:
          'Deposit orders with filters (awaiting_review=1: offline orders with a transfer reference); ?format=csv',
        querystring: AdminDepositListQuerySchema,
        response: { 200: AdminDepositPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listDeposits(app.db, q, sliceOf(q), zone);
      const data = rows.map((row) => toDepositWire(row, zone));
      if (q.format === 'csv') return sendCsv(reply, 'deposits', DEPOSIT_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/deposits/:orderNo/confirm',
    {
      onRequest: app.requireStaff('finance.deposits.review'),
      schema: {
        tags,
        security,
        summary: 'Confirm an offline deposit: credited once by the payments module (replay credits nothing)',
        params: AdminOrderNoParamsSchema,
        body: AdminDepositConfirmRequestSchema,
        response: { 200: AdminDepositReviewResponseSchema },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await confirmDeposit(app.db, { orderNo, note: request.body.note }, actor(request), request.ip);
      return ok({ order_no: orderNo, ...result }, result.changed ? '已确认入账' : '该订单已入账，未重复入账');
    },
  );

  app.post(
    '/deposits/:orderNo/refuse',
    {
      onRequest: app.requireStaff('finance.deposits.review'),
      schema: {
        tags,
        security,
        summary: 'Refuse an offline deposit with a reason (nothing moves)',
        params: AdminOrderNoParamsSchema,
        body: AdminDepositRefuseRequestSchema,
        response: { 200: AdminDepositReviewResponseSchema },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await refuseDeposit(app.db, { orderNo, reason: request.body.reason }, actor(request), request.ip);
      return ok({ order_no: orderNo, ...result }, result.changed ? '已拒绝' : '该订单已是拒绝状态');
    },
  );

  // ---- withdrawals ------------------------------------------------------------------------------

  app.get(
    '/withdrawals',
    {
      onRequest: app.requireStaff('finance.withdrawals.view'),
      schema: {
        tags,
        security,
        summary: 'Withdrawals with filters; card numbers in full only for reviewers; ?format=csv',
        querystring: AdminWithdrawalListQuerySchema,
        response: { 200: AdminWithdrawalPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total, secondApprovalFen } = await listWithdrawals(app.db, q, sliceOf(q), zone);
      const showFullAccount = can(staffOf(request).role, 'finance.withdrawals.review');
      const data = rows.map((row) => toWithdrawalWire(row, zone, { secondApprovalFen, showFullAccount }));
      if (q.format === 'csv') return sendCsv(reply, 'withdrawals', WITHDRAWAL_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/withdrawals/:orderNo/approve',
    {
      onRequest: app.requireStaff('finance.withdrawals.review'),
      schema: {
        tags,
        security,
        summary:
          'Approve a withdrawal; above the threshold the first approval is recorded and a different staff member completes it',
        params: AdminOrderNoParamsSchema,
        response: { 200: AdminWithdrawalReviewResponseSchema },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await approveWithdrawalByStaff(app.db, orderNo, actor(request), request.ip);
      return ok(
        { order_no: orderNo, state: result.state, awaiting_second: result.awaitingSecond },
        result.awaitingSecond ? M.withdrawalSecondNeeded : '审核通过',
      );
    },
  );

  app.post(
    '/withdrawals/:orderNo/refuse',
    {
      onRequest: app.requireStaff('finance.withdrawals.review'),
      schema: {
        tags,
        security,
        summary: 'Refuse a withdrawal with a reason: the amount goes back to the member',
        params: AdminOrderNoParamsSchema,
        body: AdminWithdrawalRefuseRequestSchema,
        response: { 200: AdminWithdrawalReviewResponseSchema },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const result = await refuseWithdrawalByStaff(
        app.db,
        { orderNo, reason: request.body.reason },
        actor(request),
        request.ip,
      );
      return ok({ order_no: orderNo, state: result.state, awaiting_second: false }, '已拒绝，金额已退回会员中心钱包');
    },
  );

  // ---- platform transfers -----------------------------------------------------------------------

  app.get(
    '/transfers',
    {
      onRequest: app.requireStaff('finance.transfers.view'),
      schema: {
        tags,
        security,
        summary: 'Platform transfers with filters (state=2: outcome unknown); ?format=csv',
        querystring: AdminTransferListQuerySchema,
        response: { 200: AdminTransferPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listTransfers(app.db, q, sliceOf(q), zone);
      const data = rows.map((row) => toTransferWire(row, zone));
      if (q.format === 'csv') return sendCsv(reply, 'transfers', TRANSFER_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/transfers/:orderNo/check',
    {
      onRequest: app.requireStaff('finance.transfers.resolve'),
      schema: {
        tags,
        security,
        summary:
          'Ask the platform again about a pending transfer; a definite answer is settled by the wallet reconciliation',
        params: AdminOrderNoParamsSchema,
        response: { 200: AdminTransferCheckResponseSchema },
      },
    },
    async (request) => {
      const result = await checkTransfer(
        app.db,
        app.services.platforms,
        app.services.transfers,
        request.params.orderNo,
        actor(request),
        request.ip,
      );
      return ok(result, result.settled ? `已确认：${result.state_text}` : '平台尚未给出最终结果，转账仍在处理中');
    },
  );

  app.post(
    '/transfers/:orderNo/resolve',
    {
      onRequest: app.requireStaff('finance.transfers.resolve'),
      schema: {
        tags,
        security,
        summary: "Force a pending transfer's final state with a reason — only when the platform's answer now agrees",
        params: AdminOrderNoParamsSchema,
        body: AdminTransferResolveRequestSchema,
        response: { 200: AdminTransferCheckResponseSchema },
      },
    },
    async (request) => {
      const result = await resolveTransfer(
        app.db,
        app.services.platforms,
        { orderNo: request.params.orderNo, state: request.body.state, reason: request.body.reason },
        actor(request),
        request.ip,
      );
      return ok(result, `已处理：${result.state_text}`);
    },
  );

  // ---- ledger -----------------------------------------------------------------------------------

  app.get(
    '/ledger',
    {
      onRequest: app.requireStaff('finance.ledger.view'),
      schema: {
        tags,
        security,
        summary:
          'Ledger transactions with their entries by member, kind, reference, key and days; ?format=csv (one line per entry)',
        querystring: AdminLedgerQuerySchema,
        response: { 200: AdminLedgerPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await searchLedger(app.db, q, sliceOf(q), zone);
      if (q.format === 'csv') {
        const lines = rows.flatMap((transaction) => transaction.entries.map((entry) => ({ transaction, entry })));
        return sendCsv(reply, 'ledger', LEDGER_CSV, lines);
      }
      return ok(pageOf(rows, total, q));
    },
  );

  app.post(
    '/ledger/check',
    {
      onRequest: app.requireStaff('finance.ledger.view'),
      schema: {
        tags,
        security,
        summary: 'Run the ledger invariant check (platform-rules §3) over every money table and answer the report',
        response: { 200: AdminLedgerCheckResponseSchema },
      },
    },
    async (request) => {
      const report = await checkLedger(app.db, actor(request), request.ip, zone);
      return ok(report, report.ok ? '账本检查通过' : '账本检查发现问题，请查看报告');
    },
  );
};
