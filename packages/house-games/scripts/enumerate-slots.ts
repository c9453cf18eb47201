// Visits every one of the 29 × 30⁴ = 23,490,000 reel-stop combinations through the engine's own
// evaluateSpin and prints the exact return to player, its variance and the hit rate, to check
// SLOTS_RTP and computeSlotsRtp against brute force. Too slow for CI (minutes); run by hand:
//   node --import tsx packages/house-games/scripts/enumerate-slots.ts [firstReelFrom] [firstReelTo]
// With a range it covers only those reel-1 stops (run parts in parallel and add the sums).
import { evaluateSpin, formatPercent, fraction, SLOTS_MULTIPLIER_DENOMINATOR, SLOTS_REELS, SLOTS_RTP } from '../src';

const lengths = SLOTS_REELS.map((strip) => strip.length);
const [len0 = 0, len1 = 0, len2 = 0, len3 = 0, len4 = 0] = lengths;
const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? len0);

const started = performance.now();
let spins = 0n;
let sum = 0n;
let sumOfSquares = 0n;
let hits = 0n;
let maxNumerator = 0;
let maxStops: number[] = [];
for (let a = from; a < to; a += 1) {
  // Per reel-1 stop, sums stay below 2⁵³ as numbers; fold them into bigints afterwards.
  let partSum = 0;
  let partSquares = 0;
  let partHits = 0;
  for (let b = 0; b < len1; b += 1)
    for (let c = 0; c < len2; c += 1)
      for (let d = 0; d < len3; d += 1)
        for (let e = 0; e < len4; e += 1) {
          const numerator = Number(evaluateSpin([a, b, c, d, e]).multiplier.num);
          partSum += numerator;
          partSquares += numerator * numerator;
          if (numerator > 0) partHits += 1;
          if (numerator > maxNumerator) {
            maxNumerator = numerator;
            maxStops = [a, b, c, d, e];
          }
        }
  spins += BigInt(len1 * len2 * len3 * len4);
  sum += BigInt(partSum);
  sumOfSquares += BigInt(partSquares);
  hits += BigInt(partHits);
  process.stderr.write(`reel-1 stop ${a} done, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const den = SLOTS_MULTIPLIER_DENOMINATOR;
const rtp = fraction(sum, spins * den);
const meanSquare = fraction(sumOfSquares, spins * den * den);
const result = {
  spins: spins.toString(),
  sumNumerators: sum.toString(),
  sumSquaredNumerators: sumOfSquares.toString(),
  hits: hits.toString(),
  maxWin: `${maxNumerator}/${den} of the stake at stops ${maxStops.join(',')}`,
  rtp: `${rtp.num}/${rtp.den}`,
  rtpPercent: formatPercent(rtp, 4),
  meanSquare: `${meanSquare.num}/${meanSquare.den}`,
  matchesPublished: from === 0 && to === len0 ? rtp.num === SLOTS_RTP.num && rtp.den === SLOTS_RTP.den : 'partial',
  seconds: Math.round((performance.now() - started) / 1000),
};
console.log(JSON.stringify(result, null, 2));
