import { sql, type SQL } from 'drizzle-orm';
import { memberSetSumsBetween } from '../../db/aggregates';
import type { Db } from '../../db/types';
import { withdrawals } from './withdrawals.tables';

/**
 * Approved withdrawals (state 2, by review time) of a set of members over [from, to), for the agent
 * portal (decision 0030): per site day or per member id, in fen.
 */
export async function approvedWithdrawalsOfMembers(
  db: Db,
  memberIds: SQL,
  from: Date,
  to: Date,
  groupBy: { zone: string } | 'member',
): Promise<Map<string, bigint>> {
  const sums = await memberSetSumsBetween(
    db,
    {
      table: withdrawals,
      at: withdrawals.reviewedAt,
      member: withdrawals.memberId,
      amounts: [withdrawals.amountFen],
      where: sql`${withdrawals.state} = 2`,
    },
    memberIds,
    from,
    to,
    groupBy,
  );
  return new Map([...sums].map(([key, [amount]]) => [key, amount ?? 0n]));
}
