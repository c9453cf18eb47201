import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, shiftDay } from './date-presets';

describe('report date presets', () => {
  // 2026-03-04 is a Wednesday.
  const today = '2026-03-04';

  it.each([
    ['today', '2026-03-04', '2026-03-04'],
    ['yesterday', '2026-03-03', '2026-03-03'],
    ['thisWeek', '2026-03-02', '2026-03-04'],
    ['lastWeek', '2026-02-23', '2026-03-01'],
    ['thisMonth', '2026-03-01', '2026-03-04'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s is %s … %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('starts weeks on Monday (a Sunday belongs to the week that began six days before)', () => {
    expect(presetRange('thisWeek', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetRange('thisWeek', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
  });

  it('crosses years and leap days', () => {
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('names the preset a range is, if any', () => {
    expect(presetOf('2026-03-02', '2026-03-04', today)).toBe('thisWeek');
    expect(presetOf('2026-03-02', '2026-03-03', today)).toBeUndefined();
  });
});
