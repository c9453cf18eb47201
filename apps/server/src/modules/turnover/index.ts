export { getOutstandingTurnoverFen, raiseTurnover, recordValidBet } from './turnover.service';
export { turnoverEvents, turnoverRequirements } from './turnover.tables';
export { getTurnoverRequirement } from './turnover.service';
