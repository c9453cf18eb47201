import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCommissionBulkRequestSchema,
  AdminCommissionBulkResponseSchema,
  AdminCommissionPlansResponseSchema,
  AdminCommissionPreviewRequestSchema,
  AdminCommissionPreviewResponseSchema,
  AdminCommissionRefuseRequestSchema,
  AdminCommissionReportQuerySchema,
  AdminCommissionReportResponseSchema,
  type AdminCommissionReportRow,
  AdminCommissionSettleRequestSchema,
  AdminCommissionSettleResponseSchema,
  AdminCommissionStatementDetailResponseSchema,
  AdminCommissionStatementListQuerySchema,
  AdminCommissionStatementPageResponseSchema,
  type AdminCommissionStatement,
  AdminIdParamsSchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import type { CsvColumn } from '../../lib/csv';
import { sendCsv } from '../../lib/admin-list';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import { COMMISSION_MESSAGES as M } from './commission.errors';
import {
  agentReport,
  approveStatements,
  listPlans,
  listStatements,
  payStatements,
  previewAction,
  refuseStatements,
  settleNow,
  statementDetail,
  toStatementWire,
} from './commission.admin.service';

const STATEMENT_CSV: CsvColumn<AdminCommissionStatement>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '代理ID', value: (row) => row.agent_id },
  { header: '代理账号', value: (row) => row.agent_username },
  { header: '方案', value: (row) => row.plan_name },
  { header: '计算基础', value: (row) => row.basis_text },
  { header: '周期开始', value: (row) => row.cycle_start },
  { header: '周期结束', value: (row) => row.cycle_end },
  { header: '比例(%)', value: (row) => row.rate },
  { header: '团队有效投注', value: (row) => row.team_valid_bet },
  { header: '团队净输赢', value: (row) => row.team_net_loss },
  { header: '团队优惠', value: (row) => row.team_promotion },
  { header: '本期佣金', value: (row) => row.cycle_commission },
  { header: '上期结转', value: (row) => row.carried_in },
  { header: '发放金额', value: (row) => row.amount },
  { header: '结转下期', value: (row) => row.carry_out },
  { header: '状态', value: (row) => row.state_text },
  { header: '审核备注', value: (row) => row.review_note },
  { header: '审核时间', value: (row) => row.reviewed_at },
  { header: '发放时间', value: (row) => row.paid_at },
  { header: '生成时间', value: (row) => row.created_at },
];

const REPORT_CSV: CsvColumn<AdminCommissionReportRow>[] = [
  { header: '代理ID', value: (row) => row.agent_id },
  { header: '代理账号', value: (row) => row.username },
  { header: '上级代理ID', value: (row) => row.parent_id ?? '' },
  { header: '层级', value: (row) => row.depth + 1 },
  { header: '比例(%)', value: (row) => row.rate },
  { header: '状态', value: (row) => (row.status === 'active' ? '正常' : '冻结') },
  { header: '直属会员', value: (row) => row.direct_members },
  { header: '团队充值', value: (row) => row.team_deposit },
  { header: '团队提现', value: (row) => row.team_withdrawal },
  { header: '团队有效投注', value: (row) => row.team_valid_bet },
  { header: '团队净输赢', value: (row) => row.team_net_loss },
  { header: '团队优惠', value: (row) => row.team_promotion },
  { header: '已发佣金', value: (row) => row.commission_paid },
];

/** Agent commission in the back office (under /api/admin/agent-commission): statements, settlement, report. */
export const commissionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: agents'], permission: 'agents.view' });
  const zone = app.config.SITE_TZ;
  // Which cycles are over, and the times written, follow the server's clock (TEST_CLOCK_AT in tests).
  const clock = clockOf(app.config);

  staff.list(
    '/agent-commission/statements',
    {
      summary: 'Commission statements per agent and cycle (filters cycle, agent, state; paged; ?format=csv)',
      querystring: AdminCommissionStatementListQuerySchema,
      response: { 200: AdminCommissionStatementPageResponseSchema },
    },
    { name: 'agent-commission-statements', columns: STATEMENT_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listStatements(app.db, request.query, slice);
      return { rows: rows.map((row) => toStatementWire(row, zone)), total, totalCapped };
    },
  );

  staff.get(
    '/agent-commission/statements/:id',
    {
      summary: 'One statement with its lines (per direct member and per sub-agent team) and how each was computed',
      params: AdminIdParamsSchema,
      response: { 200: AdminCommissionStatementDetailResponseSchema },
    },
    async (request) => ok(await statementDetail(app.db, BigInt(request.params.id), zone)),
  );

  staff.post(
    '/agent-commission/statements/preview',
    {
      summary: 'What a bulk approve / refuse / pay would do: how many statements, their total (moves nothing)',
      body: AdminCommissionPreviewRequestSchema,
      response: { 200: AdminCommissionPreviewResponseSchema },
    },
    async (request) => ok(await previewAction(app.db, request.body.ids, request.body.action)),
  );

  staff.post(
    '/agent-commission/statements/approve',
    {
      permission: 'agents.commission',
      summary: 'Approve waiting statements (one or many; audited)',
      body: AdminCommissionBulkRequestSchema,
      response: { 200: AdminCommissionBulkResponseSchema },
    },
    async (request) => {
      const result = await approveStatements(app.db, request.body.ids, {
        staff: staffActorOf(request),
        ip: request.ip,
        now: clock(),
      });
      return ok(result, M.approved(result.done));
    },
  );

  staff.post(
    '/agent-commission/statements/refuse',
    {
      permission: 'agents.commission',
      summary: 'Refuse waiting or approved statements with a reason (one or many; audited)',
      body: AdminCommissionRefuseRequestSchema,
      response: { 200: AdminCommissionBulkResponseSchema },
    },
    async (request) => {
      const result = await refuseStatements(app.db, request.body.ids, request.body.reason, {
        staff: staffActorOf(request),
        ip: request.ip,
        now: clock(),
      });
      return ok(result, M.refused(result.done));
    },
  );

  staff.post(
    '/agent-commission/statements/pay',
    {
      permission: 'agents.commission',
      summary: "Pay approved statements into the agents' main wallets through the ledger, each exactly once (audited)",
      body: AdminCommissionBulkRequestSchema,
      response: { 200: AdminCommissionBulkResponseSchema },
    },
    async (request) => {
      const result = await payStatements(app.db, request.body.ids, {
        staff: staffActorOf(request),
        ip: request.ip,
        now: clock(),
      });
      return ok(result, M.paid(result.done, result.amount));
    },
  );

  staff.get(
    '/agent-commission/plans',
    {
      summary: 'Commission plans with their agents, last settled and last complete cycle',
      response: { 200: AdminCommissionPlansResponseSchema },
    },
    async () => ok(await listPlans(app.db, zone, clock())),
  );

  staff.post(
    '/agent-commission/settle',
    {
      permission: 'agents.commission',
      summary: 'Settle one past cycle of a plan now (idempotent: a settled cycle writes nothing; audited)',
      body: AdminCommissionSettleRequestSchema,
      response: { 200: AdminCommissionSettleResponseSchema },
    },
    async (request) => {
      const result = await settleNow(
        app.db,
        { planId: request.body.plan_id, cycleStart: request.body.cycle_start },
        { staff: staffActorOf(request), ip: request.ip, zone, now: clock() },
      );
      return ok(result, result.settled ? M.settled(result.statements, result.paid) : M.alreadySettled);
    },
  );

  staff.get(
    '/agent-commission/report',
    {
      summary:
        "Per agent, its team's deposits, withdrawals, valid bet, net loss, promotions and commission paid (?format=csv)",
      querystring: AdminCommissionReportQuerySchema,
      response: { 200: AdminCommissionReportResponseSchema },
      dbClass: 'report',
    },
    async (request, reply) => {
      const report = await agentReport(app.db, request.query, zone, clock());
      if (request.query.format === 'csv')
        return sendCsv(reply, `agent-report-${report.from}-${report.to}`, REPORT_CSV, report.rows);
      return ok(report);
    },
  );
};
