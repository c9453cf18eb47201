import { describe, expect, it } from 'vitest';
import { levelsReached, vipLevelFor } from './vip-levels.service';

const yuan = (value: number) => BigInt(value * 100);
const LADDER = [
  { level: 0, rechargeFen: 0n, flowFen: 0n },
  { level: 1, rechargeFen: yuan(1000), flowFen: yuan(5000) },
  { level: 2, rechargeFen: yuan(5000), flowFen: yuan(30000) },
  { level: 3, rechargeFen: yuan(20000), flowFen: yuan(100000) },
];

describe('vipLevelFor (platform-rules §7)', () => {
  it('is the highest level whose recharge ≤ paysum and flow ≤ lifetime valid bets', () => {
    expect(vipLevelFor(LADDER, 0n, 0n, 0)).toBe(0);
    expect(vipLevelFor(LADDER, yuan(1000), yuan(5000), 0)).toBe(1);
    expect(vipLevelFor(LADDER, yuan(999.99), yuan(5000), 0)).toBe(0);
    expect(vipLevelFor(LADDER, yuan(1000), yuan(4999.99), 0)).toBe(0);
    expect(vipLevelFor(LADDER, yuan(6000), yuan(29999), 0)).toBe(1);
  });

  it('needs both conditions: a big deposit without bets stays at 0, big bets without deposit too', () => {
    expect(vipLevelFor(LADDER, yuan(1_000_000), 0n, 0)).toBe(0);
    expect(vipLevelFor(LADDER, 0n, yuan(1_000_000), 0)).toBe(0);
  });

  it('jumps several levels at once', () => {
    expect(vipLevelFor(LADDER, yuan(20000), yuan(100000), 0)).toBe(3);
  });

  it('never goes down (a level held stays even when the thresholds are no longer met)', () => {
    expect(vipLevelFor(LADDER, 0n, 0n, 2)).toBe(2);
    expect(vipLevelFor(LADDER, yuan(1000), yuan(5000), 3)).toBe(3);
  });

  it('does not depend on the order of the levels', () => {
    expect(vipLevelFor([...LADDER].reverse(), yuan(5000), yuan(30000), 0)).toBe(2);
  });
});

describe('levelsReached', () => {
  it('lists every level passed, skipped ones included, lowest first', () => {
    expect(levelsReached([...LADDER].reverse(), 0, 3).map((level) => level.level)).toEqual([1, 2, 3]);
    expect(levelsReached(LADDER, 1, 2).map((level) => level.level)).toEqual([2]);
    expect(levelsReached(LADDER, 2, 2)).toEqual([]);
  });
});
