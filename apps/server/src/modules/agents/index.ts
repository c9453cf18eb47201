export { findAgent, insertAgent, type AgentRow, type NewAgent } from './agents.repository';
export { DEFAULT_PLAN_NAME, seedCommissionPlans } from './plans.seed';
export { createPortalTicket, PORTAL_SESSION_MS, PORTAL_TICKET_MS } from './portal-auth.service';
export { PORTAL_MESSAGES } from './portal.errors';
export { DEMO_AGENT, seedDemoPortalAgent } from './portal.seed';
export { AGENT_MESSAGES, AGENT_ADMIN_MESSAGES } from './agents.errors';
export { pendingAgentApplicationCount } from './agents.admin.service';
export {
  AGENT_COMMISSION_LEDGER_KIND,
  AGENT_COMMISSION_REFERENCE_TYPE,
  agentCommissionBusinessCheck,
  agentCommissionIdempotencyKey,
} from './commission.checks';
export { COMMISSION_JOB_INTERVAL_MS, runCommissionJob } from './commission.job';
export { settleCommissionCycle, StatementState, type SettleResult } from './commission.service';
export { seedDemoAgents, seedDemoAgentHistory } from './agents.seed';
