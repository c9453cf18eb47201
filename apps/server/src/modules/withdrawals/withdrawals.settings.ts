import { z } from 'zod';
import type { Db } from '../../db/types';
import { readSettings, seedSettings } from '../content';
import { ALWAYS_OPEN_WINDOW, isValidWindow, type WithdrawWindow } from './withdraw-window';

/**
 * Withdrawal limits and the daily window, kept as `site_settings` rows so staff change them without
 * a deploy. Amounts are fen written as a digit string (jsonb has no bigint); a number is accepted
 * too. The window's start and end are 'HH:MM' site time (decision 0010).
 */
export const WITHDRAW_SETTING_KEYS = {
  dailyCount: 'withdraw.daily_count',
  dailyAmountFen: 'withdraw.daily_amount_fen',
  secondApprovalFen: 'withdraw.second_approval_fen',
  windowStart: 'withdraw.window_start',
  windowEnd: 'withdraw.window_end',
} as const;

export interface WithdrawSettings {
  /** Withdrawals per member per site day (pending and approved ones count). */
  dailyCount: number;
  /** Sum of a member's withdrawals per site day, in fen. */
  dailyAmountFen: bigint;
  /** An approval above this amount needs a second, different staff member. */
  secondApprovalFen: bigint;
  /** When in the site day withdrawals are taken (default 00:00–24:00, always). */
  window: WithdrawWindow;
}

export const DEFAULT_WITHDRAW_SETTINGS: WithdrawSettings = {
  dailyCount: 5,
  dailyAmountFen: 5_000_000n,
  secondApprovalFen: 5_000_000n,
  window: ALWAYS_OPEN_WINDOW,
};

const countSchema = z.union([
  z.number().int().min(0),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const fenSchema = z
  .union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,18}$/)])
  .transform((value) => BigInt(value));

const timeSchema = z.string().regex(/^\d{2}:\d{2}$/);

/** The stored window, or always open when either end is missing or the pair is not a window. */
function windowOf(start: unknown, end: unknown): WithdrawWindow {
  const parsedStart = timeSchema.safeParse(start);
  const parsedEnd = timeSchema.safeParse(end);
  if (!parsedStart.success || !parsedEnd.success) return DEFAULT_WITHDRAW_SETTINGS.window;
  const window = { start: parsedStart.data, end: parsedEnd.data };
  return isValidWindow(window) ? window : DEFAULT_WITHDRAW_SETTINGS.window;
}

/** Reads the limits; a missing row or a value that does not fit falls back to its default. */
export async function readWithdrawSettings(db: Db): Promise<WithdrawSettings> {
  const rows = await readSettings(db, Object.values(WITHDRAW_SETTING_KEYS));
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  const count = countSchema.safeParse(valueOf(WITHDRAW_SETTING_KEYS.dailyCount));
  const amount = fenSchema.safeParse(valueOf(WITHDRAW_SETTING_KEYS.dailyAmountFen));
  const second = fenSchema.safeParse(valueOf(WITHDRAW_SETTING_KEYS.secondApprovalFen));
  return {
    dailyCount: count.success ? count.data : DEFAULT_WITHDRAW_SETTINGS.dailyCount,
    dailyAmountFen: amount.success ? amount.data : DEFAULT_WITHDRAW_SETTINGS.dailyAmountFen,
    secondApprovalFen: second.success ? second.data : DEFAULT_WITHDRAW_SETTINGS.secondApprovalFen,
    window: windowOf(valueOf(WITHDRAW_SETTING_KEYS.windowStart), valueOf(WITHDRAW_SETTING_KEYS.windowEnd)),
  };
}

/** Writes the default rows on first start; never overwrites a staff edit. */
export async function seedWithdrawSettings(db: Db): Promise<void> {
  await seedSettings(db, {
    [WITHDRAW_SETTING_KEYS.dailyCount]: DEFAULT_WITHDRAW_SETTINGS.dailyCount,
    [WITHDRAW_SETTING_KEYS.dailyAmountFen]: DEFAULT_WITHDRAW_SETTINGS.dailyAmountFen.toString(),
    [WITHDRAW_SETTING_KEYS.secondApprovalFen]: DEFAULT_WITHDRAW_SETTINGS.secondApprovalFen.toString(),
  });
}
