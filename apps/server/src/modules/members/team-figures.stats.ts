import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { memberLogins, members } from './members.tables';

// The members of an agent's team (decision 0030): members whose referrer is one of a set of agents.

/** The ids of the members referred by any of `referrerIds` (a subquery answering member ids). */
export function membersReferredBySql(referrerIds: SQL): SQL {
  return sql`select ${members.id} from ${members} where ${members.referrerId} in (${referrerIds})`;
}

/** How many members `referrerIds` referred (registered at or after `since` when given). */
export async function countMembersReferredBy(db: Db, referrerIds: SQL, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(sql`${members.referrerId} in (${referrerIds})`, since ? gte(members.createdAt, since) : undefined));
  return Number(row?.n ?? 0);
}

/** The members of `memberIds` with a successful login in [from, to), as a subquery (active members). */
export function membersLoggedInSql(memberIds: SQL, from: Date, to: Date): SQL {
  return sql`select ${memberLogins.memberId} from ${memberLogins}
              where ${memberLogins.memberId} in (${memberIds}) and ${memberLogins.succeeded} = 1
                and ${memberLogins.createdAt} >= ${from.toISOString()}::timestamptz
                and ${memberLogins.createdAt} < ${to.toISOString()}::timestamptz`;
}

export interface ReferredMember {
  id: bigint;
  username: string;
  isAgent: number;
  referrerId: bigint | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const referredColumns = {
  id: members.id,
  username: members.username,
  isAgent: members.isAgent,
  referrerId: members.referrerId,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};

/**
 * One page of the members referred by `referrerId`, newest first (members_referrer_created_idx);
 * `search` matches the beginning of the account name, case-insensitively.
 */
export async function listMembersReferredBy(
  db: Db,
  input: { referrerId: bigint; search?: string | undefined; page: number; perPage: number },
): Promise<{ rows: ReferredMember[]; total: number }> {
  const prefix = input.search
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  const where = and(
    eq(members.referrerId, input.referrerId),
    prefix ? sql`lower(${members.username}) like ${`${prefix}%`}` : undefined,
  );
  const rows = await db
    .select(referredColumns)
    .from(members)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One member with its referrer (the portal checks the referrer is inside the agent's tree). */
export async function findReferredMember(db: Db, memberId: bigint): Promise<ReferredMember | undefined> {
  const [row] = await db.select(referredColumns).from(members).where(eq(members.id, memberId));
  return row;
}
