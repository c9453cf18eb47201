import { z } from 'zod';
import type { Db } from '../../db/types';
import { readSettings, seedSettings } from '../content';
import {
  DEFAULT_RED_PACKET_RULES,
  isValidRedPacketWindow,
  tiersProblem,
  type RedPacketRules,
} from './red-packet-rules';

/**
 * The red-packet rules live in one `site_settings` row (decision 0024), so staff change them without
 * a deploy and a reader never pairs a new window with old tiers. Amounts are fen as digit strings
 * (jsonb has no bigint).
 */
export const RED_PACKET_RULES_KEY = 'red_packet.rules';

const fen = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(0)]).transform((value) => BigInt(value));

const StoredRulesSchema = z.object({
  window_start: z.string(),
  window_end: z.string(),
  tiers: z.array(z.object({ day_flow: fen, flow_money: fen, recharge: z.number().int().min(1).max(1000) })).max(50),
  min: fen,
  max: fen,
  percent: z.string().regex(/^\d{1,3}(\.\d{1,4})?$/),
  daily_budget: fen,
});

/** The stored JSON of a rule set (what staff save and the seed writes). */
export function storedRules(rules: RedPacketRules): z.input<typeof StoredRulesSchema> {
  return {
    window_start: rules.windowStart,
    window_end: rules.windowEnd,
    tiers: rules.tiers.map((tier) => ({
      day_flow: tier.dayFlowFen.toString(),
      flow_money: tier.flowMoneyFen.toString(),
      recharge: tier.recharge,
    })),
    min: rules.minFen.toString(),
    max: rules.maxFen.toString(),
    percent: rules.percent,
    daily_budget: rules.dailyBudgetFen.toString(),
  };
}

/** Parses a stored value; undefined when it does not fit (the reader then uses the defaults). */
export function parseStoredRules(value: unknown): RedPacketRules | undefined {
  const parsed = StoredRulesSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  const rules: RedPacketRules = {
    windowStart: data.window_start,
    windowEnd: data.window_end,
    tiers: data.tiers.map((tier) => ({
      dayFlowFen: tier.day_flow,
      flowMoneyFen: tier.flow_money,
      recharge: tier.recharge,
    })),
    minFen: data.min,
    maxFen: data.max,
    percent: data.percent,
    dailyBudgetFen: data.daily_budget,
  };
  if (!isValidRedPacketWindow(rules.windowStart, rules.windowEnd)) return undefined;
  if (tiersProblem(rules.tiers) !== undefined || rules.minFen > rules.maxFen) return undefined;
  return rules;
}

/** The rules in force: the stored row, or the defaults when there is none or it does not fit. */
export async function readRedPacketRules(db: Db): Promise<RedPacketRules> {
  const [row] = await readSettings(db, [RED_PACKET_RULES_KEY]);
  return (row && parseStoredRules(row.value)) ?? DEFAULT_RED_PACKET_RULES;
}

/** Writes the default rules on first start; never overwrites a staff edit. */
export async function seedRedPacketRules(db: Db): Promise<void> {
  await seedSettings(db, { [RED_PACKET_RULES_KEY]: storedRules(DEFAULT_RED_PACKET_RULES) });
}
