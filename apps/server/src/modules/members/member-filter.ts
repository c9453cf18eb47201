import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { members } from './members.tables';

/**
 * A member filter on a member-id column: by id, or by exact account name (case-insensitive). The
 * name is resolved by a scalar subquery (account names are unique, `members_username_lower_key`), so
 * the database looks the id up once and then uses the member-id index of the filtered table, as for a
 * filter by id (an `IN (subquery)` let it scan 5M bets to count a heavy member's, decision 0017).
 */
export function memberFilter(
  column: AnyColumn,
  filter: { member_id?: string | undefined; username?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.member_id) conditions.push(eq(column, BigInt(filter.member_id)));
  if (filter.username) {
    conditions.push(
      sql`${column} = (select ${members.id} from ${members} where lower(${members.username}) = lower(${filter.username}))`,
    );
  }
  return conditions;
}
