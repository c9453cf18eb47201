import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  applyPercentFloor,
  applyRateFloor,
  convertFenByRate,
  divideByRateFloor,
  estimateWalletReceipt,
  multiplyByRate,
  multiplyByRateFloor,
  parseRate,
  parseRatio,
  RATE_MESSAGES,
  type Rate,
} from './rate';

/** A positive decimal rate string with up to 8 decimals, like '6.36' or '0.00000001'. */
const rateText = fc
  .tuple(fc.bigInt({ min: 0n, max: 100_000n }), fc.stringMatching(/^\d{0,8}$/))
  .map(([whole, decimals]) => (decimals === '' ? `${whole}` : `${whole}.${decimals}`))
  .filter((text) => /[1-9]/.test(text));

const fen = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

function rateOf(text: string): Rate {
  const parsed = parseRate(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rate;
}

describe('parseRate', () => {
  it('reads a decimal as an exact reduced fraction', () => {
    expect(parseRate('6.36')).toEqual({ ok: true, rate: { num: 159n, den: 25n } });
    expect(parseRate(' 7 ')).toEqual({ ok: true, rate: { num: 7n, den: 1n } });
    expect(parseRate(6.36)).toEqual({ ok: true, rate: { num: 159n, den: 25n } });
    expect(parseRate('0.12345678')).toEqual({
      ok: true,
      rate: { num: 6172839n, den: 50000000n },
    });
  });

  it.each([
    ['0', RATE_MESSAGES.notPositive],
    ['0.000', RATE_MESSAGES.notPositive],
    ['-1', RATE_MESSAGES.notPositive],
    ['abc', RATE_MESSAGES.invalid],
    ['1e2', RATE_MESSAGES.invalid],
    ['', RATE_MESSAGES.invalid],
    [null, RATE_MESSAGES.invalid],
    [Number.POSITIVE_INFINITY, RATE_MESSAGES.invalid],
    ['1.123456789', RATE_MESSAGES.tooManyDecimals],
  ])('refuses %j', (input, message) => {
    expect(parseRate(input)).toEqual({ ok: false, message });
  });

  it('parseRatio accepts zero', () => {
    expect(parseRatio('0')).toEqual({ ok: true, rate: { num: 0n, den: 1n } });
    expect(parseRatio('-0.5')).toEqual({ ok: false, message: RATE_MESSAGES.notPositive });
  });
});

describe('rate conversions', () => {
  it('computes the USDT quantity of 100 yuan at 6.36 floored to 2 decimals', () => {
    expect(divideByRateFloor(10000n, '6.36')).toBe(1572n);
    expect(convertFenByRate(10000n, '6.36', 'ceil')).toBe(1573n);
    expect(convertFenByRate(10000n, '6.36', 'half-up')).toBe(1572n);
  });

  it('subtracts the fee after flooring for the estimated receipt', () => {
    expect(estimateWalletReceipt(10000n, '6.36', 100n)).toBe(1472n);
    expect(estimateWalletReceipt(100n, '6.36', 100n)).toBe(-85n);
  });

  it('rounds negative amounts in the named direction', () => {
    expect(convertFenByRate(5n, '2', 'floor')).toBe(2n);
    expect(convertFenByRate(5n, '2', 'ceil')).toBe(3n);
    expect(convertFenByRate(5n, '2', 'half-up')).toBe(3n);
    expect(convertFenByRate(-5n, '2', 'floor')).toBe(-3n);
    expect(convertFenByRate(-5n, '2', 'ceil')).toBe(-2n);
    expect(convertFenByRate(-5n, '2', 'half-up')).toBe(-2n);
    expect(convertFenByRate(1n, '2', 'half-up')).toBe(1n);
    expect(convertFenByRate(-1n, '2', 'half-up')).toBe(0n);
    expect(convertFenByRate(-1n, '2', 'floor')).toBe(-1n);
  });

  it('multiplies units by the rate back to fen', () => {
    expect(multiplyByRateFloor(1572n, '6.36')).toBe(9997n);
    expect(multiplyByRate(1572n, { num: 159n, den: 25n }, 'ceil')).toBe(9998n);
  });

  it('applies a ratio or a percentage floored to the fen', () => {
    expect(applyRateFloor(12345n, '0.008')).toBe(98n);
    expect(applyPercentFloor(12345n, '0.8')).toBe(98n);
    expect(applyRateFloor(12345n, '3')).toBe(37035n);
    expect(applyRateFloor(12345n, '0')).toBe(0n);
    expect(applyPercentFloor(12345n, '100')).toBe(12345n);
  });

  it('throws on an unusable rate', () => {
    expect(() => divideByRateFloor(1n, '0')).toThrow(RangeError);
    expect(() => divideByRateFloor(1n, 'x')).toThrow(RangeError);
    expect(() => divideByRateFloor(1n, { num: 1n, den: 0n })).toThrow(RangeError);
    expect(() => applyRateFloor(1n, { num: -1n, den: 1n })).toThrow(RangeError);
  });

  it('floored division never exceeds the exact quotient and is within one unit of it', () => {
    fc.assert(
      fc.property(fen, rateText, (amountFen, text) => {
        const { num, den } = rateOf(text);
        const units = divideByRateFloor(amountFen, text);
        // exact = amountFen × den / num, compared without dividing
        expect(units * num <= amountFen * den).toBe(true);
        expect((units + 1n) * num > amountFen * den).toBe(true);
      }),
    );
  });

  it('ceiling division is never below the exact quotient and within one unit of it', () => {
    fc.assert(
      fc.property(fen, rateText, (amountFen, text) => {
        const { num, den } = rateOf(text);
        const units = convertFenByRate(amountFen, text, 'ceil');
        expect(units * num >= amountFen * den).toBe(true);
        expect((units - 1n) * num < amountFen * den).toBe(true);
      }),
    );
  });

  it('half-up lands within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(fen, rateText, (amountFen, text) => {
        const { num, den } = rateOf(text);
        const units = convertFenByRate(amountFen, text, 'half-up');
        const twiceError = 2n * (units * num - amountFen * den);
        // halves go up, so the result may sit exactly half a unit above the exact value
        expect(twiceError > -num && twiceError <= num).toBe(true);
      }),
    );
  });

  it('floored multiplication never exceeds the exact product and is within one fen of it', () => {
    fc.assert(
      fc.property(fen, rateText, (units, text) => {
        const { num, den } = rateOf(text);
        const amountFen = multiplyByRateFloor(units, text);
        expect(amountFen * den <= units * num).toBe(true);
        expect((amountFen + 1n) * den > units * num).toBe(true);
      }),
    );
  });

  it('a parsed rate and its text give the same result', () => {
    fc.assert(
      fc.property(fen, rateText, (amountFen, text) => {
        expect(divideByRateFloor(amountFen, rateOf(text))).toBe(divideByRateFloor(amountFen, text));
      }),
    );
  });
});
