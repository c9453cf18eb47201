import type { LimitPeriod, LimitState } from '@app/shared/contracts';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export type LimitInputs = Record<LimitPeriod, string>;

/** The inputs as the page opens: the limit in force of each period, '' for none. */
export function initialInputs(limits: readonly LimitState[]): LimitInputs {
  const inputs: LimitInputs = { day: '', week: '', month: '' };
  for (const limit of limits) inputs[limit.period] = limit.amount ?? '';
  return inputs;
}

/**
 * What the member changed, as the limits call takes it: a period whose input differs from the
 * limit in force is sent (an emptied input is null, a removal); untouched periods are left out, so
 * they keep their limit and any increase already waiting. Undefined when nothing changed.
 */
export function limitChanges(
  initial: LimitInputs,
  inputs: LimitInputs,
): Partial<Record<LimitPeriod, string | null>> | undefined {
  const body: Partial<Record<LimitPeriod, string | null>> = {};
  for (const period of LIMIT_PERIODS) {
    const now = inputs[period].trim();
    if (now === initial[period]) continue;
    body[period] = now === '' ? null : now;
  }
  return Object.keys(body).length === 0 ? undefined : body;
}

/** A key that changes when a limit or its waiting change does (the card remounts with fresh inputs). */
export function limitsKey(limits: readonly LimitState[]): string {
  return limits
    .map((limit) => `${limit.amount ?? '-'}:${limit.pending_amount ?? '-'}:${limit.pending_from ?? '-'}`)
    .join('|');
}
