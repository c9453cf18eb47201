// Splitting an amount into parts that sum exactly to it (largest-remainder method), for shares of
// a bonus pool, instalments and the like.

function toWeights(weights: readonly bigint[] | number): readonly bigint[] {
  if (typeof weights !== 'number') return weights;
  if (!Number.isSafeInteger(weights) || weights <= 0) {
    throw new RangeError(`Number of parts must be a positive integer, got ${weights}`);
  }
  return Array.from({ length: weights }, () => 1n);
}

/**
 * Splits total fen in proportion to the weights (or into n equal parts). Parts sum exactly to total;
 * each is the floor of its exact share, and the leftover fen go one each to the largest remainders,
 * ties to the earlier part. A negative total is split as its absolute value, then negated.
 */
export function allocateFen(total: bigint, weights: readonly bigint[] | number): bigint[] {
  const parts = toWeights(weights);
  if (parts.length === 0) throw new RangeError('At least one weight is needed');
  let weightSum = 0n;
  for (const weight of parts) {
    if (weight < 0n) throw new RangeError(`Weights must not be negative, got ${weight}`);
    weightSum += weight;
  }
  if (weightSum === 0n) throw new RangeError('Weights must not all be zero');

  const magnitude = total < 0n ? -total : total;
  const shares = parts.map((weight, index) => {
    const exact = magnitude * weight;
    return { index, amount: exact / weightSum, remainder: exact % weightSum };
  });
  let leftover = magnitude;
  for (const share of shares) leftover -= share.amount;

  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    share.amount += 1n;
    leftover -= 1n;
  }
  return shares.map((share) => (total < 0n ? -share.amount : share.amount));
}

/** Splits total fen into n parts that differ by at most one fen, the larger ones first. */
export function splitEvenly(total: bigint, parts: number): bigint[] {
  return allocateFen(total, parts);
}
