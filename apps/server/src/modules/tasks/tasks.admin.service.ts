import { and, asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AdminChestOpenRow, AdminTaskClaimRow } from '@app/shared/contracts';
import { formatFen, parseAmountToFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { isAmountMetric, type TaskMetric } from './task-rules';
import { TASK_ADMIN_MESSAGES as M } from './tasks.errors';
import { chestOpens, chests, taskClaims, tasks, taskTypes } from './tasks.tables';

/**
 * Staff half of the daily tasks (platform-rules §9 Promotions): task types, tasks, chests and their
 * thresholds (every change audited), and the claim records (task claims and chest opens).
 */

const METRIC_TEXT: Record<TaskMetric, string> = {
  deposit_amount: '今日存款金额',
  deposit_count: '今日存款笔数',
  valid_bet_amount: '今日有效投注额',
  bet_count: '今日投注笔数',
  login: '今日登录',
};

export interface AuditContext {
  staff: StaffActor;
  ip: string;
}

// ---- task types -------------------------------------------------------------------------------

export interface TaskTypeInput {
  name: string;
  sort: number;
  enabled: boolean;
}

export async function listAdminTaskTypes(db: Db) {
  const rows = await db.select().from(taskTypes).orderBy(asc(taskTypes.sort), asc(taskTypes.id));
  const counts = await db.select({ typeId: tasks.typeId, n: count() }).from(tasks).groupBy(tasks.typeId);
  const byType = new Map(counts.map((row) => [row.typeId, Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sort: row.sort,
    enabled: row.enabled,
    tasks: byType.get(row.id) ?? 0,
  }));
}

/** Creates (id undefined) or updates a task type; audited. */
export async function saveTaskType(db: Db, id: number | undefined, input: TaskTypeInput, context: AuditContext) {
  return withTransaction(db, async (tx) => {
    let before: unknown;
    let saved: typeof taskTypes.$inferSelect | undefined;
    if (id === undefined) {
      [saved] = await tx.insert(taskTypes).values(input).returning();
    } else {
      [before] = await tx.select().from(taskTypes).where(eq(taskTypes.id, id)).for('update');
      if (!before) throw new AppError('notFound', M.typeNotFound);
      [saved] = await tx
        .update(taskTypes)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(taskTypes.id, id))
        .returning();
    }
    if (!saved) throw new AppError('conflict');
    await recordAudit(tx, {
      staff: context.staff,
      action: id === undefined ? 'promotions.task_type.create' : 'promotions.task_type.update',
      targetType: 'task_type',
      targetId: String(saved.id),
      before,
      after: saved,
      ip: context.ip,
    });
    const [n] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.typeId, saved.id));
    return { id: saved.id, name: saved.name, sort: saved.sort, enabled: saved.enabled, tasks: Number(n?.n ?? 0) };
  });
}

// ---- tasks ------------------------------------------------------------------------------------

export interface TaskInput {
  type_id: number;
  title: string;
  metric: TaskMetric;
  target: string;
  reward_bonus: bigint;
  reward_points: number;
  content: string;
  sort: number;
  enabled: boolean;
}

const TARGET_COUNT = /^\d{1,6}$/;

/** The target as stored: fen for the amount metrics, a whole count for the others. */
export function targetOf(metric: TaskMetric, target: string): bigint {
  if (isAmountMetric(metric)) {
    const parsed = parseAmountToFen(target);
    if (!parsed.ok) throw new AppError('badRequest', `任务目标：${parsed.message}`);
    return parsed.fen;
  }
  if (!TARGET_COUNT.test(target) || Number(target) < 1) {
    throw new AppError('badRequest', '任务目标应为至少1的整数（笔数或次数）');
  }
  return BigInt(target);
}

type TaskRecord = typeof tasks.$inferSelect;

export function toTaskWire(row: TaskRecord, typeName: string) {
  const metric = row.metric as TaskMetric;
  return {
    id: row.id,
    type_id: row.typeId,
    type_name: typeName,
    title: row.title,
    metric: row.metric,
    metric_text: METRIC_TEXT[metric] ?? row.metric,
    target: isAmountMetric(metric) ? formatFen(row.target) : row.target.toString(),
    reward_bonus: formatFen(row.rewardFen),
    reward_points: row.rewardPoints,
    content: row.content,
    sort: row.sort,
    enabled: row.enabled,
  };
}

export async function listAdminTasks(db: Db, typeId?: number) {
  const rows = await db
    .select()
    .from(tasks)
    .where(typeId === undefined ? undefined : eq(tasks.typeId, typeId))
    .orderBy(asc(tasks.typeId), asc(tasks.sort), asc(tasks.id));
  const types = await db.select({ id: taskTypes.id, name: taskTypes.name }).from(taskTypes);
  const names = new Map(types.map((type) => [type.id, type.name]));
  return rows.map((row) => toTaskWire(row, names.get(row.typeId) ?? ''));
}

/** Creates (id undefined) or updates a task; audited. */
export async function saveTask(db: Db, id: number | undefined, input: TaskInput, context: AuditContext) {
  const values = {
    typeId: input.type_id,
    title: input.title,
    metric: input.metric,
    target: targetOf(input.metric, input.target),
    rewardFen: input.reward_bonus,
    rewardPoints: input.reward_points,
    content: input.content,
    sort: input.sort,
    enabled: input.enabled,
  };
  return withTransaction(db, async (tx) => {
    const [type] = await tx.select().from(taskTypes).where(eq(taskTypes.id, input.type_id));
    if (!type) throw new AppError('badRequest', M.typeNotFound);
    let before: unknown;
    let saved: TaskRecord | undefined;
    if (id === undefined) {
      [saved] = await tx.insert(tasks).values(values).returning();
    } else {
      [before] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
      if (!before) throw new AppError('notFound', M.taskNotFound);
      [saved] = await tx
        .update(tasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tasks.id, id))
        .returning();
    }
    if (!saved) throw new AppError('conflict');
    await recordAudit(tx, {
      staff: context.staff,
      action: id === undefined ? 'promotions.task.create' : 'promotions.task.update',
      targetType: 'task',
      targetId: String(saved.id),
      before,
      after: saved,
      ip: context.ip,
    });
    return toTaskWire(saved, type.name);
  });
}

// ---- chests -----------------------------------------------------------------------------------

export interface ChestInput {
  name: string;
  threshold: number;
  bonus_amount: bigint;
  sort: number;
  enabled: boolean;
}

type ChestRecord = typeof chests.$inferSelect;

export const toChestWire = (row: ChestRecord) => ({
  id: row.id,
  name: row.name,
  threshold: row.threshold,
  bonus_amount: formatFen(row.bonusFen),
  sort: row.sort,
  enabled: row.enabled,
});

export async function listAdminChests(db: Db) {
  const rows = await db.select().from(chests).orderBy(asc(chests.threshold), asc(chests.id));
  return rows.map(toChestWire);
}

/** Creates (id undefined) or updates a chest; audited. */
export async function saveChest(db: Db, id: number | undefined, input: ChestInput, context: AuditContext) {
  const values = {
    name: input.name,
    threshold: input.threshold,
    bonusFen: input.bonus_amount,
    sort: input.sort,
    enabled: input.enabled,
  };
  return withTransaction(db, async (tx) => {
    let before: unknown;
    let saved: ChestRecord | undefined;
    if (id === undefined) {
      [saved] = await tx.insert(chests).values(values).returning();
    } else {
      [before] = await tx.select().from(chests).where(eq(chests.id, id)).for('update');
      if (!before) throw new AppError('notFound', M.chestNotFound);
      [saved] = await tx
        .update(chests)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(chests.id, id))
        .returning();
    }
    if (!saved) throw new AppError('conflict');
    await recordAudit(tx, {
      staff: context.staff,
      action: id === undefined ? 'promotions.chest.create' : 'promotions.chest.update',
      targetType: 'chest',
      targetId: String(saved.id),
      before,
      after: saved,
      ip: context.ip,
    });
    return toChestWire(saved);
  });
}

// ---- claim records ----------------------------------------------------------------------------

export interface ClaimFilters extends ListParams {
  member_id?: string | undefined;
  username?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Task claims, newest site day first (decision 0017: the default order and the day range read
 * task_claims_day_idx, the member filter task_claims_member_day_idx, the task filter
 * task_claims_task_day_idx); member and task names looked up once for the page.
 */
export async function listTaskClaims(
  db: Db,
  filters: ClaimFilters & { task_id?: number | undefined },
  slice: ListSlice,
  zone: string,
): Promise<ListResult<AdminTaskClaimRow>> {
  const conditions: (SQL | undefined)[] = [
    ...memberFilter(taskClaims.memberId, filters),
    filters.task_id === undefined ? undefined : eq(taskClaims.taskId, filters.task_id),
    filters.from ? gte(taskClaims.day, filters.from) : undefined,
    filters.to ? lte(taskClaims.day, filters.to) : undefined,
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, taskClaims, where, slice.countCap);
  const page = await db
    .select()
    .from(taskClaims)
    .where(where)
    .orderBy(...orderOf(taskClaims.day, filters.order, taskClaims.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  const taskIds = [...new Set(page.map((row) => row.taskId))];
  const titles = new Map(
    taskIds.length === 0
      ? []
      : (await db.select({ id: tasks.id, title: tasks.title }).from(tasks).where(inArray(tasks.id, taskIds))).map(
          (row) => [row.id, row.title],
        ),
  );
  const rows = page.map((row) => ({
    id: Number(row.id),
    member_id: Number(row.memberId),
    username: names.get(row.memberId) ?? '',
    day: row.day,
    task_id: row.taskId,
    task_title: titles.get(row.taskId) ?? '',
    amount: formatFen(row.amountFen),
    points: row.points,
    created_at: timeOrEmpty(row.createdAt, zone),
  }));
  return { rows, ...counted };
}

/** Chest opens, newest site day first (indexes as for the task claims). */
export async function listChestOpens(
  db: Db,
  filters: ClaimFilters & { chest_id?: number | undefined },
  slice: ListSlice,
  zone: string,
): Promise<ListResult<AdminChestOpenRow>> {
  const conditions: (SQL | undefined)[] = [
    ...memberFilter(chestOpens.memberId, filters),
    filters.chest_id === undefined ? undefined : eq(chestOpens.chestId, filters.chest_id),
    filters.from ? gte(chestOpens.day, filters.from) : undefined,
    filters.to ? lte(chestOpens.day, filters.to) : undefined,
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, chestOpens, where, slice.countCap);
  const page = await db
    .select()
    .from(chestOpens)
    .where(where)
    .orderBy(...orderOf(chestOpens.day, filters.order, chestOpens.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  const chestIds = [...new Set(page.map((row) => row.chestId))];
  const chestNames = new Map(
    chestIds.length === 0
      ? []
      : (await db.select({ id: chests.id, name: chests.name }).from(chests).where(inArray(chests.id, chestIds))).map(
          (row) => [row.id, row.name],
        ),
  );
  const rows = page.map((row) => ({
    id: Number(row.id),
    member_id: Number(row.memberId),
    username: names.get(row.memberId) ?? '',
    day: row.day,
    chest_id: row.chestId,
    chest_name: chestNames.get(row.chestId) ?? '',
    amount: formatFen(row.amountFen),
    liveness: row.liveness,
    created_at: timeOrEmpty(row.createdAt, zone),
  }));
  return { rows, ...counted };
}
