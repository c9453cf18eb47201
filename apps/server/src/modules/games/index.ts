// Still read by backoffice/dashboard.service.ts (the lead switches it to settledBetTotalsBetween / settled*ByDay).
export { listMemberBets, type BetRecord } from './bet-records.repository';
export { HOUSE_GAME_LEDGER_CHECKS, houseRoundLedgerCheck, fast3BetLedgerCheck } from './games.checks';
export { seedGameCatalogue, seedHomeBanners, seedDemoHomeNotices } from './games.seed';
export { runFast3Tick } from './fast3.job';
export {
  Fast3Service,
  FAST3_TICK_MS,
  FAST3_PERIOD_MS,
  FAST3_CLOSE_BEFORE_MS,
  FAST3_MESSAGES,
  fast3DrawNo,
  fast3ResultOf,
} from './fast3.service';
export {
  playHouseRound,
  houseBalanceFen,
  HOUSE_MESSAGES,
  INSTANT_GAMES,
  type InstantGameCode,
} from './house-rounds.service';
export { FAIRNESS_MESSAGES, rotateSeed } from './fair-seeds.service';
export {
  settledBetTotalsBetween,
  settledStakeFenByDay,
  settledHouseWinFenByDay,
  settledBetGroupsBetween,
  finalBetsSettledBetween,
  memberSettledBetStatsBetween,
  memberNetLossBetween,
  memberSessionBetFigures,
  type FinalBet,
  validBetsByMemberSql,
  settledBetFiguresByMemberSql,
  type SettledBetTotals,
  type SettledBetGroup,
} from './bet-records.repository';
export {
  addAfterBetSettledListener,
  removeAfterBetSettledListener,
  type BetSettledEvent,
  type BetSettledListener,
} from './bet-settled.hooks';
export { membersWithSettledBetsSql, settledBetsOfMembers, type SettledBetSums } from './team-figures.stats';
