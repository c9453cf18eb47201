// Exchange rates and percentages as exact fractions of bigints, so conversions round exactly once,
// in the direction the caller names (platform-rules §6: receipt = floor(amount / rate, 2 decimals) − fee).

/** An exact non-negative fraction num / den (den > 0), reduced to lowest terms by the parsers. */
export interface Rate {
  readonly num: bigint;
  readonly den: bigint;
}

/** A rate as a decimal string ('6.36') or an already parsed {@link Rate}. */
export type RateInput = string | Rate;

/** How a conversion rounds: toward −∞, toward +∞, or to nearest with halves toward +∞. */
export type Rounding = 'floor' | 'ceil' | 'half-up';

/** Most decimals a rate may have. */
export const RATE_MAX_DECIMALS = 8;

/** Messages for a refused rate (back-office input). */
export const RATE_MESSAGES = {
  invalid: '请输入正确的汇率',
  notPositive: '汇率必须大于0',
  tooManyDecimals: '汇率最多保留8位小数',
} as const;

/** Outcome of parsing a rate. */
export type ParseRateResult = { ok: true; rate: Rate } | { ok: false; message: string };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(num: bigint, den: bigint): Rate {
  const divisor = gcd(num, den);
  return divisor <= 1n ? { num, den } : { num: num / divisor, den: den / divisor };
}

function parseNonNegativeDecimal(input: unknown): ParseRateResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: RATE_MESSAGES.invalid };
    text = String(input);
    if (/e/i.test(text)) return { ok: false, message: RATE_MESSAGES.invalid };
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: RATE_MESSAGES.invalid };
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, message: RATE_MESSAGES.invalid };
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match;
  if (fractionDigits.length > RATE_MAX_DECIMALS) {
    return { ok: false, message: RATE_MESSAGES.tooManyDecimals };
  }
  if (sign === '-') return { ok: false, message: RATE_MESSAGES.notPositive };
  const num = BigInt(integerDigits + fractionDigits);
  return { ok: true, rate: reduce(num, 10n ** BigInt(fractionDigits.length)) };
}

/**
 * Parses an exchange rate (CNY per unit, e.g. '6.36'): a positive plain decimal with at most 8
 * decimals, given as a string or a JSON number; surrounding whitespace is ignored.
 */
export function parseRate(input: unknown): ParseRateResult {
  const parsed = parseNonNegativeDecimal(input);
  if (parsed.ok && parsed.rate.num === 0n) return { ok: false, message: RATE_MESSAGES.notPositive };
  return parsed;
}

/**
 * Parses a multiplier or percentage that may be zero (a rebate rate of '0', a turnover multiple):
 * a non-negative plain decimal with at most 8 decimals.
 */
export function parseRatio(input: unknown): ParseRateResult {
  return parseNonNegativeDecimal(input);
}

function toRate(input: RateInput, allowZero: boolean): Rate {
  if (typeof input === 'string') {
    const parsed = allowZero ? parseRatio(input) : parseRate(input);
    if (!parsed.ok) throw new RangeError(`Invalid rate ${JSON.stringify(input)}: ${parsed.message}`);
    return parsed.rate;
  }
  if (input.den <= 0n || input.num < 0n || (!allowZero && input.num === 0n)) {
    throw new RangeError(`Invalid rate ${input.num}/${input.den}`);
  }
  return input;
}

/** numerator / denominator rounded as asked; denominator must be positive. */
function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  switch (rounding) {
    case 'floor': {
      const quotient = numerator / denominator;
      return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
    }
    case 'ceil': {
      const quotient = numerator / denominator;
      return numerator % denominator !== 0n && numerator > 0n ? quotient + 1n : quotient;
    }
    case 'half-up':
      return divideRounded(2n * numerator + denominator, 2n * denominator, 'floor');
  }
}

/**
 * Converts fen to hundredths of the rate's unit (amount ÷ rate), rounded as named.
 * With rate '6.36' (CNY per USDT), 10000n fen (100 yuan) floors to 1572n (15.72 USDT).
 */
export function convertFenByRate(amountFen: bigint, rate: RateInput, rounding: Rounding): bigint {
  const { num, den } = toRate(rate, false);
  return divideRounded(amountFen * den, num, rounding);
}

/** Fen ÷ rate, floored to hundredths of the target unit (the USDT quantity of a deposit or withdrawal). */
export function divideByRateFloor(amountFen: bigint, rate: RateInput): bigint {
  return convertFenByRate(amountFen, rate, 'floor');
}

/** Hundredths of a unit × rate (CNY per unit) to fen, rounded as named. */
export function multiplyByRate(units: bigint, rate: RateInput, rounding: Rounding): bigint {
  const { num, den } = toRate(rate, false);
  return divideRounded(units * num, den, rounding);
}

/** Hundredths of a unit × rate (CNY per unit), floored to the fen. */
export function multiplyByRateFloor(units: bigint, rate: RateInput): bigint {
  return multiplyByRate(units, rate, 'floor');
}

/** fen × ratio (e.g. '0.008' or a multiple '3'), floored to the fen; the ratio may be zero. */
export function applyRateFloor(fen: bigint, ratio: RateInput): bigint {
  const { num, den } = toRate(ratio, true);
  return divideRounded(fen * num, den, 'floor');
}

/** fen × percent / 100 (a rebate of '0.8' percent), floored to the fen; the percent may be zero. */
export function applyPercentFloor(fen: bigint, percent: RateInput): bigint {
  const { num, den } = toRate(percent, true);
  return divideRounded(fen * num, den * 100n, 'floor');
}

/**
 * Estimated receipt of a wallet withdrawal in hundredths of the wallet's unit (platform-rules §6):
 * floor(amount ÷ rate, 2 decimals) − fee. May be zero or negative; the caller refuses those.
 */
export function estimateWalletReceipt(amountFen: bigint, rate: RateInput, feeUnits: bigint): bigint {
  return divideByRateFloor(amountFen, rate) - feeUnits;
}
