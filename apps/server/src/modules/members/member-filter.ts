import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { members } from './members.tables';

/** A member filter on a member-id column: by id, or by exact account name (case-insensitive). */
export function memberFilter(
  column: AnyColumn,
  filter: { member_id?: string | undefined; username?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.member_id) conditions.push(eq(column, BigInt(filter.member_id)));
  if (filter.username) {
    conditions.push(
      sql`${column} in (select ${members.id} from ${members} where lower(${members.username}) = lower(${filter.username}))`,
    );
  }
  return conditions;
}
