import { eq } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { randomDigits } from '../../lib/crypto';
import { AppError, refuse } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { recordAudit, type StaffActor } from '../staff';
import {
  lockApprovedWithdrawal,
  lockWithdrawalRow,
  markWithdrawalPaid,
  markWithdrawalPayoutFailed,
  markWithdrawalPayoutProcessing,
  PAYOUT_MESSAGES as W,
  PAYOUT_STATE,
  refundFailedWithdrawal,
  returnFailedWithdrawalToReview,
  type Withdrawal,
} from '../withdrawals';
import type { PayoutGateways } from './payout-gateways';
import { PAYOUTS_MESSAGES as M } from './payouts.errors';
import {
  findPayoutChannel,
  findPayoutChannelByCode,
  lockPayoutOrder,
  PAYOUT_ORDER_STATE,
  type PayoutChannel,
} from './payouts.repository';
import { payoutOrders } from './payouts.tables';

/** How long after sending (or after the last query) the job asks the channel about a processing payout. */
export const PAYOUT_QUERY_DELAY_MS = 5 * 60_000;

const staffRef = (staff: StaffActor) => String(staff.staffId);

export interface PayoutActionResult {
  orderNo: string;
  state: number;
  payoutState: number;
}

const resultOf = (row: Withdrawal): PayoutActionResult => ({
  orderNo: row.orderNo,
  state: row.state,
  payoutState: row.payoutState,
});

/** Refuses a payout step on a withdrawal that is not approved and awaiting payout, saying why. */
function assertAwaitingPayout(row: Withdrawal): void {
  switch (row.payoutState) {
    case PAYOUT_STATE.awaiting:
      return;
    case PAYOUT_STATE.processing:
      throw refuse(W.processing);
    case PAYOUT_STATE.paid:
      throw refuse(W.alreadyPaid);
    case PAYOUT_STATE.failed:
      throw refuse(W.failedFirst);
    default:
      throw refuse(W.awaitingOnly);
  }
}

/**
 * Staff paid the withdrawal outside the site (bank transfer, wallet): the reference they enter
 * marks it paid and posts hold → payout clearing once (`withdraw-approve:<order>`). A double
 * submit finds it paid and is refused; nothing moves twice.
 */
export async function payWithdrawalManually(
  db: Db,
  input: { orderNo: string; reference: string; channelId?: number | undefined },
  staff: StaffActor,
  ip: string,
): Promise<PayoutActionResult> {
  return withTransaction(db, async (tx) => {
    let channel: PayoutChannel | undefined;
    if (input.channelId !== undefined) {
      channel = await findPayoutChannel(tx, input.channelId);
      if (!channel) throw new AppError('notFound', M.channelNotFound);
      if (channel.kind !== 'manual') throw refuse(M.notManualChannel);
      if (!channel.enabled) throw refuse(M.channelDisabled);
    }
    const withdrawal = await lockApprovedWithdrawal(tx, input.orderNo);
    assertAwaitingPayout(withdrawal);
    const paid = await markWithdrawalPaid(tx, {
      orderNo: input.orderNo,
      from: [PAYOUT_STATE.awaiting],
      reference: input.reference,
      channel: channel ? { id: channel.id, name: channel.name } : null,
      actor: { type: 'staff', id: staffRef(staff) },
    });
    if (!paid) throw refuse(W.alreadyPaid);
    await recordAudit(tx, {
      staff,
      action: 'finance.withdrawal.pay_manually',
      targetType: 'withdrawal',
      targetId: input.orderNo,
      before: { payout_state: withdrawal.payoutState, amount: formatFen(withdrawal.amountFen) },
      after: { payout_state: paid.payoutState, reference: input.reference, channel: channel?.name ?? '' },
      ip,
    });
    return resultOf(paid);
  });
}

function newPayoutNo(now: Date, timeZone: string): string {
  return `P${formatDateTime(now, timeZone).replace(/\D/g, '')}${randomDigits(6)}`;
}

/**
 * Sends an approved withdrawal to a payout channel: one transaction marks it processing and writes
 * the payout order under our payout number; the channel is called after the commit (never inside a
 * transaction). Accepted → stays processing until the callback or the query job; a definite refusal
 * → failed at once; no usable answer → processing, and the job asks the channel later.
 */
export async function sendWithdrawalPayout(
  db: Db,
  gateways: PayoutGateways,
  input: { orderNo: string; channelId: number; timeZone: string },
  staff: StaffActor,
  ip: string,
  now = new Date(),
): Promise<PayoutActionResult & { message: string }> {
  const channel = await findPayoutChannel(db, input.channelId);
  if (!channel) throw new AppError('notFound', M.channelNotFound);
  if (!channel.enabled) throw refuse(M.channelDisabled);
  if (channel.kind === 'manual') throw refuse(M.manualChannelNotSendable);
  const gateway = gateways.gatewayFor(channel);
  if (!gateway) throw refuse(channel.kind === 'sandbox' ? M.sandboxUnavailable : M.channelUnusable);

  let payoutNo = '';
  let withdrawal: Withdrawal | undefined;
  for (let attempt = 0; ; attempt += 1) {
    payoutNo = newPayoutNo(now, input.timeZone);
    try {
      withdrawal = await withTransaction(db, async (tx) => {
        const locked = await lockApprovedWithdrawal(tx, input.orderNo);
        assertAwaitingPayout(locked);
        const processing = await markWithdrawalPayoutProcessing(tx, input.orderNo, {
          id: channel.id,
          name: channel.name,
        });
        await tx.insert(payoutOrders).values({
          payoutNo,
          withdrawalOrderNo: input.orderNo,
          channelId: channel.id,
          amountFen: locked.amountFen,
          state: PAYOUT_ORDER_STATE.processing,
          createdBy: staffRef(staff),
          queryAfter: new Date(now.getTime() + PAYOUT_QUERY_DELAY_MS),
        });
        await recordAudit(tx, {
          staff,
          action: 'finance.withdrawal.send_payout',
          targetType: 'withdrawal',
          targetId: input.orderNo,
          before: { payout_state: locked.payoutState, amount: formatFen(locked.amountFen) },
          after: { payout_state: processing.payoutState, channel: channel.name, payout_no: payoutNo },
          ip,
        });
        return processing;
      });
      break;
    } catch (error) {
      // Two payout numbers drawn alike (1 in a million per second): draw again. A second live order
      // of the same withdrawal cannot get here: the row lock and payout_state refuse it first.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }

  // After the commit: the network call.
  const outcome = await gateway
    .submitPayout({
      payoutNo,
      amountFen: withdrawal.amountFen,
      payeeName: withdrawal.payeeName,
      payeeBank: withdrawal.payeeBank,
      payeeAccount: withdrawal.payeeAccount,
    })
    .catch((error: unknown) => ({
      outcome: 'unknown' as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
  switch (outcome.outcome) {
    case 'accepted':
      return { ...resultOf(withdrawal), message: M.sentAccepted };
    case 'failed': {
      await settlePayoutOrder(db, { payoutNo, status: 'failed', tradeNo: '', message: outcome.reason, now });
      return {
        orderNo: input.orderNo,
        state: withdrawal.state,
        payoutState: PAYOUT_STATE.failed,
        message: M.sentRefused(outcome.reason),
      };
    }
    case 'unknown':
      return { ...resultOf(withdrawal), message: M.sentUnknown };
  }
}

export type SettleOutcome = 'settled' | 'already_settled' | 'unknown_order' | 'amount_mismatch';

/**
 * Settles a processing payout order with the channel's final word (callback, query or a refusal
 * at submission), exactly once: the order row is locked and only a processing order changes; a
 * replay finds it settled and changes nothing. Paid → the withdrawal is paid (hold → payout
 * clearing, `withdraw-approve:<order>`); failed → the withdrawal's payout failed (staff decide next).
 */
export async function settlePayoutOrder(
  db: Db,
  input: {
    payoutNo: string;
    status: 'paid' | 'failed';
    tradeNo: string;
    message: string;
    /** The amount the channel states (callbacks): must equal the order's. */
    amountFen?: bigint;
    channelId?: number;
    now?: Date;
  },
): Promise<SettleOutcome> {
  const now = input.now ?? new Date();
  return withTransaction(db, async (tx) => {
    const order = await lockPayoutOrder(tx, input.payoutNo);
    if (!order || (input.channelId !== undefined && order.channelId !== input.channelId)) return 'unknown_order';
    if (order.state !== PAYOUT_ORDER_STATE.processing) return 'already_settled';
    if (input.amountFen !== undefined && input.amountFen !== order.amountFen) return 'amount_mismatch';
    if (input.status === 'paid') {
      await tx
        .update(payoutOrders)
        .set({ state: PAYOUT_ORDER_STATE.paid, tradeNo: input.tradeNo, note: input.message, settledAt: now })
        .where(eq(payoutOrders.id, order.id));
      const paid = await markWithdrawalPaid(tx, {
        orderNo: order.withdrawalOrderNo,
        from: [PAYOUT_STATE.processing],
        reference: input.tradeNo,
        actor: { type: 'system', id: `payout:${order.payoutNo}` },
        now,
      });
      // The live-order index keeps one processing order per processing withdrawal: anything else is a bug.
      if (!paid) throw new Error(`withdrawal ${order.withdrawalOrderNo} is not processing payout ${order.payoutNo}`);
    } else {
      const note = input.message || '通道代付失败';
      await tx
        .update(payoutOrders)
        .set({ state: PAYOUT_ORDER_STATE.failed, tradeNo: input.tradeNo, note, settledAt: now })
        .where(eq(payoutOrders.id, order.id));
      const failed = await markWithdrawalPayoutFailed(tx, order.withdrawalOrderNo, note);
      if (!failed) throw new Error(`withdrawal ${order.withdrawalOrderNo} is not processing payout ${order.payoutNo}`);
    }
    return 'settled';
  });
}

export type CallbackOutcome = SettleOutcome | 'unknown_channel' | 'bad_signature' | 'malformed' | 'wrong_merchant';

/**
 * A payout channel's signed callback (`/api/payouts/notify/{code}`). Answers 'success' when the
 * order is settled now or was already (the channel stops retrying), 'fail' when nothing changed
 * because the callback was not acceptable (bad signature, unknown order, wrong merchant or amount).
 */
export async function handlePayoutCallback(
  db: Db,
  gateways: PayoutGateways,
  code: string,
  payload: unknown,
): Promise<{ answer: 'success' | 'fail'; outcome: CallbackOutcome; payoutNo?: string | undefined }> {
  const channel = await findPayoutChannelByCode(db, code);
  // A disabled channel still reports the outcome of payouts it already took.
  const gateway = channel ? gateways.gatewayFor(channel) : undefined;
  if (!channel || !gateway) return { answer: 'fail', outcome: 'unknown_channel' };
  const verified = gateway.verifyCallback(payload);
  if (!verified.valid) return { answer: 'fail', outcome: verified.reason, payoutNo: verified.payoutNo };
  if (verified.merchant !== gateway.merchantId) {
    return { answer: 'fail', outcome: 'wrong_merchant', payoutNo: verified.payoutNo };
  }
  const outcome = await settlePayoutOrder(db, {
    payoutNo: verified.payoutNo,
    status: verified.status,
    tradeNo: verified.tradeNo,
    message: verified.message,
    amountFen: verified.amountFen,
    channelId: channel.id,
  });
  const answer = outcome === 'settled' || outcome === 'already_settled' ? 'success' : 'fail';
  return { answer, outcome, payoutNo: verified.payoutNo };
}

/**
 * A failed payout: staff send the withdrawal back to review (no money moves; it is reviewed and
 * paid anew) or refund it (hold → main, once). The reason is audited; for a refund it is also the
 * reason the member's record keeps.
 */
export async function resolveFailedPayout(
  db: Db,
  input: { orderNo: string; action: 'review' | 'refund'; reason: string },
  staff: StaffActor,
  ip: string,
): Promise<PayoutActionResult> {
  return withTransaction(db, async (tx) => {
    const before = await lockWithdrawalRow(tx, input.orderNo);
    if (before.state === 3) throw refuse(W.alreadyRefunded);
    if (before.state !== 2 || before.payoutState !== PAYOUT_STATE.failed) throw refuse(W.notFailed);
    const after =
      input.action === 'review'
        ? await returnFailedWithdrawalToReview(tx, input.orderNo)
        : await refundFailedWithdrawal(tx, { orderNo: input.orderNo, staffId: staffRef(staff), reason: input.reason });
    await recordAudit(tx, {
      staff,
      action:
        input.action === 'review' ? 'finance.withdrawal.payout_back_to_review' : 'finance.withdrawal.payout_refund',
      targetType: 'withdrawal',
      targetId: input.orderNo,
      before: { state: before.state, payout_state: before.payoutState, amount: formatFen(before.amountFen) },
      after: { state: after.state, payout_state: after.payoutState, reason: input.reason },
      ip,
    });
    return resultOf(after);
  });
}
