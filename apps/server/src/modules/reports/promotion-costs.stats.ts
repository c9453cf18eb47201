import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { addDays, siteDayStart } from '../../lib/time';
import { PROMOTION_KINDS, type PromotionKind } from '../bonuses';
import { houseAccountDayMovements } from '../ledger';
import { dailyPromotionCosts } from './reports.tables';

/** One day's cost of one promotion kind, in fen (decision 0025). */
export interface PromotionCostDay {
  day: string;
  kind: PromotionKind;
  payoutCount: bigint;
  paidFen: bigint;
  reversedFen: bigint;
}

export function isPromotionKind(value: string): value is PromotionKind {
  return (PROMOTION_KINDS as readonly string[]).includes(value);
}

/** Rolled-up days in [from, to] (inclusive site days), optionally one kind; on the table's primary key. */
export async function rolledUpPromotionCosts(
  db: Db,
  from: string,
  to: string,
  kind?: PromotionKind,
): Promise<PromotionCostDay[]> {
  const conditions = [gte(dailyPromotionCosts.day, from), lte(dailyPromotionCosts.day, to)];
  if (kind) conditions.push(eq(dailyPromotionCosts.kind, kind));
  const rows = await db
    .select()
    .from(dailyPromotionCosts)
    .where(and(...conditions))
    .orderBy(asc(dailyPromotionCosts.day), asc(dailyPromotionCosts.kind));
  return rows.flatMap((row) =>
    isPromotionKind(row.kind)
      ? [
          {
            day: row.day,
            kind: row.kind,
            payoutCount: row.payoutCount,
            paidFen: row.paidFen,
            reversedFen: row.reversedFen,
          },
        ]
      : [],
  );
}

/**
 * The given site days straight from the ledger (today, and past days the rollups job has not built
 * yet): one query over the span from the first to the last of them, kept to those days.
 */
export async function livePromotionCosts(
  db: Db,
  zone: string,
  days: readonly string[],
  kind?: PromotionKind,
): Promise<PromotionCostDay[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const wanted = new Set(sorted);
  const from = siteDayStart(sorted[0]!, zone);
  const to = siteDayStart(addDays(sorted[sorted.length - 1]!, 1), zone);
  const movements = await houseAccountDayMovements(db, 'promotion_expense', from, to, zone);
  const result: PromotionCostDay[] = [];
  for (const movement of movements) {
    if (!wanted.has(movement.day) || !isPromotionKind(movement.subject)) continue;
    if (kind && movement.subject !== kind) continue;
    result.push({
      day: movement.day,
      kind: movement.subject,
      payoutCount: movement.debitCount,
      paidFen: movement.debitFen,
      reversedFen: movement.creditFen,
    });
  }
  return result;
}
