import { z } from 'zod';
import {
  adminDateRangeFields,
  AdminDaySchema,
  AdminIdSchema,
  adminListFields,
  adminPageOf,
  AdminReasonSchema,
  optionalField,
  SerialIdSchema,
} from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

// Agent commission in the back office (platform-rules §7, decision 0029): cycle statements with
// approve / refuse / pay (single and in bulk), settle a past cycle now, and the per-agent report.

/** Statement states: 0 待审核, 1 已审核（待发放）, 2 已发放, 3 无需发放, 4 已拒绝. */
export const COMMISSION_STATEMENT_STATES = [0, 1, 2, 3, 4] as const;
export const COMMISSION_STATEMENT_STATE_TEXT: Record<number, string> = {
  0: '待审核',
  1: '待发放',
  2: '已发放',
  3: '无需发放',
  4: '已拒绝',
};
export const COMMISSION_BASIS_TEXT: Record<string, string> = { turnover: '有效投注', net_revenue: '净输赢' };

/** `GET /api/admin/agent-commission/statements`: filters cycle, plan, agent, state (paged; ?format=csv). */
export const AdminCommissionStatementListQuerySchema = z.object({
  ...adminListFields,
  cycle_start: optionalField(AdminDaySchema),
  plan_id: optionalField(SerialIdSchema),
  agent_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  state: optionalField(z.coerce.number().int().min(0, { message: '状态不正确' }).max(4, { message: '状态不正确' })),
});
export type AdminCommissionStatementListQuery = z.infer<typeof AdminCommissionStatementListQuerySchema>;

export const AdminCommissionStatementSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_username: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** turnover | net_revenue */
  basis: z.string(),
  basis_text: z.string(),
  cycle_start: z.string(),
  cycle_end: z.string(),
  /** The agent's rate, percent ('1.20'). */
  rate: z.string(),
  team_valid_bet: MoneyStringSchema,
  team_net_loss: MoneyStringSchema,
  team_promotion: MoneyStringSchema,
  cycle_commission: MoneyStringSchema,
  carried_in: MoneyStringSchema,
  amount: MoneyStringSchema,
  carry_out: MoneyStringSchema,
  state: z.number().int(),
  state_text: z.string(),
  review_note: z.string(),
  reviewed_by: z.string(),
  reviewed_at: z.string(),
  paid_at: z.string(),
  created_at: z.string(),
});
export type AdminCommissionStatement = z.infer<typeof AdminCommissionStatementSchema>;
export const AdminCommissionStatementPageResponseSchema = envelopeOf(adminPageOf(AdminCommissionStatementSchema));

/** One line of a statement: a direct member at the agent's rate, or a sub-agent's team at the difference. */
export const AdminCommissionLineSchema = z.object({
  id: z.number().int(),
  /** member | sub_agent */
  kind: z.string(),
  kind_text: z.string(),
  subject_id: z.number().int(),
  subject_username: z.string(),
  valid_bet: MoneyStringSchema,
  net_loss: MoneyStringSchema,
  promotion: MoneyStringSchema,
  base: MoneyStringSchema,
  rate: z.string(),
  commission: MoneyStringSchema,
  /** How the line was computed, e.g. '有效投注 1000.00 × (1.20% − 0.80%) = 4.00'. */
  formula: z.string(),
});
export type AdminCommissionLine = z.infer<typeof AdminCommissionLineSchema>;

/** `GET /api/admin/agent-commission/statements/:id`: the statement, its lines and how the total was reached. */
export const AdminCommissionStatementDetailSchema = z.object({
  statement: AdminCommissionStatementSchema,
  lines: z.array(AdminCommissionLineSchema),
  /** '本期佣金 12.00 + 上期结转 −3.00 = 9.00（发放 9.00，结转 0.00）'. */
  summary: z.string(),
});
export const AdminCommissionStatementDetailResponseSchema = envelopeOf(AdminCommissionStatementDetailSchema);

/** Statement ids of a bulk action (at most 100). */
export const CommissionStatementIdsSchema = z
  .array(AdminIdSchema, { error: '请选择佣金单' })
  .min(1, { message: '请选择佣金单' })
  .max(100, { message: '一次最多处理100张佣金单' });

export const COMMISSION_ACTIONS = ['approve', 'refuse', 'pay'] as const;
export type CommissionAction = (typeof COMMISSION_ACTIONS)[number];

/** `POST /api/admin/agent-commission/statements/preview`: what a bulk action would do, before it does it. */
export const AdminCommissionPreviewRequestSchema = z.object({
  ids: CommissionStatementIdsSchema,
  action: z.enum(COMMISSION_ACTIONS, { error: '操作不正确' }),
});
export const AdminCommissionPreviewSchema = z.object({
  action: z.string(),
  /** Statements the action applies to (in the right state). */
  count: z.number().int(),
  /** Their total amount: what moves when the action is pay. */
  amount: MoneyStringSchema,
  agents: z.number().int(),
  /** Selected statements the action would skip (wrong state). */
  skipped: z.number().int(),
});
export const AdminCommissionPreviewResponseSchema = envelopeOf(AdminCommissionPreviewSchema);

/** `POST /api/admin/agent-commission/statements/approve|pay`: a bulk action on the selected statements. */
export const AdminCommissionBulkRequestSchema = z.object({ ids: CommissionStatementIdsSchema });
/** `POST /api/admin/agent-commission/statements/refuse`: with the reason written to each statement. */
export const AdminCommissionRefuseRequestSchema = z.object({
  ids: CommissionStatementIdsSchema,
  reason: AdminReasonSchema,
});
export const AdminCommissionBulkResultSchema = z.object({
  /** Statements this request changed. */
  done: z.number().int(),
  /** Selected statements it left alone (not in the right state, e.g. already paid by someone else). */
  skipped: z.number().int(),
  amount: MoneyStringSchema,
});
export const AdminCommissionBulkResponseSchema = envelopeOf(AdminCommissionBulkResultSchema);

/** `GET /api/admin/agent-commission/plans`: plans with their last settled cycle (the settle dialog). */
export const AdminCommissionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  basis: z.string(),
  basis_text: z.string(),
  /** week | month */
  cycle: z.string(),
  max_rate: z.string(),
  approval_limit: MoneyStringSchema,
  enabled: z.boolean(),
  agents: z.number().int(),
  last_settled_cycle: z.string(),
  /** The last complete cycle's first day (what "settle now" offers). */
  last_complete_cycle: z.string(),
});
export const AdminCommissionPlansResponseSchema = envelopeOf(z.array(AdminCommissionPlanSchema));

/** `POST /api/admin/agent-commission/settle`: settle one past cycle of a plan now (idempotent). */
export const AdminCommissionSettleRequestSchema = z.object({
  plan_id: SerialIdSchema,
  cycle_start: AdminDaySchema,
});
export const AdminCommissionSettleResultSchema = z.object({
  plan_id: z.number().int(),
  cycle_start: z.string(),
  cycle_end: z.string(),
  /** False when the cycle had been settled before (nothing was written). */
  settled: z.boolean(),
  statements: z.number().int(),
  paid: z.number().int(),
  paid_amount: MoneyStringSchema,
  waiting: z.number().int(),
});
export const AdminCommissionSettleResponseSchema = envelopeOf(AdminCommissionSettleResultSchema);

/** `GET /api/admin/agent-commission/report`: per agent, its team's figures over site days [from, to]. */
export const AdminCommissionReportQuerySchema = z.object({
  ...adminDateRangeFields,
  /** Only this agent and the agents below it. */
  agent_id: optionalField(AdminIdSchema),
  format: z.enum(['json', 'csv']).default('json'),
});
export const AdminCommissionReportRowSchema = z.object({
  agent_id: z.number().int(),
  username: z.string(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  rate: z.string(),
  status: z.string(),
  /** Members referred by the agent itself. */
  direct_members: z.number().int(),
  team_deposit: MoneyStringSchema,
  team_withdrawal: MoneyStringSchema,
  team_valid_bet: MoneyStringSchema,
  team_net_loss: MoneyStringSchema,
  team_promotion: MoneyStringSchema,
  /** Commission paid to the agent in the range (by payment time). */
  commission_paid: MoneyStringSchema,
});
export type AdminCommissionReportRow = z.infer<typeof AdminCommissionReportRowSchema>;
export const AdminCommissionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(AdminCommissionReportRowSchema),
});
export const AdminCommissionReportResponseSchema = envelopeOf(AdminCommissionReportSchema);
