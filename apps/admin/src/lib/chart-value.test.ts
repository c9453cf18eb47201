import { describe, expect, it } from 'vitest';
import { chartValue } from './chart-value';

describe('chartValue', () => {
  it('draws money strings at their exact fen value', () => {
    expect(chartValue('1234.50')).toBe(1234.5);
    expect(chartValue('-0.05')).toBe(-0.05);
    expect(chartValue('0.00')).toBe(0);
  });

  it('draws an unreadable value at 0 instead of breaking the chart', () => {
    expect(chartValue('')).toBe(0);
    expect(chartValue('1,000.00')).toBe(0);
  });
});
