import { describe, expect, it } from 'vitest';
import { clockOf, systemClock } from './clock';

describe('clockOf', () => {
  it('is the system clock without TEST_CLOCK_AT', () => {
    expect(clockOf({})).toBe(systemClock);
  });

  it('starts at TEST_CLOCK_AT when the server starts and runs on in real time', () => {
    const startedAt = Date.now() - 5_000;
    const now = clockOf({ TEST_CLOCK_AT: '2026-06-15T10:30:00+08:00' }, startedAt)();
    const elapsed = now.getTime() - new Date('2026-06-15T10:30:00+08:00').getTime();
    expect(elapsed).toBeGreaterThanOrEqual(5_000);
    expect(elapsed).toBeLessThan(6_000);
  });
});
