import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/time';
import {
  changeLimit,
  exclusionEnd,
  LIMIT_INCREASE_DELAY_MS,
  limitAt,
  NO_LIMIT,
  periodBounds,
  remainingOf,
  timeOutEnd,
} from './responsible-play.rules';

const ZONE = 'Asia/Shanghai';
const at = (iso: string) => new Date(iso);
const site = (date: Date) => formatDateTime(date, ZONE);

describe('changeLimit', () => {
  const now = at('2026-03-10T04:00:00Z');

  it('applies a first limit at once', () => {
    expect(changeLimit(NO_LIMIT, 10_000n, now)).toEqual({ ...NO_LIMIT, amountFen: 10_000n });
  });

  it('applies a decrease at once and drops a waiting increase', () => {
    const waiting = changeLimit({ ...NO_LIMIT, amountFen: 10_000n }, 50_000n, now);
    expect(waiting.hasPending).toBe(true);
    expect(changeLimit(waiting, 5_000n, now)).toEqual({ ...NO_LIMIT, amountFen: 5_000n });
  });

  it('holds an increase for exactly 24 hours', () => {
    const row = changeLimit({ ...NO_LIMIT, amountFen: 10_000n }, 20_000n, now);
    expect(row).toEqual({
      amountFen: 10_000n,
      hasPending: true,
      pendingAmountFen: 20_000n,
      pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
    });
    // One millisecond before the 24 hours: the old limit; at exactly 24 hours: the new one.
    expect(limitAt(row, new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS - 1)).amountFen).toBe(10_000n);
    expect(limitAt(row, new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS))).toEqual({
      ...NO_LIMIT,
      amountFen: 20_000n,
    });
  });

  it('holds a removal for 24 hours too', () => {
    const row = changeLimit({ ...NO_LIMIT, amountFen: 10_000n }, null, now);
    expect(row.hasPending).toBe(true);
    expect(row.pendingAmountFen).toBeNull();
    expect(limitAt(row, new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS - 1)).amountFen).toBe(10_000n);
    expect(limitAt(row, new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS)).amountFen).toBeNull();
  });

  it('restarts the wait when a second increase is asked for', () => {
    const first = changeLimit({ ...NO_LIMIT, amountFen: 10_000n }, 20_000n, now);
    const later = new Date(now.getTime() + 60 * 60 * 1000);
    const second = changeLimit(first, 30_000n, later);
    expect(second.pendingFrom).toEqual(new Date(later.getTime() + LIMIT_INCREASE_DELAY_MS));
    expect(second.amountFen).toBe(10_000n);
  });

  it('measures an increase against the matured limit, not the stale row', () => {
    const first = changeLimit({ ...NO_LIMIT, amountFen: 10_000n }, 20_000n, now);
    const afterWait = new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS + 1);
    // 15,000 is below the 20,000 now in force: a decrease, at once.
    expect(changeLimit(first, 15_000n, afterWait)).toEqual({ ...NO_LIMIT, amountFen: 15_000n });
  });

  it('keeps the same value as it is and drops a waiting change', () => {
    const waiting = changeLimit({ ...NO_LIMIT, amountFen: 10_000n }, 20_000n, now);
    expect(changeLimit(waiting, 10_000n, now)).toEqual({ ...NO_LIMIT, amountFen: 10_000n });
  });
});

describe('periodBounds (site time, Asia/Shanghai)', () => {
  it('starts the day at site midnight', () => {
    // 2026-03-10 23:59:59 in Shanghai is 15:59:59Z; one second later is the next site day.
    const before = periodBounds('day', at('2026-03-10T15:59:59Z'), ZONE);
    expect(site(before.start)).toBe('2026-03-10 00:00:00');
    expect(site(before.end)).toBe('2026-03-11 00:00:00');
    const after = periodBounds('day', at('2026-03-10T16:00:00Z'), ZONE);
    expect(site(after.start)).toBe('2026-03-11 00:00:00');
  });

  it('starts the week on Monday', () => {
    // 2026-03-15 is a Sunday; 2026-03-16 a Monday.
    const sunday = periodBounds('week', at('2026-03-15T15:59:59Z'), ZONE);
    expect(site(sunday.start)).toBe('2026-03-09 00:00:00');
    expect(site(sunday.end)).toBe('2026-03-16 00:00:00');
    const monday = periodBounds('week', at('2026-03-15T16:00:00Z'), ZONE);
    expect(site(monday.start)).toBe('2026-03-16 00:00:00');
  });

  it('starts the month on the 1st and rolls the year', () => {
    const december = periodBounds('month', at('2026-12-31T15:59:59Z'), ZONE);
    expect(site(december.start)).toBe('2026-12-01 00:00:00');
    expect(site(december.end)).toBe('2027-01-01 00:00:00');
    const january = periodBounds('month', at('2026-12-31T16:00:00Z'), ZONE);
    expect(site(january.start)).toBe('2027-01-01 00:00:00');
  });
});

describe('time-out and exclusion ends', () => {
  it('ends a time-out days × 24 hours later', () => {
    expect(timeOutEnd(at('2026-03-10T04:00:00Z'), 1)).toEqual(at('2026-03-11T04:00:00Z'));
    expect(timeOutEnd(at('2026-03-10T04:00:00Z'), 42)).toEqual(at('2026-04-21T04:00:00Z'));
  });

  it('ends an exclusion on the same site time months later, clamped to the month end', () => {
    expect(site(exclusionEnd(at('2026-03-10T04:00:00Z'), 6, ZONE))).toBe('2026-09-10 12:00:00');
    expect(site(exclusionEnd(at('2026-08-31T04:00:00Z'), 6, ZONE))).toBe('2027-02-28 12:00:00');
    expect(site(exclusionEnd(at('2026-03-10T04:00:00Z'), 60, ZONE))).toBe('2031-03-10 12:00:00');
  });
});

describe('remainingOf', () => {
  it('never goes below zero', () => {
    expect(remainingOf(10_000n, 3_000n)).toBe(7_000n);
    expect(remainingOf(10_000n, 12_000n)).toBe(0n);
  });
});
