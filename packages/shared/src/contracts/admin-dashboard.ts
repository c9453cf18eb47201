import { z } from 'zod';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema } from './envelope';

/**
 * Results of one period (today or this month, site time). Deposits are credited orders by credit
 * time; withdrawals approved ones by review time; bets, payouts and GGR come from bets settled in
 * the period (GGR = stake − payouts = −Σ win_loss); bonuses are promotion-expense postings.
 */
export const DashboardFiguresSchema = z.object({
  deposits: MoneyStringSchema,
  deposit_count: z.number().int(),
  withdrawals: MoneyStringSchema,
  withdrawal_count: z.number().int(),
  /** Stake of the bets settled in the period. */
  bets: MoneyStringSchema,
  bet_count: z.number().int(),
  valid_bets: MoneyStringSchema,
  /** Stake + win_loss of the bets settled in the period (what went back to members). */
  payouts: MoneyStringSchema,
  /** Gross gaming revenue: bets − payouts. */
  ggr: MoneyStringSchema,
  /** Bonuses paid (promotion_expense postings, net of reversals). */
  bonuses: MoneyStringSchema,
  /** Net staff balance adjustments (credits − debits). */
  adjustments: MoneyStringSchema,
  new_members: z.number().int(),
  /** Members with at least one successful login in the period. */
  active_members: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

/** One site day of the chart series. */
export const DashboardDaySchema = z.object({
  day: z.string(),
  deposits: MoneyStringSchema,
  withdrawals: MoneyStringSchema,
  bets: MoneyStringSchema,
  ggr: MoneyStringSchema,
  new_members: z.number().int(),
});

/** Work waiting for staff. */
export const DashboardPendingSchema = z.object({
  /** Offline deposits in state 0 whose member has submitted a transfer reference. */
  offline_deposits: z.number().int(),
  /** Withdrawals in state 1 (pending review). */
  withdrawals: z.number().int(),
  /** Platform transfers in state 2 (outcome unknown, being reconciled). */
  transfers: z.number().int(),
  /** Balance adjustments waiting for a second approver. */
  adjustments: z.number().int(),
});

export const DashboardAlertSchema = z.object({
  /** offline_deposits | withdrawals | transfers | transfers_stale | adjustments */
  kind: z.string(),
  level: z.enum(['info', 'warning']),
  message: z.string(),
  count: z.number().int(),
});

export const DashboardSchema = z.object({
  generated_at: DateTimeStringSchema,
  today: DashboardFiguresSchema,
  month: DashboardFiguresSchema,
  /** The last 14 site days, oldest first, today last. */
  series: z.array(DashboardDaySchema),
  pending: DashboardPendingSchema,
  alerts: z.array(DashboardAlertSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = envelopeOf(DashboardSchema);
