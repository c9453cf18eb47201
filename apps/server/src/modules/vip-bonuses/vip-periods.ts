import { addDays, formatDay, siteDayStart } from '../../lib/time';

/** VIP bonus types (spec-2 §9): 1 promotion, 2 weekly, 3 monthly. */
export const VipBonusType = { promotion: 1, weekly: 2, monthly: 3 } as const;
export type VipBonusTypeValue = (typeof VipBonusType)[keyof typeof VipBonusType];
export type PeriodBonusType = typeof VipBonusType.weekly | typeof VipBonusType.monthly;

/** A bonus period: its key (unique with member and type) and the site-time window [start, end) it counts. */
export interface BonusPeriod {
  type: PeriodBonusType;
  /** Weekly: the Monday 'YYYY-MM-DD' the week starts on; monthly: 'YYYY-MM'. */
  key: string;
  start: Date;
  end: Date;
}

/** The period key of a promotion bonus: one per level reached. */
export const promotionPeriodKey = (level: number) => `level-${level}`;

const WEEK_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** Day of week of a 'YYYY-MM-DD' (0 Sunday … 6 Saturday), pure calendar arithmetic. */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The Monday on or before a site day. */
function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The week that starts on Monday `key` (site time): Monday 00:00 to the next Monday 00:00. */
export function weekPeriod(key: string, timeZone: string): BonusPeriod | undefined {
  const match = WEEK_KEY.exec(key);
  if (!match) return undefined;
  const date = new Date(`${key}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== key || weekdayOf(key) !== 1) return undefined;
  return {
    type: 2,
    key,
    start: siteDayStart(key, timeZone),
    end: siteDayStart(addDays(key, 7), timeZone),
  };
}

/** The month `key` ('YYYY-MM', site time): the 1st 00:00 to the next month's 1st 00:00. */
export function monthPeriod(key: string, timeZone: string): BonusPeriod | undefined {
  const match = MONTH_KEY.exec(key);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2000) return undefined;
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { type: 3, key, start: siteDayStart(`${key}-01`, timeZone), end: siteDayStart(`${next}-01`, timeZone) };
}

/** The period of `type` with `key`, or undefined when the key is not one of that type. */
export function periodOf(type: PeriodBonusType, key: string, timeZone: string): BonusPeriod | undefined {
  return type === VipBonusType.weekly ? weekPeriod(key, timeZone) : monthPeriod(key, timeZone);
}

/**
 * The last complete week before `now` (site time): on Monday 00:00 the week that just ended becomes
 * payable; a job that missed Mondays catches up with this one.
 */
export function lastCompleteWeek(now: Date, timeZone: string): BonusPeriod {
  const thisMonday = mondayOf(formatDay(now, timeZone));
  return weekPeriod(addDays(thisMonday, -7), timeZone)!;
}

/** The last complete month before `now` (site time): payable from the 1st 00:00. */
export function lastCompleteMonth(now: Date, timeZone: string): BonusPeriod {
  const [year, month] = formatDay(now, timeZone).split('-').map(Number) as [number, number];
  const key = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return monthPeriod(key, timeZone)!;
}
