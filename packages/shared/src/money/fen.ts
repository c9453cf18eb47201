// Small comparisons and sums on fen (0.01 CNY) held as bigint. CONVENTIONS rule 6: money is integer
// fen and all arithmetic on it lives in this folder.

/** Fen in one yuan. */
export const FEN_PER_YUAN = 100n;

/** Sum of fen values (0n for none). */
export function sumFen(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** Smallest of the given fen values. */
export function minFen(first: bigint, ...rest: readonly bigint[]): bigint {
  let smallest = first;
  for (const value of rest) if (value < smallest) smallest = value;
  return smallest;
}

/** Largest of the given fen values. */
export function maxFen(first: bigint, ...rest: readonly bigint[]): bigint {
  let largest = first;
  for (const value of rest) if (value > largest) largest = value;
  return largest;
}

/** Sort comparator for fen values: -1, 0 or 1. */
export function compareFen(a: bigint, b: bigint): -1 | 0 | 1 {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** Absolute value of a fen amount. */
export function absFen(fen: bigint): bigint {
  return fen < 0n ? -fen : fen;
}
