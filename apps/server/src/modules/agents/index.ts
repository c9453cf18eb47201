export { findAgent, insertAgent, type AgentRow, type NewAgent } from './agents.repository';
