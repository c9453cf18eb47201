import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { countCapped, dayRange, orderOf, type ListParams, type ListResult, type ListSlice } from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatDateTime } from '../../lib/time';
import { payBonus } from '../bonuses';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { parseSiteTime, scheduleStateOf } from './activity-schedule';
import { ACTIVITY_ADMIN_MESSAGES as M } from './activities.errors';
import { ACTIVITY_LEDGER, APPLY_STATE } from './activities.service';
import { activities, activityApplications, activityTypes } from './activities.tables';

/**
 * Staff half of the activities (issue #16 "Back office", decision 0026): types, activities (content
 * sanitised on save), the applications queue and its review (approve with an optional bonus paid
 * through payBonus, refuse with a reason; one at a time or in bulk). Every change is audited.
 */

type ActivityTypeRow = typeof activityTypes.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;

// ---- types --------------------------------------------------------------------------------------

export interface ActivityTypeInput {
  name: string;
  sort: number;
  enabled: boolean;
}

const typeWire = (row: ActivityTypeRow, activityCount = 0) => ({
  id: row.id,
  name: row.name,
  sort: row.sort,
  enabled: row.enabled,
  activities: activityCount,
});

export async function listActivityTypesAdmin(db: Db) {
  const rows = await db.select().from(activityTypes).orderBy(asc(activityTypes.sort), asc(activityTypes.id));
  const counts = await db.select({ typeId: activities.typeId, n: count() }).from(activities).groupBy(activities.typeId);
  const byType = new Map(counts.map((row) => [row.typeId, Number(row.n)]));
  return rows.map((row) => typeWire(row, byType.get(row.id) ?? 0));
}

export async function createActivityType(db: Db, input: ActivityTypeInput, staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const [row] = await tx.insert(activityTypes).values(input).returning();
    if (!row) throw new AppError('conflict');
    const after = typeWire(row);
    await recordAudit(tx, {
      staff,
      action: 'promotions.activity_type.create',
      targetType: 'activity_type',
      targetId: String(row.id),
      after,
      ip,
    });
    return after;
  });
}

export async function updateActivityType(db: Db, id: number, input: ActivityTypeInput, staff: StaffActor, ip: string) {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(activityTypes).where(eq(activityTypes.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.typeNotFound);
    const [row] = await tx
      .update(activityTypes)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(activityTypes.id, id))
      .returning();
    if (!row) throw new AppError('notFound', M.typeNotFound);
    const after = typeWire(row);
    await recordAudit(tx, {
      staff,
      action: 'promotions.activity_type.update',
      targetType: 'activity_type',
      targetId: String(id),
      before: typeWire(before),
      after,
      ip,
    });
    return after;
  });
}

// ---- activities ---------------------------------------------------------------------------------

export interface ActivityInput {
  type_id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  starts_at?: string | undefined;
  ends_at?: string | undefined;
  applicable: boolean;
  vip_levels: number[];
  require_deposit: boolean;
  min_deposit?: bigint | 0 | '0' | undefined;
  bonus?: bigint | 0 | '0' | undefined;
  turnover_multiple: string;
  sort: number;
  enabled: boolean;
}

const fenOf = (value: bigint | 0 | '0' | undefined) => (typeof value === 'bigint' ? value : 0n);

export function activityWire(row: ActivityRow, typeName: string, pending: number, now: Date, zone: string) {
  return {
    id: row.id,
    type_id: row.typeId,
    type_name: typeName,
    title: row.title,
    banner: row.banner,
    content: row.content,
    memo: row.memo,
    starts_at: row.startsAt ? formatDateTime(row.startsAt, zone) : null,
    ends_at: row.endsAt ? formatDateTime(row.endsAt, zone) : null,
    state: scheduleStateOf(row, now),
    applicable: row.applicable,
    vip_levels: [...row.vipLevels].sort((a, b) => a - b),
    require_deposit: row.requireDeposit,
    min_deposit: formatFen(row.minDepositFen),
    bonus: formatFen(row.bonusFen),
    turnover_multiple: row.turnoverMultiple,
    sort: row.sort,
    enabled: row.enabled,
    pending,
    created_at: formatDateTime(row.createdAt, zone),
  };
}

/** Validates and normalises the editor's input: the window, the type, sanitised content and memo. */
async function valuesOf(db: Db, input: ActivityInput, zone: string) {
  let startsAt: Date | null;
  let endsAt: Date | null;
  try {
    startsAt = parseSiteTime(input.starts_at, zone);
    endsAt = parseSiteTime(input.ends_at, zone);
  } catch {
    throw new AppError('badRequest', M.timeInvalid);
  }
  if (startsAt && endsAt && startsAt >= endsAt) throw new AppError('badRequest', M.windowInvalid);
  const content = sanitizeHtml(input.content);
  if (content.trim() === '') throw new AppError('badRequest', M.contentEmpty);
  const [type] = await db
    .select({ name: activityTypes.name })
    .from(activityTypes)
    .where(eq(activityTypes.id, input.type_id));
  if (!type) throw new AppError('badRequest', M.typeNotFound);
  return {
    typeName: type.name,
    values: {
      typeId: input.type_id,
      title: input.title,
      banner: input.banner,
      content,
      memo: sanitizeHtml(input.memo),
      startsAt,
      endsAt,
      applicable: input.applicable,
      vipLevels: [...new Set(input.vip_levels)].sort((a, b) => a - b),
      requireDeposit: input.require_deposit || fenOf(input.min_deposit) > 0n,
      minDepositFen: fenOf(input.min_deposit),
      bonusFen: fenOf(input.bonus),
      turnoverMultiple: input.turnover_multiple,
      sort: input.sort,
      enabled: input.enabled,
    },
  };
}

async function pendingCount(db: Db, activityId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(activityApplications)
    .where(and(eq(activityApplications.activityId, activityId), eq(activityApplications.state, APPLY_STATE.pending)));
  return Number(row?.n ?? 0);
}

export async function createActivity(
  db: Db,
  input: ActivityInput,
  staff: StaffActor,
  ip: string,
  now: Date,
  zone: string,
) {
  const { typeName, values } = await valuesOf(db, input, zone);
  return withTransaction(db, async (tx) => {
    const [row] = await tx.insert(activities).values(values).returning();
    if (!row) throw new AppError('conflict');
    const after = activityWire(row, typeName, 0, now, zone);
    await recordAudit(tx, {
      staff,
      action: 'promotions.activity.create',
      targetType: 'activity',
      targetId: String(row.id),
      after,
      ip,
    });
    return after;
  });
}

export async function updateActivity(
  db: Db,
  id: number,
  input: ActivityInput,
  staff: StaffActor,
  ip: string,
  now: Date,
  zone: string,
) {
  const { typeName, values } = await valuesOf(db, input, zone);
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.activityNotFound);
    const [row] = await tx
      .update(activities)
      .set({ ...values, updatedAt: now })
      .where(eq(activities.id, id))
      .returning();
    if (!row) throw new AppError('notFound', M.activityNotFound);
    const pending = await pendingCount(tx, id);
    const after = activityWire(row, typeName, pending, now, zone);
    await recordAudit(tx, {
      staff,
      action: 'promotions.activity.update',
      targetType: 'activity',
      targetId: String(id),
      before: activityWire(before, '', pending, now, zone),
      after,
      ip,
    });
    return after;
  });
}

export interface ActivityFilters extends ListParams {
  type_id?: number | undefined;
  title?: string | undefined;
  enabled?: '0' | '1' | undefined;
}

/** Activities by sort (indexes: sort, type/sort); type, title and enabled filters. */
export async function listActivitiesAdmin(db: Db, filters: ActivityFilters, slice: ListSlice, now: Date, zone: string) {
  const where: SQL | undefined = and(
    filters.type_id === undefined ? undefined : eq(activities.typeId, filters.type_id),
    filters.title ? ilike(activities.title, `%${filters.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filters.enabled === undefined ? undefined : eq(activities.enabled, filters.enabled === '1'),
  );
  const counted = await countCapped(db, activities, where, slice.countCap);
  const page = await db
    .select({ activity: activities, typeName: activityTypes.name })
    .from(activities)
    .innerJoin(activityTypes, eq(activityTypes.id, activities.typeId))
    .where(where)
    .orderBy(...orderOf(activities.sort, filters.order, activities.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const ids = page.map((row) => row.activity.id);
  const pending =
    ids.length === 0
      ? []
      : await db
          .select({ activityId: activityApplications.activityId, n: count() })
          .from(activityApplications)
          .where(
            and(inArray(activityApplications.activityId, ids), eq(activityApplications.state, APPLY_STATE.pending)),
          )
          .groupBy(activityApplications.activityId);
  const pendingBy = new Map(pending.map((row) => [row.activityId, Number(row.n)]));
  const rows = page.map((row) =>
    activityWire(row.activity, row.typeName, pendingBy.get(row.activity.id) ?? 0, now, zone),
  );
  return { rows, total: counted.total, totalCapped: counted.totalCapped } satisfies ListResult<unknown>;
}

// ---- applications -------------------------------------------------------------------------------

export interface ApplicationFilters extends ListParams {
  from?: string | undefined;
  to?: string | undefined;
  state?: 1 | 2 | 3 | undefined;
  activity_id?: number | undefined;
  member_id?: string | undefined;
  username?: string | undefined;
}

/** The queue, newest first (indexes: time, state/time, activity/time, member/time). */
export async function listApplicationsAdmin(db: Db, filters: ApplicationFilters, slice: ListSlice, zone: string) {
  const where: SQL | undefined = and(
    filters.state === undefined ? undefined : eq(activityApplications.state, filters.state),
    filters.activity_id === undefined ? undefined : eq(activityApplications.activityId, filters.activity_id),
    ...memberFilter(activityApplications.memberId, filters),
    ...dayRange(activityApplications.createdAt, filters, zone),
  );
  const counted = await countCapped(db, activityApplications, where, slice.countCap);
  const page = await db
    .select({
      application: activityApplications,
      title: activities.title,
      defaultBonusFen: activities.bonusFen,
      defaultMultiple: activities.turnoverMultiple,
    })
    .from(activityApplications)
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .where(where)
    .orderBy(...orderOf(activityApplications.createdAt, filters.order, activityApplications.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.application.memberId),
  );
  const rows = page.map(({ application: row, title, defaultBonusFen, defaultMultiple }) => ({
    id: row.id.toString(),
    activity_id: row.activityId,
    activity_title: title,
    member_id: row.memberId.toString(),
    username: names.get(row.memberId) ?? null,
    state: row.state,
    default_bonus: formatFen(defaultBonusFen),
    default_turnover_multiple: defaultMultiple,
    bonus: row.bonusFen === null ? null : formatFen(row.bonusFen),
    turnover_multiple: row.turnoverMultiple,
    reason: row.reason,
    reviewed_by: row.reviewedBy,
    reviewed_at: row.reviewedAt ? formatDateTime(row.reviewedAt, zone) : null,
    created_at: formatDateTime(row.createdAt, zone),
  }));
  return { rows, total: counted.total, totalCapped: counted.totalCapped } satisfies ListResult<unknown>;
}

export interface ApproveInput {
  ids: string[];
  bonus?: bigint | 0 | '0' | undefined;
  turnover_multiple?: string | undefined;
}

export interface ReviewResult {
  done: number;
  skipped: number;
  paidFen: bigint;
}

const sortedIds = (ids: string[]) =>
  [...new Set(ids.map((id) => BigInt(id)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Approves pending applications, each in its own transaction (ascending ids, so two bulk calls never
 * wait on each other in opposite orders): a guarded UPDATE (state = 1 → 2) that a concurrent review
 * makes match nothing, then the bonus — the given one, else the activity's default; none when 0 —
 * paid through payBonus('activity') with the application's key, then the audit entry.
 */
export async function approveApplications(
  db: Db,
  input: ApproveInput,
  staff: StaffActor,
  ip: string,
  now: Date,
): Promise<ReviewResult> {
  const result: ReviewResult = { done: 0, skipped: 0, paidFen: 0n };
  for (const id of sortedIds(input.ids)) {
    const paid = await withTransaction(db, async (tx) => {
      const [target] = await tx
        .select({
          activityId: activityApplications.activityId,
          bonusFen: activities.bonusFen,
          multiple: activities.turnoverMultiple,
          title: activities.title,
        })
        .from(activityApplications)
        .innerJoin(activities, eq(activities.id, activityApplications.activityId))
        .where(eq(activityApplications.id, id));
      if (!target) return undefined;
      const bonusFen = input.bonus === undefined ? target.bonusFen : fenOf(input.bonus);
      const multiple = input.turnover_multiple ?? target.multiple;
      const [row] = await tx
        .update(activityApplications)
        .set({
          state: APPLY_STATE.approved,
          bonusFen: bonusFen > 0n ? bonusFen : null,
          turnoverMultiple: bonusFen > 0n ? multiple : null,
          reviewedBy: staff.username,
          reviewedAt: now,
          reason: '',
        })
        .where(and(eq(activityApplications.id, id), eq(activityApplications.state, APPLY_STATE.pending)))
        .returning();
      if (!row) return undefined;
      if (bonusFen > 0n) {
        await payBonus(tx, {
          kind: 'activity',
          memberId: row.memberId,
          amountFen: bonusFen,
          idempotencyKey: ACTIVITY_LEDGER.key(row.id),
          reference: { type: ACTIVITY_LEDGER.referenceType, id: row.id.toString() },
          actor: { type: 'staff', id: String(staff.staffId) },
          turnoverMultiple: multiple,
          memo: `活动彩金 ${target.title}`,
        });
      }
      await recordAudit(tx, {
        staff,
        action: 'promotions.activity_application.approve',
        targetType: 'activity_application',
        targetId: row.id.toString(),
        before: { state: APPLY_STATE.pending },
        after: {
          state: APPLY_STATE.approved,
          bonus: formatFen(bonusFen),
          turnover_multiple: bonusFen > 0n ? multiple : null,
        },
        ip,
      });
      return bonusFen;
    });
    if (paid === undefined) result.skipped += 1;
    else {
      result.done += 1;
      result.paidFen += paid;
    }
  }
  return result;
}

/** Refuses pending applications with one reason (guarded UPDATE; audited). A refused member may apply again. */
export async function refuseApplications(
  db: Db,
  input: { ids: string[]; reason: string },
  staff: StaffActor,
  ip: string,
  now: Date,
): Promise<ReviewResult> {
  const result: ReviewResult = { done: 0, skipped: 0, paidFen: 0n };
  for (const id of sortedIds(input.ids)) {
    const done = await withTransaction(db, async (tx) => {
      const [row] = await tx
        .update(activityApplications)
        .set({ state: APPLY_STATE.refused, reason: input.reason, reviewedBy: staff.username, reviewedAt: now })
        .where(and(eq(activityApplications.id, id), eq(activityApplications.state, APPLY_STATE.pending)))
        .returning({ id: activityApplications.id });
      if (!row) return false;
      await recordAudit(tx, {
        staff,
        action: 'promotions.activity_application.refuse',
        targetType: 'activity_application',
        targetId: row.id.toString(),
        before: { state: APPLY_STATE.pending },
        after: { state: APPLY_STATE.refused, reason: input.reason },
        ip,
      });
      return true;
    });
    if (done) result.done += 1;
    else result.skipped += 1;
  }
  return result;
}

/** Pending applications (the back office's badge). */
export async function pendingApplicationCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activityApplications)
    .where(eq(activityApplications.state, APPLY_STATE.pending));
  return Number(row?.n ?? 0);
}
