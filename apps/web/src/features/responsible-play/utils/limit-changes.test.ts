import type { LimitState } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { initialInputs, limitChanges, limitsKey } from './limit-changes';

const limit = (period: LimitState['period'], amount: string | null, pending: string | null = null): LimitState => ({
  period,
  amount,
  has_pending: pending !== null,
  pending_amount: pending,
  pending_from: pending === null ? null : '2026-11-28 12:00:00',
  used: '0.00',
  remaining: amount,
});

describe('limitChanges', () => {
  const limits = [limit('day', '100.00'), limit('week', null), limit('month', '500.00')];
  const initial = initialInputs(limits);

  it('starts from the limits in force', () => {
    expect(initial).toEqual({ day: '100.00', week: '', month: '500.00' });
  });

  it('sends only what changed; an emptied input removes the limit', () => {
    expect(limitChanges(initial, { day: '50', week: '', month: '' })).toEqual({ day: '50', month: null });
    expect(limitChanges(initial, { day: '100.00', week: ' 300 ', month: '500.00' })).toEqual({ week: '300' });
  });

  it('answers undefined when nothing changed', () => {
    expect(limitChanges(initial, { ...initial })).toBeUndefined();
  });
});

describe('limitsKey', () => {
  it('changes with the amount or a waiting change', () => {
    const base = limitsKey([limit('day', '100.00')]);
    expect(limitsKey([limit('day', '100.00')])).toBe(base);
    expect(limitsKey([limit('day', '50.00')])).not.toBe(base);
    expect(limitsKey([limit('day', '100.00', '300.00')])).not.toBe(base);
  });
});
