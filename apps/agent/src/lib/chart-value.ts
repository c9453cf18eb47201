import { yuanStringToFen } from '@app/shared/money';

/**
 * A money string ('1234.50') as a chart coordinate. Charts need JavaScript numbers; this is for
 * drawing only (never for sums or decisions), and goes through the shared parser so the point
 * lands exactly on its fen value divided by 100. Anything unreadable is drawn as 0.
 */
export function chartValue(money: string): number {
  try {
    return Number(yuanStringToFen(money)) / 100;
  } catch {
    return 0;
  }
}
