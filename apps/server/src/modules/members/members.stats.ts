import { sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { memberLogins, members } from './members.tables';
import { dailySumsBetween } from '../../db/aggregates';

// Read-only queries other modules need about members (staff lists, the dashboard): they call
// these instead of reading the members tables.

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Members registered in [from, to) (dashboard). */
export async function countNewMembersBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from ${members} where ${members.createdAt} >= ${iso(from)} and ${members.createdAt} < ${iso(to)}`,
  );
  return Number(toBigInt(row?.n));
}

/** Members with at least one successful login in [from, to) (dashboard). */
export async function countActiveMembersBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(distinct ${memberLogins.memberId}) as n from ${memberLogins}
        where ${memberLogins.succeeded} = 1 and ${memberLogins.createdAt} >= ${iso(from)} and ${memberLogins.createdAt} < ${iso(to)}`,
  );
  return Number(toBigInt(row?.n));
}

/** New members per site day ('YYYY-MM-DD' in `zone`) over [from, to) (dashboard series). */
export async function newMembersPerDay(db: Db, zone: string, from: Date, to: Date): Promise<Map<string, bigint>> {
  return dailySumsBetween(db, { table: members, at: members.createdAt, amount: sql`1` }, zone, from, to);
}

/**
 * Members whose last successful login is at or after `since` (dashboard). A login sets
 * `last_login_at` in the transaction that writes its `member_logins` row, so this equals the members
 * with a successful login in [since, now) — `countActiveMembersBetween(since, tomorrow)` — read from
 * one index instead of the login history (decision 0018).
 */
export async function countMembersActiveSince(db: Db, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from ${members} where ${members.lastLoginAt} >= ${iso(since)}`,
  );
  return Number(toBigInt(row?.n));
}

/** A member's successful logins in [from, to) (the login task, decision 0027; member_logins_member_idx). */
export async function memberLoginCountBetween(db: Db, memberId: bigint, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from ${memberLogins}
        where ${memberLogins.memberId} = ${memberId} and ${memberLogins.succeeded} = 1
          and ${memberLogins.createdAt} >= ${iso(from)} and ${memberLogins.createdAt} < ${iso(to)}`,
  );
  return Number(toBigInt(row?.n));
}
