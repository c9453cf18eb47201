export { findAgent, insertAgent, type AgentRow, type NewAgent } from './agents.repository';
export { DEFAULT_PLAN_NAME, seedCommissionPlans } from './plans.seed';
