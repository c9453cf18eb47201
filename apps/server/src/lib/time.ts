/**
 * Times in answers are 'YYYY-MM-DD HH:mm:ss' in the site time zone (platform-rules §1).
 * Formatters are cached per zone because Intl.DateTimeFormat is costly to build.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClockIn(date: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? '0');
  return {
    year: pick('year'),
    month: pick('month'),
    day: pick('day'),
    hour: pick('hour'),
    minute: pick('minute'),
    second: pick('second'),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatDateTime(date: Date, timeZone: string): string {
  const c = wallClockIn(date, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** 'YYYY-MM-DD' of the site-local day that contains `date`. */
export function formatDay(date: Date, timeZone: string): string {
  const c = wallClockIn(date, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** The instant a site-local wall-clock time happens (handles zones with DST by one correction). */
export function zonedTimeToInstant(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClockIn(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += asUtc - seenUtc;
  }
  return new Date(guess);
}

/** Start of the site-local day containing `date`, offset by `dayOffset` days. */
export function startOfSiteDay(date: Date, timeZone: string, dayOffset = 0): Date {
  const c = wallClockIn(date, timeZone);
  const shifted = new Date(Date.UTC(c.year, c.month - 1, c.day + dayOffset));
  return zonedTimeToInstant(
    {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    timeZone,
  );
}

/** Lower bound of the `date` filter (1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days). */
export function dateFilterStart(filter: 1 | 2 | 3 | 4, now: Date, timeZone: string): Date {
  const days = { 1: 0, 2: 6, 3: 14, 4: 29 }[filter];
  return startOfSiteDay(now, timeZone, -days);
}

/** The site day 'YYYY-MM-DD' that is `days` calendar days after `day` (pure date arithmetic). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** The instant a site day 'YYYY-MM-DD' starts in `timeZone`. */
export function siteDayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return zonedTimeToInstant(
    { year: year ?? 1970, month: month ?? 1, day: date ?? 1, hour: 0, minute: 0, second: 0 },
    timeZone,
  );
}

/** The site days from `from` up to but not including `to` ('YYYY-MM-DD'), in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}
