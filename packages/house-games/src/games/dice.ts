import type { Rate } from '@app/shared/money';
import { addFractions, fraction, multiplyFractions, type Rtp } from './rtp';
import type { RandomSource } from './types';

/** Three dice in the order they were rolled, each 1–6. */
export type ThreeDice = readonly [number, number, number];

/** Rolls three dice from the source in order: die 1, die 2, die 3 (three floats). */
export function rollThreeDice(random: RandomSource): ThreeDice {
  const first = random.nextDie();
  const second = random.nextDie();
  const third = random.nextDie();
  return [first, second, third];
}

export function diceSum(dice: ThreeDice): number {
  return dice[0] + dice[1] + dice[2];
}

export function isTriple(dice: ThreeDice): boolean {
  return dice[0] === dice[1] && dice[1] === dice[2];
}

/** How many of the three dice show `face`. */
export function countFace(dice: ThreeDice, face: number): number {
  return (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0);
}

/** All 216 equally likely rolls, for exact returns to player. */
export const ALL_THREE_DICE: readonly ThreeDice[] = (() => {
  const rolls: ThreeDice[] = [];
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) rolls.push([a, b, c]);
  return rolls;
})();

/** Exact return to player of a bet whose return multiplier (stake included) on each roll is given. */
export function exactDiceRtp(returnOn: (dice: ThreeDice) => Rate): Rtp {
  let total: Rate = { num: 0n, den: 1n };
  for (const dice of ALL_THREE_DICE) total = addFractions(total, returnOn(dice));
  return multiplyFractions(total, fraction(1n, BigInt(ALL_THREE_DICE.length)));
}
