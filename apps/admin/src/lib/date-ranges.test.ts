import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, rangeOf, rangePresets, siteDayOf } from './date-ranges';

const presets = (iso: string, zone = 'Asia/Shanghai') =>
  Object.fromEntries(rangePresets(new Date(iso), zone).map((preset) => [preset.label, preset.range]));

describe('site-time date presets', () => {
  it('takes today from the site calendar, not UTC', () => {
    // 2026-11-26 16:30 UTC is already the 27th (00:30) in Shanghai.
    expect(siteDayOf(new Date('2026-11-26T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-27');
    expect(siteDayOf(new Date('2026-11-26T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-26');
  });

  it('gives 今日 昨日 本周 上周 本月 上月 on a Friday', () => {
    // Friday 2026-11-27 10:00 in Shanghai.
    expect(presets('2026-11-27T02:00:00Z')).toEqual({
      今日: ['2026-11-27', '2026-11-27'],
      昨日: ['2026-11-26', '2026-11-26'],
      本周: ['2026-11-23', '2026-11-27'],
      上周: ['2026-11-16', '2026-11-22'],
      本月: ['2026-11-01', '2026-11-27'],
      上月: ['2026-10-01', '2026-10-31'],
    });
  });

  it('crosses week, month and year boundaries at site midnight', () => {
    // 2026-12-31 16:05 UTC = Friday 2027-01-01 00:05 in Shanghai.
    expect(presets('2026-12-31T16:05:00Z')).toEqual({
      今日: ['2027-01-01', '2027-01-01'],
      昨日: ['2026-12-31', '2026-12-31'],
      本周: ['2026-12-28', '2027-01-01'],
      上周: ['2026-12-21', '2026-12-27'],
      本月: ['2027-01-01', '2027-01-01'],
      上月: ['2026-12-01', '2026-12-31'],
    });
    // On a Sunday the week began six days before; on a Monday it begins today.
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('knows leap Februaries', () => {
    expect(presets('2028-03-10T04:00:00Z')['上月']).toEqual(['2028-02-01', '2028-02-29']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads a query range, dropping malformed days', () => {
    expect(rangeOf('2026-11-01', '2026-11-27')).toEqual(['2026-11-01', '2026-11-27']);
    expect(rangeOf('11/01/2026', undefined)).toEqual(['', '']);
  });
});
