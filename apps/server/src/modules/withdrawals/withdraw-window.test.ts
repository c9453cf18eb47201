import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN_WINDOW,
  formatWindow,
  isAlwaysOpen,
  isValidWindow,
  isWithinWithdrawWindow,
  parseWindowTime,
} from './withdraw-window';

const ZONE = 'Asia/Shanghai';
/** An instant at a Beijing wall-clock time on 2026-03-01 (UTC+8, no daylight saving). */
const at = (time: string) => new Date(`2026-03-01T${time}+08:00`);
const within = (start: string, end: string, time: string) => isWithinWithdrawWindow({ start, end }, at(time), ZONE);

describe('parseWindowTime', () => {
  it('reads HH:MM from 00:00 to 24:00', () => {
    expect(parseWindowTime('00:00')).toBe(0);
    expect(parseWindowTime('09:30')).toBe(570);
    expect(parseWindowTime('23:59')).toBe(1439);
    expect(parseWindowTime('24:00')).toBe(1440);
  });

  it('refuses what is not a time of day', () => {
    for (const value of ['24:01', '25:00', '12:60', '9:00', '0900', '', '12:00:00']) {
      expect(parseWindowTime(value), value).toBeUndefined();
    }
  });
});

describe('isWithinWithdrawWindow', () => {
  it('is always open by default (00:00-24:00), at both ends of the day', () => {
    for (const time of ['00:00:00', '00:00:01', '12:00:00', '23:59:59']) {
      expect(isWithinWithdrawWindow(ALWAYS_OPEN_WINDOW, at(time), ZONE), time).toBe(true);
    }
    expect(isAlwaysOpen(ALWAYS_OPEN_WINDOW)).toBe(true);
    expect(isAlwaysOpen({ start: '00:00', end: '00:00' })).toBe(true);
    expect(isAlwaysOpen({ start: '09:00', end: '23:00' })).toBe(false);
  });

  it('takes the start and refuses the end of a daytime window (09:00-23:00)', () => {
    expect(within('09:00', '23:00', '08:59:59')).toBe(false);
    expect(within('09:00', '23:00', '09:00:00')).toBe(true);
    expect(within('09:00', '23:00', '15:30:00')).toBe(true);
    expect(within('09:00', '23:00', '22:59:59')).toBe(true);
    expect(within('09:00', '23:00', '23:00:00')).toBe(false);
    expect(within('09:00', '23:00', '00:00:00')).toBe(false);
  });

  it('wraps midnight when the start is after the end (22:00-02:00)', () => {
    expect(within('22:00', '02:00', '21:59:59')).toBe(false);
    expect(within('22:00', '02:00', '22:00:00')).toBe(true);
    expect(within('22:00', '02:00', '23:59:59')).toBe(true);
    expect(within('22:00', '02:00', '00:00:00')).toBe(true);
    expect(within('22:00', '02:00', '01:59:59')).toBe(true);
    expect(within('22:00', '02:00', '02:00:00')).toBe(false);
    expect(within('22:00', '02:00', '12:00:00')).toBe(false);
  });

  it('reads an end of 00:00 as midnight, like 24:00', () => {
    expect(within('20:00', '00:00', '23:59:59')).toBe(true);
    expect(within('20:00', '00:00', '00:00:00')).toBe(false);
    expect(within('20:00', '24:00', '19:59:59')).toBe(false);
  });

  it('uses the site zone, not the server clock', () => {
    // 01:30 UTC is 09:30 in Beijing: open for 09:00-23:00 there, closed in UTC terms.
    const instant = new Date('2026-03-01T01:30:00Z');
    expect(isWithinWithdrawWindow({ start: '09:00', end: '23:00' }, instant, 'Asia/Shanghai')).toBe(true);
    expect(isWithinWithdrawWindow({ start: '09:00', end: '23:00' }, instant, 'UTC')).toBe(false);
  });

  it('treats an empty or malformed window as open (the reader falls back to always)', () => {
    expect(isValidWindow({ start: '09:00', end: '09:00' })).toBe(false);
    expect(isValidWindow({ start: '24:00', end: '02:00' })).toBe(false);
    expect(isValidWindow({ start: 'x', end: '02:00' })).toBe(false);
    expect(isValidWindow({ start: '22:00', end: '02:00' })).toBe(true);
    expect(within('09:00', '09:00', '03:00:00')).toBe(true);
  });

  it('formats the window the way the message shows it', () => {
    expect(formatWindow({ start: '09:00', end: '23:00' })).toBe('09:00-23:00');
  });
});
