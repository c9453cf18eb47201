/**
 * The jackpot counter of hot section 1 (spec-1 §2, §9): 8 rolling digits, updated every 3 s,
 * starting at a random value between 12,432,455 and 26,453,903 and adding 50 to 500 each update.
 * It is a display, not money: plain numbers are fine here.
 */
export const JACKPOT_DIGITS = 8;
export const JACKPOT_UPDATE_MS = 3000;
export const JACKPOT_START_MIN = 12_432_455;
export const JACKPOT_START_MAX = 26_453_903;
export const JACKPOT_STEP_MIN = 50;
export const JACKPOT_STEP_MAX = 500;
const JACKPOT_MAX = 10 ** JACKPOT_DIGITS - 1;

/** A float in [0, 1). */
export type RandomFloat = () => number;

/** An integer in [min, max], both included. */
export function randomIntInclusive(min: number, max: number, random: RandomFloat): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function jackpotStart(random: RandomFloat): number {
  return randomIntInclusive(JACKPOT_START_MIN, JACKPOT_START_MAX, random);
}

/** The next value: 50–500 more; a counter that would need a ninth digit starts over. */
export function jackpotNext(value: number, random: RandomFloat): number {
  const next = value + randomIntInclusive(JACKPOT_STEP_MIN, JACKPOT_STEP_MAX, random);
  return next > JACKPOT_MAX ? jackpotStart(random) : next;
}

/** The 8 digits shown, zero-padded. */
export function jackpotDigits(value: number): number[] {
  return String(value).padStart(JACKPOT_DIGITS, '0').slice(-JACKPOT_DIGITS).split('').map(Number);
}

/** Uniform floats from the browser's cryptographic source (a display, but no reason to be weaker). */
export function cryptoRandomFloat(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}
