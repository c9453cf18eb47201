import { FEN_PER_YUAN } from './fen';

/** Messages for a refused request amount (platform-rules §1: "refused with a clear message"). */
export const AMOUNT_MESSAGES = {
  invalid: '请输入正确的金额',
  notPositive: '金额必须大于0',
  tooManyDecimals: '金额最多保留两位小数',
  outOfRange: '金额超出允许范围',
} as const;

/** Most digits before the decimal point a request amount may have. */
export const AMOUNT_MAX_INTEGER_DIGITS = 13;

/** Largest amount a request may carry: 9999999999999.99 yuan. Stays below 2^53 fen. */
export const AMOUNT_MAX_FEN = 10n ** BigInt(AMOUNT_MAX_INTEGER_DIGITS + 2) - 1n;

/** Outcome of parsing a request amount. */
export type ParseAmountResult = { ok: true; fen: bigint } | { ok: false; message: string };

const UNSIGNED_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const STRICT_YUAN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function refuse(message: string): ParseAmountResult {
  return { ok: false, message };
}

/**
 * Parses an amount from a request (JSON number or numeric string, surrounding whitespace ignored)
 * into fen. Accepts only positive plain decimals with at most two decimals and at most 13 integer
 * digits: no sign, exponent, hex, separators or full-width digits.
 */
export function parseAmountToFen(input: unknown): ParseAmountResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse(AMOUNT_MESSAGES.invalid);
    if (input <= 0) return refuse(AMOUNT_MESSAGES.notPositive);
    // The shortest round-tripping decimal is what the sender meant: 0.1 + 0.2 arrives as
    // '0.30000000000000004' and is refused instead of silently rounded.
    text = String(input);
    if (/e/i.test(text)) {
      return refuse(input >= 1 ? AMOUNT_MESSAGES.outOfRange : AMOUNT_MESSAGES.tooManyDecimals);
    }
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return refuse(AMOUNT_MESSAGES.invalid);
  }

  const match = UNSIGNED_DECIMAL.exec(text);
  if (!match) return refuse(AMOUNT_MESSAGES.invalid);
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match;
  if (sign === '-') return refuse(AMOUNT_MESSAGES.notPositive);
  if (fractionDigits.length > 2) return refuse(AMOUNT_MESSAGES.tooManyDecimals);
  if (integerDigits.replace(/^0+/, '').length > AMOUNT_MAX_INTEGER_DIGITS) {
    return refuse(AMOUNT_MESSAGES.outOfRange);
  }

  const fen = BigInt(integerDigits) * FEN_PER_YUAN + BigInt(fractionDigits.padEnd(2, '0'));
  if (fen === 0n) return refuse(AMOUNT_MESSAGES.notPositive);
  return { ok: true, fen };
}

/**
 * Converts a trusted yuan string of our own making ('12.30', '-5', '0.5') to fen.
 * Throws a RangeError on anything else; use {@link parseAmountToFen} for member input.
 */
export function yuanStringToFen(text: string): bigint {
  const match = STRICT_YUAN.exec(text);
  if (!match) throw new RangeError(`Not a yuan amount: ${JSON.stringify(text)}`);
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match;
  const abs = BigInt(integerDigits) * FEN_PER_YUAN + BigInt(fractionDigits.padEnd(2, '0'));
  return sign === '-' ? -abs : abs;
}
