import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAgentApplicationListQuerySchema,
  AdminAgentApplicationPageResponseSchema,
  AdminAgentApproveSchema,
  AdminAgentCreateSchema,
  AdminAgentListQuerySchema,
  AdminAgentPageResponseSchema,
  AdminAgentPlanChangeSchema,
  AdminAgentPlanListResponseSchema,
  AdminAgentPlanResponseSchema,
  AdminAgentPlanWriteSchema,
  AdminAgentRateSchema,
  AdminAgentRefuseSchema,
  AdminAgentResponseSchema,
  AdminAgentStatusChangeSchema,
  AdminDoneResponseSchema,
  AdminIdParamsSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import {
  approveApplication,
  changeAgentPlan,
  createAgentDirect,
  createPlan,
  listAgentsAdmin,
  listApplicationsAdmin,
  listPlansAdmin,
  refuseApplication,
  setAgentRate,
  setAgentStatus,
  updatePlan,
} from './agents.admin.service';
import { AGENT_ADMIN_MESSAGES as M } from './agents.errors';

type ApplicationWire = Awaited<ReturnType<typeof listApplicationsAdmin>>['rows'][number];
type AgentWire = Awaited<ReturnType<typeof listAgentsAdmin>>['rows'][number];

const STATE_LABELS: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已拒绝' };

const APPLICATION_CSV: CsvColumn<ApplicationWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username ?? '' },
  { header: '联系电话', value: (row) => row.mobile },
  { header: '申请理由', value: (row) => row.apply_info },
  { header: '状态', value: (row) => STATE_LABELS[row.state] ?? String(row.state) },
  { header: '拒绝原因', value: (row) => row.reason },
  { header: '审核人', value: (row) => row.reviewed_by ?? '' },
  { header: '审核时间', value: (row) => row.reviewed_at ?? '' },
  { header: '申请时间', value: (row) => row.created_at },
];

const AGENT_CSV: CsvColumn<AgentWire>[] = [
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username ?? '' },
  { header: '上级', value: (row) => row.parent_username ?? '' },
  { header: '层级', value: (row) => String(row.depth) },
  { header: '方案', value: (row) => row.plan_name },
  { header: '返佣比例%', value: (row) => row.rate },
  { header: '状态', value: (row) => (row.status === 'frozen' ? '冻结' : '正常') },
  { header: '直属会员', value: (row) => String(row.direct_members) },
  { header: '下级代理', value: (row) => String(row.sub_agents) },
  { header: '成为代理时间', value: (row) => row.created_at },
];

/** Agents in the back office (issue #17 "Back office", decision 0028), under /api/admin. */
export const agentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: agents'], permission: 'agents.view' });
  const zone = app.config.SITE_TZ;
  const now = clockOf(app.config);

  staff.list(
    '/agents/applications',
    {
      summary: 'Agent applications, newest first; state, member and day filters; ?format=csv',
      querystring: AdminAgentApplicationListQuerySchema,
      response: { 200: AdminAgentApplicationPageResponseSchema },
    },
    { name: 'agent-applications', columns: APPLICATION_CSV },
    async (request, slice) => listApplicationsAdmin(app.db, request.query, slice, zone),
  );

  staff.post(
    '/agents/applications/:id/approve',
    {
      permission: 'agents.manage',
      summary:
        'Approve a pending application: the member becomes an agent (top with a plan, or under an agent) at the rate; once only',
      params: AdminIdParamsSchema,
      body: AdminAgentApproveSchema,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await approveApplication(
        app.db,
        BigInt(request.params.id),
        request.body,
        staffActorOf(request),
        request.ip,
        now(),
      );
      return ok(null, M.approved);
    },
  );

  staff.post(
    '/agents/applications/:id/refuse',
    {
      permission: 'agents.manage',
      summary: 'Refuse a pending application with a reason (the member may apply again)',
      params: AdminIdParamsSchema,
      body: AdminAgentRefuseSchema,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) =>
      ok(
        await refuseApplication(
          app.db,
          BigInt(request.params.id),
          request.body.reason,
          staffActorOf(request),
          request.ip,
          now(),
        ),
        M.refused,
      ),
  );

  staff.list(
    '/agents',
    {
      summary: 'Agents (parent=top: tree tops; parent=<id>: the agents under one), with counts; ?format=csv',
      querystring: AdminAgentListQuerySchema,
      response: { 200: AdminAgentPageResponseSchema },
    },
    { name: 'agents', columns: AGENT_CSV },
    async (request, slice) => listAgentsAdmin(app.db, request.query, slice, zone),
  );

  staff.post(
    '/agents',
    {
      permission: 'agents.manage',
      summary: 'Make an existing member an agent directly: at the top (with a plan) or under an agent',
      body: AdminAgentCreateSchema,
      response: { 200: AdminAgentResponseSchema },
    },
    async (request) =>
      ok(await createAgentDirect(app.db, request.body, staffActorOf(request), request.ip, zone), M.saved),
  );

  staff.post(
    '/agents/:id/rate',
    {
      permission: 'agents.manage',
      summary: 'Change an agent’s rate (within the plan, below the parent’s, above every sub-agent’s)',
      params: AdminIdParamsSchema,
      body: AdminAgentRateSchema,
      response: { 200: AdminAgentResponseSchema },
    },
    async (request) =>
      ok(
        await setAgentRate(
          app.db,
          BigInt(request.params.id),
          request.body.rate,
          staffActorOf(request),
          request.ip,
          zone,
        ),
        M.saved,
      ),
  );

  staff.post(
    '/agents/:id/plan',
    {
      permission: 'agents.manage',
      summary: 'Change a top agent’s plan; the whole tree follows',
      params: AdminIdParamsSchema,
      body: AdminAgentPlanChangeSchema,
      response: { 200: AdminAgentResponseSchema },
    },
    async (request) =>
      ok(
        await changeAgentPlan(
          app.db,
          BigInt(request.params.id),
          request.body.plan_id,
          staffActorOf(request),
          request.ip,
          zone,
        ),
        M.saved,
      ),
  );

  staff.post(
    '/agents/:id/status',
    {
      permission: 'agents.manage',
      summary: 'Freeze (earns nothing, no portal) or unfreeze an agent',
      params: AdminIdParamsSchema,
      body: AdminAgentStatusChangeSchema,
      response: { 200: AdminAgentResponseSchema },
    },
    async (request) =>
      ok(
        await setAgentStatus(
          app.db,
          BigInt(request.params.id),
          request.body.status,
          staffActorOf(request),
          request.ip,
          zone,
        ),
        M.saved,
      ),
  );

  staff.get(
    '/agent-plans',
    { summary: 'Commission plans with their agent counts', response: { 200: AdminAgentPlanListResponseSchema } },
    async () => ok(await listPlansAdmin(app.db, zone)),
  );

  staff.post(
    '/agent-plans',
    {
      permission: 'agents.manage',
      summary: 'Create a commission plan (audited)',
      body: AdminAgentPlanWriteSchema,
      response: { 200: AdminAgentPlanResponseSchema },
    },
    async (request) => ok(await createPlan(app.db, request.body, staffActorOf(request), request.ip, zone), M.saved),
  );

  staff.post(
    '/agent-plans/:id',
    {
      permission: 'agents.manage',
      summary: 'Edit a commission plan (the maximum stays at or above every rate of its agents; audited)',
      params: SerialIdParamsSchema,
      body: AdminAgentPlanWriteSchema,
      response: { 200: AdminAgentPlanResponseSchema },
    },
    async (request) =>
      ok(await updatePlan(app.db, request.params.id, request.body, staffActorOf(request), request.ip, zone), M.saved),
  );
};
