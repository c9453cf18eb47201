import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RED_PACKET_RULES,
  drawPacket,
  grabsFor,
  isValidRedPacketWindow,
  maxGrabs,
  packetBounds,
  redPacketDayOf,
  tiersProblem,
} from './red-packet-rules';
import { parseStoredRules, storedRules } from './red-packets.settings';

const SHANGHAI = 'Asia/Shanghai';
const window = { windowStart: '10:00', windowEnd: '12:00' };

describe('red-packet window and counted-deposit interval', () => {
  it('is not started before 10:00, open from 10:00:00 to 11:59:59, finished from 12:00 (site time)', () => {
    expect(redPacketDayOf(window, new Date('2026-06-15T09:59:59+08:00'), SHANGHAI).state).toBe(0);
    expect(redPacketDayOf(window, new Date('2026-06-15T10:00:00+08:00'), SHANGHAI).state).toBe(1);
    expect(redPacketDayOf(window, new Date('2026-06-15T11:59:59+08:00'), SHANGHAI).state).toBe(1);
    expect(redPacketDayOf(window, new Date('2026-06-15T12:00:00+08:00'), SHANGHAI).state).toBe(2);
  });

  it('counts deposits from 12:00 the previous day to 10:00 today, across midnight', () => {
    const day = redPacketDayOf(window, new Date('2026-06-15T00:30:00+08:00'), SHANGHAI);
    expect(day.day).toBe('2026-06-15');
    expect(day.countFrom.toISOString()).toBe(new Date('2026-06-14T12:00:00+08:00').toISOString());
    expect(day.countTo.toISOString()).toBe(new Date('2026-06-15T10:00:00+08:00').toISOString());
    expect(day.opensAt.toISOString()).toBe(day.countTo.toISOString());
    expect(day.closesAt.toISOString()).toBe(new Date('2026-06-15T12:00:00+08:00').toISOString());
  });

  it('takes the site day of the site zone, not of UTC (23:30 UTC is the next morning in Shanghai)', () => {
    const day = redPacketDayOf(window, new Date('2026-06-14T23:30:00Z'), SHANGHAI);
    expect(day.day).toBe('2026-06-15');
    expect(day.state).toBe(0);
    const utc = redPacketDayOf(window, new Date('2026-06-14T23:30:00Z'), 'UTC');
    expect(utc.day).toBe('2026-06-14');
    expect(utc.state).toBe(2);
  });

  it('keeps 10:00 wall-clock time on a daylight-saving day (New York, 8 March 2026)', () => {
    const day = redPacketDayOf(window, new Date('2026-03-08T15:00:00Z'), 'America/New_York');
    expect(day.day).toBe('2026-03-08');
    // 10:00 EDT = 14:00 UTC; the previous day's 12:00 EST = 17:00 UTC.
    expect(day.opensAt.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(day.countFrom.toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(day.state).toBe(1);
  });

  it('treats an end of 24:00 as the next midnight', () => {
    const day = redPacketDayOf(
      { windowStart: '22:00', windowEnd: '24:00' },
      new Date('2026-06-15T23:59:00+08:00'),
      SHANGHAI,
    );
    expect(day.state).toBe(1);
    expect(day.closesAt.toISOString()).toBe(new Date('2026-06-16T00:00:00+08:00').toISOString());
    expect(day.countFrom.toISOString()).toBe(new Date('2026-06-15T00:00:00+08:00').toISOString());
  });

  it('accepts only a start before the end inside one day', () => {
    expect(isValidRedPacketWindow('10:00', '12:00')).toBe(true);
    expect(isValidRedPacketWindow('00:00', '24:00')).toBe(true);
    expect(isValidRedPacketWindow('12:00', '10:00')).toBe(false);
    expect(isValidRedPacketWindow('10:00', '10:00')).toBe(false);
    expect(isValidRedPacketWindow('10:60', '12:00')).toBe(false);
    expect(isValidRedPacketWindow('24:00', '24:00')).toBe(false);
  });
});

describe('deposit tiers', () => {
  const tiers = DEFAULT_RED_PACKET_RULES.tiers;
  it('gives the grabs of the tier with day_flow ≤ counted ≤ flow_money, both ends included', () => {
    expect(grabsFor(tiers, 0n)).toBe(0);
    expect(grabsFor(tiers, 9_999n)).toBe(0);
    expect(grabsFor(tiers, 10_000n)).toBe(1);
    expect(grabsFor(tiers, 99_999n)).toBe(1);
    expect(grabsFor(tiers, 100_000n)).toBe(2);
    expect(grabsFor(tiers, 2_000_000n)).toBe(5);
    expect(maxGrabs(tiers)).toBe(5);
  });

  it('refuses overlapping tiers and a tier whose range is inverted or gives no grab', () => {
    expect(tiersProblem(tiers)).toBeUndefined();
    expect(tiersProblem([{ dayFlowFen: 200n, flowMoneyFen: 100n, recharge: 1 }])).toBe('range');
    expect(tiersProblem([{ dayFlowFen: 100n, flowMoneyFen: 200n, recharge: 0 }])).toBe('range');
    expect(
      tiersProblem([
        { dayFlowFen: 100n, flowMoneyFen: 200n, recharge: 1 },
        { dayFlowFen: 200n, flowMoneyFen: 300n, recharge: 2 },
      ]),
    ).toBe('overlap');
  });
});

describe('packet bounds and draw', () => {
  const rules = { minFen: 188n, maxFen: 88_800n, percent: '2' };
  it('caps the packet at min(max, percent × counted, budget left)', () => {
    expect(packetBounds(rules, 128_800n, 10_000_000n)).toEqual({ lowFen: 188n, highFen: 2_576n });
    expect(packetBounds(rules, 100_000_000n, 10_000_000n)).toEqual({ lowFen: 188n, highFen: 88_800n });
    expect(packetBounds(rules, 100_000_000n, 500n)).toEqual({ lowFen: 188n, highFen: 500n });
  });

  it('gives nothing when the budget left or the percentage cannot pay the minimum', () => {
    expect(packetBounds(rules, 128_800n, 187n)).toBeUndefined();
    expect(packetBounds(rules, 9_000n, 10_000_000n)).toBeUndefined(); // 2 % of 90.00 = 1.80 < 1.88
    expect(packetBounds(rules, 128_800n, -5n)).toBeUndefined();
  });

  it('draws uniformly inside the bounds, both ends reachable', () => {
    const bounds = { lowFen: 188n, highFen: 2_576n };
    expect(drawPacket(bounds, () => 0)).toBe(188n);
    expect(drawPacket(bounds, (_min: number, max: number) => max - 1)).toBe(2_576n);
    for (let i = 0; i < 2_000; i += 1) {
      const value = drawPacket(bounds);
      expect(value >= 188n && value <= 2_576n).toBe(true);
    }
    const single = { lowFen: 500n, highFen: 500n };
    expect(drawPacket(single)).toBe(500n);
  });
});

describe('stored rules', () => {
  it('round-trips the defaults and falls back on a stored value that does not fit', () => {
    expect(parseStoredRules(storedRules(DEFAULT_RED_PACKET_RULES))).toEqual(DEFAULT_RED_PACKET_RULES);
    expect(parseStoredRules({ ...storedRules(DEFAULT_RED_PACKET_RULES), window_start: '13:00' })).toBeUndefined();
    expect(parseStoredRules({ ...storedRules(DEFAULT_RED_PACKET_RULES), min: '99999999' })).toBeUndefined();
    expect(parseStoredRules('nonsense')).toBeUndefined();
  });
});
