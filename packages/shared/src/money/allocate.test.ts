import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allocateFen, splitEvenly } from './allocate';
import { sumFen } from './fen';

describe('allocateFen', () => {
  it('gives leftover fen to the largest remainders, ties to the earlier part', () => {
    expect(allocateFen(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateFen(100n, [1n, 2n])).toEqual([33n, 67n]);
    expect(allocateFen(10n, [3n, 0n, 7n])).toEqual([3n, 0n, 7n]);
    expect(allocateFen(1n, [1n, 1n, 1n])).toEqual([1n, 0n, 0n]);
    expect(allocateFen(-100n, 3)).toEqual([-34n, -33n, -33n]);
    expect(allocateFen(0n, [5n, 5n])).toEqual([0n, 0n]);
  });

  it.each([[[] as bigint[]], [[0n, 0n]], [[-1n, 2n]], [0], [-2], [1.5]])('throws on weights %o', (weights) => {
    expect(() => allocateFen(100n, weights)).toThrow(RangeError);
  });

  it('parts always sum exactly to the total and stay within one fen of the exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc
          .array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 1, maxLength: 20 })
          .filter((weights) => weights.some((weight) => weight > 0n)),
        (total, weights) => {
          const parts = allocateFen(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sumFen(parts)).toBe(total);
          const weightSum = sumFen(weights);
          parts.forEach((part, index) => {
            const weight = weights[index] ?? 0n;
            const error = part * weightSum - total * weight;
            expect(error > -weightSum && error < weightSum).toBe(true);
            if (weight === 0n) expect(part).toBe(0n);
          });
        },
      ),
    );
  });
});

describe('splitEvenly', () => {
  it('splits 5 fen in two as 3 and 2', () => {
    expect(splitEvenly(5n, 2)).toEqual([3n, 2n]);
  });

  it('parts sum to the total, differ by at most one fen and the larger come first', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 1, max: 50 }),
        (total, count) => {
          const parts = splitEvenly(total, count);
          expect(parts).toHaveLength(count);
          expect(sumFen(parts)).toBe(total);
          const magnitudes = parts.map((part) => (part < 0n ? -part : part));
          const [first = 0n] = magnitudes;
          const last = magnitudes[magnitudes.length - 1] ?? 0n;
          expect(first - last === 0n || first - last === 1n).toBe(true);
          for (let i = 1; i < magnitudes.length; i += 1) {
            expect((magnitudes[i - 1] ?? 0n) >= (magnitudes[i] ?? 0n)).toBe(true);
          }
        },
      ),
    );
  });
});
