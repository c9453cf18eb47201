import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimTaskQuerySchema,
  ClaimTaskResponseSchema,
  DoUserBoxQuerySchema,
  DoUserBoxResponseSchema,
  TaskTypeListResponseSchema,
  UserBoxResponseSchema,
  UserStatsResponseSchema,
  UserTaskRequestSchema,
  UserTaskResponseSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { clockOf } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { perMemberPerMinute } from '../../plugins/rate-limit';
import { isAmountMetric, type TaskMetric } from './task-rules';
import { TASK_MESSAGES as M } from './tasks.errors';
import {
  claimTask,
  listTaskTypes,
  memberChests,
  memberStats,
  memberTasks,
  openChest,
  type MemberTask,
} from './tasks.service';

const shownValue = (metric: TaskMetric, value: bigint) =>
  isAmountMetric(metric) ? formatFen(value) : value.toString();

function toTaskWire({ task, value, progress, status }: MemberTask) {
  const metric = task.metric as TaskMetric;
  return {
    id: task.id,
    title: task.title,
    progress,
    status,
    is_completed: value >= task.target,
    is_claimed: status === 2,
    reward_bonus: formatFen(task.rewardFen),
    reward_points: task.rewardPoints,
    content: task.content,
    current: shownValue(metric, value < task.target ? value : task.target),
    target: shownValue(metric, task.target),
  };
}

/** Daily tasks, liveness and chests (spec-2 §7): taskType, userTask, claimTask, userStats, userBox, doUserBox. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const now = clockOf(app.config);
  const clock = () => ({ now: now(), timeZone: app.config.SITE_TZ });

  app.get(
    '/taskType',
    {
      schema: {
        tags: ['tasks'],
        summary: 'The task-type tabs (enabled, in order)',
        response: { 200: TaskTypeListResponseSchema },
      },
    },
    async () => ok(await listTaskTypes(app.db)),
  );

  app.post(
    '/userTask',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['tasks'],
        summary: "The tasks of one type with today's progress (site day) and status 0 / 1 / 2",
        security,
        body: UserTaskRequestSchema,
        response: { 200: UserTaskResponseSchema },
      },
    },
    async (request) => {
      const rows = await memberTasks(app.db, memberOf(request).memberId, request.body.type_id, clock());
      return ok(rows.map(toTaskWire));
    },
  );

  app.get(
    '/claimTask',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'claimTask', 120)],
      config: { closedInMaintenance: true },
      schema: {
        tags: ['tasks'],
        summary: 'Claims a completed task once per site day: its bonus (1× turnover) and liveness points',
        security,
        querystring: ClaimTaskQuerySchema,
        response: { 200: ClaimTaskResponseSchema },
      },
    },
    async (request) => {
      const claim = await claimTask(app.db, memberOf(request).memberId, request.query.task_id, clock());
      const money = formatFen(claim.amountFen);
      return ok({ reward_bonus: money, reward_points: claim.points }, M.claimedBonus(money));
    },
  );

  app.get(
    '/userStats',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['tasks'],
        summary: "Today's recharge (sum), valid bet (bet) and liveness, and the seconds to the midnight reset",
        security,
        response: { 200: UserStatsResponseSchema },
      },
    },
    async (request) => {
      const stats = await memberStats(app.db, memberOf(request).memberId, clock());
      return ok({
        sum: formatFen(stats.depositFen),
        bet: formatFen(stats.validBetFen),
        liveness: stats.liveness,
        reset_in: stats.secondsToReset,
      });
    },
  );

  app.post(
    '/userBox',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['tasks'],
        summary: 'The chests with their liveness threshold, bonus and status (1 openable, 2 opened today)',
        security,
        response: { 200: UserBoxResponseSchema },
      },
    },
    async (request) => {
      const rows = await memberChests(app.db, memberOf(request).memberId, clock());
      return ok(
        rows.map(({ chest, status }) => ({
          id: chest.id,
          name: chest.name,
          status,
          liveness: chest.threshold,
          bonus_amount: formatFen(chest.bonusFen),
        })),
      );
    },
  );

  app.get(
    '/doUserBox',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'doUserBox', 120)],
      config: { closedInMaintenance: true },
      schema: {
        tags: ['tasks'],
        summary: "Opens a chest once per site day once today's liveness reaches its threshold (bonus, 3× turnover)",
        security,
        querystring: DoUserBoxQuerySchema,
        response: { 200: DoUserBoxResponseSchema },
      },
    },
    async (request) => {
      const opened = await openChest(app.db, memberOf(request).memberId, request.query.id, clock());
      const money = formatFen(opened.amountFen);
      return ok({ bonus_amount: money }, M.chestOpened(money));
    },
  );
};
