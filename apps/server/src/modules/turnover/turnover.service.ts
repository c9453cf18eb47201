import { eq, sql } from 'drizzle-orm';
import { applyRateFloor } from '@app/shared/money';
import type { Db } from '../../db/types';
import { turnoverEvents, turnoverRequirements } from './turnover.tables';

/**
 * Turnover requirement (打码量, platform-rules §3): credited deposits and bonuses raise it by
 * amount × multiple; valid bets lower it; a withdrawal is refused while any is outstanding.
 * Every change is keyed by (source, reference) so a replayed credit or bet counts once. Call these
 * inside the transaction that credits the money or settles the bet.
 */
export async function raiseTurnover(
  tx: Db,
  input: { memberId: bigint; source: string; referenceId: string; amountFen: bigint; multiple: string },
): Promise<bigint> {
  const deltaFen = applyRateFloor(input.amountFen, input.multiple);
  if (deltaFen <= 0n) return 0n;
  const inserted = await tx
    .insert(turnoverEvents)
    .values({ memberId: input.memberId, source: input.source, referenceId: input.referenceId, deltaFen })
    .onConflictDoNothing()
    .returning({ id: turnoverEvents.id });
  if (inserted.length === 0) return 0n;
  await tx
    .insert(turnoverRequirements)
    .values({ memberId: input.memberId, outstandingFen: deltaFen, totalRequiredFen: deltaFen })
    .onConflictDoUpdate({
      target: turnoverRequirements.memberId,
      set: {
        outstandingFen: sql`${turnoverRequirements.outstandingFen} + ${deltaFen.toString()}::bigint`,
        totalRequiredFen: sql`${turnoverRequirements.totalRequiredFen} + ${deltaFen.toString()}::bigint`,
        updatedAt: sql`now()`,
      },
    });
  return deltaFen;
}

/** A settled valid bet lowers the outstanding requirement (never below zero). */
export async function recordValidBet(
  tx: Db,
  input: { memberId: bigint; betReference: string; validBetFen: bigint },
): Promise<void> {
  if (input.validBetFen <= 0n) return;
  const inserted = await tx
    .insert(turnoverEvents)
    .values({ memberId: input.memberId, source: 'bet', referenceId: input.betReference, deltaFen: -input.validBetFen })
    .onConflictDoNothing()
    .returning({ id: turnoverEvents.id });
  if (inserted.length === 0) return;
  const valid = input.validBetFen.toString();
  await tx
    .insert(turnoverRequirements)
    .values({ memberId: input.memberId, outstandingFen: 0n, totalValidBetFen: input.validBetFen })
    .onConflictDoUpdate({
      target: turnoverRequirements.memberId,
      set: {
        outstandingFen: sql`greatest(${turnoverRequirements.outstandingFen} - ${valid}::bigint, 0)`,
        totalValidBetFen: sql`${turnoverRequirements.totalValidBetFen} + ${valid}::bigint`,
        updatedAt: sql`now()`,
      },
    });
}

export async function getOutstandingTurnoverFen(db: Db, memberId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ outstanding: turnoverRequirements.outstandingFen })
    .from(turnoverRequirements)
    .where(eq(turnoverRequirements.memberId, memberId));
  return row?.outstanding ?? 0n;
}

/** The member's requirement row in fen (outstanding, total required, total valid bet), or zeros. */
export async function getTurnoverRequirement(
  db: Db,
  memberId: bigint,
): Promise<{ outstandingFen: bigint; totalRequiredFen: bigint; totalValidBetFen: bigint }> {
  const [row] = await db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, memberId));
  return {
    outstandingFen: row?.outstandingFen ?? 0n,
    totalRequiredFen: row?.totalRequiredFen ?? 0n,
    totalValidBetFen: row?.totalValidBetFen ?? 0n,
  };
}
