import type { WithdrawRequest, WithdrawResult, WithdrawTypeEntry } from '@app/shared/contracts';
import { estimateWalletReceipt, formatFen } from '@app/shared/money';
import { isWalletProtocol, validateWalletAddress, validateWithdraw, WITHDRAW_MESSAGES } from '@app/shared/validation';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { randomDigits } from '../../lib/crypto';
import { AppError, refuse } from '../../lib/errors';
import type { MemberRecordPage } from '../../lib/member-records';
import { formatDateTime, startOfSiteDay } from '../../lib/time';
import { AUTH_MESSAGES } from '../auth';
import { ensureAccount, memberHold, memberMain, transfer } from '../ledger';
import { assertPayPasswordNotLocked, checkPayPassword, findMemberById, lockMemberRow, type Member } from '../members';
import { findMemberPayee, listBankCards, listWalletBindings } from '../payees';
import { getOutstandingTurnoverFen } from '../turnover';
import {
  findBankChannel,
  findEnabledWalletChannel,
  findWithdrawalByOrderNo,
  finishPendingWithdrawal,
  insertWithdrawal,
  listEnabledChannels,
  pageMemberWithdrawals,
  sumWithdrawalsSince,
  WITHDRAW_STATE,
  type WithdrawChannel,
  type Withdrawal,
} from './withdrawals.repository';
import { WITHDRAW_SERVER_MESSAGES as M } from './withdrawals.errors';
import { formatWindow, isWithinWithdrawWindow } from './withdraw-window';
import { readWithdrawSettings } from './withdrawals.settings';

/** Ledger kinds and idempotency keys of a withdrawal (one of each per order). */
export const WITHDRAW_LEDGER = {
  hold: { kind: 'withdrawal_hold', key: (orderNo: string) => `withdraw-hold:${orderNo}` },
  approve: { kind: 'withdrawal_payout', key: (orderNo: string) => `withdraw-approve:${orderNo}` },
  refuse: { kind: 'withdrawal_refund', key: (orderNo: string) => `withdraw-refuse:${orderNo}` },
  referenceType: 'withdrawal',
} as const;

/** A rate as the client shows it: the stored numeric without trailing zeros, at least two decimals ('7.00', '6.365'). */
export function formatRate(rate: string | null): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(rate ?? '');
  if (!match) return '0.00';
  const decimals = (match[2] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${match[1]}.${decimals}`;
}

/** `gerWithdrawType`: the bank entry (limits and the member's live cards), then every enabled wallet. */
export async function listWithdrawTypes(db: Db, memberId: bigint): Promise<WithdrawTypeEntry[]> {
  const channels = await listEnabledChannels(db);
  const entries: WithdrawTypeEntry[] = [];
  const bank = channels.find((channel) => channel.type === 1);
  if (bank) {
    const cards = await listBankCards(db, memberId);
    entries.push({
      type: 1,
      min_price: formatFen(bank.minFen),
      max_price: formatFen(bank.maxFen),
      info: cards,
    });
  }
  const bindings = await listWalletBindings(db, memberId);
  for (const channel of channels) {
    if (channel.type !== 2) continue;
    const address = bindings.get(channel.id);
    entries.push({
      type: 2,
      id: channel.id,
      bank_id: channel.id,
      name: channel.name,
      logo: channel.logo,
      min_price: formatFen(channel.minFen),
      max_price: formatFen(channel.maxFen),
      gift_info: channel.giftInfo,
      is_bind: address ? 1 : 0,
      address: address ?? '',
      rate: formatRate(channel.rate),
      withdraw_desc: channel.description,
      // Hundredths of the wallet's currency, written like money.
      fee: formatFen(channel.feeUnits),
    });
  }
  return entries;
}

interface Payee {
  channel: WithdrawChannel;
  name: string;
  bank: string;
  account: string;
}

/**
 * The channel and payee of a request, with the spec-2 §5 messages in the spec's order (card or
 * wallet chosen, address bound, amount within the channel's limits, pay password given).
 */
async function resolvePayee(db: Db, member: Member, input: WithdrawRequest): Promise<Payee> {
  let payee: Payee;
  if (input.type === 1) {
    if (input.bank === undefined) throw refuse(WITHDRAW_MESSAGES.cardRequired);
    const channel = await findBankChannel(db);
    if (!channel) throw refuse(M.bankChannelClosed);
    const card = await findMemberPayee(db, member.id, { cardId: BigInt(input.bank) });
    if (card?.kind !== 'card') throw refuse(M.cardNotFound);
    payee = {
      channel,
      name: card.ownerName || member.realname,
      // Bank name, then the branch after one space (system bank names have none): the snapshot.
      bank: card.branch ? `${card.bankName} ${card.branch}` : card.bankName,
      account: card.cardNumber,
    };
  } else {
    // The client sends the wallet's id as aisle_id and again as bank (its bank_id).
    const channelId = input.aisle_id ?? input.bank;
    if (channelId === undefined) throw refuse(WITHDRAW_MESSAGES.channelRequired);
    const channel =
      Number(channelId) <= 2_147_483_647 ? await findEnabledWalletChannel(db, Number(channelId)) : undefined;
    if (!channel) throw refuse(M.walletChannelClosed);
    const binding = await findMemberPayee(db, member.id, { walletChannelId: channel.id });
    const address = binding?.kind === 'wallet' ? binding.address : undefined;
    if (!address) throw refuse(WITHDRAW_MESSAGES.addressNotBound);
    if (isWalletProtocol(channel.protocol) && validateWalletAddress({ protocol: channel.protocol, address })) {
      throw refuse(M.boundAddressInvalid);
    }
    payee = { channel, name: member.realname, bank: channel.protocol ?? channel.name, account: address };
  }
  const invalid = validateWithdraw({
    ...(input.type === 1
      ? { tab: 'bank' as const, cardId: input.bank }
      : { tab: 'wallet' as const, channelId: payee.channel.id, boundAddress: payee.account }),
    amount: input.amount === undefined ? undefined : formatFen(input.amount),
    minFen: payee.channel.minFen,
    maxFen: payee.channel.maxFen,
    payPassword: input.password,
  });
  if (invalid) throw refuse(invalid);
  return payee;
}

/** What the member receives: CNY fen for a card; floor(amount ÷ rate, 2) − fee for a wallet (platform-rules §6). */
function receiveUnitsOf(channel: WithdrawChannel, amountFen: bigint): bigint {
  if (channel.type === 1) return amountFen;
  if (!channel.rate) throw new Error(`wallet channel ${channel.id} has no rate`);
  const receive = estimateWalletReceipt(amountFen, channel.rate, channel.feeUnits);
  if (receive <= 0n) throw refuse(M.receiptNotPositive);
  return receive;
}

function newOrderNo(now: Date, timeZone: string): string {
  return `W${formatDateTime(now, timeZone).replace(/\D/g, '')}${randomDigits(6)}`;
}

export interface CreateWithdrawalOptions {
  timeZone: string;
  now?: Date;
}

/**
 * `POST /api/withdraw` (platform-rules §6). Checks, in order: not frozen, the withdraw window, verified mobile, fund
 * password set and not locked, the form (spec-2 §5) and a positive wallet receipt, the fund
 * password (failures counted), then — inside one transaction with the member's row locked — the
 * daily count and amount, the turnover requirement and the balance, and writes the withdrawal
 * (state 1) with `withdraw-hold:<order>` main → hold.
 */
export async function createWithdrawal(
  db: Db,
  memberId: bigint,
  input: WithdrawRequest,
  options: CreateWithdrawalOptions,
): Promise<WithdrawResult> {
  const now = options.now ?? new Date();
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (member.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);
  // The site-wide window comes before the member's own checks: nothing else matters out of hours,
  // and no fund-password attempt is spent (decision 0010).
  const { window } = await readWithdrawSettings(db);
  if (!isWithinWithdrawWindow(window, now, options.timeZone)) throw refuse(M.outsideWindow(formatWindow(window)));
  if (!member.mobile || !member.mobileVerifiedAt) throw refuse(M.mobileRequired);
  if (!member.payPasswordHash) throw refuse(M.payPasswordNotSet);
  assertPayPasswordNotLocked(member, now);

  const payee = await resolvePayee(db, member, input);
  // resolvePayee refused a missing amount; this narrows the type.
  const amountFen = input.amount ?? 0n;
  const receiveUnits = receiveUnitsOf(payee.channel, amountFen);
  await checkPayPassword(db, member, input.password ?? '', now);
  const dayStart = startOfSiteDay(now, options.timeZone);

  for (let attempt = 0; ; attempt += 1) {
    const orderNo = newOrderNo(now, options.timeZone);
    try {
      await withTransaction(db, async (tx) => {
        const locked = await lockMemberRow(tx, memberId);
        if (!locked || locked.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);

        const settings = await readWithdrawSettings(tx);
        const today = await sumWithdrawalsSince(tx, memberId, dayStart);
        if (today.count >= settings.dailyCount) throw refuse(M.dailyCountReached(settings.dailyCount));
        const leftFen = settings.dailyAmountFen - today.totalFen;
        if (amountFen > leftFen) throw refuse(M.dailyAmountExceeded(leftFen > 0n ? leftFen : 0n));

        const outstandingFen = await getOutstandingTurnoverFen(tx, memberId);
        if (outstandingFen > 0n) throw refuse(M.turnoverOutstanding(outstandingFen));

        await insertWithdrawal(tx, {
          orderNo,
          memberId,
          type: payee.channel.type,
          channelId: payee.channel.id,
          payeeName: payee.name,
          payeeBank: payee.bank,
          payeeAccount: payee.account,
          amountFen,
          rate: payee.channel.type === 2 ? payee.channel.rate : null,
          feeUnits: payee.channel.type === 2 ? payee.channel.feeUnits : 0n,
          receiveUnits,
          state: WITHDRAW_STATE.pending,
          createdAt: now,
        });
        const main = await ensureAccount(tx, memberMain(memberId));
        const hold = await ensureAccount(tx, memberHold(memberId));
        // Refuses with '余额不足' (and rolls the insert back) when main cannot cover the amount.
        await transfer(tx, {
          idempotencyKey: WITHDRAW_LEDGER.hold.key(orderNo),
          kind: WITHDRAW_LEDGER.hold.kind,
          reference: { type: WITHDRAW_LEDGER.referenceType, id: orderNo },
          actor: { type: 'member', id: memberId.toString() },
          fromAccountId: main,
          toAccountId: hold,
          amountFen,
          insufficientFundsMessage: M.insufficientBalance,
        });
      });
      return { order_no: orderNo, amount: formatFen(amountFen), receive_amount: formatFen(receiveUnits), state: 1 };
    } catch (error) {
      // Two orders drew the same number (1 in a million per second): draw again.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export interface ReviewResult {
  orderNo: string;
  state: typeof WITHDRAW_STATE.approved | typeof WITHDRAW_STATE.refused;
  amountFen: bigint;
}

async function pendingWithdrawal(tx: Db, orderNo: string): Promise<Withdrawal> {
  const withdrawal = await findWithdrawalByOrderNo(tx, orderNo);
  if (!withdrawal) throw new AppError('notFound', M.orderNotFound);
  if (withdrawal.state !== WITHDRAW_STATE.pending) throw refuse(M.alreadyReviewed);
  return withdrawal;
}

/**
 * Approves a pending withdrawal: state 2, awaiting payout (payout_state 0). No money moves here:
 * the amount stays on hold until the payout is paid (decision 0031). Above
 * `withdraw.second_approval_fen` a second, different staff member must approve too.
 */
export async function approveWithdrawal(
  db: Db,
  input: { orderNo: string; staffId: string; secondStaffId?: string | undefined },
  now = new Date(),
): Promise<ReviewResult> {
  return withTransaction(db, async (tx) => {
    const withdrawal = await pendingWithdrawal(tx, input.orderNo);
    const { secondApprovalFen } = await readWithdrawSettings(tx);
    const second = input.secondStaffId?.trim() || undefined;
    if (withdrawal.amountFen > secondApprovalFen && (second === undefined || second === input.staffId)) {
      throw refuse(M.secondApproverRequired);
    }
    const approved = await finishPendingWithdrawal(tx, input.orderNo, {
      state: WITHDRAW_STATE.approved,
      reviewedBy: input.staffId,
      secondReviewedBy: second ?? null,
      reviewedAt: now,
    });
    if (!approved) throw refuse(M.alreadyReviewed);
    return { orderNo: approved.orderNo, state: WITHDRAW_STATE.approved, amountFen: approved.amountFen };
  });
}

/** Refuses a pending withdrawal with a reason: state 3 and hold → main (the member gets the money back). */
export async function refuseWithdrawal(
  db: Db,
  input: { orderNo: string; staffId: string; reason: string },
  now = new Date(),
): Promise<ReviewResult> {
  const reason = input.reason.trim();
  if (!reason) throw refuse(M.refuseReasonRequired);
  if (reason.length > 200) throw refuse(M.refuseReasonTooLong);
  return withTransaction(db, async (tx) => {
    await pendingWithdrawal(tx, input.orderNo);
    const refused = await finishPendingWithdrawal(tx, input.orderNo, {
      state: WITHDRAW_STATE.refused,
      reviewedBy: input.staffId,
      refuseReason: reason,
      reviewedAt: now,
    });
    if (!refused) throw refuse(M.alreadyReviewed);
    const hold = await ensureAccount(tx, memberHold(refused.memberId));
    const main = await ensureAccount(tx, memberMain(refused.memberId));
    await transfer(tx, {
      idempotencyKey: WITHDRAW_LEDGER.refuse.key(refused.orderNo),
      kind: WITHDRAW_LEDGER.refuse.kind,
      reference: { type: WITHDRAW_LEDGER.referenceType, id: refused.orderNo },
      actor: { type: 'staff', id: input.staffId },
      fromAccountId: hold,
      toAccountId: main,
      amountFen: refused.amountFen,
      memo: reason,
    });
    return { orderNo: refused.orderNo, state: WITHDRAW_STATE.refused, amountFen: refused.amountFen };
  });
}

export interface MemberWithdrawalRow {
  amountFen: bigint;
  createdAt: Date;
  /** The wallet channel's name, or the bank's name for a card. */
  payWay: string;
  orderNo: string;
  /** 1 pending review, 2 approved, 3 refused. */
  state: number;
  /** Decision 0031: 0 awaiting payout, 1 processing, 2 paid, 3 failed. */
  payoutState: number;
}

/** A member's withdrawals since `since`, newest first, for the records endpoint (gettransrecord type 2). */
export async function listMemberWithdrawals(
  db: Db,
  input: { memberId: bigint; since: Date; page: number; perPage: number; countTotal: boolean },
): Promise<MemberRecordPage<MemberWithdrawalRow>> {
  const perPage = Math.max(1, Math.floor(input.perPage));
  const page = Math.max(1, Math.floor(input.page));
  const { rows, total, hasMore } = await pageMemberWithdrawals(db, {
    memberId: input.memberId,
    since: input.since,
    limit: perPage,
    offset: (page - 1) * perPage,
    countTotal: input.countTotal,
  });
  return {
    rows: rows.map((row) => ({
      amountFen: row.amountFen,
      createdAt: row.createdAt,
      payWay: row.type === 1 ? (row.payeeBank.split(' ')[0] ?? row.payeeBank) : (row.channelName ?? row.payeeBank),
      orderNo: row.orderNo,
      state: row.state,
      payoutState: row.payoutState,
    })),
    total,
    hasMore,
  };
}
