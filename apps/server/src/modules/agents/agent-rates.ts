/**
 * Commission rates are percent with two decimals ('0.80'), stored as numeric(6,2). Rules compare them
 * as whole hundredths of a percent, so '1.5' and '1.50' are equal and nothing goes through a float.
 */

/** '1.5' → 150, '0.80' → 80, '12' → 1200. The input has passed AgentRateSchema (digits, ≤ 2 decimals). */
export function rateHundredths(rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 150 → '1.50'. */
export function rateText(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The rate as stored: always two decimals. */
export function normaliseRate(rate: string): string {
  return rateText(rateHundredths(rate));
}

export interface RateBounds {
  /** The plan's highest rate. */
  planMax: string;
  /** The parent agent's rate (the new rate must be strictly below), when there is a parent. */
  parent?: string | undefined;
  /** The highest rate among the agent's direct sub-agents (the new rate must be strictly above). */
  highestChild?: string | undefined;
}

export type RateVerdict =
  | { ok: true }
  | { ok: false; rule: 'abovePlan'; limit: string }
  | { ok: false; rule: 'notBelowParent'; limit: string }
  | { ok: false; rule: 'notAboveChild'; limit: string };

/**
 * A rate fits the tree (platform-rules §7, differential commission): within the plan's maximum, below
 * the parent's (each agent earns its rate minus the one below it, so equal would earn the parent
 * nothing), above every sub-agent's.
 */
export function checkRate(rate: string, bounds: RateBounds): RateVerdict {
  const value = rateHundredths(rate);
  if (value > rateHundredths(bounds.planMax))
    return { ok: false, rule: 'abovePlan', limit: normaliseRate(bounds.planMax) };
  if (bounds.parent !== undefined && value >= rateHundredths(bounds.parent)) {
    return { ok: false, rule: 'notBelowParent', limit: normaliseRate(bounds.parent) };
  }
  if (bounds.highestChild !== undefined && value <= rateHundredths(bounds.highestChild)) {
    return { ok: false, rule: 'notAboveChild', limit: normaliseRate(bounds.highestChild) };
  }
  return { ok: true };
}
