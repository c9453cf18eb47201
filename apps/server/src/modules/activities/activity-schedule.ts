import { zonedTimeToInstant } from '../../lib/time';

/** 0 scheduled (not started), 1 open, 2 ended: where `now` is against the activity's window (null = open-ended). */
export type ActivityScheduleState = 0 | 1 | 2;

export function scheduleStateOf(
  window: { startsAt: Date | null; endsAt: Date | null },
  now: Date,
): ActivityScheduleState {
  if (window.startsAt && now < window.startsAt) return 0;
  if (window.endsAt && now >= window.endsAt) return 2;
  return 1;
}

/** 'YYYY-MM-DD HH:mm[:ss]' site time → instant; undefined/'' → null. Throws RangeError on an impossible date. */
export function parseSiteTime(text: string | undefined, timeZone: string): Date | null {
  if (text === undefined || text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) throw new RangeError('bad time');
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new RangeError('bad time');
  }
  return zonedTimeToInstant({ year, month, day, hour, minute, second }, timeZone);
}

/** Whether a member of `vipLevel` may apply (empty list = every level). */
export function vipAllowed(levels: readonly number[], vipLevel: number): boolean {
  return levels.length === 0 || levels.includes(vipLevel);
}
