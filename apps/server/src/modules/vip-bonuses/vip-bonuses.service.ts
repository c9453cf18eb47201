import { and, desc, eq } from 'drizzle-orm';
import type { VipBonusRecord } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { payBonus } from '../bonuses';
import type { BetSettledEvent } from '../games';
import { raiseVipLevel } from '../members';
import type { DepositCreditedEvent } from '../payments';
import { getTurnoverRequirement } from '../turnover';
import { VIP_BONUS_REFERENCE_TYPE, vipBonusIdempotencyKey } from './vip-bonuses.checks';
import { VIP_BONUS_MESSAGES as M } from './vip-bonuses.errors';
import { vipBonuses } from './vip-bonuses.tables';
import { promotionPeriodKey, VipBonusType } from './vip-periods';

/** Status of a VIP bonus: 0 claimable (spec-2 §4), 1 claimed. */
export const VipBonusStatus = { claimable: 0, claimed: 1 } as const;

/** How many of a member's bonus records userBonus answers (newest first). */
export const MEMBER_BONUS_LIMIT = 100;

/**
 * Re-evaluates the member's VIP level inside the transaction of a credited deposit or a settled bet
 * (platform-rules §7), and creates the promotion bonus of every level reached, skipped levels
 * included (each pays its own `be_promoted_bonus` when positive). The lifetime valid bet is the
 * turnover module's running total (`total_valid_bet_fen`, raised by the same settlement before the
 * listeners run), so no event scans bets. A promotion bonus is unique per member and level: a
 * replayed event creates nothing.
 */
export async function evaluateVipLevel(tx: Db, memberId: bigint): Promise<number> {
  const { totalValidBetFen } = await getTurnoverRequirement(tx, memberId);
  const raise = await raiseVipLevel(tx, memberId, totalValidBetFen);
  if (!raise) return 0;
  const rows = raise.reached
    .filter((level) => level.promotedBonusFen > 0n)
    .map((level) => ({
      memberId,
      vipLevel: level.level,
      bonusType: VipBonusType.promotion,
      periodKey: promotionPeriodKey(level.level),
      amountFen: level.promotedBonusFen,
    }));
  if (rows.length === 0) return 0;
  const created = await tx.insert(vipBonuses).values(rows).onConflictDoNothing().returning({ id: vipBonuses.id });
  return created.length;
}

/** The deposit-credited listener (payments' addAfterDepositCreditedListener). */
export async function vipAfterDepositCredited(tx: Db, event: DepositCreditedEvent): Promise<void> {
  await evaluateVipLevel(tx, event.memberId);
}

/** The bet-settled listener (games' addAfterBetSettledListener); a cancelled bet raises nothing. */
export async function vipAfterBetSettled(tx: Db, event: BetSettledEvent): Promise<void> {
  if (event.state !== 1 || event.validBetFen <= 0n) return;
  await evaluateVipLevel(tx, event.memberId);
}

type VipBonusRow = typeof vipBonuses.$inferSelect;

export function toMemberBonusWire(row: VipBonusRow, timeZone: string): VipBonusRecord {
  return {
    id: Number(row.id),
    vip_level: row.vipLevel,
    bonus_type: row.bonusType,
    status: row.status,
    amount: formatFen(row.amountFen),
    created_at: formatDateTime(row.createdAt, timeZone),
  };
}

/** The member's VIP bonus records (GET /api/userBonus), newest first. */
export async function listMemberBonuses(db: Db, memberId: bigint, timeZone: string): Promise<VipBonusRecord[]> {
  const rows = await db
    .select()
    .from(vipBonuses)
    .where(eq(vipBonuses.memberId, memberId))
    .orderBy(desc(vipBonuses.id))
    .limit(MEMBER_BONUS_LIMIT);
  return rows.map((row) => toMemberBonusWire(row, timeZone));
}

/**
 * Claims one of the member's bonuses (GET /api/doUserBonus): status 0 → 1 and the payout (promotion
 * expense `vip` → main wallet, turnover × 1) in one transaction. The conditional update lets one of
 * many simultaneous claims through; the ledger's idempotency key `vip-bonus:<id>` is the second lock.
 */
export async function claimVipBonus(
  db: Db,
  memberId: bigint,
  bonusId: bigint,
  now = new Date(),
): Promise<{ amountFen: bigint }> {
  return withTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(vipBonuses)
      .set({ status: VipBonusStatus.claimed, claimedAt: now })
      .where(
        and(
          eq(vipBonuses.id, bonusId),
          eq(vipBonuses.memberId, memberId),
          eq(vipBonuses.status, VipBonusStatus.claimable),
        ),
      )
      .returning();
    if (!claimed) {
      const [existing] = await tx
        .select({ status: vipBonuses.status })
        .from(vipBonuses)
        .where(and(eq(vipBonuses.id, bonusId), eq(vipBonuses.memberId, memberId)));
      // Another member's bonus reads as unknown: its existence is not the caller's business.
      if (!existing) throw new AppError('notFound', M.notFound);
      throw refuse(M.alreadyClaimed);
    }
    await payBonus(tx, {
      kind: 'vip',
      memberId,
      amountFen: claimed.amountFen,
      idempotencyKey: vipBonusIdempotencyKey(claimed.id),
      reference: { type: VIP_BONUS_REFERENCE_TYPE, id: String(claimed.id) },
      actor: { type: 'member', id: String(memberId) },
      turnoverMultiple: '1',
      memo: `VIP${claimed.vipLevel} ${['', '晋级礼金', '周俸禄', '月俸禄'][claimed.bonusType] ?? ''}`.trim(),
    });
    return { amountFen: claimed.amountFen };
  });
}
