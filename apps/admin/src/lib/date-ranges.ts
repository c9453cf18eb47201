/**
 * Day ranges for the back office's date filters, in site time (decision 0034): the server reads
 * `from` / `to` as inclusive site days 'YYYY-MM-DD' (decision 0007), so the presets are computed on
 * the site's calendar, not the browser's: a staff member abroad at 01:00 their time still gets the
 * site's 今日. Weeks start on Monday, as in responsible-play periods.
 */

/** The site's time zone: the server's `SITE_TZ` (Asia/Shanghai unless the build says otherwise). */
export const SITE_TIME_ZONE: string =
  (import.meta.env as Record<string, string | undefined>).VITE_SITE_TZ ?? 'Asia/Shanghai';

export type DayRange = readonly [from: string, to: string];

export interface RangePreset {
  label: string;
  range: DayRange;
}

/** The calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
export function siteDayOf(now: Date, zone: string = SITE_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** Calendar arithmetic on a 'YYYY-MM-DD' day (no time zone involved: UTC midnight as a carrier). */
function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}
/** Monday of the week of a day. */
export function mondayOf(day: string): string {
  const weekday = parseDay(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}
function lastOfMonth(day: string): string {
  const date = parseDay(firstOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + 1);
  date.setUTCDate(0);
  return formatDay(date);
}

/** 今日, 昨日, 本周, 上周, 本月, 上月 (this week and month so far, up to today). */
export function rangePresets(now: Date, zone: string = SITE_TIME_ZONE): RangePreset[] {
  const today = siteDayOf(now, zone);
  const yesterday = addDays(today, -1);
  const monday = mondayOf(today);
  const lastMonthDay = addDays(firstOfMonth(today), -1);
  return [
    { label: '今日', range: [today, today] },
    { label: '昨日', range: [yesterday, yesterday] },
    { label: '本周', range: [monday, today] },
    { label: '上周', range: [addDays(monday, -7), addDays(monday, -1)] },
    { label: '本月', range: [firstOfMonth(today), today] },
    { label: '上月', range: [firstOfMonth(lastMonthDay), lastOfMonth(lastMonthDay)] },
  ];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A range from two query values; an empty or malformed value is "not given". */
export function rangeOf(from: string | undefined, to: string | undefined): [string, string] {
  return [from && DAY.test(from) ? from : '', to && DAY.test(to) ? to : ''];
}
