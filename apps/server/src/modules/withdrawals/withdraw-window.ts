import { wallClockIn } from '../../lib/time';

/**
 * The daily withdraw window (decision 0010): withdrawals are taken from `start` (inclusive) to
 * `end` (exclusive), site time ('HH:MM'). 00:00–24:00 is the default and means always; an end of
 * 00:00 means midnight like 24:00; a start after the end wraps midnight (22:00–02:00 = from 22:00
 * to 02:00 the next morning). A start equal to the end is not a window (refused on save; a stored
 * one reads as always open).
 */
export interface WithdrawWindow {
  start: string;
  end: string;
}

export const ALWAYS_OPEN_WINDOW: WithdrawWindow = { start: '00:00', end: '24:00' };

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' → minutes after midnight (0–1440), or undefined when it is not a time of day. */
export function parseWindowTime(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return undefined;
  return hours * 60 + minutes;
}

/** The window as [start, end) in minutes, end in 1–1440; undefined when malformed or empty. */
function boundsOf(window: WithdrawWindow): { start: number; end: number } | undefined {
  const start = parseWindowTime(window.start);
  const rawEnd = parseWindowTime(window.end);
  if (start === undefined || rawEnd === undefined || start === MINUTES_PER_DAY) return undefined;
  const end = rawEnd === 0 ? MINUTES_PER_DAY : rawEnd;
  if (start === end) return undefined;
  return { start, end };
}

/** True when the window's start and end make a window (what staff may save). */
export function isValidWindow(window: WithdrawWindow): boolean {
  return boundsOf(window) !== undefined;
}

/** True when the window is the whole day (no time restriction). */
export function isAlwaysOpen(window: WithdrawWindow): boolean {
  const bounds = boundsOf(window);
  return bounds === undefined || (bounds.start === 0 && bounds.end === MINUTES_PER_DAY);
}

/**
 * Whether `now` (an instant) falls in the window in the site's time zone, to the second:
 * 09:00–23:00 takes 09:00:00 and 22:59:59, not 23:00:00.
 */
export function isWithinWithdrawWindow(window: WithdrawWindow, now: Date, timeZone: string): boolean {
  const bounds = boundsOf(window);
  if (bounds === undefined) return true;
  const clock = wallClockIn(now, timeZone);
  // Intl may answer hour 24 for midnight in some engines; it is 0 here.
  const seconds = (clock.hour % 24) * 3600 + clock.minute * 60 + clock.second;
  const start = bounds.start * 60;
  const end = bounds.end * 60;
  return start < end ? seconds >= start && seconds < end : seconds >= start || seconds < end;
}

/** '09:00-23:00' as the member reads it. */
export function formatWindow(window: WithdrawWindow): string {
  return `${window.start}-${window.end}`;
}
