import { addDays, formatDay, siteDayStart } from '../../lib/time';

/** A plan's settlement cycle (platform-rules §7): Monday to Sunday, or a calendar month, in site time. */
export type CycleKind = 'week' | 'month';

/** One cycle: its first and last site day and the instants [start, end) its figures are counted in. */
export interface CommissionCycle {
  kind: CycleKind;
  /** First site day 'YYYY-MM-DD' (a Monday, or the 1st). */
  startDay: string;
  /** Last site day (a Sunday, or the month's last day). */
  endDay: string;
  start: Date;
  end: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True when `day` is a real calendar day 'YYYY-MM-DD'. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function nextMonthFirst(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The cycle of `kind` that contains site day `day`. */
export function cycleContaining(kind: CycleKind, day: string, timeZone: string): CommissionCycle {
  const startDay = kind === 'week' ? addDays(day, -((weekdayOf(day) + 6) % 7)) : `${day.slice(0, 7)}-01`;
  const nextStart = kind === 'week' ? addDays(startDay, 7) : nextMonthFirst(startDay);
  return {
    kind,
    startDay,
    endDay: addDays(nextStart, -1),
    start: siteDayStart(startDay, timeZone),
    end: siteDayStart(nextStart, timeZone),
  };
}

/**
 * The cycle that starts on `startDay`, or undefined when no cycle of `kind` starts that day (a week
 * starts on a Monday, a month on the 1st).
 */
export function cycleStartingOn(kind: CycleKind, startDay: string, timeZone: string): CommissionCycle | undefined {
  if (!isCalendarDay(startDay)) return undefined;
  const cycle = cycleContaining(kind, startDay, timeZone);
  return cycle.startDay === startDay ? cycle : undefined;
}

/** The last cycle of `kind` that ended at or before `now` (site time): the one the job settles. */
export function lastCompleteCycle(kind: CycleKind, now: Date, timeZone: string): CommissionCycle {
  const current = cycleContaining(kind, formatDay(now, timeZone), timeZone);
  return cycleContaining(kind, addDays(current.startDay, -1), timeZone);
}
