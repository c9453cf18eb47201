import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from './members.tables';

// The member columns the money modules write (paysum, transfer mode).

/** Adds a credited deposit to the member's total paid in; the new total, undefined for no member. */
export async function addToPaysum(tx: Db, memberId: bigint, amountFen: bigint, now: Date): Promise<bigint | undefined> {
  const [member] = await tx
    .update(members)
    .set({ paysumFen: sql`${members.paysumFen} + ${amountFen.toString()}::bigint`, updatedAt: now })
    .where(eq(members.id, memberId))
    .returning({ paysumFen: members.paysumFen });
  return member?.paysumFen;
}

/** Transfer mode (0) or transfer-free mode (1) of the member's platform wallets. */
export async function setTransferMode(db: Db, memberId: bigint, transferStatus: 0 | 1): Promise<void> {
  await db
    .update(members)
    .set({ transferStatus, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
