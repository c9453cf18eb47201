import { describe, expect, it } from 'vitest';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  monthPeriod,
  periodOf,
  promotionPeriodKey,
  weekPeriod,
} from './vip-periods';

const TZ = 'Asia/Shanghai';

describe('weekly period (Monday 00:00 site time)', () => {
  it('is the week before the current one, keyed by its Monday', () => {
    // Wednesday 2026-11-25 10:00 Beijing → last complete week: Mon 2026-11-16 … Mon 2026-11-23.
    const week = lastCompleteWeek(new Date('2026-11-25T02:00:00Z'), TZ);
    expect(week.key).toBe('2026-11-16');
    expect(week.start.toISOString()).toBe('2026-11-15T16:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('turns over at Monday 00:00 site time, not UTC', () => {
    // Sunday 23:59:59 Beijing: still the week before.
    expect(lastCompleteWeek(new Date('2026-11-22T15:59:59Z'), TZ).key).toBe('2026-11-09');
    // Monday 00:00 Beijing (Sunday 16:00 UTC): the week that just ended.
    expect(lastCompleteWeek(new Date('2026-11-22T16:00:00Z'), TZ).key).toBe('2026-11-16');
  });

  it('accepts only a Monday as key', () => {
    expect(weekPeriod('2026-11-23', TZ)?.key).toBe('2026-11-23');
    expect(weekPeriod('2026-11-24', TZ)).toBeUndefined();
    expect(weekPeriod('2026-02-30', TZ)).toBeUndefined();
    expect(weekPeriod('x', TZ)).toBeUndefined();
  });
});

describe('monthly period (the 1st 00:00 site time)', () => {
  it('is the month before the current one', () => {
    expect(lastCompleteMonth(new Date('2026-11-25T02:00:00Z'), TZ).key).toBe('2026-10');
    // 1 January 00:30 Beijing is still 31 December in UTC: the last complete month is December.
    const december = lastCompleteMonth(new Date('2026-12-31T16:30:00Z'), TZ);
    expect(december.key).toBe('2026-12');
    expect(december.start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(december.end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('rejects a key that is not a month', () => {
    expect(monthPeriod('2026-13', TZ)).toBeUndefined();
    expect(monthPeriod('2026-1', TZ)).toBeUndefined();
    expect(periodOf(3, '2026-11', TZ)?.key).toBe('2026-11');
    expect(periodOf(2, '2026-11', TZ)).toBeUndefined();
  });
});

describe('promotion period key', () => {
  it('is one per level', () => {
    expect(promotionPeriodKey(3)).toBe('level-3');
  });
});
