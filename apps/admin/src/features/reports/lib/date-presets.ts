/** Date range presets of the reports, counted from the site's today ('YYYY-MM-DD'). */
export type DatePreset = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

export const DATE_PRESETS: readonly DatePreset[] = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
];

function parts(day: string): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return format(new Date(Date.UTC(year, month - 1, date + days)));
}

/** Monday of the week of `day` (weeks start on Monday, as in China). */
function mondayOf(day: string): string {
  const [year, month, date] = parts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The inclusive range [from, to] of a preset. */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  const [year, month] = parts(today);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek': {
      const monday = mondayOf(today);
      return { from: shiftDay(monday, -7), to: shiftDay(monday, -1) };
    }
    case 'thisMonth':
      return { from: format(new Date(Date.UTC(year, month - 1, 1))), to: today };
    case 'lastMonth':
      return {
        from: format(new Date(Date.UTC(year, month - 2, 1))),
        to: format(new Date(Date.UTC(year, month - 1, 0))),
      };
  }
}

/** The preset whose range is exactly [from, to], if any (to highlight it). */
export function presetOf(from: string, to: string, today: string): DatePreset | undefined {
  return DATE_PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === from && range.to === to;
  });
}
