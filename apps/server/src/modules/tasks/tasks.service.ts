import { and, asc, eq, sql } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { queryRows, toBigInt } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { refuse } from '../../lib/errors';
import { payBonus } from '../bonuses';
import { memberSettledBetStatsBetween } from '../games';
import { memberLoginCountBetween } from '../members';
import { memberCreditedDepositStatsBetween } from '../payments';
import {
  metricValue,
  progressPercent,
  taskDayOf,
  taskStatusOf,
  type DayFigures,
  type TaskDay,
  type TaskMetric,
  type TaskStatusValue,
} from './task-rules';
import { TASK_MESSAGES as M } from './tasks.errors';
import { chestOpens, chests, taskClaims, tasks, taskTypes } from './tasks.tables';

/** Ledger reference and key of a task claim's payout (the ledger check matches them). */
export const TASK_CLAIM_LEDGER = {
  referenceType: 'task_claim',
  key: (claimId: bigint | string) => `task-claim:${claimId}`,
} as const;

/** Ledger reference and key of a chest opening's payout. */
export const CHEST_OPEN_LEDGER = {
  referenceType: 'chest_open',
  key: (openId: bigint | string) => `chest-open:${openId}`,
} as const;

export interface TaskClock {
  now: Date;
  timeZone: string;
}

export type TaskRow = typeof tasks.$inferSelect;
export type ChestRow = typeof chests.$inferSelect;

/** `taskType`: the enabled task types in their order. */
export async function listTaskTypes(db: Db) {
  return db
    .select({ id: taskTypes.id, name: taskTypes.name })
    .from(taskTypes)
    .where(eq(taskTypes.enabled, true))
    .orderBy(asc(taskTypes.sort), asc(taskTypes.id));
}

/** The member's figures of the site day: credited deposits, settled bets and logins in [start, end). */
export async function dayFiguresOf(db: Db, memberId: bigint, day: TaskDay): Promise<DayFigures> {
  const deposits = await memberCreditedDepositStatsBetween(db, memberId, day.start, day.end);
  const bets = await memberSettledBetStatsBetween(db, memberId, day.start, day.end);
  const loginCount = await memberLoginCountBetween(db, memberId, day.start, day.end);
  return {
    depositFen: deposits.amountFen,
    depositCount: deposits.count,
    validBetFen: bets.validBetFen,
    betCount: bets.count,
    loginCount,
  };
}

/** Today's liveness: the points of the tasks the member claimed this site day. */
export async function livenessOf(db: Db, memberId: bigint, day: string): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${taskClaims.points}), 0) as points from ${taskClaims}
         where ${taskClaims.memberId} = ${memberId} and ${taskClaims.day} = ${day}`,
  );
  return Number(toBigInt(row?.points));
}

export interface MemberTask {
  task: TaskRow;
  value: bigint;
  progress: number;
  status: TaskStatusValue;
}

/** `userTask`: the enabled tasks of one type with today's progress and status. */
export async function memberTasks(db: Db, memberId: bigint, typeId: number, clock: TaskClock): Promise<MemberTask[]> {
  const day = taskDayOf(clock.now, clock.timeZone);
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.typeId, typeId), eq(tasks.enabled, true)))
    .orderBy(asc(tasks.sort), asc(tasks.id));
  if (rows.length === 0) return [];
  const figures = await dayFiguresOf(db, memberId, day);
  const claimed = new Set(
    (
      await db
        .select({ taskId: taskClaims.taskId })
        .from(taskClaims)
        .where(and(eq(taskClaims.memberId, memberId), eq(taskClaims.day, day.day)))
    ).map((row) => row.taskId),
  );
  return rows.map((task) => {
    const value = metricValue(task.metric as TaskMetric, figures);
    return {
      task,
      value,
      progress: progressPercent(value, task.target),
      status: taskStatusOf(value, task.target, claimed.has(task.id)),
    };
  });
}

export interface MemberStats {
  depositFen: bigint;
  validBetFen: bigint;
  liveness: number;
  secondsToReset: number;
}

/** `userStats`: today's recharge, today's valid bet and liveness, and the seconds to the reset. */
export async function memberStats(db: Db, memberId: bigint, clock: TaskClock): Promise<MemberStats> {
  const day = taskDayOf(clock.now, clock.timeZone);
  const figures = await dayFiguresOf(db, memberId, day);
  return {
    depositFen: figures.depositFen,
    validBetFen: figures.validBetFen,
    liveness: await livenessOf(db, memberId, day.day),
    secondsToReset: day.secondsToReset,
  };
}

export interface ClaimResult {
  claimId: bigint;
  amountFen: bigint;
  points: number;
}

/**
 * `claimTask`: pays an enabled, completed task once per member and site day. The claim row's
 * unique (member, task, day) makes a second claim impossible; the bonus (kind task, 1× turnover)
 * is paid in the same transaction, keyed by the claim.
 */
export async function claimTask(db: Db, memberId: bigint, taskId: number, clock: TaskClock): Promise<ClaimResult> {
  const day = taskDayOf(clock.now, clock.timeZone);
  return withTransaction(db, async (tx) => {
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.enabled, true)));
    if (!task) throw refuse(M.taskNotFound);
    const value = metricValue(task.metric as TaskMetric, await dayFiguresOf(tx, memberId, day));
    if (value < task.target) throw refuse(M.notComplete);
    const [claim] = await tx
      .insert(taskClaims)
      .values({
        memberId,
        taskId,
        day: day.day,
        amountFen: task.rewardFen,
        points: task.rewardPoints,
        createdAt: clock.now,
      })
      .onConflictDoNothing()
      .returning({ id: taskClaims.id });
    if (!claim) throw refuse(M.alreadyClaimed);
    await payBonus(tx, {
      kind: 'task',
      memberId,
      amountFen: task.rewardFen,
      idempotencyKey: TASK_CLAIM_LEDGER.key(claim.id),
      reference: { type: TASK_CLAIM_LEDGER.referenceType, id: claim.id.toString() },
      actor: { type: 'member', id: memberId.toString() },
      memo: `任务 ${task.title} ${day.day}`,
    });
    return { claimId: claim.id, amountFen: task.rewardFen, points: task.rewardPoints };
  });
}

/** Chest status (spec-2 §3): 1 openable now; 0 liveness below the threshold; 2 opened today. */
export const ChestStatus = { locked: 0, openable: 1, opened: 2 } as const;

export interface MemberChest {
  chest: ChestRow;
  status: number;
}

/** `userBox`: the enabled chests (by threshold) and where the member stands with each today. */
export async function memberChests(db: Db, memberId: bigint, clock: TaskClock): Promise<MemberChest[]> {
  const day = taskDayOf(clock.now, clock.timeZone);
  const rows = await db
    .select()
    .from(chests)
    .where(eq(chests.enabled, true))
    .orderBy(asc(chests.threshold), asc(chests.sort), asc(chests.id));
  if (rows.length === 0) return [];
  const liveness = await livenessOf(db, memberId, day.day);
  const opened = new Set(
    (
      await db
        .select({ chestId: chestOpens.chestId })
        .from(chestOpens)
        .where(and(eq(chestOpens.memberId, memberId), eq(chestOpens.day, day.day)))
    ).map((row) => row.chestId),
  );
  return rows.map((chest) => ({
    chest,
    status: opened.has(chest.id)
      ? ChestStatus.opened
      : liveness >= chest.threshold
        ? ChestStatus.openable
        : ChestStatus.locked,
  }));
}

export interface OpenResult {
  openId: bigint;
  amountFen: bigint;
}

/**
 * `doUserBox`: opens an enabled chest once per member and site day once today's liveness reaches its
 * threshold; paid through payBonus (kind chest, 3× turnover) in the transaction of the open row,
 * whose unique (member, chest, day) makes a second opening impossible.
 */
export async function openChest(db: Db, memberId: bigint, chestId: number, clock: TaskClock): Promise<OpenResult> {
  const day = taskDayOf(clock.now, clock.timeZone);
  return withTransaction(db, async (tx) => {
    const [chest] = await tx
      .select()
      .from(chests)
      .where(and(eq(chests.id, chestId), eq(chests.enabled, true)));
    if (!chest) throw refuse(M.chestNotFound);
    const liveness = await livenessOf(tx, memberId, day.day);
    if (liveness < chest.threshold) throw refuse(M.chestHint(formatFen(chest.bonusFen), chest.threshold));
    const [open] = await tx
      .insert(chestOpens)
      .values({ memberId, chestId, day: day.day, amountFen: chest.bonusFen, liveness, createdAt: clock.now })
      .onConflictDoNothing()
      .returning({ id: chestOpens.id });
    if (!open) throw refuse(M.chestAlreadyOpened);
    await payBonus(tx, {
      kind: 'chest',
      memberId,
      amountFen: chest.bonusFen,
      idempotencyKey: CHEST_OPEN_LEDGER.key(open.id),
      reference: { type: CHEST_OPEN_LEDGER.referenceType, id: open.id.toString() },
      actor: { type: 'member', id: memberId.toString() },
      memo: `宝箱 ${chest.name} ${day.day}`,
    });
    return { openId: open.id, amountFen: chest.bonusFen };
  });
}
