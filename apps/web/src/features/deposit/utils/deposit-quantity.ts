import { divideByRateFloor, formatFen, parseAmountToFen, parseRate } from '@app/shared/money';

function foreignRate(rateText: string) {
  const parsed = parseRate(rateText);
  if (!parsed.ok || parsed.rate.num === parsed.rate.den) return null;
  return parsed.rate;
}

/** The rate hint and quantity apply to types priced in another unit (rate ≠ 1, e.g. USDT at 7.20). */
export function hasForeignRate(rateText: string): boolean {
  return foreignRate(rateText) !== null;
}

/** Quantity to pay: amount ÷ rate floored to 2 decimals (spec-2 §2); null until the amount parses. */
export function depositQuantity(amount: string, rateText: string): string | null {
  const rate = foreignRate(rateText);
  const parsed = parseAmountToFen(amount);
  if (!rate || !parsed.ok) return null;
  return formatFen(divideByRateFloor(parsed.fen, rate));
}
