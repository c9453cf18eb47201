import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Agent applications (`applyagentdo`, spec-2 §2 /applyagent, platform-rules §7).
 * state 0 pending, 1 approved (the member became an agent), 2 refused (with a reason).
 * At most one pending application per member.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    mobile: text('mobile').notNull(),
    applyInfo: text('apply_info').notNull(),
    state: integer('state').notNull().default(0),
    /** The staff's reason when refused. */
    reviewNote: column.blankText('review_note'),
    reviewedBy: column.int64('reviewed_by'),
    reviewedAt: column.timestampTz('reviewed_at'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('agent_applications_pending_key')
      .on(table.memberId)
      .where(sql`${table.state} = 0`),
    index('agent_applications_member_idx').on(table.memberId, table.id),
    index('agent_applications_state_idx').on(table.state, table.id),
    index('agent_applications_created_idx').on(table.createdAt, table.id),
    column.oneOfCheck('agent_applications', table.state, [0, 1, 2]),
  ],
);

/**
 * Commission plans (platform-rules §7): the basis commission is computed on and the cycle it is
 * settled on. basis 'turnover' = rate × valid bet; 'net_revenue' = rate × (net loss − promotion
 * cost). cycle 'week' (Monday to Sunday, site time) or 'month'. A statement whose commission is above
 * `approval_limit_fen` waits for staff approval before it is paid; at or below it is paid by the job.
 */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: column.serialId(),
    name: text('name').notNull(),
    basis: text('basis').notNull(),
    cycle: text('cycle').notNull().default('week'),
    /** The highest rate an agent of this plan may hold, percent with two decimals ('1.20' = 1.2 %). */
    maxRatePercent: numeric('max_rate_percent', { precision: 6, scale: 2 }).notNull(),
    approvalLimitFen: column.fenZero('approval_limit_fen'),
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('commission_plans_name_key').on(table.name),
    check('commission_plans_basis_check', sql`${table.basis} in ('turnover', 'net_revenue')`),
    check('commission_plans_cycle_check', sql`${table.cycle} in ('week', 'month')`),
    check(
      'commission_plans_rate_check',
      sql`${table.maxRatePercent} >= 0 and ${table.maxRatePercent} <= 100 and ${table.approvalLimitFen} >= 0`,
    ),
  ],
);

/**
 * One row per agent (a member with `members.is_agent = 1`). `parent_member_id` is the agent above
 * (null at the top of a tree); a sub-agent's rate is always below its parent's. The team of an agent
 * is the members whose `members.referrer_id` is the agent (direct members) plus its sub-agents' teams.
 * `path` lists the member ids from the top of the tree down to this agent ('/1/7/12/'), for subtree
 * queries by prefix. The plan is the tree's: sub-agents carry their top agent's plan.
 */
export const agents = pgTable(
  'agents',
  {
    memberId: column.int64('member_id').primaryKey(),
    parentMemberId: column.int64('parent_member_id'),
    path: text('path').notNull(),
    depth: integer('depth').notNull().default(0),
    planId: integer('plan_id').notNull(),
    /** Commission rate, percent with two decimals. */
    ratePercent: numeric('rate_percent', { precision: 6, scale: 2 }).notNull(),
    /** active | frozen (a frozen agent earns nothing and cannot open the portal). */
    status: text('status').notNull().default('active'),
    /** The application it came from, when it came from one. */
    applicationId: column.int64('application_id'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    index('agents_parent_idx').on(table.parentMemberId),
    index('agents_path_idx').on(sql`${table.path} text_pattern_ops`),
    index('agents_created_idx').on(table.createdAt, table.memberId),
    check('agents_status_check', sql`${table.status} in ('active', 'frozen')`),
    check('agents_rate_check', sql`${table.ratePercent} >= 0 and ${table.ratePercent} <= 100`),
    check('agents_not_own_parent', sql`${table.parentMemberId} is distinct from ${table.memberId}`),
  ],
);

/**
 * One commission statement per agent and cycle (unique: the settlement job can run twice or on two
 * instances and still write one). Figures in fen; how each is computed is in the statement's lines.
 * state 0 waiting for approval, 1 approved (to pay), 2 paid (ledger `agent-commission:<id>`),
 * 3 nothing to pay (zero, or negative and carried forward), 4 refused by staff.
 */
export const agentCommissionStatements = pgTable(
  'agent_commission_statements',
  {
    id: column.bigserialId(),
    agentMemberId: column.int64('agent_member_id').notNull(),
    planId: integer('plan_id').notNull(),
    basis: text('basis').notNull(),
    /** First and last site day of the cycle. */
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleEnd: date('cycle_end', { mode: 'string' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 6, scale: 2 }).notNull(),
    /** Team figures of the cycle (direct members and every sub-agent's team). */
    teamValidBetFen: column.fenZero('team_valid_bet_fen'),
    /** Team bets minus payouts: what the house won from the team (negative when the team won). */
    teamNetLossFen: column.fenZero('team_net_loss_fen'),
    teamPromotionFen: column.fenZero('team_promotion_fen'),
    /** Commission of the cycle before carry: Σ (own rate − sub-agent's rate) × base per team part. */
    cycleCommissionFen: column.fenZero('cycle_commission_fen'),
    /** Negative commission carried in from the previous cycle (≤ 0). */
    carriedInFen: column.fenZero('carried_in_fen'),
    /** What is paid: max(0, cycle + carried in). */
    amountFen: column.fenZero('amount_fen'),
    /** What is carried to the next cycle: min(0, cycle + carried in). */
    carryOutFen: column.fenZero('carry_out_fen'),
    state: integer('state').notNull().default(0),
    reviewedBy: column.int64('reviewed_by'),
    reviewedAt: column.timestampTz('reviewed_at'),
    reviewNote: column.blankText('review_note'),
    paidAt: column.timestampTz('paid_at'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('agent_commission_statements_cycle_key').on(table.agentMemberId, table.cycleStart),
    index('agent_commission_statements_cycle_idx').on(table.cycleStart, table.id),
    index('agent_commission_statements_state_idx').on(table.state, table.id),
    column.oneOfCheck('agent_commission_statements', table.state, [0, 1, 2, 3, 4]),
    check(
      'agent_commission_statements_amounts_check',
      sql`${table.amountFen} >= 0 and ${table.carryOutFen} <= 0 and ${table.carriedInFen} <= 0`,
    ),
  ],
);

/**
 * How a statement's commission was computed: one line per direct member (kind 'member', the agent's
 * full rate) and per sub-agent's team (kind 'sub_agent', the rate difference).
 */
export const agentCommissionLines = pgTable(
  'agent_commission_lines',
  {
    id: column.bigserialId(),
    statementId: column.int64('statement_id').notNull(),
    kind: text('kind').notNull(),
    /** The direct member, or the sub-agent whose team the line covers. */
    subjectMemberId: column.int64('subject_member_id').notNull(),
    validBetFen: column.fenZero('valid_bet_fen'),
    netLossFen: column.fenZero('net_loss_fen'),
    promotionFen: column.fenZero('promotion_fen'),
    /** The base the rate applies to (valid bet, or net loss − promotion). */
    baseFen: column.fenZero('base_fen'),
    /** The rate applied: the agent's own, or its own minus the sub-agent's. */
    ratePercent: numeric('rate_percent', { precision: 6, scale: 2 }).notNull(),
    commissionFen: column.fenZero('commission_fen'),
  },
  (table) => [
    index('agent_commission_lines_statement_idx').on(table.statementId, table.id),
    check('agent_commission_lines_kind_check', sql`${table.kind} in ('member', 'sub_agent')`),
  ],
);

/**
 * Single-use portal sign-in tickets (`getAgentLoginUrl`): only the SHA-256 of the ticket is kept;
 * it expires after 60 seconds and is spent by the first exchange.
 */
export const agentPortalTickets = pgTable(
  'agent_portal_tickets',
  {
    id: column.bigserialId(),
    agentMemberId: column.int64('agent_member_id').notNull(),
    ticketHash: text('ticket_hash').notNull(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    usedAt: column.timestampTz('used_at'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('agent_portal_tickets_hash_key').on(table.ticketHash),
    index('agent_portal_tickets_expires_idx').on(table.expiresAt),
  ],
);

/** Agent portal sessions: only the SHA-256 of the bearer token is kept; 8 hours, revocable. */
export const agentPortalSessions = pgTable(
  'agent_portal_sessions',
  {
    id: column.bigserialId(),
    agentMemberId: column.int64('agent_member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    revokedAt: column.timestampTz('revoked_at'),
    ip: text('ip'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('agent_portal_sessions_token_key').on(table.tokenHash),
    index('agent_portal_sessions_agent_idx').on(table.agentMemberId),
  ],
);
