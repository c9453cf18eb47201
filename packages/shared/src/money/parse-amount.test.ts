import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatFen } from './format-fen';
import { AMOUNT_MAX_FEN, AMOUNT_MESSAGES, parseAmountToFen, yuanStringToFen } from './parse-amount';

function messageOf(input: unknown): string | null {
  const result = parseAmountToFen(input);
  return result.ok ? null : result.message;
}

describe('parseAmountToFen', () => {
  it.each([
    ['100', 10000n],
    ['100.5', 10050n],
    ['100.50', 10050n],
    [' 12 ', 1200n],
    ['0.01', 1n],
    ['007.5', 750n],
    [100.5, 10050n],
    [0.01, 1n],
    [12, 1200n],
    ['9999999999999.99', AMOUNT_MAX_FEN],
  ] as const)('reads %j as %s fen', (input, fen) => {
    expect(parseAmountToFen(input)).toEqual({ ok: true, fen });
  });

  it.each([
    '',
    '   ',
    'abc',
    '1e3',
    '1E3',
    '0x10',
    '+5',
    '1,000',
    '１００',
    '.5',
    '5.',
    '1 000',
    '--5',
    '5-',
    null,
    undefined,
    true,
    {},
    [],
    10n,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('refuses %o as not a number', (input) => {
    expect(messageOf(input)).toBe(AMOUNT_MESSAGES.invalid);
  });

  it.each(['0', '0.00', '000', 0, -0, '-5', '-0.01', -5, -0.01, '-1.234'])('refuses %j as not positive', (input) => {
    expect(messageOf(input)).toBe(AMOUNT_MESSAGES.notPositive);
  });

  it.each(['1.234', '0.001', '100.500', 1.234, 0.1 + 0.2, 1e-7])(
    'refuses %j for having more than two decimals',
    (input) => {
      expect(messageOf(input)).toBe(AMOUNT_MESSAGES.tooManyDecimals);
    },
  );

  it.each(['10000000000000', '99999999999999.99', 1e21, 1e15])('refuses %j as out of range', (input) => {
    expect(messageOf(input)).toBe(AMOUNT_MESSAGES.outOfRange);
  });

  it('reads back every amount formatFen writes, as a string and as a JSON number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: AMOUNT_MAX_FEN }), (fen) => {
        const text = formatFen(fen);
        expect(parseAmountToFen(text)).toEqual({ ok: true, fen });
        expect(parseAmountToFen(JSON.parse(text) as unknown)).toEqual({ ok: true, fen });
      }),
    );
  });

  it('refuses any amount with three or more decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.stringMatching(/^\d{2,6}[1-9]$/), (yuan, decimals) => {
        expect(messageOf(`${yuan}.${decimals}`)).toBe(AMOUNT_MESSAGES.tooManyDecimals);
      }),
    );
  });

  it('refuses any negative amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: AMOUNT_MAX_FEN }), (fen) => {
        expect(messageOf(`-${formatFen(fen)}`)).toBe(AMOUNT_MESSAGES.notPositive);
        expect(messageOf(-Number(formatFen(fen)))).toBe(AMOUNT_MESSAGES.notPositive);
      }),
    );
  });

  it('never accepts text that is not a plain decimal', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmountToFen(text);
        if (result.ok) expect(text.trim()).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('yuanStringToFen', () => {
  it.each([
    ['12.30', 1230n],
    ['-5', -500n],
    ['0.5', 50n],
    ['-0.05', -5n],
  ] as const)('converts %s to %s fen', (text, fen) => {
    expect(yuanStringToFen(text)).toBe(fen);
  });

  it.each(['1.234', ' 1', 'abc', '1e2', '', '+1', '1.'])('throws on %j', (text) => {
    expect(() => yuanStringToFen(text)).toThrow(RangeError);
  });

  it('is the inverse of formatFen for any fen, negative included', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (fen) => {
        expect(yuanStringToFen(formatFen(fen))).toBe(fen);
      }),
    );
  });
});
