import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { TRANSFER_MESSAGES } from '@app/shared/validation';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import {
  ensureAccount,
  getBalance,
  house,
  InsufficientFundsError,
  memberMain,
  memberPlatform,
  transfer,
} from '../ledger';
import { members } from '../members';
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

/** How long an order the platform says it never saw must be old before that answer is final. */
const NOT_FOUND_GRACE_MS = 5 * 60_000;
/** Pending transfers younger than this are still in flight on the request path. */
const RECONCILE_MIN_AGE_MS = 15_000;

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

/**
 * Transfers between the main wallet and game platforms (platform-rules §4): hold and pending row
 * in one transaction, the platform called outside it, then post / refund on a definite failure /
 * stay pending on an unknown outcome until reconciliation asks the platform. Never a blind refund.
 */
export class TransferService {
  constructor(
    private readonly db: Db,
    private readonly registry: PlatformRegistry,
    private readonly timeZone: string = 'Asia/Shanghai',
  ) {}

  private reference(orderNo: string) {
    return { type: 'platform_transfer', id: orderNo };
  }

  /** `POST /api/transfer`: one side is 'userbalance', the other a platname. */
  async transfer(
    memberId: bigint,
    input: { amountFen: bigint; sourcetype: string; targettype: string },
    origin = 'member',
  ): Promise<TransferResult> {
    if (input.sourcetype === input.targettype) throw new AppError('refused', TRANSFER_RESULT_MESSAGES.sameSide);
    if (input.sourcetype === 'userbalance') return this.transferIn(memberId, input.targettype, input.amountFen, origin);
    if (input.targettype === 'userbalance')
      return this.transferOut(memberId, input.sourcetype, input.amountFen, origin);
    throw new AppError('refused', TRANSFER_RESULT_MESSAGES.userBalanceSide);
  }

  async transferIn(
    memberId: bigint,
    platname: string,
    requestedFen: bigint,
    origin = 'member',
  ): Promise<TransferResult> {
    const { platform, adapter } = await this.registry.usable(platname);
    const amountFen = transferableFen(adapter, requestedFen);
    if (amountFen <= 0n) throw new AppError('refused', TRANSFER_RESULT_MESSAGES.wholeYuanOnly);
    const orderNo = newOrderNo(this.timeZone);
    const actor = { type: 'member' as const, id: String(memberId) };

    await withTransaction(this.db, async (tx) => {
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
        origin,
        settledAt: adapter.heldInLedger ? new Date() : null,
      });
      await transfer(tx, {
        idempotencyKey: `transfer-in:${orderNo}`,
        kind: 'transfer_in',
        reference: this.reference(orderNo),
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
    return this.settleIn(orderNo, memberId, platform, amountFen, outcome);
  }

  /** Settles a pending transfer-in: success keeps the money on the platform; a definite failure refunds. */
  private async settleIn(
    orderNo: string,
    memberId: bigint,
    platform: GamePlatform,
    amountFen: bigint,
    outcome: TransferOutcome | { status: 'not_found' },
  ): Promise<TransferResult> {
    if (outcome.status === 'unknown') {
      await this.notePending(orderNo, outcome.reason);
      return { orderNo, state: TransferState.pending, amountFen, message: TRANSFER_RESULT_MESSAGES.pending };
    }
    if (outcome.status === 'success') {
      const settled = await this.markSettled(this.db, orderNo, TransferState.success, null);
      return { orderNo, state: settled ?? TransferState.success, amountFen, message: TRANSFER_RESULT_MESSAGES.success };
    }
    const reason = outcome.status === 'failed' ? outcome.reason : 'platform has no such order';
    await withTransaction(this.db, async (tx) => {
      // Only the caller that moves the row out of 'pending' refunds, so a refund happens once.
      const moved = await this.markSettled(tx, orderNo, TransferState.failed, reason);
      if (moved === undefined) return;
      await transfer(tx, {
        idempotencyKey: `transfer-in-refund:${orderNo}`,
        kind: 'transfer_in_refund',
        reference: this.reference(orderNo),
        actor: { type: 'system', id: 'transfers' },
        fromAccountId: await ensureAccount(tx, house('platform_clearing', platform.platname)),
        toAccountId: await ensureAccount(tx, memberMain(memberId)),
        amountFen,
      });
    });
    return { orderNo, state: TransferState.failed, amountFen, message: TRANSFER_RESULT_MESSAGES.failed };
  }

  async transferOut(
    memberId: bigint,
    platname: string,
    requestedFen: bigint,
    origin = 'member',
  ): Promise<TransferResult> {
    const { platform, adapter } = await this.registry.usable(platname, { allowMaintenance: true });
    const amountFen = transferableFen(adapter, requestedFen);
    if (amountFen <= 0n) throw new AppError('refused', TRANSFER_RESULT_MESSAGES.wholeYuanOnly);
    const orderNo = newOrderNo(this.timeZone);

    if (adapter.heldInLedger) {
      await withTransaction(this.db, async (tx) => {
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
          idempotencyKey: `transfer-out:${orderNo}`,
          kind: 'transfer_out',
          reference: this.reference(orderNo),
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
    await this.db.insert(platformTransfers).values({
      orderNo,
      memberId,
      platname: platform.platname,
      direction: TransferDirection.fromPlatform,
      amountFen,
      state: TransferState.pending,
      origin,
    });
    const outcome = await callPlatform(() => adapter.transferOut(memberId, orderNo, amountFen));
    return this.settleOut(orderNo, memberId, platform, amountFen, outcome);
  }

  /** Credits the main wallet only once the platform confirms the money left it. */
  private async settleOut(
    orderNo: string,
    memberId: bigint,
    platform: GamePlatform,
    amountFen: bigint,
    outcome: TransferOutcome | { status: 'not_found' },
  ): Promise<TransferResult> {
    if (outcome.status === 'unknown') {
      await this.notePending(orderNo, outcome.reason);
      return { orderNo, state: TransferState.pending, amountFen, message: TRANSFER_RESULT_MESSAGES.pending };
    }
    if (outcome.status !== 'success') {
      await this.markSettled(
        this.db,
        orderNo,
        TransferState.failed,
        outcome.status === 'failed' ? outcome.reason : 'not found',
      );
      return { orderNo, state: TransferState.failed, amountFen, message: TRANSFER_RESULT_MESSAGES.outFailed };
    }
    await withTransaction(this.db, async (tx) => {
      const moved = await this.markSettled(tx, orderNo, TransferState.success, null);
      if (moved === undefined) return;
      await transfer(tx, {
        idempotencyKey: `transfer-out:${orderNo}`,
        kind: 'transfer_out',
        reference: this.reference(orderNo),
        actor: { type: 'system', id: 'transfers' },
        fromAccountId: await ensureAccount(tx, house('platform_clearing', platform.platname)),
        toAccountId: await ensureAccount(tx, memberMain(memberId)),
        amountFen,
      });
    });
    return { orderNo, state: TransferState.success, amountFen, message: TRANSFER_RESULT_MESSAGES.success };
  }

  /** Moves a pending row to a final state; undefined when someone else already settled it. */
  private async markSettled(db: Db, orderNo: string, state: number, note: string | null): Promise<number | undefined> {
    const rows = await db
      .update(platformTransfers)
      .set({ state, note, settledAt: sql`now()` })
      .where(and(eq(platformTransfers.orderNo, orderNo), eq(platformTransfers.state, TransferState.pending)))
      .returning({ state: platformTransfers.state });
    return rows[0]?.state;
  }

  private async notePending(orderNo: string, reason: string): Promise<void> {
    await this.db
      .update(platformTransfers)
      .set({ note: reason.slice(0, 200), attempts: sql`${platformTransfers.attempts} + 1`, lastCheckedAt: sql`now()` })
      .where(and(eq(platformTransfers.orderNo, orderNo), eq(platformTransfers.state, TransferState.pending)));
  }

  /**
   * Asks the platform about every pending transfer old enough not to be in flight, and settles
   * what it knows. 'not found' is final only after a grace period; 'unknown' waits for next time.
   */
  async reconcilePending(now = new Date(), limit = 200): Promise<{ settled: number; stillPending: number }> {
    const pending = await this.db
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
      const platform = await this.registry.findPlatform(row.platname);
      if (!platform) continue;
      const adapter: PlatformAdapter = this.registry.adapterFor(platform);
      let answer;
      try {
        answer = await adapter.queryTransfer(row.orderNo);
      } catch (error) {
        answer = { status: 'unknown' as const, reason: error instanceof Error ? error.message : 'error' };
      }
      if (answer.status === 'unknown') {
        await this.notePending(row.orderNo, answer.reason);
        continue;
      }
      if (answer.status === 'not_found' && now.getTime() - row.createdAt.getTime() < NOT_FOUND_GRACE_MS) {
        await this.notePending(row.orderNo, 'not yet seen by the platform');
        continue;
      }
      const result =
        row.direction === TransferDirection.toPlatform
          ? await this.settleIn(row.orderNo, row.memberId, platform, row.amountFen, answer)
          : await this.settleOut(row.orderNo, row.memberId, platform, row.amountFen, answer);
      if (result.state !== TransferState.pending) settled += 1;
    }
    const [left] = await this.db
      .select({ n: count() })
      .from(platformTransfers)
      .where(eq(platformTransfers.state, TransferState.pending));
    return { settled, stillPending: Number(left?.n ?? 0) };
  }

  /** Every enabled platform with the member's balance on it (null when the platform cannot answer). */
  async platformBalances(memberId: bigint): Promise<{ platform: GamePlatform; balanceFen: bigint | null }[]> {
    const platforms = await this.registry.listPlatforms();
    return Promise.all(
      platforms.map(async (platform) => {
        try {
          return { platform, balanceFen: await this.registry.adapterFor(platform).getBalance(memberId) };
        } catch {
          return { platform, balanceFen: null };
        }
      }),
    );
  }

  /** `transall`: recalls the whole balance of every platform that holds some (except `keep`). */
  async recallAll(
    memberId: bigint,
    options: { except?: string; origin?: string } = {},
  ): Promise<{ message: string; results: TransferResult[] }> {
    const balances = await this.platformBalances(memberId);
    const results: TransferResult[] = [];
    for (const { platform, balanceFen } of balances) {
      if (platform.platname === options.except || balanceFen === null || balanceFen <= 0n) continue;
      try {
        results.push(await this.transferOut(memberId, platform.platname, balanceFen, options.origin ?? 'transall'));
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
  async moveAllInto(memberId: bigint, platname: string): Promise<TransferResult | undefined> {
    await this.recallAll(memberId, { except: platname, origin: 'auto' });
    const balanceFen = await getBalance(this.db, await ensureAccount(this.db, memberMain(memberId)));
    if (balanceFen <= 0n) return undefined;
    try {
      return await this.transferIn(memberId, platname, balanceFen, 'auto');
    } catch (error) {
      if (error instanceof AppError && error.message === TRANSFER_RESULT_MESSAGES.wholeYuanOnly) return undefined;
      throw error;
    }
  }

  async setTransferMode(memberId: bigint, transferStatus: 0 | 1): Promise<void> {
    await this.db
      .update(members)
      .set({ transferStatus, updatedAt: sql`now()` })
      .where(eq(members.id, memberId));
  }

  async listMemberTransfers(
    db: Db,
    input: {
      memberId: bigint;
      direction: 0 | 1;
      platname?: string | undefined;
      since: Date;
      page: number;
      perPage: number;
    },
  ) {
    const where = and(
      eq(platformTransfers.memberId, input.memberId),
      eq(platformTransfers.direction, input.direction),
      gte(platformTransfers.createdAt, input.since),
      input.platname ? eq(platformTransfers.platname, input.platname) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(platformTransfers).where(where);
    const rows = await db
      .select()
      .from(platformTransfers)
      .where(where)
      .orderBy(desc(platformTransfers.createdAt), desc(platformTransfers.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
