import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { ensureAccount, house, memberHold, memberMain, transfer } from '../ledger';
import { WITHDRAW_STATE, type Withdrawal } from './withdrawals.repository';
import { WITHDRAW_LEDGER } from './withdrawals.service';
import { withdrawals } from './withdrawals.tables';

/**
 * The payout half of a withdrawal (decision 0031), used by the payouts module inside its own
 * transactions. Every change is one `UPDATE … WHERE <expected states>`: of two racing callers, the
 * second updates nothing and learns so, which is what makes a payout settle exactly once.
 */
export const PAYOUT_STATE = { awaiting: 0, processing: 1, paid: 2, failed: 3 } as const;
export type PayoutState = (typeof PAYOUT_STATE)[keyof typeof PAYOUT_STATE];

export const PAYOUT_MESSAGES = {
  notFound: '提现订单不存在',
  notApproved: '该提现订单尚未审核通过，不能出款',
  alreadyPaid: '该提现已出款，请勿重复操作',
  processing: '该提现正在代付处理中，请等待结果',
  notFailed: '只有出款失败的提现才能退回审核或退款',
  alreadyRefunded: '该提现已退款，请勿重复操作',
  failedFirst: '该提现出款失败，请先选择退回审核或退款',
  awaitingOnly: '该提现已出款或正在处理中，请刷新后查看',
} as const;

/** The withdrawal row locked (FOR UPDATE), whatever its state; notFound when there is none. */
export async function lockWithdrawalRow(tx: Db, orderNo: string): Promise<Withdrawal> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
  if (!row) throw new AppError('notFound', PAYOUT_MESSAGES.notFound);
  return row;
}

/** The withdrawal row locked for a payout step; refuses with a clear message when it is not an approved one. */
export async function lockApprovedWithdrawal(tx: Db, orderNo: string): Promise<Withdrawal> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
  if (!row) throw new AppError('notFound', PAYOUT_MESSAGES.notFound);
  if (row.state !== WITHDRAW_STATE.approved) throw refuse(PAYOUT_MESSAGES.notApproved);
  return row;
}

/** Approved and awaiting payout → processing at a channel. */
export async function markWithdrawalPayoutProcessing(
  tx: Db,
  orderNo: string,
  channel: { id: number; name: string },
): Promise<Withdrawal> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      payoutState: PAYOUT_STATE.processing,
      payoutChannelId: channel.id,
      payoutChannelName: channel.name,
      payoutNote: '',
      payoutReference: '',
    })
    .where(
      and(
        eq(withdrawals.orderNo, orderNo),
        eq(withdrawals.state, WITHDRAW_STATE.approved),
        eq(withdrawals.payoutState, PAYOUT_STATE.awaiting),
      ),
    )
    .returning();
  if (!row) throw refuse(PAYOUT_MESSAGES.awaitingOnly);
  return row;
}

/**
 * Paid: payout_state 2 and hold → payout clearing of the withdrawal's channel, key
 * `withdraw-approve:<order>` (one per withdrawal, ever). From awaiting (a manual payment) or
 * processing (the channel's answer). Returns undefined when the withdrawal was not in one of those
 * states (already paid, failed, refunded): nothing moves.
 */
export async function markWithdrawalPaid(
  tx: Db,
  input: {
    orderNo: string;
    from: readonly PayoutState[];
    reference: string;
    /** The channel that paid; undefined keeps the one recorded when it was sent. */
    channel?: { id: number; name: string } | null | undefined;
    actor: { type: 'staff' | 'system'; id: string };
    now?: Date;
  },
): Promise<Withdrawal | undefined> {
  const [paid] = await tx
    .update(withdrawals)
    .set({
      payoutState: PAYOUT_STATE.paid,
      payoutReference: input.reference,
      ...(input.channel === undefined
        ? {}
        : { payoutChannelId: input.channel?.id ?? null, payoutChannelName: input.channel?.name ?? '人工出款' }),
      payoutNote: '',
      paidAt: input.now ?? new Date(),
    })
    .where(
      and(
        eq(withdrawals.orderNo, input.orderNo),
        eq(withdrawals.state, WITHDRAW_STATE.approved),
        inArray(withdrawals.payoutState, [...input.from]),
      ),
    )
    .returning();
  if (!paid) return undefined;
  const hold = await ensureAccount(tx, memberHold(paid.memberId));
  const clearing = await ensureAccount(tx, house('payout_clearing', String(paid.channelId)));
  await transfer(tx, {
    idempotencyKey: WITHDRAW_LEDGER.approve.key(paid.orderNo),
    kind: WITHDRAW_LEDGER.approve.kind,
    reference: { type: WITHDRAW_LEDGER.referenceType, id: paid.orderNo },
    actor: input.actor,
    fromAccountId: hold,
    toAccountId: clearing,
    amountFen: paid.amountFen,
    memo: input.reference,
  });
  return paid;
}

/** Processing → failed (the channel's definite answer). Undefined when it was not processing. */
export async function markWithdrawalPayoutFailed(
  tx: Db,
  orderNo: string,
  note: string,
): Promise<Withdrawal | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ payoutState: PAYOUT_STATE.failed, payoutNote: note.slice(0, 200) })
    .where(
      and(
        eq(withdrawals.orderNo, orderNo),
        eq(withdrawals.state, WITHDRAW_STATE.approved),
        eq(withdrawals.payoutState, PAYOUT_STATE.processing),
      ),
    )
    .returning();
  return row;
}

const failedOnly = (orderNo: string) =>
  and(
    eq(withdrawals.orderNo, orderNo),
    eq(withdrawals.state, WITHDRAW_STATE.approved),
    eq(withdrawals.payoutState, PAYOUT_STATE.failed),
  );

/** Failed payout → pending review again (state 1, payout 0): staff review and pay it anew. No money moves. */
export async function returnFailedWithdrawalToReview(tx: Db, orderNo: string): Promise<Withdrawal> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      state: WITHDRAW_STATE.pending,
      payoutState: PAYOUT_STATE.awaiting,
      payoutChannelId: null,
      payoutChannelName: '',
      payoutReference: '',
      reviewedBy: null,
      secondReviewedBy: null,
      reviewedAt: null,
    })
    .where(failedOnly(orderNo))
    .returning();
  if (!row) throw refuse(PAYOUT_MESSAGES.notFailed);
  return row;
}

/**
 * Failed payout refunded: state 3 with the reason, payout_state stays 3 (the member sees 已退回),
 * hold → main with the refusal's key `withdraw-refuse:<order>` (a withdrawal is refunded at most once).
 */
export async function refundFailedWithdrawal(
  tx: Db,
  input: { orderNo: string; staffId: string; reason: string; now?: Date },
): Promise<Withdrawal> {
  const [row] = await tx
    .update(withdrawals)
    .set({ state: WITHDRAW_STATE.refused, refuseReason: input.reason, reviewedAt: input.now ?? new Date() })
    .where(failedOnly(input.orderNo))
    .returning();
  if (!row) throw refuse(PAYOUT_MESSAGES.notFailed);
  const hold = await ensureAccount(tx, memberHold(row.memberId));
  const main = await ensureAccount(tx, memberMain(row.memberId));
  await transfer(tx, {
    idempotencyKey: WITHDRAW_LEDGER.refuse.key(row.orderNo),
    kind: WITHDRAW_LEDGER.refuse.kind,
    reference: { type: WITHDRAW_LEDGER.referenceType, id: row.orderNo },
    actor: { type: 'staff', id: input.staffId },
    fromAccountId: hold,
    toAccountId: main,
    amountFen: row.amountFen,
    memo: input.reason,
  });
  return row;
}

/**
 * Withdrawals approved before decision 0031 moved hold → payout clearing at approval: they are
 * paid as far as the ledger knows. Marks them so (payout_state 2, paid when reviewed), which keeps
 * the ledger check's "one payout per paid withdrawal" true on an existing database. Runs once (seed step).
 */
export async function backfillPaidWithdrawals(tx: Db): Promise<void> {
  await tx.execute(
    sql`update withdrawals w set payout_state = ${PAYOUT_STATE.paid}, paid_at = w.reviewed_at
         where w.state = ${WITHDRAW_STATE.approved} and w.payout_state = ${PAYOUT_STATE.awaiting}
           and exists (select 1 from ledger_transactions t
                        where t.reference_type = ${WITHDRAW_LEDGER.referenceType}
                          and t.reference_id = w.order_no and t.kind = ${WITHDRAW_LEDGER.approve.kind})`,
  );
}
