export { findAgent, insertAgent, type AgentRow, type NewAgent } from './agents.repository';
export { DEFAULT_PLAN_NAME, seedCommissionPlans } from './plans.seed';
export {
  AGENT_COMMISSION_LEDGER_KIND,
  AGENT_COMMISSION_REFERENCE_TYPE,
  agentCommissionBusinessCheck,
  agentCommissionIdempotencyKey,
} from './commission.checks';
export { COMMISSION_JOB_INTERVAL_MS, runCommissionJob } from './commission.job';
export { settleCommissionCycle, StatementState, type SettleResult } from './commission.service';
export { seedDemoAgents, seedDemoAgentHistory, DEMO_AGENT } from './agents.seed';
