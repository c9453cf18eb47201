import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminAdjustment } from '@app/shared/contracts';
import { absFen, formatFen } from '@app/shared/money';
import { toBigInt } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError, refuse } from '../../lib/errors';
import { startOfSiteDay } from '../../lib/time';
import { lockSettings, readSetting, writeSettings } from '../content';
import { ensureAccount, getBalance, house, memberMain, transfer } from '../ledger';
import { recordAudit, staffUsernamesByIds, type StaffActor } from '../staff';
import { raiseTurnover } from '../turnover';
import {
  ADJUSTMENT_LEDGER_KIND,
  ADJUSTMENT_REFERENCE_TYPE,
  AdjustmentState,
  adjustmentIdempotencyKey,
} from './adjustments.checks';
import { ADJUSTMENT_MESSAGES as M } from './adjustments.errors';
import { balanceAdjustments } from './adjustments.tables';
import { memberFilter } from './member-filter';
import { lockMemberRow } from './members.service';
import { usernamesByIds } from './members.repository';

/**
 * Adjustments whose amount (plus what the same staff member already applied alone to the same
 * member today) is above this need a second staff member (site_settings, fen as a digit string).
 */
export const ADJUSTMENT_SECOND_APPROVAL_KEY = 'backoffice.adjustment_second_approval_fen';
export const DEFAULT_ADJUSTMENT_SECOND_APPROVAL_FEN = 100_000n;

const STATE_TEXT: Record<number, string> = { 0: '待复核', 1: '已生效', 2: '已拒绝' };

const fenSetting = z
  .union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,18}$/)])
  .transform((value) => BigInt(value));

export async function readAdjustmentThresholdFen(db: Db): Promise<bigint> {
  const parsed = fenSetting.safeParse(await readSetting(db, ADJUSTMENT_SECOND_APPROVAL_KEY));
  return parsed.success ? parsed.data : DEFAULT_ADJUSTMENT_SECOND_APPROVAL_FEN;
}

/** The single-approval limit as staff see it. */
export async function readAdjustmentSettings(db: Db): Promise<{ second_approval_amount: string }> {
  return { second_approval_amount: formatFen(await readAdjustmentThresholdFen(db)) };
}

/**
 * Changes the single-approval limit (a control on the staff who adjust balances, so only staff
 * managers may change it); audited with before and after in the same transaction.
 */
export async function updateAdjustmentSettings(
  db: Db,
  secondApprovalFen: bigint,
  staff: StaffActor,
  ip: string,
): Promise<{ second_approval_amount: string }> {
  return withTransaction(db, async (tx) => {
    await lockSettings(tx, [ADJUSTMENT_SECOND_APPROVAL_KEY]);
    const before = await readAdjustmentSettings(tx);
    await writeSettings(tx, { [ADJUSTMENT_SECOND_APPROVAL_KEY]: secondApprovalFen.toString() });
    const after = { second_approval_amount: formatFen(secondApprovalFen) };
    await recordAudit(tx, {
      staff,
      action: 'members.adjustment_settings.update',
      targetType: 'site_settings',
      targetId: ADJUSTMENT_SECOND_APPROVAL_KEY,
      before,
      after,
      ip,
    });
    return after;
  });
}

type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

async function mainBalance(tx: Db, memberId: bigint): Promise<bigint> {
  return getBalance(tx, await ensureAccount(tx, memberMain(memberId)));
}

/** Posts the adjustment: staff_adjustment ↔ member main, and the turnover requirement of a credit. */
async function applyAdjustment(
  tx: Db,
  row: AdjustmentRow,
  actor: StaffActor,
  approvedBy: StaffActor | undefined,
): Promise<void> {
  const main = await ensureAccount(tx, memberMain(row.memberId));
  const counterpart = await ensureAccount(tx, house('staff_adjustment'));
  const amountFen = absFen(row.amountFen);
  const isCredit = row.amountFen > 0n;
  const balance = await getBalance(tx, main);
  await transfer(tx, {
    idempotencyKey: adjustmentIdempotencyKey(row.id),
    kind: ADJUSTMENT_LEDGER_KIND,
    reference: { type: ADJUSTMENT_REFERENCE_TYPE, id: String(row.id) },
    actor: { type: 'staff', id: String(actor.staffId) },
    fromAccountId: isCredit ? counterpart : main,
    toAccountId: isCredit ? main : counterpart,
    amountFen,
    memo: row.reason,
    metadata: { requestedBy: row.requestedBy, ...(approvedBy ? { approvedBy: approvedBy.staffId } : {}) },
    insufficientFundsMessage: M.debitAboveBalance(balance),
  });
  if (isCredit && row.turnoverMultiple !== '0' && Number(row.turnoverMultiple) > 0) {
    await raiseTurnover(tx, {
      memberId: row.memberId,
      source: 'staff',
      referenceId: String(row.id),
      amountFen,
      multiple: row.turnoverMultiple,
    });
  }
}

export interface AdjustmentRequest {
  memberId: bigint;
  direction: 'credit' | 'debit';
  amountFen: bigint;
  reason: string;
  turnoverMultiple?: string | undefined;
}

/**
 * A staff balance adjustment (platform-rules §3, §9): one row with a mandatory reason and, when
 * applied, one ledger transaction `adjustment:<id>` between house staff_adjustment and the
 * member's main wallet. Above the threshold it waits for a second, different staff member.
 * A debit never takes the balance below zero (checked here with a clear message, and by the ledger).
 */
export async function requestAdjustment(
  db: Db,
  input: AdjustmentRequest,
  staff: StaffActor,
  context: { ip: string; zone: string; now?: Date },
): Promise<bigint> {
  const now = context.now ?? new Date();
  return withTransaction(db, async (tx) => {
    // Lock the member so two requests for one member see each other's single-approval total.
    if (!(await lockMemberRow(tx, input.memberId))) throw new AppError('notFound', M.memberNotFound);
    const balanceBefore = await mainBalance(tx, input.memberId);
    if (input.direction === 'debit' && input.amountFen > balanceBefore)
      throw refuse(M.debitAboveBalance(balanceBefore));

    const threshold = await readAdjustmentThresholdFen(tx);
    // Splitting one large adjustment into small ones does not avoid the second approver: what the
    // same staff member applied alone to the same member today counts too.
    const [alone] = await tx
      .select({ total: sql<unknown>`coalesce(sum(abs(${balanceAdjustments.amountFen})), 0)` })
      .from(balanceAdjustments)
      .where(
        and(
          eq(balanceAdjustments.memberId, input.memberId),
          eq(balanceAdjustments.requestedBy, staff.staffId),
          eq(balanceAdjustments.state, AdjustmentState.applied),
          isNull(balanceAdjustments.approvedBy),
          sql`${balanceAdjustments.createdAt} >= ${startOfSiteDay(now, context.zone).toISOString()}::timestamptz`,
        ),
      );
    const needsSecond = input.amountFen + toBigInt(alone?.total) > threshold;
    const multiple = input.direction === 'credit' ? (input.turnoverMultiple ?? '0') : '0';

    const [row] = await tx
      .insert(balanceAdjustments)
      .values({
        memberId: input.memberId,
        amountFen: input.direction === 'credit' ? input.amountFen : -input.amountFen,
        reason: input.reason,
        turnoverMultiple: multiple,
        requestedBy: staff.staffId,
        state: AdjustmentState.waiting,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('balance adjustment insert returned nothing');

    if (!needsSecond) {
      await applyAdjustment(tx, row, staff, undefined);
      await tx
        .update(balanceAdjustments)
        .set({ state: AdjustmentState.applied, decidedAt: now })
        .where(eq(balanceAdjustments.id, row.id));
    }
    await recordAudit(tx, {
      staff,
      action: needsSecond ? 'member.adjustment.request' : 'member.adjustment.apply',
      targetType: 'member',
      targetId: String(input.memberId),
      before: { main_balance: formatFen(balanceBefore) },
      after: {
        adjustment_id: String(row.id),
        direction: input.direction,
        amount: formatFen(input.amountFen),
        reason: input.reason,
        turnover_multiple: multiple,
        state: needsSecond ? AdjustmentState.waiting : AdjustmentState.applied,
        main_balance: formatFen(await mainBalance(tx, input.memberId)),
      },
      ip: context.ip,
    });
    return row.id;
  });
}

async function lockWaiting(tx: Db, id: bigint, staff: StaffActor): Promise<AdjustmentRow> {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update');
  if (!row) throw new AppError('notFound', M.adjustmentNotFound);
  if (row.state !== AdjustmentState.waiting) throw refuse(M.adjustmentDecided);
  // Maker-checker: the second approver is a different person.
  if (row.requestedBy === staff.staffId) throw refuse(M.adjustmentSelfReview);
  return row;
}

/** The second staff member approves a waiting adjustment: it is applied once. */
export async function approveAdjustment(
  db: Db,
  id: bigint,
  staff: StaffActor,
  context: { ip: string; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  await withTransaction(db, async (tx) => {
    const row = await lockWaiting(tx, id, staff);
    const balanceBefore = await mainBalance(tx, row.memberId);
    const moved = await tx
      .update(balanceAdjustments)
      .set({ state: AdjustmentState.applied, approvedBy: staff.staffId, decidedAt: now })
      .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.state, AdjustmentState.waiting)))
      .returning({ id: balanceAdjustments.id });
    if (moved.length === 0) throw refuse(M.adjustmentDecided);
    if (row.amountFen < 0n && -row.amountFen > balanceBefore) throw refuse(M.debitAboveBalance(balanceBefore));
    await applyAdjustment(tx, row, staff, staff);
    await recordAudit(tx, {
      staff,
      action: 'member.adjustment.approve',
      targetType: 'balance_adjustment',
      targetId: String(id),
      before: { state: AdjustmentState.waiting, main_balance: formatFen(balanceBefore) },
      after: {
        state: AdjustmentState.applied,
        member_id: String(row.memberId),
        amount: formatFen(row.amountFen),
        main_balance: formatFen(await mainBalance(tx, row.memberId)),
      },
      ip: context.ip,
    });
  });
}

/** The second staff member rejects a waiting adjustment (nothing moves); the reason is audited. */
export async function rejectAdjustment(
  db: Db,
  id: bigint,
  reason: string,
  staff: StaffActor,
  context: { ip: string; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  await withTransaction(db, async (tx) => {
    const row = await lockWaiting(tx, id, staff);
    await tx
      .update(balanceAdjustments)
      .set({ state: AdjustmentState.rejected, approvedBy: staff.staffId, decidedAt: now })
      .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.state, AdjustmentState.waiting)));
    await recordAudit(tx, {
      staff,
      action: 'member.adjustment.reject',
      targetType: 'balance_adjustment',
      targetId: String(id),
      before: { state: AdjustmentState.waiting },
      after: {
        state: AdjustmentState.rejected,
        member_id: String(row.memberId),
        amount: formatFen(row.amountFen),
        reject_reason: reason,
      },
      ip: context.ip,
    });
  });
}

// ---- reading ------------------------------------------------------------------------------------

export interface AdjustmentFilters extends ListParams {
  sort: 'created_at' | 'amount';
  state?: number | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** An adjustment with the names staff see: the member's, the requester's and the decider's. */
interface AdjustmentListRow {
  row: AdjustmentRow;
  username: string | null;
  requestedBy: string | null;
  decidedBy: string | null;
}

/** Adds the names to a page of adjustments (one query for members, one for staff). */
async function withNames(db: Db, rows: AdjustmentRow[]): Promise<AdjustmentListRow[]> {
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.memberId),
  );
  const staffNames = await staffUsernamesByIds(
    db,
    rows.flatMap((row) => (row.approvedBy === null ? [row.requestedBy] : [row.requestedBy, row.approvedBy])),
  );
  return rows.map((row) => ({
    row,
    username: names.get(row.memberId) ?? null,
    requestedBy: staffNames.get(String(row.requestedBy)) ?? null,
    decidedBy: row.approvedBy === null ? null : (staffNames.get(String(row.approvedBy)) ?? null),
  }));
}

export function toAdjustmentWire(item: AdjustmentListRow, zone: string): AdminAdjustment {
  const { row } = item;
  return {
    id: Number(row.id),
    member_id: Number(row.memberId),
    username: item.username ?? '',
    direction: row.amountFen > 0n ? 'credit' : 'debit',
    amount: formatFen(absFen(row.amountFen)),
    reason: row.reason,
    turnover_multiple: row.turnoverMultiple,
    state: row.state,
    state_text: STATE_TEXT[row.state] ?? String(row.state),
    requested_by: item.requestedBy ?? String(row.requestedBy),
    decided_by: item.decidedBy ?? (row.approvedBy === null ? '' : String(row.approvedBy)),
    created_at: timeOrEmpty(row.createdAt, zone),
    decided_at: timeOrEmpty(row.decidedAt, zone),
  };
}

export async function findAdjustment(db: Db, id: bigint): Promise<AdjustmentListRow | undefined> {
  const rows = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id));
  const [row] = await withNames(db, rows);
  return row;
}

export async function listAdjustments(
  db: Db,
  filters: AdjustmentFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<AdjustmentListRow>> {
  const conditions: (SQL | undefined)[] = [
    filters.state === undefined ? undefined : eq(balanceAdjustments.state, filters.state),
    ...memberFilter(balanceAdjustments.memberId, filters),
    ...dayRange(balanceAdjustments.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, balanceAdjustments, where, slice.countCap);
  const sortColumn =
    filters.sort === 'amount' ? sql`abs(${balanceAdjustments.amountFen})` : balanceAdjustments.createdAt;
  const page = await db
    .select()
    .from(balanceAdjustments)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, balanceAdjustments.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows: await withNames(db, page), ...counted };
}

/** The last adjustments of some members, newest first (profile). */
export async function recentAdjustments(db: Db, memberIds: bigint[], limit: number): Promise<AdjustmentListRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(inArray(balanceAdjustments.memberId, memberIds))
    .orderBy(sql`${balanceAdjustments.id} desc`)
    .limit(limit);
  return withNames(db, rows);
}
