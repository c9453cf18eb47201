import { describe, expect, it } from 'vitest';
import { addDays, dateFilterStart, daysBetween, formatDateTime, formatDay, siteDayStart, startOfSiteDay } from './time';

describe('site time', () => {
  const instant = new Date('2026-03-01T17:30:05Z'); // 2026-03-02 01:30:05 in Shanghai

  it('formats answers in the site zone', () => {
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2026-03-02 01:30:05');
    expect(formatDateTime(instant, 'UTC')).toBe('2026-03-01 17:30:05');
    expect(formatDay(instant, 'Asia/Shanghai')).toBe('2026-03-02');
  });

  it('finds the start of the site day', () => {
    expect(startOfSiteDay(instant, 'Asia/Shanghai').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(startOfSiteDay(instant, 'Asia/Shanghai', -1).toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('handles a daylight-saving zone', () => {
    // New York switched to summer time on 2026-03-08.
    const day = new Date('2026-03-08T15:00:00Z');
    expect(startOfSiteDay(day, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('maps the date filter to its first day', () => {
    expect(dateFilterStart(1, instant, 'Asia/Shanghai').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(dateFilterStart(2, instant, 'Asia/Shanghai').toISOString()).toBe('2026-02-23T16:00:00.000Z');
    expect(dateFilterStart(4, instant, 'Asia/Shanghai').toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('counts site days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-03-02', '2026-03-02')).toEqual([]);
  });

  it('finds the instant a site day starts', () => {
    expect(siteDayStart('2026-03-02', 'Asia/Shanghai').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    // The day New York moved its clocks is 23 hours long.
    const start = siteDayStart('2026-03-08', 'America/New_York').getTime();
    expect(siteDayStart('2026-03-09', 'America/New_York').getTime() - start).toBe(23 * 3_600_000);
  });
});
