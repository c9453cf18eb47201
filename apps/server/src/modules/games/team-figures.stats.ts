import { sql, type SQL } from 'drizzle-orm';
import { memberSetSumsBetween } from '../../db/aggregates';
import type { Db } from '../../db/types';
import { betRecords } from './games.tables';

export interface SettledBetSums {
  validBetFen: bigint;
  /** The members' result: payout − stake (negative when they lost). */
  winLossFen: bigint;
}

/**
 * Settled bets (state 1, by settlement time) of a set of members over [from, to), for the agent
 * portal (decision 0030): valid bet and win/loss per site day or per member id. Read through
 * bet_records_member_settled_idx.
 */
export async function settledBetsOfMembers(
  db: Db,
  memberIds: SQL,
  from: Date,
  to: Date,
  groupBy: { zone: string } | 'member',
): Promise<Map<string, SettledBetSums>> {
  const sums = await memberSetSumsBetween(
    db,
    {
      table: betRecords,
      at: betRecords.settledAt,
      member: betRecords.memberId,
      amounts: [betRecords.validBetFen, betRecords.winLossFen],
      where: sql`${betRecords.state} = 1`,
    },
    memberIds,
    from,
    to,
    groupBy,
  );
  return new Map(
    [...sums].map(([key, [validBetFen, winLossFen]]) => [
      key,
      { validBetFen: validBetFen ?? 0n, winLossFen: winLossFen ?? 0n },
    ]),
  );
}

/** The members of `memberIds` with a settled bet in [from, to), as a subquery (active members). */
export function membersWithSettledBetsSql(memberIds: SQL, from: Date, to: Date): SQL {
  return sql`select distinct ${betRecords.memberId} from ${betRecords}
              where ${betRecords.memberId} in (${memberIds}) and ${betRecords.state} = 1
                and ${betRecords.settledAt} >= ${from.toISOString()}::timestamptz
                and ${betRecords.settledAt} < ${to.toISOString()}::timestamptz`;
}
