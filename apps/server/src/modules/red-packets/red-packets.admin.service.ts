import { and, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { countCapped, orderOf, type ListParams, type ListResult, type ListSlice } from '../../lib/admin-list';
import { dayRange } from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { lockSettings, writeSettings } from '../content';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { isValidRedPacketWindow, tiersProblem, type RedPacketRules } from './red-packet-rules';
import { RED_PACKET_ADMIN_MESSAGES as M } from './red-packets.errors';
import { readRedPacketRules, RED_PACKET_RULES_KEY, storedRules } from './red-packets.settings';
import { redPacketBudgetDays, redPacketGrabs } from './red-packets.tables';
import { gte, lte } from 'drizzle-orm';

/**
 * Staff half of the red packets (platform-rules §9): the rules editor (window, tiers, packet size,
 * daily budget; audited), the budget use per day and the grabs list.
 */

export function toRulesWire(rules: RedPacketRules) {
  return {
    window_start: rules.windowStart,
    window_end: rules.windowEnd,
    tiers: rules.tiers.map((tier) => ({
      day_flow: formatFen(tier.dayFlowFen),
      flow_money: formatFen(tier.flowMoneyFen),
      recharge: tier.recharge,
    })),
    min: formatFen(rules.minFen),
    max: formatFen(rules.maxFen),
    percent: rules.percent,
    daily_budget: formatFen(rules.dailyBudgetFen),
  };
}

export interface RulesInput {
  window_start: string;
  window_end: string;
  tiers: { day_flow: bigint; flow_money: bigint; recharge: number }[];
  min: bigint;
  max: bigint;
  percent: number;
  daily_budget: bigint;
}

/** Checks a rule set against each other's fields; the message says what to change. */
export function rulesFromInput(input: RulesInput): RedPacketRules {
  const rules: RedPacketRules = {
    windowStart: input.window_start,
    windowEnd: input.window_end,
    tiers: input.tiers
      .map((tier) => ({ dayFlowFen: tier.day_flow, flowMoneyFen: tier.flow_money, recharge: tier.recharge }))
      .sort((a, b) => (a.dayFlowFen < b.dayFlowFen ? -1 : 1)),
    minFen: input.min,
    maxFen: input.max,
    percent: String(input.percent),
    dailyBudgetFen: input.daily_budget,
  };
  if (!isValidRedPacketWindow(rules.windowStart, rules.windowEnd)) throw new AppError('badRequest', M.windowInvalid);
  const problem = tiersProblem(rules.tiers);
  if (problem === 'range') throw new AppError('badRequest', M.tierRange);
  if (problem === 'overlap') throw new AppError('badRequest', M.tierOverlap);
  if (rules.minFen > rules.maxFen) throw new AppError('badRequest', M.minAboveMax);
  return rules;
}

export async function readRulesWire(db: Db) {
  return toRulesWire(await readRedPacketRules(db));
}

/** Saves the whole rule set, audited with before and after in the same transaction. */
export async function updateRedPacketRules(db: Db, input: RulesInput, staff: StaffActor, ip: string) {
  const rules = rulesFromInput(input);
  return withTransaction(db, async (tx) => {
    await lockSettings(tx, [RED_PACKET_RULES_KEY]);
    const before = await readRulesWire(tx);
    await writeSettings(tx, { [RED_PACKET_RULES_KEY]: storedRules(rules) });
    const after = toRulesWire(rules);
    await recordAudit(tx, {
      staff,
      action: 'promotions.red_packet_rules.update',
      targetType: 'site_settings',
      targetId: RED_PACKET_RULES_KEY,
      before,
      after,
      ip,
    });
    return after;
  });
}

export interface GrabFilters extends ListParams {
  from?: string | undefined;
  to?: string | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
}

/** Grabs, newest first by default; member and day-range filters (indexes: member/time, time). */
export async function listRedPacketGrabs(db: Db, filters: GrabFilters, slice: ListSlice, zone: string) {
  const where: SQL | undefined = and(
    ...memberFilter(redPacketGrabs.memberId, filters),
    ...dayRange(redPacketGrabs.createdAt, filters, zone),
  );
  const counted = await countCapped(db, redPacketGrabs, where, slice.countCap);
  const page = await db
    .select()
    .from(redPacketGrabs)
    .where(where)
    .orderBy(...orderOf(redPacketGrabs.createdAt, filters.order, redPacketGrabs.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  const rows = page.map((row) => ({
    id: row.id.toString(),
    member_id: row.memberId.toString(),
    username: names.get(row.memberId) ?? null,
    day: row.day,
    seq: row.seq,
    counted: formatFen(row.countedFen),
    amount: formatFen(row.amountFen),
    created_at: formatDateTime(row.createdAt, zone),
  }));
  return { rows, total: counted.total, totalCapped: counted.totalCapped } satisfies ListResult<unknown>;
}

export interface DayFilters extends ListParams {
  from?: string | undefined;
  to?: string | undefined;
}

/** Budget use per site day (primary key on day serves the order and the range). */
export async function listRedPacketDays(db: Db, filters: DayFilters, slice: ListSlice) {
  const where = and(
    filters.from ? gte(redPacketBudgetDays.day, filters.from) : undefined,
    filters.to ? lte(redPacketBudgetDays.day, filters.to) : undefined,
  );
  const counted = await countCapped(db, redPacketBudgetDays, where, slice.countCap);
  const page = await db
    .select()
    .from(redPacketBudgetDays)
    .where(where)
    .orderBy(...orderOf(redPacketBudgetDays.day, filters.order, redPacketBudgetDays.day))
    .limit(slice.limit)
    .offset(slice.offset);
  const rows = page.map((row) => ({
    day: row.day,
    budget: formatFen(row.budgetFen),
    spent: formatFen(row.spentFen),
    left: formatFen(row.budgetFen - row.spentFen),
    grabs: row.grabs,
  }));
  return { rows, total: counted.total, totalCapped: counted.totalCapped } satisfies ListResult<unknown>;
}
