import { describe, expect, it } from 'vitest';

import { absFen, compareFen, maxFen, minFen, sumFen } from './fen';

describe('fen helpers', () => {
  it('sums, picks the smallest and largest, and sorts', () => {
    expect(sumFen([])).toBe(0n);
    expect(sumFen([100n, -30n, 5n])).toBe(75n);
    expect(sumFen(new Set([1n, 2n]))).toBe(3n);
    expect(minFen(5n, -2n, 9n)).toBe(-2n);
    expect(maxFen(5n, -2n, 9n)).toBe(9n);
    expect(minFen(7n)).toBe(7n);
    expect([3n, -1n, 2n].sort(compareFen)).toEqual([-1n, 2n, 3n]);
    expect(compareFen(4n, 4n)).toBe(0);
    expect(absFen(-12n)).toBe(12n);
  });
});
