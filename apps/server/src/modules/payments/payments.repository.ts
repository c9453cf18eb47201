import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { depositOrders, paymentCallbacks, rechargeChannels, rechargeTypes } from './payments.tables';
import { countMemberRecords } from '../../lib/member-records';

export type RechargeTypeRow = typeof rechargeTypes.$inferSelect;
export type RechargeChannelRow = typeof rechargeChannels.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;

/** Deposit states (spec-2 §4). */
export const DepositState = {
  pending: 0,
  success: 1,
  failed: 2,
  timedOut: 3,
} as const;
export type DepositStateValue = (typeof DepositState)[keyof typeof DepositState];

/** States from which an order can still be paid: pending, and timed out (a late payment is credited). */
const PAYABLE_STATES = [DepositState.pending, DepositState.timedOut];

export async function listEnabledRechargeTypes(db: Db): Promise<RechargeTypeRow[]> {
  return db
    .select()
    .from(rechargeTypes)
    .where(eq(rechargeTypes.enabled, true))
    .orderBy(asc(rechargeTypes.sort), asc(rechargeTypes.id));
}

/** Enabled channels of enabled types, with their type, in display order. */
export async function listEnabledChannels(
  db: Db,
  typeId?: number,
): Promise<{ channel: RechargeChannelRow; type: RechargeTypeRow }[]> {
  return db
    .select({ channel: rechargeChannels, type: rechargeTypes })
    .from(rechargeChannels)
    .innerJoin(rechargeTypes, eq(rechargeTypes.id, rechargeChannels.typeId))
    .where(
      and(
        eq(rechargeChannels.enabled, true),
        eq(rechargeTypes.enabled, true),
        typeId === undefined ? undefined : eq(rechargeChannels.typeId, typeId),
      ),
    )
    .orderBy(asc(rechargeChannels.sort), asc(rechargeChannels.id));
}

export async function findChannelWithType(
  db: Db,
  channelId: number,
): Promise<{ channel: RechargeChannelRow; type: RechargeTypeRow } | undefined> {
  const [row] = await db
    .select({ channel: rechargeChannels, type: rechargeTypes })
    .from(rechargeChannels)
    .innerJoin(rechargeTypes, eq(rechargeTypes.id, rechargeChannels.typeId))
    .where(eq(rechargeChannels.id, channelId));
  return row;
}

export async function insertDepositOrder(db: Db, values: NewDepositOrder): Promise<DepositOrderRow> {
  const [order] = await db.insert(depositOrders).values(values).returning();
  if (!order) throw new Error('deposit order insert returned nothing');
  return order;
}

export async function findDepositOrder(db: Db, orderNo: string): Promise<DepositOrderRow | undefined> {
  const [order] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return order;
}

/** An order with the channel and type it was placed on (the payment pages show their details). */
export async function findDepositOrderWithChannel(
  db: Db,
  orderNo: string,
): Promise<{ order: DepositOrderRow; channel: RechargeChannelRow; type: RechargeTypeRow } | undefined> {
  const [row] = await db
    .select({ order: depositOrders, channel: rechargeChannels, type: rechargeTypes })
    .from(depositOrders)
    .innerJoin(rechargeChannels, eq(rechargeChannels.id, depositOrders.channelId))
    .innerJoin(rechargeTypes, eq(rechargeTypes.id, depositOrders.typeId))
    .where(eq(depositOrders.orderNo, orderNo));
  return row;
}

/**
 * Moves a payable order to success. The conditional `WHERE state IN (0, 3)` is what makes two
 * racing callbacks safe: the second waits for the first's row lock, re-reads the state and
 * updates nothing.
 */
export async function markDepositPaid(
  tx: Db,
  orderNo: string,
  values: {
    paidAt: Date;
    gatewayTradeNo?: string | undefined;
    reviewedBy?: string | undefined;
    reviewNote?: string | undefined;
  },
): Promise<DepositOrderRow | undefined> {
  const [order] = await tx
    .update(depositOrders)
    .set({
      state: DepositState.success,
      paidAt: values.paidAt,
      updatedAt: values.paidAt,
      ...(values.gatewayTradeNo === undefined ? {} : { gatewayTradeNo: values.gatewayTradeNo }),
      ...(values.reviewedBy === undefined ? {} : { reviewedBy: values.reviewedBy }),
      ...(values.reviewNote === undefined ? {} : { reviewNote: values.reviewNote }),
    })
    .where(and(eq(depositOrders.orderNo, orderNo), inArray(depositOrders.state, PAYABLE_STATES)))
    .returning();
  return order;
}

/** Moves a payable order to failed (staff refused it). */
export async function markDepositRefused(
  tx: Db,
  orderNo: string,
  values: { reviewedBy: string; reason: string; now: Date },
): Promise<DepositOrderRow | undefined> {
  const [order] = await tx
    .update(depositOrders)
    .set({
      state: DepositState.failed,
      reviewedBy: values.reviewedBy,
      reviewNote: values.reason,
      updatedAt: values.now,
    })
    .where(and(eq(depositOrders.orderNo, orderNo), inArray(depositOrders.state, PAYABLE_STATES)))
    .returning();
  return order;
}

/** Stores the member's transfer reference once, while the order is still payable. */
export async function setPayerReference(
  db: Db,
  orderNo: string,
  reference: string,
  now: Date,
): Promise<DepositOrderRow | undefined> {
  const [order] = await db
    .update(depositOrders)
    .set({ payerReference: reference, payerSubmittedAt: now, updatedAt: now })
    .where(
      and(
        eq(depositOrders.orderNo, orderNo),
        inArray(depositOrders.state, PAYABLE_STATES),
        isNull(depositOrders.payerReference),
      ),
    )
    .returning();
  return order;
}

/**
 * Pending orders past their deadline become timed out. Offline orders whose member already
 * submitted a transfer reference wait for staff instead (decision 0005).
 */
export async function expirePendingOrders(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(depositOrders)
    .set({ state: DepositState.timedOut, updatedAt: now })
    .where(
      and(
        eq(depositOrders.state, DepositState.pending),
        lte(depositOrders.expiresAt, now),
        isNull(depositOrders.payerReference),
      ),
    )
    .returning({ orderNo: depositOrders.orderNo });
  return rows.map((row) => row.orderNo);
}

export async function insertPaymentCallback(
  db: Db,
  values: {
    gateway: string;
    orderNo: string | undefined;
    payload: unknown;
    signatureValid: boolean;
    outcome: string;
    ip: string;
  },
): Promise<void> {
  await db.insert(paymentCallbacks).values({
    gateway: values.gateway,
    orderNo: values.orderNo?.slice(0, 64) ?? null,
    payload: values.payload,
    signatureValid: values.signatureValid,
    outcome: values.outcome,
    ip: values.ip,
  });
}

export async function listDepositOrdersOfMember(
  db: Db,
  input: { memberId: bigint; since: Date; limit: number; offset: number; countTotal: boolean },
) {
  const where = and(eq(depositOrders.memberId, input.memberId), gte(depositOrders.createdAt, input.since));
  const rows = await db
    .select({
      orderNo: depositOrders.orderNo,
      amountFen: depositOrders.amountFen,
      state: depositOrders.state,
      createdAt: depositOrders.createdAt,
      typeName: rechargeTypes.name,
      channelName: rechargeChannels.name,
    })
    .from(depositOrders)
    .leftJoin(rechargeTypes, eq(rechargeTypes.id, depositOrders.typeId))
    .leftJoin(rechargeChannels, eq(rechargeChannels.id, depositOrders.channelId))
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(input.limit + 1)
    .offset(input.offset);
  const total = await countMemberRecords(db, depositOrders, where, input.countTotal);
  return {
    rows: rows.slice(0, input.limit),
    total,
    hasMore: rows.length > input.limit,
  };
}

/** Used by the payment pages' tests and the back office: the callbacks logged for an order. */
export async function listPaymentCallbacks(db: Db, orderNo: string) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderNo, orderNo))
    .orderBy(asc(paymentCallbacks.id));
}
