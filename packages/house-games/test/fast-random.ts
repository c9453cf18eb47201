import type { RandomSource } from '../src';

/**
 * A fast seeded PRNG (sfc32) with the OutcomeStream contract: floats on the same 2⁻³² grid,
 * nextInt(n) = ⌊float × n⌋, nextDie() = 1 + nextInt(6). Only for the million-round RTP simulations,
 * where HMAC in pure TypeScript would be too slow: the published RTP is a property of the game's
 * math, not of the byte source. Never used for real rounds.
 */
export class FastRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i += 1) this.nextUint32();
  }

  private nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  nextFloat(): number {
    return this.nextUint32() / 4294967296;
  }

  nextInt(n: number): number {
    return Math.floor(this.nextFloat() * n);
  }

  nextDie(): number {
    return 1 + this.nextInt(6);
  }
}

/** A source that replays given floats in order and fails loudly when a game asks for more. */
export class ScriptedRandom implements RandomSource {
  private index = 0;

  constructor(private readonly floats: readonly number[]) {}

  get drawn(): number {
    return this.index;
  }

  nextFloat(): number {
    const value = this.floats[this.index];
    if (value === undefined) throw new Error(`Scripted source exhausted after ${this.index} floats`);
    this.index += 1;
    return value;
  }

  nextInt(n: number): number {
    return Math.floor(this.nextFloat() * n);
  }

  nextDie(): number {
    return 1 + this.nextInt(6);
  }
}

/** The float that makes nextInt(n) return k (the middle of k's interval). */
export function floatForInt(k: number, n: number): number {
  return (k + 0.5) / n;
}

/** The float that makes nextDie() return the face. */
export function floatForDie(face: number): number {
  return floatForInt(face - 1, 6);
}

/** Mean return per unit staked and its tolerance (z standard errors from the given σ). */
export function tolerance(standardDeviation: number, rounds: number, z = 5): number {
  return (z * standardDeviation) / Math.sqrt(rounds);
}

/** Standard deviation of a return that takes each value with the given probability. */
export function standardDeviationOf(distribution: readonly { value: number; probability: number }[]): number {
  let mean = 0;
  let meanSquare = 0;
  for (const { value, probability } of distribution) {
    mean += value * probability;
    meanSquare += value * value * probability;
  }
  return Math.sqrt(meanSquare - mean * mean);
}
