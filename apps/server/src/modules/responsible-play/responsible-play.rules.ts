import type { LimitPeriod } from '@app/shared/contracts';
import { startOfSiteDay, wallClockIn, zonedTimeToInstant } from '../../lib/time';

/** An increase or a removal of a limit waits this long (platform-rules §10). */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A limit row as the rules see it. */
export interface LimitRow {
  amountFen: bigint | null;
  hasPending: boolean;
  pendingAmountFen: bigint | null;
  pendingFrom: Date | null;
}

export const NO_LIMIT: LimitRow = { amountFen: null, hasPending: false, pendingAmountFen: null, pendingFrom: null };

/**
 * The limit as it stands at `now`: a pending change whose time has come (at or after `pendingFrom`)
 * is in force; otherwise the row's amount with the pending change still waiting.
 */
export function limitAt(row: LimitRow, now: Date): LimitRow {
  if (row.hasPending && row.pendingFrom !== null && now.getTime() >= row.pendingFrom.getTime()) {
    return { amountFen: row.pendingAmountFen, hasPending: false, pendingAmountFen: null, pendingFrom: null };
  }
  return row;
}

/** Whether `next` is looser than `current` (null = no limit, the loosest). */
function isLooser(next: bigint | null, current: bigint | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return next > current;
}

/**
 * The row after a member asks for `requested` (fen, or null to remove) at `now`: a first limit or a
 * decrease applies at once and drops any waiting change; the same value drops a waiting change; an
 * increase or a removal waits 24 hours (a new request restarts the wait).
 */
export function changeLimit(current: LimitRow, requested: bigint | null, now: Date): LimitRow {
  const inForce = limitAt(current, now);
  if (isLooser(requested, inForce.amountFen)) {
    return {
      amountFen: inForce.amountFen,
      hasPending: true,
      pendingAmountFen: requested,
      pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
    };
  }
  return { amountFen: requested, hasPending: false, pendingAmountFen: null, pendingFrom: null };
}

/** The site calendar period containing `now`: [start, end). Weeks start on Monday (decision 0032). */
export function periodBounds(period: LimitPeriod, now: Date, timeZone: string): { start: Date; end: Date } {
  switch (period) {
    case 'day':
      return { start: startOfSiteDay(now, timeZone), end: startOfSiteDay(now, timeZone, 1) };
    case 'week': {
      const c = wallClockIn(now, timeZone);
      // getUTCDay of the wall-clock date: 0 Sunday … 6 Saturday; Monday is the first day.
      const weekday = new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
      const back = (weekday + 6) % 7;
      return { start: startOfSiteDay(now, timeZone, -back), end: startOfSiteDay(now, timeZone, 7 - back) };
    }
    case 'month': {
      const c = wallClockIn(now, timeZone);
      const at = (year: number, month: number) =>
        zonedTimeToInstant({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
      const next = c.month === 12 ? { year: c.year + 1, month: 1 } : { year: c.year, month: c.month + 1 };
      return { start: at(c.year, c.month), end: at(next.year, next.month) };
    }
    default: {
      const never: never = period;
      throw new Error(`unknown period ${String(never)}`);
    }
  }
}

/** A time-out of `days` days from `now` ends exactly days × 24 hours later. */
export function timeOutEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A self-exclusion of `months` months from `now` ends on the same wall-clock time `months` months later. */
export function exclusionEnd(from: Date, months: number, timeZone: string): Date {
  const c = wallClockIn(from, timeZone);
  const total = c.month - 1 + months;
  const year = c.year + Math.floor(total / 12);
  const month = (total % 12) + 1;
  // The 31st of a month that has fewer days: the last day of that month.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return zonedTimeToInstant({ ...c, year, month, day: Math.min(c.day, lastDay) }, timeZone);
}

/** What is left of a limit after `usedFen` (never below zero). */
export function remainingOf(limitFen: bigint, usedFen: bigint): bigint {
  const left = limitFen - usedFen;
  return left > 0n ? left : 0n;
}
