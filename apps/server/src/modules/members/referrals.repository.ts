import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from './members.tables';

/**
 * How many members each of the given members referred (registered with their invite, `referrer_id`):
 * an agent's direct members. One grouped query through `members_referrer_idx` for a page of agents.
 */
export async function referredMemberCounts(db: Db, referrerIds: readonly bigint[]): Promise<Map<bigint, number>> {
  const unique = [...new Set(referrerIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ referrerId: members.referrerId, n: count() })
    .from(members)
    .where(inArray(members.referrerId, unique))
    .groupBy(members.referrerId);
  return new Map(rows.flatMap((row) => (row.referrerId === null ? [] : [[row.referrerId, Number(row.n)] as const])));
}
