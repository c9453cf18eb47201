import { sql, type SQL } from 'drizzle-orm';
import { memberSetSumsBetween } from '../../db/aggregates';
import type { Db } from '../../db/types';
import { depositOrders } from './payments.tables';

/**
 * Credited deposits (state 1, by time paid) of a set of members over [from, to), for the agent
 * portal (decision 0030): per site day or per member id, in fen. Read through
 * deposit_orders_member_paid_idx.
 */
export async function creditedDepositsOfMembers(
  db: Db,
  memberIds: SQL,
  from: Date,
  to: Date,
  groupBy: { zone: string } | 'member',
): Promise<Map<string, bigint>> {
  const sums = await memberSetSumsBetween(
    db,
    {
      table: depositOrders,
      at: depositOrders.paidAt,
      member: depositOrders.memberId,
      amounts: [depositOrders.amountFen],
      where: sql`${depositOrders.state} = 1`,
    },
    memberIds,
    from,
    to,
    groupBy,
  );
  return new Map([...sums].map(([key, [amount]]) => [key, amount ?? 0n]));
}
