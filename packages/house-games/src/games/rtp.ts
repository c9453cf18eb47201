import type { Rate } from '@app/shared/money';

// Exact rationals for probabilities and returns to player. These are not money (CONVENTIONS rule 6
// covers amounts); they are published figures that must be exact, so they stay bigint fractions.

/** A return to player as an exact fraction (0.9607… = 1880701 / 1957500), reduced. */
export type Rtp = Rate;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num / den reduced to lowest terms (den > 0). */
export function fraction(num: bigint, den: bigint = 1n): Rate {
  if (den <= 0n) throw new RangeError('Denominator must be positive');
  const divisor = gcd(num, den);
  return divisor <= 1n ? { num, den } : { num: num / divisor, den: den / divisor };
}

export function addFractions(a: Rate, b: Rate): Rate {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function multiplyFractions(a: Rate, b: Rate): Rate {
  return fraction(a.num * b.num, a.den * b.den);
}

export function isSameFraction(a: Rate, b: Rate): boolean {
  return a.num * b.den === b.num * a.den;
}

/** The fraction as a JavaScript number (for display and statistics only). */
export function fractionToNumber(value: Rate): number {
  const scale = 10n ** 15n;
  return Number((value.num * scale) / value.den) / 1e15;
}

/** A percentage rounded half up to `decimals` places, computed exactly: 1880701/1957500 → '96.08%'. */
export function formatPercent(value: Rate, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (2n * value.num * 100n * scale + value.den) / (2n * value.den);
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${part}%` : `${whole}%`;
}
