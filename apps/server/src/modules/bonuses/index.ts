export {
  bonusLedgerKind,
  DEFAULT_TURNOVER_MULTIPLE,
  payBonus,
  PROMOTION_KINDS,
  promotionExpenseAccount,
  PROMOTION_EXPENSE_SHARDS,
  type PayBonusInput,
  type PromotionKind,
} from './bonuses.service';
export { bonusPayoutChecks } from './bonus-checks';
