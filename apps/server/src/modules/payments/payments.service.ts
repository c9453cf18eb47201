import type { RechargeChannel, RechargeResult, RechargeType } from '@app/shared/contracts';
import { divideByRateFloor, formatFen, parseRate, parseRatio } from '@app/shared/money';
import { DEPOSIT_MESSAGES, validateDeposit } from '@app/shared/validation';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { randomDigits } from '../../lib/crypto';
import { AppError, refuse } from '../../lib/errors';
import type { MemberRecordPage } from '../../lib/member-records';
import { wallClockIn } from '../../lib/time';
import { ensureAccount, house, memberMain, transfer, type Actor } from '../ledger';
import { addToPaysum } from '../members';
import { raiseTurnover } from '../turnover';
import { afterDepositCredited } from './deposit-credited.hooks';
import type { PaymentGateway, PaymentGateways } from './payment-gateway';
import { PAYMENT_MESSAGES } from './payments.errors';
import {
  DepositState,
  expirePendingOrders,
  findChannelWithType,
  findDepositOrder,
  insertDepositOrder,
  insertPaymentCallback,
  listDepositOrdersOfMember,
  listEnabledChannels,
  listEnabledRechargeTypes,
  markDepositPaid,
  markDepositRefused,
  setPayerReference,
  type DepositOrderRow,
  type RechargeChannelRow,
  type RechargeTypeRow,
} from './payments.repository';
import { SANDBOX_GATEWAY_CODE } from './sandbox-gateway';
import { payPagePath } from './pay-page-key';

/** Unpaid orders expire after 30 minutes (platform-rules §5). */
export const DEPOSIT_TTL_MS = 30 * 60_000;
/** Ledger reference of a deposit: `deposit_order` + order number; idempotency key `deposit:<order_no>`. */
export const DEPOSIT_REFERENCE_TYPE = 'deposit_order';
export const depositIdempotencyKey = (orderNo: string) => `deposit:${orderNo}`;
export const DEPOSIT_LEDGER_KIND = 'deposit';
/** Random digits after the timestamp: 10^12 numbers per second, so order numbers cannot be guessed. */
const ORDER_NO_RANDOM_DIGITS = 12;
/** Longest transfer reference a member may submit. */
export const PAYER_REFERENCE_MAX_LENGTH = 64;

// ---------------------------------------------------------------------------------------------
// Types and channels (gerRechargeType, gerRechargeAisle)

/** A rate as the deposit page shows it: the stored decimal without trailing zeros, at least 2 decimals. */
export function formatRate(rate: string | null): string {
  if (rate === null) return '1.00';
  const [integer = '0', fraction = ''] = rate.split('.');
  return `${integer}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

function parseFenList(values: string[]): bigint[] {
  return values.filter((value) => /^\d{1,15}$/.test(value)).map((value) => BigInt(value));
}

/** Offline channels are always usable; an online one only when its gateway runs in this mode. */
function isChannelUsable(channel: RechargeChannelRow, type: RechargeTypeRow, gateways: PaymentGateways): boolean {
  switch (type.kind) {
    case 'online':
      return channel.gateway !== null && gateways.get(channel.gateway) !== undefined;
    case 'usdt':
      return type.rate !== null && parseRate(type.rate).ok;
    case 'bank':
      return true;
    default:
      return false;
  }
}

function toRechargeType(type: RechargeTypeRow): RechargeType {
  return {
    id: type.id,
    name: type.name,
    logo: type.logo,
    min_price: formatFen(type.minFen),
    max_price: formatFen(type.maxFen),
    gift_info: type.giftInfo,
    rate: formatRate(type.rate),
    download_url: type.downloadUrl,
    recharge_desc: type.description,
  };
}

function toRechargeChannel(channel: RechargeChannelRow, type: RechargeTypeRow): RechargeChannel {
  return {
    id: channel.id,
    name: channel.name,
    allow_custom_amount: channel.allowCustomAmount ? 1 : 0,
    need_fixed_amount: channel.needFixedAmount ? 1 : 0,
    fixed_amounts: channel.needFixedAmount ? parseFenList(channel.fixedAmounts).map(formatFen) : [],
    min_price: formatFen(channel.minFen),
    max_price: formatFen(channel.maxFen),
    rate: formatRate(type.rate),
  };
}

/** Why an enabled channel cannot take money now, in the member's words. */
function unusableChannelMessage(channel: RechargeChannelRow, type: RechargeTypeRow, gateways: PaymentGateways): string {
  if (type.kind !== 'online' || channel.gateway === null) return PAYMENT_MESSAGES.channelUnavailable;
  if (channel.gateway === SANDBOX_GATEWAY_CODE) return PAYMENT_MESSAGES.sandboxDisabled;
  if (gateways.isDisabled(channel.gateway)) return PAYMENT_MESSAGES.gatewayDisabled;
  return PAYMENT_MESSAGES.channelUnavailable;
}

/** Enabled types in staff order; a type none of whose channels can take money now is not shown. */
export async function listRechargeTypes(db: Db, gateways: PaymentGateways): Promise<RechargeType[]> {
  const types = await listEnabledRechargeTypes(db);
  const usable = new Set(
    (await listEnabledChannels(db))
      .filter(({ channel, type }) => isChannelUsable(channel, type, gateways))
      .map(({ type }) => type.id),
  );
  return types.filter((type) => usable.has(type.id)).map(toRechargeType);
}

/** Enabled, usable channels of one enabled type, in staff order. */
export async function listRechargeChannels(
  db: Db,
  gateways: PaymentGateways,
  typeId: number,
): Promise<RechargeChannel[]> {
  const rows = await listEnabledChannels(db, typeId);
  return rows
    .filter(({ channel, type }) => isChannelUsable(channel, type, gateways))
    .map(({ channel, type }) => toRechargeChannel(channel, type));
}

// ---------------------------------------------------------------------------------------------
// Creating an order (recharge)

/** 'D' + yyyyMMddHHmmss in the site zone + 12 random digits, e.g. D20260301120000123456789012. */
export function newDepositOrderNo(now: Date, timeZone: string): string {
  const c = wallClockIn(now, timeZone);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const stamp = `${pad(c.year, 4)}${pad(c.month)}${pad(c.day)}${pad(c.hour)}${pad(c.minute)}${pad(c.second)}`;
  return `D${stamp}${randomDigits(ORDER_NO_RANDOM_DIGITS)}`;
}

export interface CreateDepositInput {
  memberId: bigint;
  /** `aisle_id` as a digit string; undefined when the member chose none. */
  channelId: string | undefined;
  amountFen: bigint | undefined;
  timeZone: string;
  /** APP_SECRET: keys the offline payment page's address (`payPagePath`). */
  payPageSecret: string;
  now?: Date;
}

/**
 * `recharge` (platform-rules §5): checks the channel and the amount with the spec's messages,
 * creates a pending order that expires in 30 minutes, and answers where to pay: the gateway's
 * cashier for an online channel, our own payment page (`/pay/{order_no}?k={key}`) for bank and USDT.
 */
export async function createDeposit(
  db: Db,
  gateways: PaymentGateways,
  input: CreateDepositInput,
): Promise<RechargeResult> {
  if (input.channelId === undefined) throw refuse(DEPOSIT_MESSAGES.channelRequired);
  const found = await findChannelWithType(db, Number(input.channelId));
  if (!found || !found.channel.enabled || !found.type.enabled) throw refuse(PAYMENT_MESSAGES.channelUnavailable);
  const { channel, type } = found;
  if (!isChannelUsable(channel, type, gateways)) {
    throw refuse(unusableChannelMessage(channel, type, gateways));
  }

  const amountFen = input.amountFen;
  const fixedAmounts = channel.needFixedAmount ? parseFenList(channel.fixedAmounts) : [];
  const fixedOnly = channel.needFixedAmount && !channel.allowCustomAmount;
  if (fixedOnly) {
    if (amountFen === undefined) throw refuse(DEPOSIT_MESSAGES.amountRequired);
    if (!fixedAmounts.includes(amountFen)) throw refuse(PAYMENT_MESSAGES.fixedAmountOnly(fixedAmounts));
  } else {
    const message = validateDeposit({
      channelId: input.channelId,
      amount: amountFen === undefined ? undefined : formatFen(amountFen),
      minFen: channel.minFen,
      maxFen: channel.maxFen,
    });
    if (message !== null) throw refuse(message);
  }
  if (amountFen === undefined) throw refuse(DEPOSIT_MESSAGES.amountRequired);

  let cryptoUnits: bigint | null = null;
  let rate: string | null = null;
  if (type.kind === 'usdt' && type.rate !== null) {
    rate = formatRate(type.rate);
    cryptoUnits = divideByRateFloor(amountFen, type.rate);
    if (cryptoUnits <= 0n) throw refuse(DEPOSIT_MESSAGES.amountBelowMin(channel.minFen));
  }

  const now = input.now ?? new Date();
  const gateway = type.kind === 'online' && channel.gateway !== null ? gateways.get(channel.gateway) : undefined;
  const order = await insertWithUniqueOrderNo(db, now, input.timeZone, {
    memberId: input.memberId,
    typeId: type.id,
    channelId: channel.id,
    kind: type.kind,
    amountFen,
    cryptoUnits,
    rate,
    state: DepositState.pending,
    gateway: gateway?.code ?? null,
    // The channel's multiple at the time of the order is what the member agreed to (decision 0005).
    turnoverMultiple: channel.turnoverMultiple,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + DEPOSIT_TTL_MS),
  });

  if (!gateway) return { order_no: order.orderNo, pay_url: payPagePath(input.payPageSecret, order.orderNo) };
  // After the insert has committed: a real gateway is a network call (ARCHITECTURE.md "Money path").
  try {
    const { payUrl } = await gateway.createPayment({ orderNo: order.orderNo, amountFen, expiresAt: order.expiresAt });
    return { order_no: order.orderNo, pay_url: payUrl };
  } catch (error) {
    await markDepositRefused(db, order.orderNo, {
      reviewedBy: `gateway:${gateway.code}`,
      reason: 'createPayment failed',
      now: new Date(),
    });
    throw new AppError('refused', PAYMENT_MESSAGES.channelUnavailable, { cause: error });
  }
}

async function insertWithUniqueOrderNo(
  db: Db,
  now: Date,
  timeZone: string,
  values: Omit<Parameters<typeof insertDepositOrder>[1], 'orderNo'>,
): Promise<DepositOrderRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insertDepositOrder(db, { ...values, orderNo: newDepositOrderNo(now, timeZone) });
    } catch (error) {
      // 10^12 numbers per second make a clash practically impossible; retry it anyway.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Crediting (gateway callback, staff confirmation)

export type CreditOutcome =
  | { outcome: 'credited'; order: DepositOrderRow }
  | { outcome: 'already_credited'; order: DepositOrderRow }
  | { outcome: 'not_payable'; order: DepositOrderRow }
  | { outcome: 'not_found' };

/**
 * Credits a deposit exactly once, inside the caller's transaction (platform-rules §5): order to
 * success (from pending or timed out), ledger `deposit:<order_no>` from the channel's deposit
 * clearing account to the member's main account, paysum, turnover requirement, then the
 * after-credit listeners. Safe against racing callers: only one passes the conditional update.
 */
export async function creditDeposit(
  tx: Db,
  input: {
    orderNo: string;
    actor: Actor;
    now: Date;
    gatewayTradeNo?: string;
    reviewedBy?: string;
    reviewNote?: string;
  },
): Promise<CreditOutcome> {
  const order = await markDepositPaid(tx, input.orderNo, {
    paidAt: input.now,
    gatewayTradeNo: input.gatewayTradeNo,
    reviewedBy: input.reviewedBy,
    reviewNote: input.reviewNote,
  });
  if (!order) {
    const current = await findDepositOrder(tx, input.orderNo);
    if (!current) return { outcome: 'not_found' };
    return current.state === DepositState.success
      ? { outcome: 'already_credited', order: current }
      : { outcome: 'not_payable', order: current };
  }

  const clearing = await ensureAccount(tx, house('deposit_clearing', String(order.channelId)));
  const main = await ensureAccount(tx, memberMain(order.memberId));
  await transfer(tx, {
    idempotencyKey: depositIdempotencyKey(order.orderNo),
    kind: DEPOSIT_LEDGER_KIND,
    reference: { type: DEPOSIT_REFERENCE_TYPE, id: order.orderNo },
    actor: input.actor,
    fromAccountId: clearing,
    toAccountId: main,
    amountFen: order.amountFen,
    memo: `deposit ${order.kind} channel ${order.channelId}`,
  });
  const paysumFen = await addToPaysum(tx, order.memberId, order.amountFen, input.now);
  if (paysumFen === undefined) throw new Error(`deposit ${order.orderNo}: member ${order.memberId} does not exist`);
  await raiseTurnover(tx, {
    memberId: order.memberId,
    source: 'deposit',
    referenceId: order.orderNo,
    amountFen: order.amountFen,
    multiple: parseRatio(order.turnoverMultiple).ok ? order.turnoverMultiple : '1',
  });
  await afterDepositCredited(tx, {
    orderNo: order.orderNo,
    memberId: order.memberId,
    amountFen: order.amountFen,
    channelId: order.channelId,
    typeId: order.typeId,
    kind: order.kind,
    paysumFen,
    creditedAt: input.now,
  });
  return { outcome: 'credited', order };
}

/** What the notify endpoint answers the gateway, and what was logged. */
export interface CallbackResult {
  answer: 'success' | 'fail';
  outcome: string;
  orderNo?: string | undefined;
}

/**
 * A gateway's server-to-server notification (platform-rules §5): sender address (when the gateway
 * has an allow-list), signature (constant time),
 * merchant, order, gateway, amount and status are checked before anything changes; a valid
 * 'paid' notification credits the order exactly once. Every notification is logged in
 * payment_callbacks with its outcome. A replay of a credited order answers 'success' and moves
 * nothing; a refused one answers 'fail' and changes nothing.
 */
export async function handleGatewayCallback(
  db: Db,
  gateway: PaymentGateway,
  input: { payload: Record<string, unknown>; headers: Record<string, unknown>; ip: string; now?: Date },
): Promise<CallbackResult> {
  const now = input.now ?? new Date();
  let result: CallbackResult;
  let signatureValid = false;
  try {
    if (gateway.allowsNotifyFrom && !gateway.allowsNotifyFrom(input.ip)) {
      // Not from the gateway's published addresses: refused whatever it carries (decision 0010).
      const claimed = input.payload.order_no;
      result = {
        answer: 'fail',
        outcome: 'ip_not_allowed',
        orderNo: typeof claimed === 'string' ? claimed : undefined,
      };
    } else {
      const verified = gateway.verifyCallback(input.payload, input.headers);
      if (!verified.valid) {
        result = { answer: 'fail', outcome: verified.reason, orderNo: verified.orderNo };
      } else {
        signatureValid = true;
        result = await applyVerifiedCallback(db, gateway, verified, now);
      }
    }
  } catch (error) {
    await logCallback(db, gateway, input, signatureValid, 'error', undefined);
    throw error;
  }
  await logCallback(db, gateway, input, signatureValid, result.outcome, result.orderNo);
  return result;
}

async function applyVerifiedCallback(
  db: Db,
  gateway: PaymentGateway,
  verified: { orderNo: string; amountFen: bigint; status: 'paid' | 'failed'; merchant: string; tradeNo: string },
  now: Date,
): Promise<CallbackResult> {
  const orderNo = verified.orderNo;
  const fail = (outcome: string): CallbackResult => ({ answer: 'fail', outcome, orderNo });
  if (verified.merchant !== gateway.merchantId) return fail('wrong_merchant');
  const order = await findDepositOrder(db, orderNo);
  if (!order) return fail('unknown_order');
  if (order.gateway !== gateway.code) return fail('wrong_gateway');
  if (verified.amountFen !== order.amountFen) return fail('amount_mismatch');
  // A verified "not paid" notice is acknowledged so the gateway stops repeating it; the order
  // stays pending and times out as usual (decision 0005).
  if (verified.status !== 'paid') return { answer: 'success', outcome: 'not_paid', orderNo };

  const credit = await withTransaction(db, (tx) =>
    creditDeposit(tx, {
      orderNo,
      actor: { type: 'system', id: `gateway:${gateway.code}` },
      now,
      gatewayTradeNo: verified.tradeNo.slice(0, 128),
    }),
  );
  switch (credit.outcome) {
    case 'credited':
      return { answer: 'success', outcome: 'credited', orderNo };
    case 'already_credited':
      return { answer: 'success', outcome: 'duplicate', orderNo };
    case 'not_payable':
      return fail('order_refused');
    case 'not_found':
      return fail('unknown_order');
  }
}

async function logCallback(
  db: Db,
  gateway: PaymentGateway,
  input: { payload: Record<string, unknown>; ip: string },
  signatureValid: boolean,
  outcome: string,
  orderNo: string | undefined,
): Promise<void> {
  await insertPaymentCallback(db, {
    gateway: gateway.code,
    orderNo,
    payload: input.payload,
    signatureValid,
    outcome,
    ip: input.ip,
  });
}

async function findOfflineOrder(db: Db, orderNo: string): Promise<DepositOrderRow> {
  const order = await findDepositOrder(db, orderNo);
  if (!order) throw new AppError('notFound', PAYMENT_MESSAGES.orderNotFound);
  if (order.kind === 'online') throw refuse(PAYMENT_MESSAGES.onlineOrderNotReviewable);
  return order;
}

/**
 * Staff confirm an offline (bank or USDT) deposit after seeing the money arrive: credited exactly
 * like a gateway callback, with the same idempotency key. Confirming twice credits once
 * (`credited: false` the second time); a timed-out order can still be confirmed (late transfer).
 */
export async function confirmOfflineDeposit(
  db: Db,
  input: { orderNo: string; staffId: string; note?: string | undefined; now?: Date },
): Promise<{ credited: boolean; order: DepositOrderRow }> {
  await findOfflineOrder(db, input.orderNo);
  const credit = await withTransaction(db, (tx) =>
    creditDeposit(tx, {
      orderNo: input.orderNo,
      actor: { type: 'staff', id: input.staffId },
      now: input.now ?? new Date(),
      reviewedBy: input.staffId,
      ...(input.note ? { reviewNote: input.note } : {}),
    }),
  );
  switch (credit.outcome) {
    case 'credited':
      return { credited: true, order: credit.order };
    case 'already_credited':
      return { credited: false, order: credit.order };
    case 'not_payable':
      throw refuse(PAYMENT_MESSAGES.orderAlreadyRefused);
    case 'not_found':
      throw new AppError('notFound', PAYMENT_MESSAGES.orderNotFound);
  }
}

/** Staff refuse an offline deposit (state 2, nothing moves). Refusing twice is harmless. */
export async function refuseOfflineDeposit(
  db: Db,
  input: { orderNo: string; staffId: string; reason: string; now?: Date },
): Promise<{ refused: boolean; order: DepositOrderRow }> {
  const reason = input.reason.trim();
  if (!reason) throw refuse(PAYMENT_MESSAGES.refuseReasonRequired);
  await findOfflineOrder(db, input.orderNo);
  const refused = await markDepositRefused(db, input.orderNo, {
    reviewedBy: input.staffId,
    reason: reason.slice(0, 500),
    now: input.now ?? new Date(),
  });
  if (refused) return { refused: true, order: refused };
  const current = await findOfflineOrder(db, input.orderNo);
  if (current.state === DepositState.success) throw refuse(PAYMENT_MESSAGES.orderAlreadyCredited);
  return { refused: false, order: current };
}

export type ReferenceOutcome =
  'submitted' | 'already_submitted' | 'different_reference' | 'closed' | 'not_found' | 'invalid';

/**
 * The member's transfer reference for an offline order (`POST /pay/{order_no}/reference`). The
 * first one is kept; sending it again is harmless; a different one is refused (staff may already
 * be matching the first against the bank statement).
 */
export async function submitPayerReference(
  db: Db,
  input: { orderNo: string; reference: string; now?: Date },
): Promise<{ outcome: ReferenceOutcome; message: string }> {
  const reference = input.reference.trim();
  if (!reference) return { outcome: 'invalid', message: PAYMENT_MESSAGES.referenceRequired };
  if (reference.length > PAYER_REFERENCE_MAX_LENGTH)
    return { outcome: 'invalid', message: PAYMENT_MESSAGES.referenceTooLong };
  const order = await findDepositOrder(db, input.orderNo);
  if (!order || order.kind === 'online') return { outcome: 'not_found', message: PAYMENT_MESSAGES.orderNotFound };
  if (await setPayerReference(db, input.orderNo, reference, input.now ?? new Date())) {
    return { outcome: 'submitted', message: PAYMENT_MESSAGES.referenceSubmitted };
  }
  const current = (await findDepositOrder(db, input.orderNo)) ?? order;
  if (current.payerReference === reference)
    return { outcome: 'already_submitted', message: PAYMENT_MESSAGES.referenceSubmitted };
  if (current.payerReference !== null) {
    return { outcome: 'different_reference', message: PAYMENT_MESSAGES.referenceAlreadySubmitted };
  }
  return { outcome: 'closed', message: PAYMENT_MESSAGES.orderClosed };
}

// ---------------------------------------------------------------------------------------------
// Expiry and records

/** Moves pending orders past their deadline to timed out (state 3); returns how many. */
export async function expireUnpaidDeposits(db: Db, now: Date): Promise<number> {
  return (await expirePendingOrders(db, now)).length;
}

export interface MemberDepositRow {
  amountFen: bigint;
  createdAt: Date;
  /** The recharge type's name (the channel's when the type is gone). */
  payWay: string;
  orderNo: string;
  state: number;
}

/** A member's deposit records since a date, newest first (for the records endpoint, gettransrecord type 1). */
export async function listMemberDeposits(
  db: Db,
  input: { memberId: bigint; since: Date; page: number; perPage: number; countTotal: boolean },
): Promise<MemberRecordPage<MemberDepositRow>> {
  const perPage = Math.max(1, Math.min(100, Math.trunc(input.perPage)));
  const page = Math.max(1, Math.trunc(input.page));
  const { rows, total, hasMore } = await listDepositOrdersOfMember(db, {
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
      payWay: row.typeName ?? row.channelName ?? '充值',
      orderNo: row.orderNo,
      state: row.state,
    })),
    total,
    hasMore,
  };
}
