import { z } from 'zod';
import { AdminDaySchema, optionalField } from './admin-common';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema, pageOf } from './envelope';
import { textField } from './fields';

/**
 * The agent portal (issue #17, platform-rules §7; decision 0030): sign-in by a single-use ticket from
 * `getAgentLoginUrl` or by account and password, then the agent's own tree only. Every call is under
 * /api/agent-portal/ with the portal's own bearer token (not the member token).
 */

/** A member or agent id in a query string or path. */
const PortalIdSchema = z.string().regex(/^\d{1,18}$/, { message: '编号格式不正确' });

/** A rate in percent with at most two decimals ('0.80'), as a string or a number. */
export const PortalRateInputSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().max(10, { message: '返佣比例格式不正确' }));

/** `POST /api/agent-portal/session` { ticket }: exchanges the single-use ticket of the login address. */
export const PortalSessionRequestSchema = z.object({
  ticket: z
    .string({ error: '登录凭证无效或已过期，请重新进入' })
    .max(100, { message: '登录凭证无效或已过期，请重新进入' }),
});

/** `POST /api/agent-portal/login`: the agent's member account and password, with the image captcha. */
export const PortalLoginRequestSchema = z.object({
  name: textField(32),
  password: textField(64),
  auth_code: textField(12),
  captcha_id: textField(64),
});
export type PortalLoginRequest = z.infer<typeof PortalLoginRequestSchema>;

/** The signed-in agent as the portal shows it. */
export const PortalAgentSchema = z.object({
  member_id: z.string(),
  username: z.string(),
  /** Commission rate, percent with two decimals. */
  rate_percent: z.string(),
  plan_name: z.string(),
  /** turnover (rate × valid bet) | net_revenue (rate × (net loss − promotions)). */
  plan_basis: z.string(),
  /** week | month. */
  plan_cycle: z.string(),
  /** 0 for a top agent, 1 for its sub-agents… */
  depth: z.number().int(),
});
export type PortalAgent = z.infer<typeof PortalAgentSchema>;
export const PortalAgentResponseSchema = envelopeOf(PortalAgentSchema);

/** Answer of a sign-in: the portal bearer token (8 hours) and who it is for. */
export const PortalSessionSchema = z.object({
  token: z.string(),
  expires_at: DateTimeStringSchema,
  agent: PortalAgentSchema,
});
export type PortalSession = z.infer<typeof PortalSessionSchema>;
export const PortalSessionResponseSchema = envelopeOf(PortalSessionSchema);

/** A site-day range (inclusive); both optional (the period defaults to the last 30 days). */
export const PortalRangeQuerySchema = z.object({
  from: optionalField(AdminDaySchema),
  to: optionalField(AdminDaySchema),
});
export type PortalRangeQuery = z.infer<typeof PortalRangeQuerySchema>;

/** `GET /api/agent-portal/overview?from&to`: the team at a glance. */
export const PortalOverviewSchema = z.object({
  agent: PortalAgentSchema,
  from: AdminDaySchema,
  to: AdminDaySchema,
  /** Members registered with this agent's invite (pid). */
  direct_members: z.number().int(),
  /** Agents directly below this one. */
  sub_agents: z.number().int(),
  /** Every member of the tree: direct members and every sub-agent's members. */
  team_size: z.number().int(),
  new_members_today: z.number().int(),
  new_members_week: z.number().int(),
  /** Team members who logged in or had a bet settled in the period. */
  active_members: z.number().int(),
  deposit: MoneyStringSchema,
  withdrawal: MoneyStringSchema,
  valid_bet: MoneyStringSchema,
  /** The team's win/loss (members' view: negative when the team lost). */
  net_result: MoneyStringSchema,
  /** The newest commission statement, if any. */
  latest_commission: z
    .object({
      id: z.string(),
      cycle_start: AdminDaySchema,
      cycle_end: AdminDaySchema,
      amount: MoneyStringSchema,
      state: z.number().int(),
    })
    .nullable(),
});
export type PortalOverview = z.infer<typeof PortalOverviewSchema>;
export const PortalOverviewResponseSchema = envelopeOf(PortalOverviewSchema);

/** Team report grouping. */
export const PortalReportGroupSchema = z.enum(['day', 'week', 'month'], { error: '分组只能是 日、周 或 月' });
export type PortalReportGroup = z.infer<typeof PortalReportGroupSchema>;

/** `GET /api/agent-portal/report?from&to&group`: team figures per day, week (Monday) or month. */
export const PortalReportQuerySchema = PortalRangeQuerySchema.extend({
  group: PortalReportGroupSchema.default('day'),
});
export type PortalReportQuery = z.infer<typeof PortalReportQuerySchema>;

export const PortalFiguresSchema = z.object({
  deposit: MoneyStringSchema,
  withdrawal: MoneyStringSchema,
  valid_bet: MoneyStringSchema,
  net_result: MoneyStringSchema,
});
export type PortalFigures = z.infer<typeof PortalFiguresSchema>;

export const PortalReportRowSchema = PortalFiguresSchema.extend({
  /** The first site day of the period ('YYYY-MM-DD'; a week starts on Monday, a month on the 1st). */
  period: AdminDaySchema,
});
export type PortalReportRow = z.infer<typeof PortalReportRowSchema>;

export const PortalReportSchema = z.object({
  from: AdminDaySchema,
  to: AdminDaySchema,
  group: PortalReportGroupSchema,
  rows: z.array(PortalReportRowSchema),
  total: PortalFiguresSchema,
});
export type PortalReport = z.infer<typeof PortalReportSchema>;
export const PortalReportResponseSchema = envelopeOf(PortalReportSchema);

/** `GET /api/agent-portal/members`: direct members of the agent (or of one of its sub-agents). */
export const PortalMembersQuerySchema = PortalRangeQuerySchema.extend({
  /** A sub-agent inside this agent's tree whose direct members to list; the agent itself when absent. */
  agent_id: optionalField(PortalIdSchema),
  /** Account name, or its beginning. */
  search: optionalField(z.string().trim().max(32, { message: '账号最多32个字符' })),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PortalMembersQuery = z.infer<typeof PortalMembersQuerySchema>;

export const PortalMemberSchema = PortalFiguresSchema.extend({
  id: z.string(),
  username: z.string(),
  /** 1 when the member is an agent too (a sub-agent). */
  is_agent: z.number().int(),
  registered_at: DateTimeStringSchema,
  last_login_at: DateTimeStringSchema.nullable(),
});
export type PortalMember = z.infer<typeof PortalMemberSchema>;
export const PortalMemberPageSchema = pageOf(PortalMemberSchema);
export type PortalMemberPage = z.infer<typeof PortalMemberPageSchema>;
export const PortalMemberPageResponseSchema = envelopeOf(PortalMemberPageSchema);

/** `GET /api/agent-portal/members/:id?from&to`: one team member's summary. */
export const PortalIdParamsSchema = z.object({ id: PortalIdSchema });
export const PortalMemberResponseSchema = envelopeOf(PortalMemberSchema);

/** `GET /api/agent-portal/sub-agents`: agents directly below this one (or below one of its sub-agents). */
export const PortalSubAgentsQuerySchema = z.object({
  parent_id: optionalField(PortalIdSchema),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PortalSubAgentsQuery = z.infer<typeof PortalSubAgentsQuerySchema>;

export const PortalSubAgentSchema = z.object({
  member_id: z.string(),
  username: z.string(),
  rate_percent: z.string(),
  /** active | frozen */
  status: z.string(),
  direct_members: z.number().int(),
  sub_agents: z.number().int(),
  created_at: DateTimeStringSchema,
});
export type PortalSubAgent = z.infer<typeof PortalSubAgentSchema>;
export const PortalSubAgentPageSchema = pageOf(PortalSubAgentSchema);
export type PortalSubAgentPage = z.infer<typeof PortalSubAgentPageSchema>;
export const PortalSubAgentPageResponseSchema = envelopeOf(PortalSubAgentPageSchema);

/**
 * `POST /api/agent-portal/sub-agents`: a new member account (registration rules, referrer = this
 * agent, no mobile) made an agent below this one with a rate strictly below this agent's own.
 */
export const PortalCreateSubAgentRequestSchema = z.object({
  name: textField(32),
  password: textField(64),
  confirm_password: textField(64),
  realname: textField(40),
  paypassword: textField(32),
  rate_percent: PortalRateInputSchema.optional(),
  /** The agent confirms the new member is 18 or older (platform-rules §10). */
  adult: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).optional(),
});
export type PortalCreateSubAgentRequest = z.infer<typeof PortalCreateSubAgentRequestSchema>;
export const PortalSubAgentResponseSchema = envelopeOf(PortalSubAgentSchema);

/** `GET /api/agent-portal/statements`: this agent's commission statements, newest cycle first. */
export const PortalStatementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** Statement state: 0 waiting for approval, 1 approved, 2 paid, 3 nothing to pay, 4 refused. */
export const PortalStatementSchema = z.object({
  id: z.string(),
  cycle_start: AdminDaySchema,
  cycle_end: AdminDaySchema,
  basis: z.string(),
  rate_percent: z.string(),
  team_valid_bet: MoneyStringSchema,
  team_net_loss: MoneyStringSchema,
  team_promotion: MoneyStringSchema,
  cycle_commission: MoneyStringSchema,
  carried_in: MoneyStringSchema,
  amount: MoneyStringSchema,
  carry_out: MoneyStringSchema,
  state: z.number().int(),
  paid_at: DateTimeStringSchema.nullable(),
  created_at: DateTimeStringSchema,
});
export type PortalStatement = z.infer<typeof PortalStatementSchema>;
export const PortalStatementPageSchema = pageOf(PortalStatementSchema);
export const PortalStatementPageResponseSchema = envelopeOf(PortalStatementPageSchema);

/** One line of a statement: a direct member (the agent's full rate) or a sub-agent's team (the difference). */
export const PortalStatementLineSchema = z.object({
  id: z.string(),
  /** member | sub_agent */
  kind: z.string(),
  subject_id: z.string(),
  subject_username: z.string(),
  valid_bet: MoneyStringSchema,
  net_loss: MoneyStringSchema,
  promotion: MoneyStringSchema,
  base: MoneyStringSchema,
  rate_percent: z.string(),
  commission: MoneyStringSchema,
});
export type PortalStatementLine = z.infer<typeof PortalStatementLineSchema>;

/** `GET /api/agent-portal/statements/:id`: a statement and how each figure was computed. */
export const PortalStatementDetailSchema = z.object({
  statement: PortalStatementSchema,
  lines: z.array(PortalStatementLineSchema),
});
export type PortalStatementDetail = z.infer<typeof PortalStatementDetailSchema>;
export const PortalStatementDetailResponseSchema = envelopeOf(PortalStatementDetailSchema);

/** `GET /api/agent-portal/invite`: the invite link (member site registration with pid) and its QR code. */
export const PortalInviteSchema = z.object({
  url: z.string(),
  /** The QR code of `url` as an SVG document. */
  qr_svg: z.string(),
});
export type PortalInvite = z.infer<typeof PortalInviteSchema>;
export const PortalInviteResponseSchema = envelopeOf(PortalInviteSchema);
