export { findTurnoverRequirement, getOutstandingTurnoverFen, raiseTurnover, recordValidBet } from './turnover.service';
export { turnoverRequirements } from './turnover.tables';
