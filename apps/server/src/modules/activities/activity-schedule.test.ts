import { describe, expect, it } from 'vitest';
import { parseSiteTime, scheduleStateOf, vipAllowed } from './activity-schedule';

describe('scheduleStateOf', () => {
  const startsAt = new Date('2026-06-15T00:00:00Z');
  const endsAt = new Date('2026-06-20T00:00:00Z');
  it('is scheduled before the start, open from the start, ended at the end', () => {
    expect(scheduleStateOf({ startsAt, endsAt }, new Date('2026-06-14T23:59:59.999Z'))).toBe(0);
    expect(scheduleStateOf({ startsAt, endsAt }, startsAt)).toBe(1);
    expect(scheduleStateOf({ startsAt, endsAt }, new Date('2026-06-19T23:59:59.999Z'))).toBe(1);
    expect(scheduleStateOf({ startsAt, endsAt }, endsAt)).toBe(2);
  });
  it('treats missing bounds as open-ended', () => {
    expect(scheduleStateOf({ startsAt: null, endsAt: null }, new Date(0))).toBe(1);
    expect(scheduleStateOf({ startsAt: null, endsAt }, new Date('2030-01-01T00:00:00Z'))).toBe(2);
    expect(scheduleStateOf({ startsAt, endsAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe(1);
  });
});

describe('parseSiteTime', () => {
  it('reads site wall-clock time in the zone', () => {
    expect(parseSiteTime('2026-06-15 00:00:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-06-14T16:00:00.000Z');
    expect(parseSiteTime('2026-06-15 08:30', 'Asia/Shanghai')?.toISOString()).toBe('2026-06-15T00:30:00.000Z');
  });
  it('answers null for no bound and refuses impossible dates', () => {
    expect(parseSiteTime(undefined, 'Asia/Shanghai')).toBeNull();
    expect(parseSiteTime('', 'Asia/Shanghai')).toBeNull();
    expect(() => parseSiteTime('2026-02-30 00:00:00', 'Asia/Shanghai')).toThrow(RangeError);
    expect(() => parseSiteTime('2026-06-15 24:00:00', 'Asia/Shanghai')).toThrow(RangeError);
    expect(() => parseSiteTime('2026/06/15', 'Asia/Shanghai')).toThrow(RangeError);
  });
});

describe('vipAllowed', () => {
  it('lets every level in when the list is empty, else only listed levels', () => {
    expect(vipAllowed([], 0)).toBe(true);
    expect(vipAllowed([1, 2], 0)).toBe(false);
    expect(vipAllowed([1, 2], 2)).toBe(true);
  });
});
