import { and, count, eq, sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { TransferState } from './transfers.service';
import { platformTransfers } from './wallet.tables';

/**
 * Transfers whose outcome is still unknown (state 2), and those of them created before
 * `staleBefore` (the reconciliation should have settled them): the dashboard's figures.
 */
export async function pendingTransferCounts(db: Db, staleBefore: Date): Promise<{ pending: number; stale: number }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from ${platformTransfers} where ${platformTransfers.state} = 2) as transfers,
      (select count(*) from ${platformTransfers}
        where ${platformTransfers.state} = 2 and ${platformTransfers.createdAt} < ${sql`${staleBefore.toISOString()}::timestamptz`}) as transfers_stale`,
  );
  return { pending: Number(toBigInt(row?.transfers)), stale: Number(toBigInt(row?.transfers_stale)) };
}

/** One member's transfers whose outcome is still unknown (the member profile). */
export async function pendingTransferCountOf(db: Db, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(platformTransfers)
    .where(and(eq(platformTransfers.memberId, memberId), eq(platformTransfers.state, TransferState.pending)));
  return Number(row?.n ?? 0);
}
