import { randomInt } from 'node:crypto';
import { applyPercentFloor } from '@app/shared/money';
import { addDays, formatDay, siteDayStart, zonedTimeToInstant } from '../../lib/time';

/**
 * Red-packet rules (platform-rules §7, decision 0024), pure: the daily claim window, the deposit
 * tiers that give grabs, the packet size bounds and the daily budget. Staff edit them as one
 * `site_settings` row (red-packets.settings.ts).
 *
 * Window: `start`–`end` ('HH:MM' site time, start before end, inside one site day; default
 * 10:00–12:00). Grabs of site day D are taken in [D start, D end). Counted deposits of day D are the
 * member's credited deposits paid in [D−1 end, D start) (spec-2 §9: "12:00 the previous day to 10:00").
 */
export interface RedPacketTier {
  /** Counted deposits at least this (fen)… */
  dayFlowFen: bigint;
  /** …and at most this (fen) give `recharge` grabs. */
  flowMoneyFen: bigint;
  recharge: number;
}

export interface RedPacketRules {
  windowStart: string;
  windowEnd: string;
  tiers: RedPacketTier[];
  /** Smallest packet (fen). */
  minFen: bigint;
  /** Largest packet (fen). */
  maxFen: bigint;
  /** Packet ceiling as a percentage of the counted deposits ('5' = 5 %), decimal string. */
  percent: string;
  /** Sum of all packets of one site day (fen). */
  dailyBudgetFen: bigint;
}

export const DEFAULT_RED_PACKET_RULES: RedPacketRules = {
  windowStart: '10:00',
  windowEnd: '12:00',
  tiers: [
    { dayFlowFen: 10_000n, flowMoneyFen: 99_999n, recharge: 1 },
    { dayFlowFen: 100_000n, flowMoneyFen: 499_999n, recharge: 2 },
    { dayFlowFen: 500_000n, flowMoneyFen: 1_999_999n, recharge: 3 },
    { dayFlowFen: 2_000_000n, flowMoneyFen: 9_999_999n, recharge: 5 },
  ],
  minFen: 188n,
  maxFen: 88_800n,
  percent: '2',
  dailyBudgetFen: 5_000_000n,
};

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' → minutes after midnight (00:00–24:00), undefined when malformed. */
export function minutesOf(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return undefined;
  return hours * 60 + minutes;
}

/** A window staff may save: both ends valid, start before end (24:00 allowed as end). */
export function isValidRedPacketWindow(start: string, end: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from !== undefined && to !== undefined && from < to && from < MINUTES_PER_DAY;
}

/** Tiers must not overlap and each must have `day_flow ≤ flow_money` and at least one grab. */
export function tiersProblem(tiers: readonly RedPacketTier[]): 'range' | 'overlap' | undefined {
  const sorted = [...tiers].sort((a, b) => (a.dayFlowFen < b.dayFlowFen ? -1 : a.dayFlowFen > b.dayFlowFen ? 1 : 0));
  for (const tier of sorted) if (tier.dayFlowFen > tier.flowMoneyFen || tier.recharge < 1) return 'range';
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.dayFlowFen <= previous.flowMoneyFen) return 'overlap';
  }
  return undefined;
}

/** Grabs a member's counted deposits give: the tier with day_flow ≤ counted ≤ flow_money, else 0. */
export function grabsFor(tiers: readonly RedPacketTier[], countedFen: bigint): number {
  const tier = tiers.find((candidate) => candidate.dayFlowFen <= countedFen && countedFen <= candidate.flowMoneyFen);
  return tier?.recharge ?? 0;
}

/** Most grabs any tier gives (`max_times` of the hongbao page). */
export function maxGrabs(tiers: readonly RedPacketTier[]): number {
  return tiers.reduce((most, tier) => Math.max(most, tier.recharge), 0);
}

/** The instant of 'HH:MM' on site day `day` (24:00 is the next day's midnight). */
function instantOf(day: string, time: string, timeZone: string): Date {
  const minutes = minutesOf(time) ?? 0;
  if (minutes === MINUTES_PER_DAY) return siteDayStart(addDays(day, 1), timeZone);
  const [year, month, date] = day.split('-').map(Number);
  // Wall-clock arithmetic through the zone, so a DST day still gets its 10:00.
  return zonedTimeToInstant(
    {
      year: year ?? 1970,
      month: month ?? 1,
      day: date ?? 1,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      second: 0,
    },
    timeZone,
  );
}

/** Where `now` stands against the window: 0 not started, 1 open, 2 finished (for today). */
export type WindowState = 0 | 1 | 2;

export interface RedPacketDay {
  /** Site day 'YYYY-MM-DD' whose window this is. */
  day: string;
  state: WindowState;
  opensAt: Date;
  closesAt: Date;
  /** Deposits paid in [countFrom, countTo) count for this day. */
  countFrom: Date;
  countTo: Date;
}

/** Today's window (site day of `now`) and its counted-deposit interval. */
export function redPacketDayOf(
  rules: Pick<RedPacketRules, 'windowStart' | 'windowEnd'>,
  now: Date,
  timeZone: string,
): RedPacketDay {
  return redPacketDayOn(rules, formatDay(now, timeZone), now, timeZone);
}

/** The window of site day `day` and its counted-deposit interval, with its state at `now`. */
export function redPacketDayOn(
  rules: Pick<RedPacketRules, 'windowStart' | 'windowEnd'>,
  day: string,
  now: Date,
  timeZone: string,
): RedPacketDay {
  const opensAt = instantOf(day, rules.windowStart, timeZone);
  const closesAt = instantOf(day, rules.windowEnd, timeZone);
  const state: WindowState = now < opensAt ? 0 : now < closesAt ? 1 : 2;
  return {
    day,
    state,
    opensAt,
    closesAt,
    countFrom: instantOf(addDays(day, -1), rules.windowEnd, timeZone),
    countTo: opensAt,
  };
}

/**
 * Bounds of one packet: [min, min(max, percent × counted, budget left)]; undefined when the upper
 * bound is below the minimum (the budget, or the percentage of small deposits, cannot pay one).
 */
export function packetBounds(
  rules: Pick<RedPacketRules, 'minFen' | 'maxFen' | 'percent'>,
  countedFen: bigint,
  budgetLeftFen: bigint,
): { lowFen: bigint; highFen: bigint } | undefined {
  let high = rules.maxFen;
  const byPercent = applyPercentFloor(countedFen, rules.percent);
  if (byPercent < high) high = byPercent;
  if (budgetLeftFen < high) high = budgetLeftFen;
  if (high < rules.minFen || rules.minFen <= 0n) return undefined;
  return { lowFen: rules.minFen, highFen: high };
}

/** A uniform draw in [low, high] fen from the cryptographic source (crypto.randomInt). */
export function drawPacket(
  bounds: { lowFen: bigint; highFen: bigint },
  random: (min: number, max: number) => number = (min, max) => randomInt(min, max),
): bigint {
  const span = bounds.highFen - bounds.lowFen + 1n;
  // randomInt takes ranges below 2^48; packets are far below that (checked on save).
  return bounds.lowFen + BigInt(random(0, Number(span)));
}
