import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { withdrawChannels, withdrawals } from './withdrawals.tables';
import { countMemberRecords } from '../../lib/member-records';

// Queries only; the rules live in the services. Cards, addresses and wallet bindings belong to
// the payees module and are read through its functions.

export type WithdrawChannel = typeof withdrawChannels.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

/** Withdrawal states (spec-2 §4). */
export const WITHDRAW_STATE = { pending: 1, approved: 2, refused: 3 } as const;
export type WithdrawState = (typeof WITHDRAW_STATE)[keyof typeof WITHDRAW_STATE];

export async function listEnabledChannels(db: Db): Promise<WithdrawChannel[]> {
  return db
    .select()
    .from(withdrawChannels)
    .where(eq(withdrawChannels.enabled, true))
    .orderBy(asc(withdrawChannels.sort), asc(withdrawChannels.id));
}

/** The bank-card channel: the first enabled type-1 row holds the CNY limits. */
export async function findBankChannel(db: Db): Promise<WithdrawChannel | undefined> {
  const [channel] = await db
    .select()
    .from(withdrawChannels)
    .where(and(eq(withdrawChannels.type, 1), eq(withdrawChannels.enabled, true)))
    .orderBy(asc(withdrawChannels.sort), asc(withdrawChannels.id))
    .limit(1);
  return channel;
}

/** The enabled wallet channels (type 2) in staff order: the wallets members bind an address to. */
export async function listEnabledWalletChannels(db: Db): Promise<WithdrawChannel[]> {
  return db
    .select()
    .from(withdrawChannels)
    .where(and(eq(withdrawChannels.type, 2), eq(withdrawChannels.enabled, true)))
    .orderBy(asc(withdrawChannels.sort), asc(withdrawChannels.id));
}

export async function findEnabledWalletChannel(db: Db, channelId: number): Promise<WithdrawChannel | undefined> {
  const [channel] = await db
    .select()
    .from(withdrawChannels)
    .where(and(eq(withdrawChannels.id, channelId), eq(withdrawChannels.type, 2), eq(withdrawChannels.enabled, true)));
  return channel;
}

/** Count and sum of the member's pending and approved withdrawals since `since` (refused ones gave the money back). */
export async function sumWithdrawalsSince(
  db: Db,
  memberId: bigint,
  since: Date,
): Promise<{ count: number; totalFen: bigint }> {
  const [row] = await db
    .select({
      n: count(),
      total: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)::text`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, since),
        inArray(withdrawals.state, [WITHDRAW_STATE.pending, WITHDRAW_STATE.approved]),
      ),
    );
  return { count: row?.n ?? 0, totalFen: BigInt(row?.total ?? '0') };
}

export async function insertWithdrawal(tx: Db, row: NewWithdrawal): Promise<Withdrawal> {
  const [created] = await tx.insert(withdrawals).values(row).returning();
  if (!created) throw new Error('withdrawal insert returned nothing');
  return created;
}

export async function findWithdrawalByOrderNo(db: Db, orderNo: string): Promise<Withdrawal | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
  return row;
}

/**
 * Moves a pending withdrawal to its final state. `WHERE state = 1` makes the row lock decide
 * between two reviewers: the second one updates nothing and gets undefined.
 */
export async function finishPendingWithdrawal(
  tx: Db,
  orderNo: string,
  change: {
    state: typeof WITHDRAW_STATE.approved | typeof WITHDRAW_STATE.refused;
    reviewedBy: string;
    secondReviewedBy?: string | null;
    refuseReason?: string | null;
    reviewedAt: Date;
  },
): Promise<Withdrawal | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      state: change.state,
      reviewedBy: change.reviewedBy,
      secondReviewedBy: change.secondReviewedBy ?? null,
      refuseReason: change.refuseReason ?? null,
      reviewedAt: change.reviewedAt,
    })
    .where(and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.state, WITHDRAW_STATE.pending)))
    .returning();
  return row;
}

/** One page of a member's withdrawals, newest first, with the channel name. */
export async function pageMemberWithdrawals(
  db: Db,
  filter: { memberId: bigint; since: Date; limit: number; offset: number; countTotal: boolean },
) {
  const where = and(eq(withdrawals.memberId, filter.memberId), gte(withdrawals.createdAt, filter.since));
  const rows = await db
    .select({
      amountFen: withdrawals.amountFen,
      createdAt: withdrawals.createdAt,
      orderNo: withdrawals.orderNo,
      state: withdrawals.state,
      payoutState: withdrawals.payoutState,
      type: withdrawals.type,
      payeeBank: withdrawals.payeeBank,
      channelName: withdrawChannels.name,
    })
    .from(withdrawals)
    .leftJoin(withdrawChannels, eq(withdrawChannels.id, withdrawals.channelId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const total = await countMemberRecords(db, withdrawals, where, filter.countTotal);
  return {
    rows: rows.slice(0, filter.limit),
    total,
    hasMore: rows.length > filter.limit,
  };
}
