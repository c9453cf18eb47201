import { and, eq, type SQL } from 'drizzle-orm';
import { PAYOUT_STATE_TEXT } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  formatStoredRate,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError, isAppError, refuse } from '../../lib/errors';
import { memberFilter, usernamesByIds } from '../members';
import {
  auditedTargetFilter,
  latestAuditActors,
  recordAudit,
  staffUsernamesByIds,
  type AuditAction,
  type StaffActor,
} from '../staff';
import { WITHDRAW_SERVER_MESSAGES, WITHDRAWAL_ADMIN_MESSAGES as M } from './withdrawals.errors';
import { maskCardNumber } from '../payees';
import { approveWithdrawal, refuseWithdrawal } from './withdrawals.service';
import { readWithdrawSettings } from './withdrawals.settings';
import { withdrawChannels, withdrawals } from './withdrawals.tables';

/** The staff id the withdrawals service records (reviewed_by, ledger actor). */
const staffRef = (staff: StaffActor) => String(staff.staffId);

const WITHDRAW_STATE_TEXT: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };
/** The audit action that records the first of two approvals (amounts above the threshold). */
export const FIRST_APPROVAL_ACTION: AuditAction = 'finance.withdrawal.first_approval';

const FIRST_APPROVAL_TARGET = 'withdrawal';

export interface WithdrawalFilters extends ListParams {
  sort: 'created_at' | 'amount' | 'reviewed_at';
  state?: number | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
  order_no?: string | undefined;
  type?: number | undefined;
  awaiting_second?: '0' | '1' | undefined;
  payout_state?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function selectWithdrawals(db: Db) {
  return db
    .select({ withdrawal: withdrawals, channelName: withdrawChannels.name })
    .from(withdrawals)
    .leftJoin(withdrawChannels, eq(withdrawChannels.id, withdrawals.channelId));
}
type WithdrawalListRow = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['execute']>>[number] & {
  username: string | null;
  reviewer: string | null;
  secondReviewer: string | null;
  firstApprovedBy: string | null;
};
export function toWithdrawalWire(
  item: WithdrawalListRow,
  zone: string,
  context: { secondApprovalFen: bigint; showFullAccount: boolean },
) {
  const { withdrawal } = item;
  const isCard = withdrawal.type === 1;
  return {
    order_no: withdrawal.orderNo,
    member_id: Number(withdrawal.memberId),
    username: item.username ?? '',
    type: withdrawal.type,
    channel_name: item.channelName ?? '',
    payee_name: withdrawal.payeeName,
    payee_bank: withdrawal.payeeBank,
    // Card numbers are shown in full only to staff who pay withdrawals out.
    payee_account:
      isCard && !context.showFullAccount ? maskCardNumber(withdrawal.payeeAccount) : withdrawal.payeeAccount,
    amount: formatFen(withdrawal.amountFen),
    rate: formatStoredRate(withdrawal.rate),
    fee: formatFen(withdrawal.feeUnits),
    receive_amount: formatFen(withdrawal.receiveUnits),
    state: withdrawal.state,
    state_text: WITHDRAW_STATE_TEXT[withdrawal.state] ?? String(withdrawal.state),
    refuse_reason: withdrawal.refuseReason ?? '',
    reviewed_by: item.reviewer ?? withdrawal.reviewedBy ?? '',
    second_reviewed_by: item.secondReviewer ?? withdrawal.secondReviewedBy ?? '',
    first_approved_by: withdrawal.state === 1 ? (item.firstApprovedBy ?? '') : '',
    needs_second_approval: withdrawal.amountFen > context.secondApprovalFen,
    created_at: timeOrEmpty(withdrawal.createdAt, zone),
    reviewed_at: timeOrEmpty(withdrawal.reviewedAt, zone),
    payout_state: withdrawal.payoutState,
    payout_state_text: payoutStateText(withdrawal),
    payout_channel_name: withdrawal.payoutChannelName,
    payout_reference: withdrawal.payoutReference,
    payout_note: withdrawal.payoutNote,
    paid_at: timeOrEmpty(withdrawal.paidAt, zone),
  };
}

/** What staff read of the payout: nothing before approval; 已退款 for a refund after a failed payout. */
function payoutStateText(withdrawal: { state: number; payoutState: number }): string {
  if (withdrawal.state === 1) return '';
  if (withdrawal.state === 3) return withdrawal.payoutState === 3 ? '出款失败，已退款' : '';
  return PAYOUT_STATE_TEXT[withdrawal.payoutState] ?? String(withdrawal.payoutState);
}

export async function listWithdrawals(
  db: Db,
  filters: WithdrawalFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<WithdrawalListRow> & { secondApprovalFen: bigint }> {
  const conditions: (SQL | undefined)[] = [
    filters.state === undefined ? undefined : eq(withdrawals.state, filters.state),
    ...memberFilter(withdrawals.memberId, filters),
    filters.order_no ? eq(withdrawals.orderNo, filters.order_no) : undefined,
    // The payout queue (index withdrawals_payout_queue_idx): approved ones by payout state.
    filters.payout_state === undefined
      ? undefined
      : and(eq(withdrawals.state, 2), eq(withdrawals.payoutState, filters.payout_state)),
    filters.type === undefined ? undefined : eq(withdrawals.type, filters.type),
    filters.awaiting_second === '1'
      ? and(
          eq(withdrawals.state, 1),
          auditedTargetFilter(withdrawals.orderNo, FIRST_APPROVAL_ACTION, FIRST_APPROVAL_TARGET),
        )
      : undefined,
    ...dayRange(withdrawals.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, withdrawals, where, slice.countCap);
  const sortColumn = {
    created_at: withdrawals.createdAt,
    amount: withdrawals.amountFen,
    reviewed_at: withdrawals.reviewedAt,
  }[filters.sort];
  const page = await selectWithdrawals(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, withdrawals.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((item) => item.withdrawal.memberId),
  );
  const staffNames = await staffUsernamesByIds(
    db,
    page.flatMap(({ withdrawal }) =>
      [withdrawal.reviewedBy, withdrawal.secondReviewedBy].filter((ref): ref is string => ref !== null),
    ),
  );
  const firstApprovals = await latestAuditActors(
    db,
    FIRST_APPROVAL_ACTION,
    FIRST_APPROVAL_TARGET,
    page.map((item) => item.withdrawal.orderNo),
  );
  const staffName = (ref: string | null) => (ref === null ? null : (staffNames.get(ref) ?? null));
  const rows = page.map((item) => ({
    ...item,
    username: names.get(item.withdrawal.memberId) ?? null,
    reviewer: staffName(item.withdrawal.reviewedBy),
    secondReviewer: staffName(item.withdrawal.secondReviewedBy),
    firstApprovedBy: firstApprovals.get(item.withdrawal.orderNo)?.username ?? null,
  }));
  const { secondApprovalFen } = await readWithdrawSettings(db);
  return { rows, ...counted, secondApprovalFen };
}

async function lockPendingWithdrawal(tx: Db, orderNo: string) {
  const [withdrawal] = await tx.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
  if (!withdrawal) throw new AppError('notFound', M.withdrawalNotFound);
  if (withdrawal.state !== 1) throw refuse(WITHDRAW_SERVER_MESSAGES.alreadyReviewed);
  return withdrawal;
}

/**
 * Approves a withdrawal. Up to `withdraw.second_approval_fen` one approval pays it out. Above it,
 * the first approval is recorded (an audit entry) and the order stays pending; a different staff
 * member's approval then pays it out, the withdrawals service getting both staff ids and
 * enforcing the rule itself.
 */
export async function approveWithdrawalByStaff(
  db: Db,
  orderNo: string,
  staff: StaffActor,
  ip: string,
): Promise<{ state: number; awaitingSecond: boolean; amountFen: bigint }> {
  return withTransaction(db, async (tx) => {
    const withdrawal = await lockPendingWithdrawal(tx, orderNo);
    const { secondApprovalFen } = await readWithdrawSettings(tx);
    const audit = (action: AuditAction, after: Record<string, unknown>) =>
      recordAudit(tx, {
        staff,
        action,
        targetType: FIRST_APPROVAL_TARGET,
        targetId: orderNo,
        before: { state: withdrawal.state, amount: formatFen(withdrawal.amountFen) },
        after,
        ip,
      });

    if (withdrawal.amountFen <= secondApprovalFen) {
      const result = await approveWithdrawal(tx, { orderNo, staffId: staffRef(staff) });
      await audit('finance.withdrawal.approve', { state: result.state, reviewed_by: staff.username });
      return { state: result.state, awaitingSecond: false, amountFen: withdrawal.amountFen };
    }

    const first = (await latestAuditActors(tx, FIRST_APPROVAL_ACTION, FIRST_APPROVAL_TARGET, [orderNo])).get(orderNo);
    if (!first || first.staffId === null) {
      await audit(FIRST_APPROVAL_ACTION, { state: withdrawal.state, first_approved_by: staff.username });
      return { state: withdrawal.state, awaitingSecond: true, amountFen: withdrawal.amountFen };
    }
    if (first.staffId === staff.staffId) throw refuse(M.withdrawalSameReviewer);
    const result = await approveWithdrawal(tx, {
      orderNo,
      staffId: String(first.staffId),
      secondStaffId: staffRef(staff),
    });
    await audit('finance.withdrawal.approve', {
      state: result.state,
      reviewed_by: first.username,
      second_reviewed_by: staff.username,
    });
    return { state: result.state, awaitingSecond: false, amountFen: withdrawal.amountFen };
  });
}

/** Refuses a pending withdrawal with a reason: the withdrawals service returns the hold to the member. */
export async function refuseWithdrawalByStaff(
  db: Db,
  input: { orderNo: string; reason: string },
  staff: StaffActor,
  ip: string,
): Promise<{ state: number; amountFen: bigint }> {
  return withTransaction(db, async (tx) => {
    const withdrawal = await lockPendingWithdrawal(tx, input.orderNo);
    const result = await refuseWithdrawal(tx, {
      orderNo: input.orderNo,
      staffId: staffRef(staff),
      reason: input.reason,
    });
    await recordAudit(tx, {
      staff,
      action: 'finance.withdrawal.refuse',
      targetType: 'withdrawal',
      targetId: input.orderNo,
      before: { state: withdrawal.state, amount: formatFen(withdrawal.amountFen) },
      after: { state: result.state, reason: input.reason },
      ip,
    });
    return { state: result.state, amountFen: withdrawal.amountFen };
  });
}

export interface BulkReviewResult {
  results: { order_no: string; outcome: 'done' | 'awaiting_second' | 'skipped'; message: string }[];
  done: number;
  skipped: number;
  doneAmountFen: bigint;
}

/**
 * Runs one review per order, each in its own transaction (one order's refusal never undoes
 * another's), in the order given, duplicates ignored. The row lock and `state = 1` of each review
 * make it exactly once even when two staff members bulk-review the same orders at the same time.
 * A refusal for business reasons (already reviewed, same first approver…) is answered per order.
 */
async function reviewEach(
  orderNos: readonly string[],
  review: (orderNo: string) => Promise<{ awaitingSecond: boolean; amountFen: bigint }>,
): Promise<BulkReviewResult> {
  const result: BulkReviewResult = { results: [], done: 0, skipped: 0, doneAmountFen: 0n };
  for (const orderNo of new Set(orderNos)) {
    try {
      const outcome = await review(orderNo);
      if (outcome.awaitingSecond) {
        result.results.push({ order_no: orderNo, outcome: 'awaiting_second', message: M.withdrawalSecondNeeded });
      } else {
        result.results.push({ order_no: orderNo, outcome: 'done', message: '' });
        result.done += 1;
        result.doneAmountFen += outcome.amountFen;
      }
    } catch (error) {
      if (!isAppError(error)) throw error;
      result.results.push({ order_no: orderNo, outcome: 'skipped', message: error.message });
      result.skipped += 1;
    }
  }
  return result;
}

/** Approves several withdrawals, each on its own (the second-approver rule applies to each). */
export async function bulkApproveWithdrawals(
  db: Db,
  orderNos: readonly string[],
  staff: StaffActor,
  ip: string,
): Promise<BulkReviewResult> {
  return reviewEach(orderNos, async (orderNo) => {
    const outcome = await approveWithdrawalByStaff(db, orderNo, staff, ip);
    return { awaitingSecond: outcome.awaitingSecond, amountFen: outcome.amountFen };
  });
}

/** Refuses several withdrawals with one reason, each on its own (hold → main per order). */
export async function bulkRefuseWithdrawals(
  db: Db,
  input: { orderNos: readonly string[]; reason: string },
  staff: StaffActor,
  ip: string,
): Promise<BulkReviewResult> {
  return reviewEach(input.orderNos, async (orderNo) => {
    const outcome = await refuseWithdrawalByStaff(db, { orderNo, reason: input.reason }, staff, ip);
    return { awaitingSecond: false, amountFen: outcome.amountFen };
  });
}
