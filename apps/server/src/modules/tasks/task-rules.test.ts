import { describe, expect, it } from 'vitest';
import { metricValue, progressPercent, taskDayOf, taskStatusOf, type DayFigures } from './task-rules';

const figures: DayFigures = { depositFen: 12_345n, depositCount: 2, validBetFen: 999n, betCount: 7, loginCount: 1 };

describe('metricValue', () => {
  it.each([
    ['deposit_amount', 12_345n],
    ['deposit_count', 2n],
    ['valid_bet_amount', 999n],
    ['bet_count', 7n],
    ['login', 1n],
  ] as const)('%s reads its figure', (metric, value) => {
    expect(metricValue(metric, figures)).toBe(value);
  });
});

describe('progressPercent', () => {
  it('floors to whole percent and is 100 only at the target', () => {
    expect(progressPercent(0n, 10_000n)).toBe(0);
    expect(progressPercent(1n, 10_000n)).toBe(0);
    expect(progressPercent(6_000n, 10_000n)).toBe(60);
    expect(progressPercent(9_999n, 10_000n)).toBe(99);
    expect(progressPercent(10_000n, 10_000n)).toBe(100);
    expect(progressPercent(50_000n, 10_000n)).toBe(100);
    expect(progressPercent(2n, 3n)).toBe(66);
  });
});

describe('taskStatusOf', () => {
  it('is 0 below the target, 1 at it, 2 once claimed', () => {
    expect(taskStatusOf(9n, 10n, false)).toBe(0);
    expect(taskStatusOf(10n, 10n, false)).toBe(1);
    expect(taskStatusOf(10n, 10n, true)).toBe(2);
  });
});

describe('taskDayOf', () => {
  const zone = 'Asia/Shanghai';
  it('keys the site day and counts down to the next site midnight', () => {
    const late = taskDayOf(new Date('2026-06-15T23:59:59+08:00'), zone);
    expect(late).toMatchObject({ day: '2026-06-15', secondsToReset: 1 });
    expect(late.start.toISOString()).toBe('2026-06-14T16:00:00.000Z');
    expect(late.end.toISOString()).toBe('2026-06-15T16:00:00.000Z');
    const midnight = taskDayOf(new Date('2026-06-16T00:00:00+08:00'), zone);
    expect(midnight).toMatchObject({ day: '2026-06-16', secondsToReset: 86_400 });
    expect(midnight.start.toISOString()).toBe('2026-06-15T16:00:00.000Z');
  });

  it('uses the site zone, not UTC: 07:59 UTC is 15:59 the same day in Shanghai', () => {
    const day = taskDayOf(new Date('2026-06-15T07:59:30Z'), zone);
    expect(day).toMatchObject({ day: '2026-06-15', secondsToReset: 8 * 3600 + 30 });
    expect(taskDayOf(new Date('2026-06-15T16:00:00Z'), zone).day).toBe('2026-06-16');
  });

  it('rounds a partial second up so the countdown never shows 0 before midnight', () => {
    expect(taskDayOf(new Date('2026-06-15T23:59:59.500+08:00'), zone).secondsToReset).toBe(1);
  });
});
