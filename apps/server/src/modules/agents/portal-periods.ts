import type { PortalReportGroup } from '@app/shared/contracts';
import { addDays } from '../../lib/time';
import { PORTAL_MESSAGES as M } from './portal.errors';

/** The longest range the portal reports on, in days (one year and a day, so any calendar year fits). */
export const PORTAL_MAX_RANGE_DAYS = 366;
/** The default period: the last 30 site days, today included. */
export const PORTAL_DEFAULT_DAYS = 30;

export type PeriodResult = { ok: true; from: string; to: string } | { ok: false; message: string };

/** True for a real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
}

/** Site days from .. to inclusive; defaults to the last 30 days up to `today`; at most 366 days. */
export function resolvePeriod(
  input: { from?: string | undefined; to?: string | undefined },
  today: string,
): PeriodResult {
  const to = input.to ?? today;
  const from = input.from ?? addDays(to, -(PORTAL_DEFAULT_DAYS - 1));
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { ok: false, message: M.dayInvalid };
  if (from > to) return { ok: false, message: M.rangeReversed };
  if (addDays(from, PORTAL_MAX_RANGE_DAYS) <= to) return { ok: false, message: M.rangeTooLong(PORTAL_MAX_RANGE_DAYS) };
  return { ok: true, from, to };
}

/** The first day of the period a site day falls in: itself, its week's Monday, or its month's 1st. */
export function periodStartOf(day: string, group: PortalReportGroup): string {
  switch (group) {
    case 'day':
      return day;
    case 'week': {
      const [year, month, date] = day.split('-').map(Number);
      const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).getUTCDay();
      return addDays(day, -((weekday + 6) % 7));
    }
    case 'month':
      return `${day.slice(0, 7)}-01`;
  }
}

/** Every period start from the one holding `from` to the one holding `to`, in order. */
export function periodStarts(from: string, to: string, group: PortalReportGroup): string[] {
  const starts: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = periodStartOf(day, group);
    if (starts[starts.length - 1] !== start) starts.push(start);
  }
  return starts;
}
