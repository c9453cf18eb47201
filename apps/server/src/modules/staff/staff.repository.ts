import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { auditLog, staffUsers } from './staff.tables';

/**
 * Usernames of staff members by id, keyed by the id as text (domain rows store reviewers either
 * as an integer id or as its text); ids that match no staff member are absent.
 */
export async function staffUsernamesByIds(db: Db, ids: readonly (number | string)[]): Promise<Map<string, string>> {
  const refs = [...new Set(ids.map(String))];
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(inArray(sql`${staffUsers.id}::text`, refs));
  return new Map(rows.map((row) => [String(row.id), row.username]));
}

/** The latest audit entry of one action per target (who did it), for some targets of one type. */
export async function latestAuditActors(
  db: Db,
  action: string,
  targetType: string,
  targetIds: readonly string[],
): Promise<Map<string, { staffId: number | null; username: string }>> {
  const unique = [...new Set(targetIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ targetId: auditLog.targetId, staffId: auditLog.staffId, username: auditLog.staffUsername })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetType, targetType), inArray(auditLog.targetId, unique)))
    .orderBy(desc(auditLog.id));
  const latest = new Map<string, { staffId: number | null; username: string }>();
  for (const row of rows) {
    if (!latest.has(row.targetId)) latest.set(row.targetId, { staffId: row.staffId, username: row.username });
  }
  return latest;
}

/** A filter on a target-id column: only targets that have an audit entry of this action. */
export function auditedTargetFilter(column: AnyColumn, action: string, targetType: string): SQL {
  return sql`${column} in (select ${auditLog.targetId} from ${auditLog}
    where ${auditLog.action} = ${action} and ${auditLog.targetType} = ${targetType})`;
}
