import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { ensureAccount, house, memberMain, transfer } from '../ledger';
import { members, memberFilter } from '../members';
import { recordAudit } from '../staff';
import {
  platformTransfers,
  TransferDirection,
  TransferState,
  type PlatformRegistry,
  type TransferQueryOutcome,
  type TransferService,
} from '../wallet';
import { dayRange, orderOf, timeOrEmpty, type ListParams, type ListResult } from '../../lib/admin-list';
import type { StaffActor } from './adjustments.service';
import { BACKOFFICE_MESSAGES as M } from './backoffice.errors';

const STATE_TEXT: Record<number, string> = { 0: '失败', 1: '成功', 2: '处理中', 3: '未知' };
const DIRECTION_TEXT: Record<number, string> = { 0: '转入游戏平台', 1: '转出到中心钱包' };
const ANSWER_TEXT: Record<TransferQueryOutcome['status'], string> = {
  success: '成功',
  failed: '失败',
  not_found: '平台无此订单',
  unknown: '无明确结果',
};

/** Younger pending transfers may still be in flight on the request path (TransferService waits 15 s too). */
const MIN_AGE_MS = 15_000;
/**
 * 'The platform has no such order' forces a failure only once the order is this old, so a request
 * still travelling to the platform cannot land after we refunded (the reconciliation job waits 5 min).
 */
const FORCE_NOT_FOUND_MIN_AGE_MS = 60_000;
const QUERY_TIMEOUT_MS = 5_000;

type TransferRow = typeof platformTransfers.$inferSelect;

export interface TransferFilters extends ListParams {
  sort: 'created_at' | 'amount';
  state?: number | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
  order_no?: string | undefined;
  platname?: string | undefined;
  direction?: number | undefined;
  origin?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function selectTransfers(db: Db) {
  return db
    .select({ transfer: platformTransfers, username: members.username })
    .from(platformTransfers)
    .leftJoin(members, eq(members.id, platformTransfers.memberId));
}
type TransferListRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

export function toTransferWire(item: TransferListRow, zone: string) {
  const { transfer: row } = item;
  return {
    order_no: row.orderNo,
    member_id: Number(row.memberId),
    username: item.username ?? '',
    platname: row.platname,
    direction: row.direction,
    direction_text: DIRECTION_TEXT[row.direction] ?? String(row.direction),
    amount: formatFen(row.amountFen),
    state: row.state,
    state_text: STATE_TEXT[row.state] ?? String(row.state),
    note: row.note ?? '',
    attempts: row.attempts,
    last_checked_at: timeOrEmpty(row.lastCheckedAt, zone),
    origin: row.origin,
    created_at: timeOrEmpty(row.createdAt, zone),
    settled_at: timeOrEmpty(row.settledAt, zone),
  };
}

export async function listTransfers(
  db: Db,
  filters: TransferFilters,
  slice: { limit: number; offset: number },
  zone: string,
): Promise<ListResult<TransferListRow>> {
  const conditions: (SQL | undefined)[] = [
    filters.state === undefined ? undefined : eq(platformTransfers.state, filters.state),
    ...memberFilter(platformTransfers.memberId, filters),
    filters.order_no ? eq(platformTransfers.orderNo, filters.order_no) : undefined,
    filters.platname ? eq(platformTransfers.platname, filters.platname) : undefined,
    filters.direction === undefined ? undefined : eq(platformTransfers.direction, filters.direction),
    filters.origin ? eq(platformTransfers.origin, filters.origin) : undefined,
    ...dayRange(platformTransfers.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(platformTransfers).where(where);
  const sortColumn = filters.sort === 'amount' ? platformTransfers.amountFen : platformTransfers.createdAt;
  const rows = await selectTransfers(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, platformTransfers.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

async function findTransfer(db: Db, orderNo: string): Promise<TransferRow> {
  const [row] = await db.select().from(platformTransfers).where(eq(platformTransfers.orderNo, orderNo));
  if (!row) throw new AppError('notFound', M.transferNotFound);
  return row;
}

/** Asks the platform about one transfer, outside any transaction; a failed call is 'unknown'. */
async function askPlatform(registry: PlatformRegistry, row: TransferRow): Promise<TransferQueryOutcome> {
  const platform = await registry.findPlatform(row.platname);
  if (!platform) throw refuse(M.transferPlatformMissing);
  let adapter;
  try {
    adapter = registry.adapterFor(platform);
  } catch {
    throw refuse(M.transferPlatformMissing);
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      adapter.queryTransfer(row.orderNo),
      new Promise<TransferQueryOutcome>((resolve) => {
        timer = setTimeout(() => resolve({ status: 'unknown', reason: 'timeout' }), QUERY_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    return { status: 'unknown', reason: error instanceof Error ? error.message.slice(0, 200) : 'error' };
  } finally {
    clearTimeout(timer);
  }
}

function reasonOf(answer: TransferQueryOutcome): string {
  return answer.status === 'failed' || answer.status === 'unknown' ? answer.reason : '';
}

export interface TransferCheckResult {
  order_no: string;
  state: number;
  state_text: string;
  platform_answer: TransferQueryOutcome['status'];
  platform_reason: string;
  settled: boolean;
}

function checkResult(row: TransferRow, answer: TransferQueryOutcome, settled: boolean): TransferCheckResult {
  return {
    order_no: row.orderNo,
    state: row.state,
    state_text: STATE_TEXT[row.state] ?? String(row.state),
    platform_answer: answer.status,
    platform_reason: reasonOf(answer),
    settled,
  };
}

/**
 * "Check again" for one pending transfer: the platform is asked now; when it gives a definite
 * answer, the wallet's own reconciliation (`TransferService.reconcilePending`) settles it by its
 * rules (a 'not found' is final only after 5 minutes there). Nothing is decided here.
 */
export async function checkTransfer(
  db: Db,
  registry: PlatformRegistry,
  transfers: TransferService,
  orderNo: string,
  staff: StaffActor,
  ip: string,
  now = new Date(),
): Promise<TransferCheckResult> {
  const row = await findTransfer(db, orderNo);
  if (row.state !== TransferState.pending) throw refuse(M.transferNotPending);
  if (now.getTime() - row.createdAt.getTime() < MIN_AGE_MS) throw refuse(M.transferTooRecent);
  const answer = await askPlatform(registry, row);
  if (answer.status !== 'unknown') await transfers.reconcilePending(now);
  const after = await findTransfer(db, orderNo);
  const settled = after.state !== TransferState.pending;
  await withTransaction(db, (tx) =>
    recordAudit(tx, {
      staff,
      action: 'finance.transfer.check',
      targetType: 'platform_transfer',
      targetId: orderNo,
      before: { state: row.state, attempts: row.attempts },
      after: { state: after.state, platform_answer: answer.status, platform_reason: reasonOf(answer) },
      ip,
    }),
  );
  return checkResult(after, answer, settled);
}

/**
 * Forces a pending transfer to a final state, with a mandatory reason (platform-rules §4: an
 * unknown outcome is never settled blindly). The platform is asked again now and the force is
 * allowed only when it gives a definite answer that agrees with the requested state:
 *   success → state 1; failed → state 0; not found → state 0 once the order is 60 s old.
 * No answer (timeout, error, 'unknown') refuses the force. Settling uses the wallet's ledger
 * keys and kinds (`transfer-in-refund:`, `transfer-out:`), so a racing reconciliation job moves
 * the money at most once and the wallet's invariant check covers the result.
 */
export async function resolveTransfer(
  db: Db,
  registry: PlatformRegistry,
  input: { orderNo: string; state: 0 | 1; reason: string },
  staff: StaffActor,
  ip: string,
  now = new Date(),
): Promise<TransferCheckResult> {
  const row = await findTransfer(db, input.orderNo);
  if (row.state !== TransferState.pending) throw refuse(M.transferNotPending);
  if (now.getTime() - row.createdAt.getTime() < MIN_AGE_MS) throw refuse(M.transferTooRecent);
  const answer = await askPlatform(registry, row);
  if (answer.status === 'unknown') throw refuse(M.transferNoAnswer);
  if (answer.status === 'not_found' && now.getTime() - row.createdAt.getTime() < FORCE_NOT_FOUND_MIN_AGE_MS)
    throw refuse(M.transferTooRecentForNotFound);
  const platformState = answer.status === 'success' ? TransferState.success : TransferState.failed;
  if (platformState !== input.state) throw refuse(M.transferDisagrees(ANSWER_TEXT[answer.status]));

  await withTransaction(db, async (tx) => {
    const [moved] = await tx
      .update(platformTransfers)
      .set({
        state: input.state,
        note: `人工处理（${staff.username}）：${input.reason}`.slice(0, 200),
        settledAt: sql`now()`,
        lastCheckedAt: sql`now()`,
      })
      .where(and(eq(platformTransfers.orderNo, row.orderNo), eq(platformTransfers.state, TransferState.pending)))
      .returning();
    if (!moved) throw refuse(M.transferNotPending);
    const reference = { type: 'platform_transfer', id: row.orderNo };
    const actor = { type: 'staff' as const, id: String(staff.staffId) };
    const clearing = () => ensureAccount(tx, house('platform_clearing', row.platname));
    const main = () => ensureAccount(tx, memberMain(row.memberId));
    if (row.direction === TransferDirection.toPlatform && input.state === TransferState.failed) {
      // The platform never took the money: the hold goes back to the main wallet.
      await transfer(tx, {
        idempotencyKey: `transfer-in-refund:${row.orderNo}`,
        kind: 'transfer_in_refund',
        reference,
        actor,
        fromAccountId: await clearing(),
        toAccountId: await main(),
        amountFen: row.amountFen,
        memo: input.reason,
      });
    }
    if (row.direction === TransferDirection.fromPlatform && input.state === TransferState.success) {
      // The platform confirms the money left it: credit the main wallet.
      await transfer(tx, {
        idempotencyKey: `transfer-out:${row.orderNo}`,
        kind: 'transfer_out',
        reference,
        actor,
        fromAccountId: await clearing(),
        toAccountId: await main(),
        amountFen: row.amountFen,
        memo: input.reason,
      });
    }
    await recordAudit(tx, {
      staff,
      action: 'finance.transfer.resolve',
      targetType: 'platform_transfer',
      targetId: row.orderNo,
      before: { state: row.state, amount: formatFen(row.amountFen), direction: row.direction },
      after: {
        state: input.state,
        reason: input.reason,
        platform_answer: answer.status,
        platform_reason: reasonOf(answer),
      },
      ip,
    });
  });
  return checkResult(await findTransfer(db, row.orderNo), answer, true);
}
