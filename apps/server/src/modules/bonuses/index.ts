export {
  bonusLedgerKind,
  DEFAULT_TURNOVER_MULTIPLE,
  payBonus,
  PROMOTION_KINDS,
  promotionExpenseAccount,
  type PayBonusInput,
  type PromotionKind,
} from './bonuses.service';
