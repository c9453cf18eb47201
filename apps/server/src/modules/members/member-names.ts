import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from './members.tables';

/** Account names of the given members (one query; ids without a member are left out). */
export async function usernamesByIds(db: Db, ids: readonly bigint[]): Promise<Map<bigint, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}
