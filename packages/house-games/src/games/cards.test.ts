import { describe, expect, it } from 'vitest';
import { FastRandom, ScriptedRandom } from '../../test/fast-random';
import { cardAtShoeIndex, cardLabel, SHOE_SIZE, Shoe } from './cards';

describe('Shoe', () => {
  it('holds eight full decks', () => {
    const shoe = new Shoe(new FastRandom(5));
    const seen = new Map<string, number>();
    for (let i = 0; i < SHOE_SIZE; i += 1) {
      const label = cardLabel(shoe.deal());
      seen.set(label, (seen.get(label) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((count) => count === 8)).toBe(true);
    expect(() => shoe.deal()).toThrow('The shoe is empty');
  });

  it('deals the same cards as the top of a fully shuffled shoe (forward Fisher–Yates, same floats)', () => {
    const source = new FastRandom(99);
    const floats = Array.from({ length: SHOE_SIZE - 1 }, () => source.nextFloat());
    const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i);
    floats.forEach((float, i) => {
      const j = i + Math.floor(float * (SHOE_SIZE - i));
      [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
    });
    const lazy = new Shoe(new ScriptedRandom(floats));
    const dealt = Array.from({ length: 20 }, () => lazy.deal());
    expect(dealt).toEqual(shoe.slice(0, 20).map(cardAtShoeIndex));
    expect(lazy.dealt).toBe(20);
  });

  it('gives every rank the same chance for the first card', () => {
    const random = new FastRandom(1234);
    const rounds = 130_000;
    const counts = Array.from({ length: 13 }, () => 0);
    for (let i = 0; i < rounds; i += 1) counts[new Shoe(random).deal().rank - 1]! += 1;
    const expected = rounds / 13;
    const sigma = Math.sqrt(rounds * (1 / 13) * (12 / 13));
    for (const count of counts) expect(Math.abs(count - expected)).toBeLessThan(5 * sigma);
  });

  it('names cards and orders the unshuffled shoe by deck, suit and rank', () => {
    expect(cardAtShoeIndex(0)).toEqual({ rank: 1, suit: 'spades' });
    expect(cardAtShoeIndex(13)).toEqual({ rank: 1, suit: 'hearts' });
    expect(cardAtShoeIndex(51)).toEqual({ rank: 13, suit: 'diamonds' });
    expect(cardAtShoeIndex(52)).toEqual({ rank: 1, suit: 'spades' });
    expect(() => cardAtShoeIndex(SHOE_SIZE)).toThrow(RangeError);
    expect(cardLabel({ rank: 10, suit: 'hearts' })).toBe('♥10');
    expect(cardLabel({ rank: 1, suit: 'spades' })).toBe('♠A');
  });
});
