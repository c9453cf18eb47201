import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { refuse } from '../../lib/errors';
import type { MemberRecordPage } from '../../lib/member-records';
import { formatDay } from '../../lib/time';
import { payBonus } from '../bonuses';
import { rebatePercentFor } from '../members';
import { accrualTarget, claimableFen, rebateOfBet } from './rebate-formula';
import { REBATE_MESSAGES } from './rebates.errors';
import { rebateAccruals, rebateClaims, rebates } from './rebates.tables';

/** Ledger names of a rebate claim (platform-rules §3): `rebate-claim:<claim id>`, reference rebate_claim. */
export const REBATE_CLAIM_REFERENCE = 'rebate_claim';
export const rebateClaimKey = (claimId: bigint | string) => `rebate-claim:${claimId}`;

export type RebateRow = typeof rebates.$inferSelect;

/** The values of a settled (or cancelled) bet that its rebate depends on. */
export interface RebateBet {
  platname: string;
  betId: string;
  memberId: bigint;
  category: string;
  validBetFen: bigint;
  /** 1 settled, 0 cancelled. */
  state: number;
  settledAt: Date;
}

/** What applying one bet changed. */
export interface AppliedRebate {
  /** Accrued before and after, and the difference applied to a rebate row (0: nothing changed). */
  beforeFen: bigint;
  afterFen: bigint;
  deltaFen: bigint;
  rebateId: bigint | null;
}

/**
 * Adds `deltaFen` to the member's unclaimed row of that platform and day, creating it when there is
 * none (one unclaimed row per member, platform and day: rebates_unclaimed_key). Returns its id.
 */
async function addToUnclaimedRow(
  tx: Db,
  input: { memberId: bigint; platname: string; day: string; deltaFen: bigint; now: Date },
): Promise<bigint> {
  const [row] = await queryRows<{ id: unknown }>(
    tx,
    sql`insert into ${rebates} (member_id, platname, day, money_fen, state, created_at, updated_at)
        values (${input.memberId}, ${input.platname}, ${input.day}, ${input.deltaFen}, 0,
                ${input.now.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz)
        on conflict (member_id, platname, day) where state = 0
        do update set money_fen = ${rebates}.money_fen + excluded.money_fen, updated_at = excluded.updated_at
        returning id`,
  );
  if (!row) throw new Error('rebate row upsert returned nothing');
  return toBigInt(row.id);
}

/**
 * Applies one bet's rebate inside the caller's transaction (the settling transaction, or a staff
 * re-run), idempotently (decision 0022): the bet's row holds what it accrued; the new accrual is
 * floor(valid bet × percent / 100) while settled and 0 once cancelled, with the percent taken from
 * the member's VIP level at the bet's first accrual; only the difference moves, into an unclaimed
 * rebate row (never a claimed one).
 */
export async function applyBetRebate(
  tx: Db,
  bet: RebateBet,
  context: { zone: string; now?: Date },
): Promise<AppliedRebate> {
  const now = context.now ?? new Date();
  const lockAccrual = async () => {
    const [row] = await tx
      .select()
      .from(rebateAccruals)
      .where(and(eq(rebateAccruals.platname, bet.platname), eq(rebateAccruals.betId, bet.betId)))
      .for('update');
    return row;
  };
  let accrual = await lockAccrual();
  if (!accrual) {
    const percent = await rebatePercentFor(tx, bet.memberId, bet.category);
    await tx
      .insert(rebateAccruals)
      .values({
        platname: bet.platname,
        betId: bet.betId,
        memberId: bet.memberId,
        category: bet.category,
        percent,
        validBetFen: 0n,
        betState: bet.state,
        accruedFen: 0n,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    accrual = await lockAccrual();
    if (!accrual) throw new Error(`rebate accrual of ${bet.platname}:${bet.betId} was not written`);
  }

  const afterFen = rebateOfBet(bet.validBetFen, accrual.percent, bet.state);
  const deltaFen = afterFen - accrual.accruedFen;
  let rebateId = accrual.rebateId;
  if (deltaFen !== 0n) {
    let groupClaimed = false;
    if (rebateId !== null) {
      const [group] = await tx
        .select({ state: rebates.state })
        .from(rebates)
        .where(eq(rebates.id, rebateId))
        .for('update');
      groupClaimed = !group || group.state !== 0;
    }
    const target = accrualTarget(
      { groupRowId: rebateId, groupRowClaimed: groupClaimed },
      { settledDay: formatDay(bet.settledAt, context.zone), eventDay: formatDay(now, context.zone) },
    );
    if (target.kind === 'row') {
      await tx
        .update(rebates)
        .set({ moneyFen: sql`${rebates.moneyFen} + ${deltaFen}`, updatedAt: now })
        .where(and(eq(rebates.id, target.rowId), eq(rebates.state, 0)));
    } else {
      const rowId = await addToUnclaimedRow(tx, {
        memberId: bet.memberId,
        platname: bet.platname,
        day: target.day,
        deltaFen,
        now,
      });
      rebateId ??= rowId;
    }
  }
  if (deltaFen !== 0n || accrual.validBetFen !== bet.validBetFen || accrual.betState !== bet.state) {
    await tx
      .update(rebateAccruals)
      .set({ validBetFen: bet.validBetFen, betState: bet.state, accruedFen: afterFen, rebateId, updatedAt: now })
      .where(eq(rebateAccruals.id, accrual.id));
  }
  return { beforeFen: accrual.accruedFen, afterFen, deltaFen, rebateId };
}

/** The member's totals (spec-2 §3 rebate summary): claimed so far, and what a claim would pay now. */
export async function rebateTotals(db: Db, memberId: bigint): Promise<{ claimedFen: bigint; claimableFen: bigint }> {
  const [claimed] = await db
    .select({ total: sql<unknown>`coalesce(sum(${rebateClaims.amountFen}), 0)` })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId));
  const [open] = await db
    .select({ total: sql<unknown>`coalesce(sum(${rebates.moneyFen}), 0)` })
    .from(rebates)
    .where(and(eq(rebates.memberId, memberId), eq(rebates.state, 0)));
  return { claimedFen: toBigInt(claimed?.total), claimableFen: claimableFen([{ moneyFen: toBigInt(open?.total) }]) };
}

/** A member's rebate rows, newest day first (the rebate tab of /assets), counted on page 1 only. */
export async function listMemberRebates(
  db: Db,
  input: {
    memberId: bigint;
    platname?: string | undefined;
    sinceDay: string;
    page: number;
    perPage: number;
    countTotal: boolean;
  },
): Promise<MemberRecordPage<RebateRow>> {
  const where = and(
    eq(rebates.memberId, input.memberId),
    gte(rebates.day, input.sinceDay),
    input.platname ? eq(rebates.platname, input.platname) : undefined,
  );
  const total = input.countTotal
    ? await db
        .select({ n: sql<unknown>`count(*)` })
        .from(rebates)
        .where(where)
    : undefined;
  const rows = await db
    .select()
    .from(rebates)
    .where(where)
    .orderBy(desc(rebates.day), desc(rebates.id))
    .limit(input.perPage + 1)
    .offset((input.page - 1) * input.perPage);
  return {
    rows: rows.slice(0, input.perPage),
    total: total ? Number(toBigInt(total[0]?.n)) : null,
    hasMore: rows.length > input.perPage,
  };
}

/**
 * `dofanshui` (platform-rules §7): pays every unclaimed row of the member in ONE transaction: the
 * rows are locked (FOR UPDATE, in id order), a claim row records the total, the rows become claimed
 * by it, and payBonus posts `rebate-claim:<claim id>` (promotion expense → main, turnover × 1).
 * Claims at once wait on the row locks; the later ones then find no unclaimed row and are refused
 * with '暂无领取额度！', so the money is paid once (and rebates_claim_matches_state keeps a row to
 * one claim). Nothing claimable, or a total not above zero: the same refusal, nothing changes.
 */
export async function claimRebates(
  db: Db,
  memberId: bigint,
  options: { now?: Date } = {},
): Promise<{ claimId: bigint; amountFen: bigint }> {
  const now = options.now ?? new Date();
  return withTransaction(db, async (tx) => {
    const open = await tx
      .select({ id: rebates.id, moneyFen: rebates.moneyFen })
      .from(rebates)
      .where(and(eq(rebates.memberId, memberId), eq(rebates.state, 0)))
      .orderBy(rebates.id)
      .for('update');
    const amountFen = claimableFen(open);
    if (amountFen <= 0n) throw refuse(REBATE_MESSAGES.nothingToClaim);

    const [claim] = await tx
      .insert(rebateClaims)
      .values({ memberId, amountFen, rowCount: open.length, createdAt: now })
      .returning({ id: rebateClaims.id });
    if (!claim) throw new Error('rebate claim insert returned nothing');
    const ids = open.map((row) => row.id);
    const updated = await tx
      .update(rebates)
      .set({ state: 1, claimId: claim.id, claimedAt: now, updatedAt: now })
      .where(and(sql`${rebates.id} in (${sql.join(ids, sql`, `)})`, eq(rebates.state, 0)))
      .returning({ id: rebates.id });
    if (updated.length !== ids.length) throw new Error('rebate rows changed while locked');
    await payBonus(tx, {
      kind: 'rebate',
      memberId,
      amountFen,
      idempotencyKey: rebateClaimKey(claim.id),
      reference: { type: REBATE_CLAIM_REFERENCE, id: claim.id.toString() },
      actor: { type: 'member', id: memberId.toString() },
      turnoverMultiple: '1',
      memo: `rebate claim of ${open.length} rows`,
    });
    return { claimId: claim.id, amountFen };
  });
}
