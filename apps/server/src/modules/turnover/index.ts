export { getOutstandingTurnoverFen, getTurnoverRequirement, raiseTurnover, recordValidBet } from './turnover.service';
