import { and, count, desc, eq, sql } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { formatDateTime } from '../../lib/time';
import { AppError, refuse } from '../../lib/errors';
import { payBonus } from '../bonuses';
import { memberCreditedDepositsBetween } from '../payments';
import {
  drawPacket,
  grabsFor,
  packetBounds,
  redPacketDayOf,
  type RedPacketDay,
  type RedPacketRules,
  type WindowState,
} from './red-packet-rules';
import { RED_PACKET_MESSAGES as M } from './red-packets.errors';
import { readRedPacketRules } from './red-packets.settings';
import { redPacketBudgetDays, redPacketGrabs, redPacketMemberDays } from './red-packets.tables';

/** Red-packet list page size (spec-2 §9). */
export const RED_PACKET_PAGE_SIZE = 10;

/** Ledger reference and key of a grab's payout (the ledger check matches them). */
export const RED_PACKET_LEDGER = {
  referenceType: 'red_packet_grab',
  key: (grabId: bigint | string) => `red-packet-grab:${grabId}`,
} as const;

export interface RedPacketClock {
  now: Date;
  timeZone: string;
}

/** Where a member stands today: window, counted deposits, grabs allowed and used. */
interface MemberDayStanding {
  rules: RedPacketRules;
  window: RedPacketDay;
  countedFen: bigint;
  allowed: number;
  used: number;
}

async function standingOf(db: Db, memberId: bigint, clock: RedPacketClock): Promise<MemberDayStanding> {
  const rules = await readRedPacketRules(db);
  const window = redPacketDayOf(rules, clock.now, clock.timeZone);
  const countedFen = await memberCreditedDepositsBetween(db, memberId, window.countFrom, window.countTo);
  const [row] = await db
    .select({ used: redPacketMemberDays.used })
    .from(redPacketMemberDays)
    .where(and(eq(redPacketMemberDays.memberId, memberId), eq(redPacketMemberDays.day, window.day)));
  return { rules, window, countedFen, allowed: grabsFor(rules.tiers, countedFen), used: row?.used ?? 0 };
}

/** 'HH:MM-HH:MM' as the member reads it. */
export const windowText = (rules: Pick<RedPacketRules, 'windowStart' | 'windowEnd'>) =>
  `${rules.windowStart}-${rules.windowEnd}`;

export interface RedPacketSummary {
  /** Grabs left today, never below 0. */
  sendnums: number;
  /** Packets received today. */
  acquirednum: number;
}

export interface RedPacketData extends RedPacketSummary {
  /** Grabs today's counted deposits give. */
  max_times: number;
  rules: { start_time: string; end_time: string; day_flow: string; flow_money: string; recharge: number }[];
  /** 0 not started, 1 open, 2 finished (today's window, server clock). */
  state: WindowState;
  /** Today's counted deposits. */
  money: string;
  /** Today's window as 'YYYY-MM-DD HH:mm:ss' (site time). */
  start_at: string;
  end_at: string;
}

/** `userredpacket` with `page` (assets, welfare): the summary. */
export async function redPacketSummary(db: Db, memberId: bigint, clock: RedPacketClock): Promise<RedPacketSummary> {
  const standing = await standingOf(db, memberId, clock);
  return { sendnums: Math.max(0, standing.allowed - standing.used), acquirednum: standing.used };
}

/** `userredpacket` without `page` (hongbao): the summary, the member's count, the rule table and the window. */
export async function redPacketData(db: Db, memberId: bigint, clock: RedPacketClock): Promise<RedPacketData> {
  const standing = await standingOf(db, memberId, clock);
  const { rules, window } = standing;
  return {
    sendnums: Math.max(0, standing.allowed - standing.used),
    acquirednum: standing.used,
    max_times: standing.allowed,
    rules: rules.tiers.map((tier) => ({
      start_time: rules.windowStart,
      end_time: rules.windowEnd,
      day_flow: formatFen(tier.dayFlowFen),
      flow_money: formatFen(tier.flowMoneyFen),
      recharge: tier.recharge,
    })),
    state: window.state,
    money: formatFen(standing.countedFen),
    start_at: formatDateTime(window.opensAt, clock.timeZone),
    end_at: formatDateTime(window.closesAt, clock.timeZone),
  };
}

/** `redpacket`: the member's packets, newest first, 10 per page. */
export async function listRedPacketRecords(db: Db, memberId: bigint, page: number, timeZone: string) {
  const where = eq(redPacketGrabs.memberId, memberId);
  const [total] = await db.select({ value: count() }).from(redPacketGrabs).where(where);
  const rows = await db
    .select()
    .from(redPacketGrabs)
    .where(where)
    .orderBy(desc(redPacketGrabs.createdAt), desc(redPacketGrabs.id))
    .limit(RED_PACKET_PAGE_SIZE)
    .offset((page - 1) * RED_PACKET_PAGE_SIZE);
  const totalCount = Number(total?.value ?? 0);
  return {
    current_page: page,
    data: rows.map((row) => ({
      money: formatFen(row.countedFen),
      redpacketmoney: formatFen(row.amountFen),
      created_at: formatDateTime(row.createdAt, timeZone),
    })),
    last_page: Math.max(1, Math.ceil(totalCount / RED_PACKET_PAGE_SIZE)),
    per_page: RED_PACKET_PAGE_SIZE,
    total: totalCount,
  };
}

export interface GrabResult {
  grabId: bigint;
  amountFen: bigint;
}

/**
 * `douserredpacket`: one grab. Inside the window only; the member-day's `used` is raised by a
 * guarded UPDATE (CHECK used ≤ allowed), the day's budget row is locked and raised (CHECK
 * spent ≤ budget), the packet drawn uniformly in its bounds, the grab row written and paid through
 * payBonus (red_packet, turnover 1), all in one transaction.
 */
export async function grabRedPacket(db: Db, memberId: bigint, clock: RedPacketClock): Promise<GrabResult> {
  const standing = await standingOf(db, memberId, clock);
  const { rules, window, countedFen, allowed } = standing;
  if (window.state === 0) throw refuse(M.notStarted(windowText(rules)));
  if (window.state === 2) throw refuse(M.finished(windowText(rules)));
  if (allowed < 1) throw refuse(M.notQualified);
  if (standing.used >= allowed) throw refuse(M.noDrawsLeft);

  return withTransaction(db, async (tx) => {
    await tx
      .insert(redPacketMemberDays)
      .values({ memberId, day: window.day, allowed, used: 0, countedFen })
      .onConflictDoNothing();
    const [raised] = await tx
      .update(redPacketMemberDays)
      .set({ used: sql`${redPacketMemberDays.used} + 1`, allowed, countedFen, updatedAt: clock.now })
      .where(
        and(
          eq(redPacketMemberDays.memberId, memberId),
          eq(redPacketMemberDays.day, window.day),
          sql`${redPacketMemberDays.used} < ${allowed}`,
        ),
      )
      .returning({ used: redPacketMemberDays.used });
    if (!raised) throw refuse(M.noDrawsLeft);

    await tx
      .insert(redPacketBudgetDays)
      .values({ day: window.day, budgetFen: rules.dailyBudgetFen })
      .onConflictDoNothing();
    const [budget] = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${redPacketBudgetDays.spentFen} as spent from ${redPacketBudgetDays}
           where ${redPacketBudgetDays.day} = ${window.day} for update`,
    );
    const spentFen = toBigInt(budget?.spent);
    // The budget in force is today's setting (staff may raise or lower it during the day).
    const bounds = packetBounds(rules, countedFen, rules.dailyBudgetFen - spentFen);
    if (!bounds) throw refuse(M.budgetExhausted);
    const amountFen = drawPacket(bounds);
    const [spent] = await tx
      .update(redPacketBudgetDays)
      .set({
        budgetFen: rules.dailyBudgetFen,
        spentFen: sql`${redPacketBudgetDays.spentFen} + ${amountFen}`,
        grabs: sql`${redPacketBudgetDays.grabs} + 1`,
        updatedAt: clock.now,
      })
      .where(
        and(
          eq(redPacketBudgetDays.day, window.day),
          sql`${redPacketBudgetDays.spentFen} + ${amountFen} <= ${rules.dailyBudgetFen}`,
        ),
      )
      .returning({ day: redPacketBudgetDays.day });
    if (!spent) throw refuse(M.budgetExhausted);

    const [grab] = await tx
      .insert(redPacketGrabs)
      .values({ memberId, day: window.day, seq: raised.used, countedFen, amountFen, createdAt: clock.now })
      .returning({ id: redPacketGrabs.id });
    if (!grab) throw new AppError('conflict');
    await payBonus(tx, {
      kind: 'red_packet',
      memberId,
      amountFen,
      idempotencyKey: RED_PACKET_LEDGER.key(grab.id),
      reference: { type: RED_PACKET_LEDGER.referenceType, id: grab.id.toString() },
      actor: { type: 'member', id: memberId.toString() },
      memo: `红包 ${window.day}`,
    });
    return { grabId: grab.id, amountFen };
  });
}
