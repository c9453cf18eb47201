export { findAgent, insertAgent, type AgentRow, type NewAgent } from './agents.repository';
export { DEFAULT_PLAN_NAME, seedCommissionPlans } from './plans.seed';
export { AGENT_MESSAGES, AGENT_ADMIN_MESSAGES } from './agents.errors';
export { pendingAgentApplicationCount } from './agents.admin.service';
