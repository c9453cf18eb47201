import { aliasedTable, and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { members, memberFilter } from '../members';
import {
  confirmOfflineDeposit,
  depositOrders,
  rechargeChannels,
  rechargeTypes,
  refuseOfflineDeposit,
} from '../payments';
import { auditLog, recordAudit, staffUsers } from '../staff';
import {
  approveWithdrawal,
  readWithdrawSettings,
  refuseWithdrawal,
  WITHDRAW_SERVER_MESSAGES,
  withdrawChannels,
  withdrawals,
} from '../withdrawals';
import { dayRange, orderOf, timeOrEmpty, type ListParams, type ListResult } from '../../lib/admin-list';
import type { StaffActor } from './adjustments.service';
import { BACKOFFICE_MESSAGES as M } from './backoffice.errors';
import { maskCardNumber } from '../payees';

/** The staff id the payments and withdrawals services record (reviewed_by, ledger actor). */
export const staffRef = (staff: StaffActor) => String(staff.staffId);

/** A stored rate without trailing zeros, at least two decimals ('7.20'); '' for none. */
function formatRate(rate: string | null): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(rate ?? '');
  if (!match) return '';
  return `${match[1]}.${(match[2] ?? '').replace(/0+$/, '').padEnd(2, '0')}`;
}

// ---- deposits -----------------------------------------------------------------------------------

const DEPOSIT_STATE_TEXT: Record<number, string> = { 0: '待支付', 1: '已入账', 2: '已拒绝', 3: '已超时' };
const depositReviewer = aliasedTable(staffUsers, 'deposit_reviewer');

export interface DepositFilters extends ListParams {
  sort: 'created_at' | 'amount' | 'paid_at';
  state?: number | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
  order_no?: string | undefined;
  kind?: 'online' | 'bank' | 'usdt' | undefined;
  awaiting_review?: '0' | '1' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function selectDeposits(db: Db) {
  return db
    .select({
      order: depositOrders,
      username: members.username,
      typeName: rechargeTypes.name,
      channelName: rechargeChannels.name,
      reviewer: depositReviewer.username,
    })
    .from(depositOrders)
    .leftJoin(members, eq(members.id, depositOrders.memberId))
    .leftJoin(rechargeTypes, eq(rechargeTypes.id, depositOrders.typeId))
    .leftJoin(rechargeChannels, eq(rechargeChannels.id, depositOrders.channelId))
    .leftJoin(depositReviewer, sql`${depositReviewer.id}::text = ${depositOrders.reviewedBy}`);
}
type DepositListRow = Awaited<ReturnType<ReturnType<typeof selectDeposits>['execute']>>[number];

export function toDepositWire(item: DepositListRow, zone: string) {
  const { order } = item;
  return {
    order_no: order.orderNo,
    member_id: Number(order.memberId),
    username: item.username ?? '',
    kind: order.kind,
    type_name: item.typeName ?? '',
    channel_name: item.channelName ?? '',
    amount: formatFen(order.amountFen),
    crypto_amount: order.cryptoUnits === null ? '' : formatFen(order.cryptoUnits),
    rate: formatRate(order.rate),
    state: order.state,
    state_text: DEPOSIT_STATE_TEXT[order.state] ?? String(order.state),
    payer_reference: order.payerReference ?? '',
    payer_submitted_at: timeOrEmpty(order.payerSubmittedAt, zone),
    gateway: order.gateway ?? '',
    gateway_trade_no: order.gatewayTradeNo ?? '',
    reviewed_by: item.reviewer ?? order.reviewedBy ?? '',
    review_note: order.reviewNote ?? '',
    created_at: timeOrEmpty(order.createdAt, zone),
    expires_at: timeOrEmpty(order.expiresAt, zone),
    paid_at: timeOrEmpty(order.paidAt, zone),
    // Offline orders staff may still confirm or refuse: pending, or timed out (a late transfer).
    can_review: order.kind !== 'online' && (order.state === 0 || order.state === 3),
  };
}

export async function listDeposits(
  db: Db,
  filters: DepositFilters,
  slice: { limit: number; offset: number },
  zone: string,
): Promise<ListResult<DepositListRow>> {
  const conditions: (SQL | undefined)[] = [
    filters.state === undefined ? undefined : eq(depositOrders.state, filters.state),
    ...memberFilter(depositOrders.memberId, filters),
    filters.order_no ? eq(depositOrders.orderNo, filters.order_no) : undefined,
    filters.kind ? eq(depositOrders.kind, filters.kind) : undefined,
    filters.awaiting_review === '1'
      ? sql`(${depositOrders.kind} <> 'online' and ${depositOrders.state} = 0 and ${depositOrders.payerReference} is not null)`
      : undefined,
    ...dayRange(depositOrders.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
  const sortColumn = {
    created_at: depositOrders.createdAt,
    amount: depositOrders.amountFen,
    paid_at: depositOrders.paidAt,
  }[filters.sort];
  const rows = await selectDeposits(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, depositOrders.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

async function lockDeposit(tx: Db, orderNo: string) {
  const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).for('update');
  if (!order) throw new AppError('notFound', M.depositNotFound);
  return order;
}

/**
 * Staff confirm an offline deposit: the payments module credits it (ledger, paysum, turnover,
 * listeners) inside this transaction, together with the audit entry.
 */
export async function confirmDeposit(
  db: Db,
  input: { orderNo: string; note?: string | undefined },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    const before = await lockDeposit(tx, input.orderNo);
    const result = await confirmOfflineDeposit(tx, {
      orderNo: input.orderNo,
      staffId: staffRef(staff),
      note: input.note,
    });
    await recordAudit(tx, {
      staff,
      action: 'finance.deposit.confirm',
      targetType: 'deposit_order',
      targetId: input.orderNo,
      before: { state: before.state, amount: formatFen(before.amountFen), payer_reference: before.payerReference },
      after: { state: result.order.state, credited: result.credited, note: input.note ?? '' },
      ip,
    });
    return { state: result.order.state, changed: result.credited };
  });
}

/** Staff refuse an offline deposit with a reason (nothing moves); audited in the same transaction. */
export async function refuseDeposit(db: Db, input: { orderNo: string; reason: string }, staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const before = await lockDeposit(tx, input.orderNo);
    const result = await refuseOfflineDeposit(tx, {
      orderNo: input.orderNo,
      staffId: staffRef(staff),
      reason: input.reason,
    });
    await recordAudit(tx, {
      staff,
      action: 'finance.deposit.refuse',
      targetType: 'deposit_order',
      targetId: input.orderNo,
      before: { state: before.state, amount: formatFen(before.amountFen) },
      after: { state: result.order.state, refused: result.refused, reason: input.reason },
      ip,
    });
    return { state: result.order.state, changed: result.refused };
  });
}

// ---- withdrawals --------------------------------------------------------------------------------

const WITHDRAW_STATE_TEXT: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };
/** The audit action that records the first of two approvals (amounts above the threshold). */
export const FIRST_APPROVAL_ACTION = 'finance.withdrawal.first_approval';

const reviewer = aliasedTable(staffUsers, 'withdraw_reviewer');
const secondReviewer = aliasedTable(staffUsers, 'withdraw_second_reviewer');

/** Username of the latest first approval of a pending withdrawal (from the audit log). */
const firstApprovalOf = (orderNo: SQL | typeof withdrawals.orderNo) =>
  sql<string | null>`(select ${auditLog.staffUsername} from ${auditLog}
     where ${auditLog.action} = ${FIRST_APPROVAL_ACTION} and ${auditLog.targetType} = 'withdrawal' and ${auditLog.targetId} = ${orderNo}
     order by ${auditLog.id} desc limit 1)`;

export interface WithdrawalFilters extends ListParams {
  sort: 'created_at' | 'amount' | 'reviewed_at';
  state?: number | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
  order_no?: string | undefined;
  type?: number | undefined;
  awaiting_second?: '0' | '1' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function selectWithdrawals(db: Db) {
  return db
    .select({
      withdrawal: withdrawals,
      username: members.username,
      channelName: withdrawChannels.name,
      reviewer: reviewer.username,
      secondReviewer: secondReviewer.username,
      firstApprovedBy: firstApprovalOf(withdrawals.orderNo),
    })
    .from(withdrawals)
    .leftJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(withdrawChannels, eq(withdrawChannels.id, withdrawals.channelId))
    .leftJoin(reviewer, sql`${reviewer.id}::text = ${withdrawals.reviewedBy}`)
    .leftJoin(secondReviewer, sql`${secondReviewer.id}::text = ${withdrawals.secondReviewedBy}`);
}
type WithdrawalListRow = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['execute']>>[number];

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
    rate: formatRate(withdrawal.rate),
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
  };
}

export async function listWithdrawals(
  db: Db,
  filters: WithdrawalFilters,
  slice: { limit: number; offset: number },
  zone: string,
): Promise<ListResult<WithdrawalListRow> & { secondApprovalFen: bigint }> {
  const conditions: (SQL | undefined)[] = [
    filters.state === undefined ? undefined : eq(withdrawals.state, filters.state),
    ...memberFilter(withdrawals.memberId, filters),
    filters.order_no ? eq(withdrawals.orderNo, filters.order_no) : undefined,
    filters.type === undefined ? undefined : eq(withdrawals.type, filters.type),
    filters.awaiting_second === '1'
      ? and(eq(withdrawals.state, 1), sql`${firstApprovalOf(withdrawals.orderNo)} is not null`)
      : undefined,
    ...dayRange(withdrawals.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const sortColumn = {
    created_at: withdrawals.createdAt,
    amount: withdrawals.amountFen,
    reviewed_at: withdrawals.reviewedAt,
  }[filters.sort];
  const rows = await selectWithdrawals(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, withdrawals.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const { secondApprovalFen } = await readWithdrawSettings(db);
  return { rows, total: Number(total?.n ?? 0), secondApprovalFen };
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
): Promise<{ state: number; awaitingSecond: boolean }> {
  return withTransaction(db, async (tx) => {
    const withdrawal = await lockPendingWithdrawal(tx, orderNo);
    const { secondApprovalFen } = await readWithdrawSettings(tx);
    const audit = (action: string, after: Record<string, unknown>) =>
      recordAudit(tx, {
        staff,
        action,
        targetType: 'withdrawal',
        targetId: orderNo,
        before: { state: withdrawal.state, amount: formatFen(withdrawal.amountFen) },
        after,
        ip,
      });

    if (withdrawal.amountFen <= secondApprovalFen) {
      const result = await approveWithdrawal(tx, { orderNo, staffId: staffRef(staff) });
      await audit('finance.withdrawal.approve', { state: result.state, reviewed_by: staff.username });
      return { state: result.state, awaitingSecond: false };
    }

    const [first] = await tx
      .select({ staffId: auditLog.staffId, username: auditLog.staffUsername })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, FIRST_APPROVAL_ACTION),
          eq(auditLog.targetType, 'withdrawal'),
          eq(auditLog.targetId, orderNo),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    if (!first || first.staffId === null) {
      await audit(FIRST_APPROVAL_ACTION, { state: withdrawal.state, first_approved_by: staff.username });
      return { state: withdrawal.state, awaitingSecond: true };
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
    return { state: result.state, awaitingSecond: false };
  });
}

/** Refuses a pending withdrawal with a reason: the withdrawals service returns the hold to the member. */
export async function refuseWithdrawalByStaff(
  db: Db,
  input: { orderNo: string; reason: string },
  staff: StaffActor,
  ip: string,
): Promise<{ state: number }> {
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
    return { state: result.state };
  });
}
