import { describe, expect, it } from 'vitest';
import { checkRate, normaliseRate, rateHundredths, rateText } from './agent-rates';

describe('agent rates', () => {
  it('reads and writes hundredths of a percent without floats', () => {
    expect(rateHundredths('1.5')).toBe(150);
    expect(rateHundredths('0.80')).toBe(80);
    expect(rateHundredths('12')).toBe(1200);
    expect(rateHundredths('0.07')).toBe(7);
    expect(rateText(5)).toBe('0.05');
    expect(normaliseRate('100')).toBe('100.00');
  });

  it('keeps a rate within the plan, below the parent and above every sub-agent', () => {
    expect(checkRate('1.50', { planMax: '1.5' })).toEqual({ ok: true });
    expect(checkRate('1.51', { planMax: '1.50' })).toEqual({ ok: false, rule: 'abovePlan', limit: '1.50' });
    expect(checkRate('1.00', { planMax: '1.50', parent: '1.00' })).toEqual({
      ok: false,
      rule: 'notBelowParent',
      limit: '1.00',
    });
    expect(checkRate('0.99', { planMax: '1.50', parent: '1' })).toEqual({ ok: true });
    expect(checkRate('0.50', { planMax: '1.50', highestChild: '0.5' })).toEqual({
      ok: false,
      rule: 'notAboveChild',
      limit: '0.50',
    });
    expect(checkRate('0.51', { planMax: '1.50', parent: '1.00', highestChild: '0.50' })).toEqual({ ok: true });
  });
});
