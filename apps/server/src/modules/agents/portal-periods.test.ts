import { describe, expect, it } from 'vitest';
import { isCalendarDay, periodStartOf, periodStarts, resolvePeriod } from './portal-periods';
import { PORTAL_MESSAGES } from './portal.errors';

describe('resolvePeriod', () => {
  it('defaults to the last 30 days up to today', () => {
    expect(resolvePeriod({}, '2026-11-27')).toEqual({ ok: true, from: '2026-10-29', to: '2026-11-27' });
    expect(resolvePeriod({ to: '2026-01-30' }, '2026-11-27')).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-01-30',
    });
  });
  it('refuses impossible days, reversed and too long ranges', () => {
    expect(resolvePeriod({ from: '2026-02-30' }, '2026-11-27')).toEqual({
      ok: false,
      message: PORTAL_MESSAGES.dayInvalid,
    });
    expect(resolvePeriod({ from: '2026-11-28', to: '2026-11-27' }, '2026-11-27')).toEqual({
      ok: false,
      message: PORTAL_MESSAGES.rangeReversed,
    });
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-01' }, '2026-11-27').ok).toBe(true);
    expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-02' }, '2026-11-27').ok).toBe(false);
  });
  it('knows calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
  });
});

describe('periods', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(periodStartOf('2026-11-27', 'week')).toBe('2026-11-23'); // a Friday
    expect(periodStartOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodStartOf('2026-11-27', 'month')).toBe('2026-11-01');
    expect(periodStartOf('2026-11-27', 'day')).toBe('2026-11-27');
  });
  it('lists every period of a range', () => {
    expect(periodStarts('2026-10-30', '2026-11-02', 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(periodStarts('2026-10-30', '2026-11-10', 'week')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(periodStarts('2026-10-30', '2026-12-01', 'month')).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
  });
});
