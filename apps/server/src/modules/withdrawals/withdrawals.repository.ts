import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { banks, bankCards, usdtAddresses, walletBindings } from '../../db/schema';
import type { Db } from '../../db/types';
import { lockMember as lockMemberRow, type Member } from '../members';
import { withdrawChannels, withdrawals } from './withdrawals.tables';

// Queries only; the rules live in the services. The card tables belong to the members module,
// which will get its own card endpoints; until then this module reads and writes them here.

export type WithdrawChannel = typeof withdrawChannels.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type BankCardRow = typeof bankCards.$inferSelect;
export type UsdtAddressRow = typeof usdtAddresses.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

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

export async function findEnabledWalletChannel(db: Db, channelId: number): Promise<WithdrawChannel | undefined> {
  const [channel] = await db
    .select()
    .from(withdrawChannels)
    .where(and(eq(withdrawChannels.id, channelId), eq(withdrawChannels.type, 2), eq(withdrawChannels.enabled, true)));
  return channel;
}

export async function listLiveCards(db: Db, memberId: bigint): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .orderBy(asc(bankCards.id));
}

/** A live card of this member; another member's card is not found, exactly like a missing one. */
export async function findLiveCard(db: Db, memberId: bigint, cardId: bigint): Promise<BankCardRow | undefined> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)));
  return card;
}

export async function countLiveCards(db: Db, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)));
  return row?.n ?? 0;
}

export async function hasLiveCardNumber(db: Db, memberId: bigint, cardNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), eq(bankCards.cardNumber, cardNumber), isNull(bankCards.deletedAt)));
  return row !== undefined;
}

export async function insertBankCard(db: Db, card: typeof bankCards.$inferInsert): Promise<void> {
  await db.insert(bankCards).values(card);
}

/** An enabled bank of the system list, by exact name or by id. */
export async function findEnabledBank(db: Db, nameOrId: string): Promise<BankRow | undefined> {
  const byId = /^\d{1,9}$/.test(nameOrId) ? eq(banks.id, Number(nameOrId)) : undefined;
  const [bank] = await db
    .select()
    .from(banks)
    .where(and(eq(banks.enabled, true), byId ? or(eq(banks.bankName, nameOrId), byId) : eq(banks.bankName, nameOrId)))
    .orderBy(asc(banks.sort), asc(banks.id))
    .limit(1);
  return bank;
}

export async function listLiveUsdtAddresses(db: Db, memberId: bigint): Promise<UsdtAddressRow[]> {
  return db
    .select()
    .from(usdtAddresses)
    .where(and(eq(usdtAddresses.memberId, memberId), isNull(usdtAddresses.deletedAt)))
    .orderBy(asc(usdtAddresses.id));
}

export async function countLiveUsdtAddresses(db: Db, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usdtAddresses)
    .where(and(eq(usdtAddresses.memberId, memberId), isNull(usdtAddresses.deletedAt)));
  return row?.n ?? 0;
}

export async function hasLiveUsdtAddress(db: Db, memberId: bigint, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usdtAddresses.id })
    .from(usdtAddresses)
    .where(
      and(eq(usdtAddresses.memberId, memberId), eq(usdtAddresses.address, address), isNull(usdtAddresses.deletedAt)),
    );
  return row !== undefined;
}

export async function insertUsdtAddress(db: Db, memberId: bigint, protocol: string, address: string): Promise<void> {
  await db.insert(usdtAddresses).values({ memberId, protocol, address });
}

/** The member's wallet bindings by channel id. */
export async function listWalletBindings(db: Db, memberId: bigint): Promise<Map<number, string>> {
  const rows = await db
    .select({ channelId: walletBindings.channelId, address: walletBindings.address })
    .from(walletBindings)
    .where(eq(walletBindings.memberId, memberId));
  return new Map(rows.map((row) => [row.channelId, row.address]));
}

export async function findWalletBinding(db: Db, memberId: bigint, channelId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ address: walletBindings.address })
    .from(walletBindings)
    .where(and(eq(walletBindings.memberId, memberId), eq(walletBindings.channelId, channelId)));
  return row?.address;
}

/**
 * Locks the member's row for the rest of the transaction: a member's withdrawals and bindings run
 * one at a time, so daily limits and the card/address caps hold under parallel requests.
 */
export async function lockMember(tx: Db, memberId: bigint): Promise<Member | undefined> {
  return lockMemberRow(tx, memberId);
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
  filter: { memberId: bigint; since: Date; limit: number; offset: number },
) {
  const where = and(eq(withdrawals.memberId, filter.memberId), gte(withdrawals.createdAt, filter.since));
  const rows = await db
    .select({
      amountFen: withdrawals.amountFen,
      createdAt: withdrawals.createdAt,
      orderNo: withdrawals.orderNo,
      state: withdrawals.state,
      type: withdrawals.type,
      payeeBank: withdrawals.payeeBank,
      channelName: withdrawChannels.name,
    })
    .from(withdrawals)
    .leftJoin(withdrawChannels, eq(withdrawChannels.id, withdrawals.channelId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}
