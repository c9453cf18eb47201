// The one home of money arithmetic (CONVENTIONS rule 6): integer fen as bigint, never a float.
export { allocateFen, splitEvenly } from './allocate';
export { amountSchema } from './amount-schema';
export { absFen, compareFen, FEN_PER_YUAN, maxFen, minFen, sumFen } from './fen';
export { fenToYuanString, formatFen, formatFenCompact, MONEY_STRING_PATTERN } from './format-fen';
export {
  AMOUNT_MAX_FEN,
  AMOUNT_MAX_INTEGER_DIGITS,
  AMOUNT_MESSAGES,
  parseAmountToFen,
  yuanStringToFen,
  type ParseAmountResult,
} from './parse-amount';
export {
  applyPercentFloor,
  applyRateFloor,
  convertFenByRate,
  divideByRateFloor,
  estimateWalletReceipt,
  multiplyByRate,
  multiplyByRateFloor,
  parseRate,
  parseRatio,
  RATE_MAX_DECIMALS,
  RATE_MESSAGES,
  type ParseRateResult,
  type Rate,
  type RateInput,
  type Rounding,
} from './rate';
