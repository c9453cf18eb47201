export * from './ledger.accounts';
export * from './ledger.errors';
export {
  ensureAccount,
  getBalance,
  getBalances,
  getMemberAccounts,
  lockAccounts,
  onMemberBalanceChanged,
  post,
  reverse,
  transfer,
  type Actor,
  type EntryInput,
  type PostInput,
  type PostedTransaction,
} from './ledger.service';
export { formatLedgerCheckReport, runLedgerCheck, type BusinessRowCheck, type LedgerCheckReport } from './ledger-check';
export { businessRowChecks, registerBusinessRowCheck } from './business-checks';
export {
  houseAccountDayMovements,
  houseOutflowBetween,
  houseOutflowsByKindBetween,
  memberMainNetByKindsSql,
  type HouseAccountDayMovement,
} from './ledger.stats';
export { mainBalanceOf } from './ledger.repository';
export {
  HOUSE_ACCOUNT_LABELS,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  MEMBER_ACCOUNT_LABELS,
  ledgerAccountLabel,
  ledgerKindLabel,
  type LedgerKind,
  type StoredLedgerKind,
} from './ledger-labels';
