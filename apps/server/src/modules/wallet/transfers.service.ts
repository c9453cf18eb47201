import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { TRANSFER_MESSAGES } from '@app/shared/validation';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { countMemberRecords, type MemberRecordPage } from '../../lib/member-records';
import { formatDateTime } from '../../lib/time';
import {
  ensureAccount,
  getBalance,
  house,
  InsufficientFundsError,
  memberMain,
  memberPlatform,
  transfer,
  type Actor,
} from '../ledger';
import { transferableFen, type PlatformAdapter, type TransferOutcome } from './platform-adapter';
import type { GamePlatform, PlatformRegistry } from './platform-registry';
import { platformTransfers } from './wallet.tables';

/** Transfer states (spec-2 §4). */
export const TransferState = { failed: 0, success: 1, pending: 2, undefined: 3 } as const;
export const TransferDirection = { toPlatform: 0, fromPlatform: 1 } as const;

export const TRANSFER_RESULT_MESSAGES = {
  success: '转账成功',
  pending: '转账处理中，请稍后在转账记录中查看结果',
  failed: '转账失败，资金已退回您的账户',
  outFailed: '转出失败，请稍后再试',
  wholeYuanOnly: '该游戏平台只接受整数金额',
  sameSide: '转出方与转入方不能相同',
  userBalanceSide: '转账的一方必须是中心钱包',
  recalled: '回收成功',
  nothingToRecall: '各游戏平台暂无余额',
  recallPending: '部分平台回收处理中，请稍后查看',
} as const;

/** A transfer reported to the caller (and the member). */
export interface TransferResult {
  orderNo: string;
  state: number;
  amountFen: bigint;
  message: string;
}

/** Reference type of a transfer's ledger transactions (id = the transfer's order number). */
export const TRANSFER_REFERENCE_TYPE = 'platform_transfer';

/**
 * The ledger postings of a platform transfer: the hold when money goes to a platform, its refund
 * when the platform never took it, and the credit when money comes back from a platform. Only this
 * module posts them; the keys make each happen once per order.
 */
export const TRANSFER_LEDGER = {
  in: { kind: 'transfer_in', key: (orderNo: string) => `transfer-in:${orderNo}` },
  inRefund: { kind: 'transfer_in_refund', key: (orderNo: string) => `transfer-in-refund:${orderNo}` },
  out: { kind: 'transfer_out', key: (orderNo: string) => `transfer-out:${orderNo}` },
} as const;

/** Where a transfer is made from: the member's site time zone names the order, origin says who asked. */
export interface TransferOptions {
  origin?: string | undefined;
  timeZone?: string | undefined;
}

/** How long an order the platform says it never saw must be old before that answer is final. */
const NOT_FOUND_GRACE_MS = 5 * 60_000;
/** Pending transfers younger than this are still in flight on the request path. */
const RECONCILE_MIN_AGE_MS = 15_000;

const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** 'T' + site-local yyyyMMddHHmmss + 9 random digits, like the deposit and withdrawal numbers. */
function newOrderNo(timeZone: string): string {
  const stamp = formatDateTime(new Date(), timeZone).replace(/\D/g, '');
  return `T${stamp}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

async function callPlatform(work: () => Promise<TransferOutcome>): Promise<TransferOutcome> {
  try {
    return await work();
  } catch (error) {
    // A thrown call (timeout, connection reset, 5xx) is an unknown outcome, never a failure.
    return { status: 'unknown', reason: error instanceof Error ? error.message.slice(0, 200) : 'error' };
  }
}

/** The parts of a transfer row that settling it needs. */
export interface TransferToSettle {
  orderNo: string;
  memberId: bigint;
  platname: string;
  direction: number;
  amountFen: bigint;
}

/** A final state for a pending transfer, and who decided it. */
export interface TransferSettlement {
  state: typeof TransferState.success | typeof TransferState.failed;
  note: string | null;
  /** The ledger actor; the reconciliation (system) when not given. */
  actor?: Actor;
  memo?: string;
  /** Staff settle right after asking the platform: the check time moves too. */
  checked?: boolean;
}

const reference = (orderNo: string) => ({ type: TRANSFER_REFERENCE_TYPE, id: orderNo });
const SYSTEM_ACTOR: Actor = { type: 'system', id: 'transfers' };

/**
 * Settles a pending transfer (platform-rules §4), inside the caller's transaction: the row moves
 * out of 'pending' and the money follows the final state — a failed transfer-in is refunded to
 * the main wallet, a successful transfer-out is credited to it; the other two move nothing more.
 * Only the caller that moves the row out of 'pending' posts, and the ledger keys make each posting
 * happen once, so the member's request, the reconciliation job and staff never move money twice.
 * Returns false when someone else already settled it.
 */
export async function settleTransfer(tx: Db, row: TransferToSettle, settlement: TransferSettlement): Promise<boolean> {
  const moved = await tx
    .update(platformTransfers)
    .set({
      state: settlement.state,
      note: settlement.note,
      settledAt: sql`now()`,
      ...(settlement.checked ? { lastCheckedAt: sql`now()` } : {}),
    })
    .where(and(eq(platformTransfers.orderNo, row.orderNo), eq(platformTransfers.state, TransferState.pending)))
    .returning({ state: platformTransfers.state });
  if (moved.length === 0) return false;
  const posting =
    row.direction === TransferDirection.toPlatform && settlement.state === TransferState.failed
      ? TRANSFER_LEDGER.inRefund
      : row.direction === TransferDirection.fromPlatform && settlement.state === TransferState.success
        ? TRANSFER_LEDGER.out
        : undefined;
  if (posting) {
    await transfer(tx, {
      idempotencyKey: posting.key(row.orderNo),
      kind: posting.kind,
      reference: reference(row.orderNo),
      actor: settlement.actor ?? SYSTEM_ACTOR,
      fromAccountId: await ensureAccount(tx, house('platform_clearing', row.platname)),
      toAccountId: await ensureAccount(tx, memberMain(row.memberId)),
      amountFen: row.amountFen,
      ...(settlement.memo === undefined ? {} : { memo: settlement.memo }),
    });
  }
  return true;
}

/**
 * Transfers between the main wallet and game platforms (platform-rules §4): hold and pending row
 * in one transaction, the platform called outside it, then post / refund on a definite failure /
 * stay pending on an unknown outcome until reconciliation asks the platform. Never a blind refund.
 * `POST /api/transfer`: one side is 'userbalance', the other a platname.
 */
export async function requestTransfer(
  db: Db,
  registry: PlatformRegistry,
  memberId: bigint,
  input: { amountFen: bigint; sourcetype: string; targettype: string },
  options: TransferOptions = {},
): Promise<TransferResult> {
  if (input.sourcetype === input.targettype) throw new AppError('refused', TRANSFER_RESULT_MESSAGES.sameSide);
  if (input.sourcetype === 'userbalance')
    return transferIn(db, registry, memberId, input.targettype, input.amountFen, options);
  if (input.targettype === 'userbalance')
    return transferOut(db, registry, memberId, input.sourcetype, input.amountFen, options);
  throw new AppError('refused', TRANSFER_RESULT_MESSAGES.userBalanceSide);
}

export async function transferIn(
  db: Db,
  registry: PlatformRegistry,
  memberId: bigint,
  platname: string,
  requestedFen: bigint,
  options: TransferOptions = {},
): Promise<TransferResult> {
  const { platform, adapter } = await registry.usable(platname);
  const amountFen = transferableFen(adapter, requestedFen);
  if (amountFen <= 0n) throw new AppError('refused', TRANSFER_RESULT_MESSAGES.wholeYuanOnly);
  const orderNo = newOrderNo(options.timeZone ?? DEFAULT_TIME_ZONE);
  const actor = { type: 'member' as const, id: String(memberId) };

  await withTransaction(db, async (tx) => {
    const main = await ensureAccount(tx, memberMain(memberId));
    const destination = adapter.heldInLedger
      ? await ensureAccount(tx, memberPlatform(memberId, platform.platname))
      : await ensureAccount(tx, house('platform_clearing', platform.platname));
    await tx.insert(platformTransfers).values({
      orderNo,
      memberId,
      platname: platform.platname,
      direction: TransferDirection.toPlatform,
      amountFen,
      state: adapter.heldInLedger ? TransferState.success : TransferState.pending,
      origin: options.origin ?? 'member',
      settledAt: adapter.heldInLedger ? new Date() : null,
    });
    await transfer(tx, {
      idempotencyKey: TRANSFER_LEDGER.in.key(orderNo),
      kind: TRANSFER_LEDGER.in.kind,
      reference: reference(orderNo),
      actor,
      fromAccountId: main,
      toAccountId: destination,
      amountFen,
      insufficientFundsMessage: TRANSFER_MESSAGES.aboveMainBalance,
    });
  });
  if (adapter.heldInLedger)
    return { orderNo, state: TransferState.success, amountFen, message: TRANSFER_RESULT_MESSAGES.success };

  const outcome = await callPlatform(() => adapter.transferIn(memberId, orderNo, amountFen));
  const row = { orderNo, memberId, platname: platform.platname, direction: TransferDirection.toPlatform, amountFen };
  return settlePending(db, row, outcome);
}

/**
 * Settles a pending transfer from the platform's answer, either direction: success keeps the money
 * on the platform (in) or credits the main wallet (out), a definite failure refunds (in) or leaves
 * the main wallet as it was (out), all through settleTransfer; 'unknown' stays pending.
 */
async function settlePending(
  db: Db,
  row: TransferToSettle,
  outcome: TransferOutcome | { status: 'not_found' },
): Promise<TransferResult> {
  const { orderNo, amountFen } = row;
  if (outcome.status === 'unknown') {
    await notePending(db, orderNo, outcome.reason);
    return { orderNo, state: TransferState.pending, amountFen, message: TRANSFER_RESULT_MESSAGES.pending };
  }
  if (outcome.status === 'success') {
    await withTransaction(db, (tx) => settleTransfer(tx, row, { state: TransferState.success, note: null }));
    return { orderNo, state: TransferState.success, amountFen, message: TRANSFER_RESULT_MESSAGES.success };
  }
  const isIn = row.direction === TransferDirection.toPlatform;
  const note = outcome.status === 'failed' ? outcome.reason : isIn ? 'platform has no such order' : 'not found';
  await withTransaction(db, (tx) => settleTransfer(tx, row, { state: TransferState.failed, note }));
  const message = isIn ? TRANSFER_RESULT_MESSAGES.failed : TRANSFER_RESULT_MESSAGES.outFailed;
  return { orderNo, state: TransferState.failed, amountFen, message };
}

export async function transferOut(
  db: Db,
  registry: PlatformRegistry,
  memberId: bigint,
  platname: string,
  requestedFen: bigint,
  options: TransferOptions = {},
): Promise<TransferResult> {
  const { platform, adapter } = await registry.usable(platname, { allowMaintenance: true });
  const amountFen = transferableFen(adapter, requestedFen);
  if (amountFen <= 0n) throw new AppError('refused', TRANSFER_RESULT_MESSAGES.wholeYuanOnly);
  const orderNo = newOrderNo(options.timeZone ?? DEFAULT_TIME_ZONE);
  const origin = options.origin ?? 'member';

  if (adapter.heldInLedger) {
    await withTransaction(db, async (tx) => {
      await tx.insert(platformTransfers).values({
        orderNo,
        memberId,
        platname: platform.platname,
        direction: TransferDirection.fromPlatform,
        amountFen,
        state: TransferState.success,
        origin,
        settledAt: new Date(),
      });
      await transfer(tx, {
        idempotencyKey: TRANSFER_LEDGER.out.key(orderNo),
        kind: TRANSFER_LEDGER.out.kind,
        reference: reference(orderNo),
        actor: { type: 'member', id: String(memberId) },
        fromAccountId: await ensureAccount(tx, memberPlatform(memberId, platform.platname)),
        toAccountId: await ensureAccount(tx, memberMain(memberId)),
        amountFen,
        insufficientFundsMessage: TRANSFER_MESSAGES.abovePlatformBalance,
      });
    });
    return { orderNo, state: TransferState.success, amountFen, message: TRANSFER_RESULT_MESSAGES.success };
  }

  const platformBalance = await adapter.getBalance(memberId).catch(() => undefined);
  if (platformBalance !== undefined && platformBalance < amountFen) {
    throw new AppError('refused', TRANSFER_MESSAGES.abovePlatformBalance);
  }
  await db.insert(platformTransfers).values({
    orderNo,
    memberId,
    platname: platform.platname,
    direction: TransferDirection.fromPlatform,
    amountFen,
    state: TransferState.pending,
    origin,
  });
  const outcome = await callPlatform(() => adapter.transferOut(memberId, orderNo, amountFen));
  const row = { orderNo, memberId, platname: platform.platname, direction: TransferDirection.fromPlatform, amountFen };
  // Credits the main wallet only once the platform confirms the money left it.
  return settlePending(db, row, outcome);
}

async function notePending(db: Db, orderNo: string, reason: string): Promise<void> {
  await db
    .update(platformTransfers)
    .set({ note: reason.slice(0, 200), attempts: sql`${platformTransfers.attempts} + 1`, lastCheckedAt: sql`now()` })
    .where(and(eq(platformTransfers.orderNo, orderNo), eq(platformTransfers.state, TransferState.pending)));
}

/**
 * Asks the platform about every pending transfer old enough not to be in flight, and settles
 * what it knows. 'not found' is final only after a grace period; 'unknown' waits for next time.
 */
export async function reconcilePendingTransfers(
  db: Db,
  registry: PlatformRegistry,
  now = new Date(),
  limit = 200,
): Promise<{ settled: number; stillPending: number }> {
  const pending = await db
    .select()
    .from(platformTransfers)
    .where(
      and(
        eq(platformTransfers.state, TransferState.pending),
        lt(platformTransfers.createdAt, new Date(now.getTime() - RECONCILE_MIN_AGE_MS)),
      ),
    )
    .orderBy(platformTransfers.createdAt)
    .limit(limit);
  let settled = 0;
  for (const row of pending) {
    const platform = await registry.findPlatform(row.platname);
    if (!platform) continue;
    const adapter: PlatformAdapter = registry.adapterFor(platform);
    let answer;
    try {
      answer = await adapter.queryTransfer(row.orderNo);
    } catch (error) {
      answer = { status: 'unknown' as const, reason: error instanceof Error ? error.message : 'error' };
    }
    if (answer.status === 'unknown') {
      await notePending(db, row.orderNo, answer.reason);
      continue;
    }
    if (answer.status === 'not_found' && now.getTime() - row.createdAt.getTime() < NOT_FOUND_GRACE_MS) {
      await notePending(db, row.orderNo, 'not yet seen by the platform');
      continue;
    }
    const result = await settlePending(db, row, answer);
    if (result.state !== TransferState.pending) settled += 1;
  }
  const [left] = await db
    .select({ n: count() })
    .from(platformTransfers)
    .where(eq(platformTransfers.state, TransferState.pending));
  return { settled, stillPending: Number(left?.n ?? 0) };
}

/** Every enabled platform with the member's balance on it (null when the platform cannot answer). */
export async function platformBalances(
  registry: PlatformRegistry,
  memberId: bigint,
): Promise<{ platform: GamePlatform; balanceFen: bigint | null }[]> {
  const platforms = await registry.listPlatforms();
  return Promise.all(
    platforms.map(async (platform) => {
      try {
        return { platform, balanceFen: await registry.adapterFor(platform).getBalance(memberId) };
      } catch {
        return { platform, balanceFen: null };
      }
    }),
  );
}

/** `transall`: recalls the whole balance of every platform that holds some (except `keep`). */
export async function recallAll(
  db: Db,
  registry: PlatformRegistry,
  memberId: bigint,
  options: { except?: string; origin?: string; timeZone?: string | undefined } = {},
): Promise<{ message: string; results: TransferResult[] }> {
  const balances = await platformBalances(registry, memberId);
  const results: TransferResult[] = [];
  for (const { platform, balanceFen } of balances) {
    if (platform.platname === options.except || balanceFen === null || balanceFen <= 0n) continue;
    try {
      results.push(
        await transferOut(db, registry, memberId, platform.platname, balanceFen, {
          origin: options.origin ?? 'transall',
          timeZone: options.timeZone,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError) && !(error instanceof InsufficientFundsError)) throw error;
    }
  }
  if (results.length === 0) return { message: TRANSFER_RESULT_MESSAGES.nothingToRecall, results };
  const pending = results.some((result) => result.state === TransferState.pending);
  return { message: pending ? TRANSFER_RESULT_MESSAGES.recallPending : TRANSFER_RESULT_MESSAGES.recalled, results };
}

/**
 * Transfer-free mode on launch (platform-rules §4): recall every other platform, then move the
 * whole main balance into the launched one.
 */
export async function moveAllInto(
  db: Db,
  registry: PlatformRegistry,
  memberId: bigint,
  platname: string,
  options: { timeZone?: string | undefined } = {},
): Promise<TransferResult | undefined> {
  await recallAll(db, registry, memberId, { except: platname, origin: 'auto', timeZone: options.timeZone });
  const balanceFen = await getBalance(db, await ensureAccount(db, memberMain(memberId)));
  if (balanceFen <= 0n) return undefined;
  try {
    return await transferIn(db, registry, memberId, platname, balanceFen, {
      origin: 'auto',
      timeZone: options.timeZone,
    });
  } catch (error) {
    if (error instanceof AppError && error.message === TRANSFER_RESULT_MESSAGES.wholeYuanOnly) return undefined;
    throw error;
  }
}

export async function listMemberTransfers(
  db: Db,
  input: {
    memberId: bigint;
    direction: 0 | 1;
    platname?: string | undefined;
    since: Date;
    page: number;
    perPage: number;
    /** Count the matches (the first page only, decision 0017). */
    countTotal: boolean;
  },
): Promise<MemberRecordPage<typeof platformTransfers.$inferSelect>> {
  const where = and(
    eq(platformTransfers.memberId, input.memberId),
    eq(platformTransfers.direction, input.direction),
    gte(platformTransfers.createdAt, input.since),
    input.platname ? eq(platformTransfers.platname, input.platname) : undefined,
  );
  const total = await countMemberRecords(db, platformTransfers, where, input.countTotal);
  const rows = await db
    .select()
    .from(platformTransfers)
    .where(where)
    .orderBy(desc(platformTransfers.createdAt), desc(platformTransfers.id))
    .limit(input.perPage + 1)
    .offset((input.page - 1) * input.perPage);
  return {
    rows: rows.slice(0, input.perPage),
    total,
    hasMore: rows.length > input.perPage,
  };
}
