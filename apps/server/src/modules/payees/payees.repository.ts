import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { banks, bankCards, usdtAddresses, walletBindings } from './payees.tables';

// Queries only; the rules (caps, fund password, masking) live in payees.service.ts.

export type BankCardRow = typeof bankCards.$inferSelect;
export type UsdtAddressRow = typeof usdtAddresses.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

/** The enabled banks of the system list, in staff order. */
export async function listEnabledBanks(db: Db): Promise<Pick<BankRow, 'id' | 'bankName' | 'bankImg'>[]> {
  return db
    .select({ id: banks.id, bankName: banks.bankName, bankImg: banks.bankImg })
    .from(banks)
    .where(eq(banks.enabled, true))
    .orderBy(asc(banks.sort), asc(banks.id));
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

export async function insertBanks(db: Db, rows: (typeof banks.$inferInsert)[]): Promise<void> {
  await db.insert(banks).values(rows);
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

/** Soft-deletes one of the member's live cards; false when there was none. */
export async function unbindLiveCard(db: Db, memberId: bigint, id: bigint): Promise<boolean> {
  const removed = await db
    .update(bankCards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .returning({ id: bankCards.id });
  return removed.length > 0;
}

/** Every card of the member, live and unbound, newest first (staff profile). */
export async function listAllCards(db: Db, memberId: bigint): Promise<BankCardRow[]> {
  return db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(desc(bankCards.id));
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

/** Soft-deletes one of the member's live USDT addresses; false when there was none. */
export async function unbindLiveUsdtAddress(db: Db, memberId: bigint, id: bigint): Promise<boolean> {
  const removed = await db
    .update(usdtAddresses)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(usdtAddresses.id, id), eq(usdtAddresses.memberId, memberId), isNull(usdtAddresses.deletedAt)))
    .returning({ id: usdtAddresses.id });
  return removed.length > 0;
}

/** Every USDT address of the member, live and unbound, newest first (staff profile). */
export async function listAllUsdtAddresses(db: Db, memberId: bigint): Promise<UsdtAddressRow[]> {
  return db.select().from(usdtAddresses).where(eq(usdtAddresses.memberId, memberId)).orderBy(desc(usdtAddresses.id));
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

export async function insertWalletBinding(db: Db, memberId: bigint, channelId: number, address: string): Promise<void> {
  await db.insert(walletBindings).values({ memberId, channelId, address });
}
