import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { betRecords } from './games.tables';

export type BetRecord = typeof betRecords.$inferSelect;

/** A member's bets, newest first (the bet tab of /assets). */
export async function listMemberBets(
  db: Db,
  input: { memberId: bigint; platname?: string | undefined; since: Date; page: number; perPage: number },
): Promise<{ rows: BetRecord[]; total: number }> {
  const where = and(
    eq(betRecords.memberId, input.memberId),
    gte(betRecords.betAt, input.since),
    input.platname ? eq(betRecords.platname, input.platname) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(betRecords).where(where);
  const rows = await db
    .select()
    .from(betRecords)
    .where(where)
    .orderBy(desc(betRecords.betAt), desc(betRecords.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return { rows, total: Number(total?.n ?? 0) };
}
