import {
  PROMOTION_COST_MAX_DAYS,
  PROMOTION_KIND_NAMES,
  type AdminPromotionCostQuery,
  type PromotionCostReport,
  type PromotionCostRow,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { addDays, daysBetween, formatDateTime, formatDay } from '../../lib/time';
import { PROMOTION_KINDS, type PromotionKind } from '../bonuses';
import { livePromotionCosts, type PromotionCostDay, rolledUpPromotionCosts } from './promotion-costs.stats';
import { builtDays } from './rollups.job';

export const PROMOTION_COST_MESSAGES = {
  noSuchDay: '日期不存在',
  reversed: '开始日期不能晚于结束日期',
  tooLong: `查询范围不能超过 ${PROMOTION_COST_MAX_DAYS} 天`,
} as const;

/** A 'YYYY-MM-DD' that names a real calendar day (the schema checked the shape). */
function isRealDay(day: string): boolean {
  return addDays(day, 0) === day;
}

/** The range asked for, today by default; refused when it is not a range of at most a year. */
export function promotionCostRange(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from ? today : from);
  if (!isRealDay(from) || !isRealDay(to)) throw new AppError('badRequest', PROMOTION_COST_MESSAGES.noSuchDay);
  if (from > to) throw new AppError('badRequest', PROMOTION_COST_MESSAGES.reversed);
  if (daysBetween(from, addDays(to, 1)).length > PROMOTION_COST_MAX_DAYS) {
    throw new AppError('badRequest', PROMOTION_COST_MESSAGES.tooLong);
  }
  return { from, to };
}

interface Figures {
  payoutCount: bigint;
  paidFen: bigint;
  reversedFen: bigint;
}

const figuresWire = (figures: Figures) => ({
  payouts: Number(figures.payoutCount),
  paid: formatFen(figures.paidFen),
  reversed: formatFen(figures.reversedFen),
  net: formatFen(figures.paidFen - figures.reversedFen),
});

/**
 * The promotion-cost report (decision 0025): per site day and promotion kind, what the payouts took
 * out of `house:promotion_expense:<kind>` (count, amount), what reversals put back, and the net.
 * Past days come from the daily rollups; today, and any past day the rollups job has not built,
 * from the ledger itself, so a range of a year reads at most 366 × 6 rollup rows plus one day of
 * ledger entries.
 */
export async function promotionCostReport(
  db: Db,
  zone: string,
  query: Pick<AdminPromotionCostQuery, 'from' | 'to' | 'kind'>,
  now = new Date(),
): Promise<PromotionCostReport> {
  const today = formatDay(now, zone);
  const { from, to } = promotionCostRange(query, today);
  const kind: PromotionKind | undefined = query.kind;

  const lastPast = to < today ? to : addDays(today, -1);
  const pastDays = from <= lastPast ? daysBetween(from, addDays(lastPast, 1)) : [];
  const built = await builtDays(db, pastDays);
  const liveDays = pastDays.filter((day) => !built.has(day));
  if (from <= today && today <= to) liveDays.push(today);

  const rolled =
    pastDays.length > 0
      ? (await rolledUpPromotionCosts(db, from, lastPast, kind)).filter((row) => built.has(row.day))
      : [];
  const live = await livePromotionCosts(db, zone, liveDays, kind);
  const days: PromotionCostDay[] = [...rolled, ...live];

  const kindOrder = (code: PromotionKind) => PROMOTION_KINDS.indexOf(code);
  days.sort((a, b) => (a.day === b.day ? kindOrder(a.kind) - kindOrder(b.kind) : a.day < b.day ? 1 : -1));

  const kinds = kind ? [kind] : [...PROMOTION_KINDS];
  const perKind = new Map<PromotionKind, Figures>(
    kinds.map((code) => [code, { payoutCount: 0n, paidFen: 0n, reversedFen: 0n }]),
  );
  const total: Figures = { payoutCount: 0n, paidFen: 0n, reversedFen: 0n };
  for (const day of days) {
    for (const figures of [perKind.get(day.kind), total]) {
      if (!figures) continue;
      figures.payoutCount += day.payoutCount;
      figures.paidFen += day.paidFen;
      figures.reversedFen += day.reversedFen;
    }
  }

  const rows: PromotionCostRow[] = days.map((day) => ({
    day: day.day,
    kind: day.kind,
    kind_name: PROMOTION_KIND_NAMES[day.kind],
    ...figuresWire(day),
  }));
  return {
    from,
    to,
    today,
    kind: kind ?? null,
    rows,
    kinds: kinds.map((code) => ({
      kind: code,
      kind_name: PROMOTION_KIND_NAMES[code],
      ...figuresWire(perKind.get(code) ?? { payoutCount: 0n, paidFen: 0n, reversedFen: 0n }),
    })),
    total: figuresWire(total),
    generated_at: formatDateTime(now, zone),
  };
}
