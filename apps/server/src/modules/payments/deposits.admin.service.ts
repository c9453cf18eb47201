import { and, eq, sql, type SQL } from 'drizzle-orm';
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
import { AppError } from '../../lib/errors';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, staffUsernamesByIds, type StaffActor } from '../staff';
import { DEPOSIT_ADMIN_MESSAGES as M } from './payments.errors';
import { confirmOfflineDeposit, refuseOfflineDeposit } from './payments.service';
import { depositOrders, rechargeChannels, rechargeTypes } from './payments.tables';

/** The staff id the payments service records (reviewed_by, ledger actor). */
const staffRef = (staff: StaffActor) => String(staff.staffId);

const DEPOSIT_STATE_TEXT: Record<number, string> = { 0: '待支付', 1: '已入账', 2: '已拒绝', 3: '已超时' };

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
    .select({ order: depositOrders, typeName: rechargeTypes.name, channelName: rechargeChannels.name })
    .from(depositOrders)
    .leftJoin(rechargeTypes, eq(rechargeTypes.id, depositOrders.typeId))
    .leftJoin(rechargeChannels, eq(rechargeChannels.id, depositOrders.channelId));
}
type DepositListRow = Awaited<ReturnType<ReturnType<typeof selectDeposits>['execute']>>[number] & {
  username: string | null;
  reviewer: string | null;
};
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
    rate: formatStoredRate(order.rate),
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
  slice: ListSlice,
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
  const counted = await countCapped(db, depositOrders, where, slice.countCap);
  const sortColumn = {
    created_at: depositOrders.createdAt,
    amount: depositOrders.amountFen,
    paid_at: depositOrders.paidAt,
  }[filters.sort];
  const page = await selectDeposits(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, depositOrders.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((item) => item.order.memberId),
  );
  const reviewers = await staffUsernamesByIds(
    db,
    page.flatMap((item) => (item.order.reviewedBy === null ? [] : [item.order.reviewedBy])),
  );
  const rows = page.map((item) => ({
    ...item,
    username: names.get(item.order.memberId) ?? null,
    reviewer: item.order.reviewedBy === null ? null : (reviewers.get(item.order.reviewedBy) ?? null),
  }));
  return { rows, ...counted };
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
