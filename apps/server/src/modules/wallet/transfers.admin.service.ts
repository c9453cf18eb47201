import { and, eq, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import {
  countCapped,
  dayRange,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import type { TransferQueryOutcome } from './platform-adapter';
import type { PlatformRegistry } from './platform-registry';
import { reconcilePendingTransfers, settleTransfer, TransferState } from './transfers.service';
import { TRANSFER_ADMIN_MESSAGES as M } from './wallet.errors';
import { platformTransfers } from './wallet.tables';

const STATE_TEXT: Record<number, string> = { 0: '失败', 1: '成功', 2: '处理中', 3: '未知' };
const DIRECTION_TEXT: Record<number, string> = { 0: '转入游戏平台', 1: '转出到中心钱包' };
const ANSWER_TEXT: Record<TransferQueryOutcome['status'], string> = {
  success: '成功',
  failed: '失败',
  not_found: '平台无此订单',
  unknown: '无明确结果',
};

/** Younger pending transfers may still be in flight on the request path (the reconciliation waits 15 s too). */
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

interface TransferListRow {
  transfer: TransferRow;
  username: string | null;
}

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
  slice: ListSlice,
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
  const counted = await countCapped(db, platformTransfers, where, slice.countCap);
  const sortColumn = filters.sort === 'amount' ? platformTransfers.amountFen : platformTransfers.createdAt;
  const page = await db
    .select()
    .from(platformTransfers)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, platformTransfers.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  const rows = page.map((row) => ({ transfer: row, username: names.get(row.memberId) ?? null }));
  return { rows, ...counted };
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
 * answer, the wallet's own reconciliation (`reconcilePendingTransfers`) settles it by its
 * rules (a 'not found' is final only after 5 minutes there). Nothing is decided here.
 */
export async function checkTransfer(
  db: Db,
  registry: PlatformRegistry,
  orderNo: string,
  staff: StaffActor,
  ip: string,
  now = new Date(),
): Promise<TransferCheckResult> {
  const row = await findTransfer(db, orderNo);
  if (row.state !== TransferState.pending) throw refuse(M.transferNotPending);
  if (now.getTime() - row.createdAt.getTime() < MIN_AGE_MS) throw refuse(M.transferTooRecent);
  const answer = await askPlatform(registry, row);
  if (answer.status !== 'unknown') await reconcilePendingTransfers(db, registry, now);
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
 * No answer (timeout, error, 'unknown') refuses the force. Settling goes through the wallet's one
 * `settleTransfer`, so a racing reconciliation job moves the money at most once and the wallet's
 * invariant check covers the result.
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
    const moved = await settleTransfer(tx, row, {
      state: input.state,
      note: `人工处理（${staff.username}）：${input.reason}`.slice(0, 200),
      actor: { type: 'staff', id: String(staff.staffId) },
      memo: input.reason,
      checked: true,
    });
    if (!moved) throw refuse(M.transferNotPending);
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
