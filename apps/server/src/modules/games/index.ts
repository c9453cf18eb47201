export { betRecords } from './games.tables';
export { listMemberBets, type BetRecord } from './bet-records.repository';
