import { describe, expect, it } from 'vitest';
import {
  JACKPOT_START_MAX,
  JACKPOT_START_MIN,
  jackpotDigits,
  jackpotNext,
  jackpotStart,
  randomIntInclusive,
} from './jackpot';

const fixed = (value: number) => () => value;

describe('jackpot counter (spec-1 §9)', () => {
  it('starts between 12,432,455 and 26,453,903, both ends reachable', () => {
    expect(jackpotStart(fixed(0))).toBe(JACKPOT_START_MIN);
    expect(jackpotStart(fixed(0.999_999_999))).toBe(JACKPOT_START_MAX);
    for (let i = 0; i < 1000; i += 1) {
      const start = jackpotStart(Math.random);
      expect(start).toBeGreaterThanOrEqual(12_432_455);
      expect(start).toBeLessThanOrEqual(26_453_903);
    }
  });

  it('adds 50 to 500 each update', () => {
    expect(jackpotNext(20_000_000, fixed(0))).toBe(20_000_050);
    expect(jackpotNext(20_000_000, fixed(0.999_999_999))).toBe(20_000_500);
    for (let i = 0; i < 1000; i += 1) {
      const step = jackpotNext(20_000_000, Math.random) - 20_000_000;
      expect(step).toBeGreaterThanOrEqual(50);
      expect(step).toBeLessThanOrEqual(500);
    }
  });

  it('shows 8 digits and starts over instead of growing a ninth', () => {
    expect(jackpotDigits(12_432_455)).toEqual([1, 2, 4, 3, 2, 4, 5, 5]);
    expect(jackpotDigits(5)).toEqual([0, 0, 0, 0, 0, 0, 0, 5]);
    const wrapped = jackpotNext(99_999_900, fixed(0.999));
    expect(wrapped).toBeGreaterThanOrEqual(JACKPOT_START_MIN);
    expect(wrapped).toBeLessThanOrEqual(JACKPOT_START_MAX);
  });

  it('draws integers in the closed range', () => {
    expect(randomIntInclusive(3, 5, fixed(0))).toBe(3);
    expect(randomIntInclusive(3, 5, fixed(0.5))).toBe(4);
    expect(randomIntInclusive(3, 5, fixed(0.99))).toBe(5);
  });
});
