import { z } from 'zod';
import { amountSchema } from '../money';
import {
  adminDateRangeFields,
  adminListFields,
  adminPageOf,
  AdminIdSchema,
  AdminReasonSchema,
  optionalField,
  SerialIdSchema,
} from './admin-common';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema } from './envelope';
import { textField } from './fields';

/**
 * Agents: the member's application (spec-2 §2 /applyagent, §5, §8, §9) and the staff side (the
 * applications queue, the agent tree, commission plans; platform-rules §7, §9; decision 0028).
 */

/** Application states (agents.tables.ts): 0 pending, 1 approved, 2 refused. */
export const AGENT_APPLICATION_STATES = { pending: 0, approved: 1, refused: 2 } as const;
export const AgentApplicationStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * `POST /api/applyagentdo` { mobile, apply_info } (spec-2 §8). Fields are text; the service answers
 * the spec's messages in the spec's order (mobile pattern, then reason), so the schema only caps size.
 */
export const AgentApplyRequestSchema = z.object({
  mobile: textField(40),
  apply_info: textField(2000),
});
export const AgentApplyResponseSchema = envelopeOf(z.null());

/** The member's latest application as /applyagent shows it (our own call, `GET /api/agent-application`). */
export const MemberAgentApplicationSchema = z.object({
  id: z.string(),
  /** 0 待审核, 1 已通过, 2 已拒绝. */
  state: AgentApplicationStateSchema,
  /** The contact number, masked. */
  mobile: z.string(),
  apply_info: z.string(),
  created_at: DateTimeStringSchema,
  reviewed_at: DateTimeStringSchema.nullable(),
  /** The staff's reason when refused, else ''. */
  reason: z.string(),
});
export const AgentApplicationStatusSchema = z.object({
  /** members.is_agent (the same value as userInfo.isagent). */
  isagent: z.number().int(),
  /** Whether the member has a verified phone (decision 0028: needed to apply). */
  mobile_bound: z.boolean(),
  application: MemberAgentApplicationSchema.nullable(),
});
export const AgentApplicationStatusResponseSchema = envelopeOf(AgentApplicationStatusSchema);

// ---- staff (under /api/admin) ----------------------------------------------------------------------

/** A commission rate: percent with up to two decimals, 0–100 ('0.80' = 0.8 %). */
export const AgentRateSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string({ error: '请填写返佣比例' })
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: '返佣比例为0-100，最多两位小数' })
      .refine((value) => Number(value) <= 100, { message: '返佣比例为0-100，最多两位小数' }),
  );

export const AgentPlanBasisSchema = z.enum(['turnover', 'net_revenue'], { error: '返佣基础只能是流水或净输赢' });
export const AgentPlanCycleSchema = z.enum(['week', 'month'], { error: '结算周期只能是周或月' });

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

export const AdminAgentPlanWriteSchema = z.object({
  name: z
    .string({ error: '请填写方案名称' })
    .trim()
    .min(1, { message: '请填写方案名称' })
    .max(40, { message: '方案名称最多40个字' }),
  basis: AgentPlanBasisSchema,
  cycle: AgentPlanCycleSchema.default('week'),
  max_rate: AgentRateSchema,
  /** Statements above it wait for staff approval; 0 = every statement does. */
  approval_limit: z.union([z.literal(0), z.literal('0'), amountSchema()]).default(0),
  enabled: flag.default(true),
});
export const AdminAgentPlanRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  basis: AgentPlanBasisSchema,
  cycle: AgentPlanCycleSchema,
  max_rate: z.string(),
  approval_limit: MoneyStringSchema,
  enabled: z.boolean(),
  /** Agents on the plan. */
  agents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const AdminAgentPlanListResponseSchema = envelopeOf(z.array(AdminAgentPlanRowSchema));
export const AdminAgentPlanResponseSchema = envelopeOf(AdminAgentPlanRowSchema);

export const AdminAgentApplicationListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  state: optionalField(
    z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '状态只能是 0、1 或 2' })),
  ),
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
});
export const AdminAgentApplicationRowSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  username: z.string().nullable(),
  mobile: z.string(),
  apply_info: z.string(),
  state: AgentApplicationStateSchema,
  reason: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export const AdminAgentApplicationPageResponseSchema = envelopeOf(adminPageOf(AdminAgentApplicationRowSchema));

/** Approve: the plan (top agents) and the rate; `parent_member_id` puts the new agent under an agent. */
export const AdminAgentApproveSchema = z.object({
  plan_id: optionalField(SerialIdSchema),
  rate: AgentRateSchema,
  parent_member_id: optionalField(AdminIdSchema),
});
export const AdminAgentRefuseSchema = z.object({ reason: AdminReasonSchema });

export const AgentStatusSchema = z.enum(['active', 'frozen'], { error: '状态只能是 active 或 frozen' });

export const AdminAgentRowSchema = z.object({
  member_id: z.string(),
  username: z.string().nullable(),
  parent_member_id: z.string().nullable(),
  parent_username: z.string().nullable(),
  depth: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** The plan's highest rate. */
  plan_max_rate: z.string(),
  rate: z.string(),
  status: AgentStatusSchema,
  /** Members registered with the agent's invite (members.referrer_id). */
  direct_members: z.number().int(),
  /** Agents directly under it. */
  sub_agents: z.number().int(),
  application_id: z.string().nullable(),
  created_at: z.string(),
});
export const AdminAgentListQuerySchema = z.object({
  ...adminListFields,
  /** 'top' = agents at the top of a tree; a member id = the agents directly under that agent. */
  parent: optionalField(z.union([z.literal('top'), AdminIdSchema], { error: '上级只能是 top 或代理编号' })),
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  status: optionalField(AgentStatusSchema),
  plan_id: optionalField(SerialIdSchema),
});
export const AdminAgentPageResponseSchema = envelopeOf(adminPageOf(AdminAgentRowSchema));
export const AdminAgentResponseSchema = envelopeOf(AdminAgentRowSchema);

/** Staff make an existing member an agent directly: at the top (with a plan) or under an agent. */
export const AdminAgentCreateSchema = z.object({
  username: z
    .string({ error: '请填写会员账号' })
    .trim()
    .min(1, { message: '请填写会员账号' })
    .max(40, { message: '会员账号最多40个字' }),
  plan_id: optionalField(SerialIdSchema),
  rate: AgentRateSchema,
  parent_member_id: optionalField(AdminIdSchema),
});
export const AdminAgentRateSchema = z.object({ rate: AgentRateSchema });
export const AdminAgentPlanChangeSchema = z.object({ plan_id: SerialIdSchema });
export const AdminAgentStatusChangeSchema = z.object({ status: AgentStatusSchema });
