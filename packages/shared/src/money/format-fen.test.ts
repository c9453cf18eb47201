import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fenToYuanString, formatFen, formatFenCompact, MONEY_STRING_PATTERN } from './format-fen';

describe('formatFen', () => {
  it.each([
    [123450n, '1234.50'],
    [-5n, '-0.05'],
    [0n, '0.00'],
    [-100n, '-1.00'],
    [1n, '0.01'],
    [100000000000n, '1000000000.00'],
  ] as const)('writes %s fen as %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
    expect(fenToYuanString(fen)).toBe(text);
  });

  it('always writes exactly two decimals and no separators', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (fen) => {
        expect(formatFen(fen)).toMatch(MONEY_STRING_PATTERN);
      }),
    );
  });
});

describe('formatFenCompact', () => {
  it.each([
    [10000n, '100'],
    [10050n, '100.50'],
    [5n, '0.05'],
    [-100n, '-1'],
    [0n, '0'],
  ] as const)('writes %s fen as %s', (fen, text) => {
    expect(formatFenCompact(fen)).toBe(text);
  });
});
