import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { platformTransfers } from './wallet.tables';

/** How many of the member's platform transfers wait for an outcome (state 2, pending). */
export async function countPendingTransfers(db: Db, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(platformTransfers)
    .where(and(eq(platformTransfers.memberId, memberId), eq(platformTransfers.state, 2)));
  return Number(row?.n ?? 0);
}
