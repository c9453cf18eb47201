import { and, desc, eq, gt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RestrictionKind } from '@app/shared/contracts';
import type { Db } from '../../db/types';
import { rpRestrictions } from './responsible-play.tables';

/** A time-out or self-exclusion in force. */
export interface ActiveRestriction {
  id: bigint;
  kind: RestrictionKind;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The member's time-out or self-exclusion in force at `now` (the one ending last), or undefined.
 * Reads rp_restrictions_member_end_idx. Depends on nothing but its own table, so any module (content
 * notices, the member list) may call it without an import cycle.
 */
export async function activeRestriction(db: Db, memberId: bigint, now: Date): Promise<ActiveRestriction | undefined> {
  const [row] = await db
    .select({
      id: rpRestrictions.id,
      kind: rpRestrictions.kind,
      startsAt: rpRestrictions.startsAt,
      endsAt: rpRestrictions.endsAt,
    })
    .from(rpRestrictions)
    .where(
      and(eq(rpRestrictions.memberId, memberId), gt(rpRestrictions.endsAt, now), lte(rpRestrictions.startsAt, now)),
    )
    .orderBy(desc(rpRestrictions.endsAt))
    .limit(1);
  if (!row) return undefined;
  return { ...row, kind: row.kind === 'self_exclusion' ? 'self_exclusion' : 'time_out' };
}

/** Whether the member is in a time-out or self-exclusion at `now`. */
export async function isPlayRestricted(db: Db, memberId: bigint, now: Date): Promise<boolean> {
  return (await activeRestriction(db, memberId, now)) !== undefined;
}

/**
 * SQL condition "the member of `memberIdColumn` is in a time-out or self-exclusion at `now`", for a
 * member list filter or a promotion run that leaves such members out (decision 0032).
 */
export function playRestrictedSql(memberIdColumn: AnyColumn, now: Date): SQL {
  return sql`exists (select 1 from ${rpRestrictions}
                      where ${rpRestrictions.memberId} = ${memberIdColumn}
                        and ${rpRestrictions.startsAt} <= ${now.toISOString()}::timestamptz
                        and ${rpRestrictions.endsAt} > ${now.toISOString()}::timestamptz)`;
}
