import { z } from 'zod';
import { amountSchema } from '../money';
import {
  adminDateRangeFields,
  adminListFields,
  adminPageOf,
  AdminIdSchema,
  optionalField,
  SerialIdSchema,
} from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

/**
 * Daily tasks, liveness and chests (spec-2 §2 the 日常任务 tab, §3, §4, §7; platform-rules §7;
 * decision 0027).
 */

/** Task status (spec-2 §3): 0 in progress, 1 claimable, 2 claimed. */
export const TaskStatus = { inProgress: 0, claimable: 1, claimed: 2 } as const;
/** Chest status: 1 openable (spec-2 §3); 0 liveness below the threshold, 2 opened today. */
export const ChestStatus = { locked: 0, openable: 1, opened: 2 } as const;

const taskIdOf = (label: string) =>
  z.coerce
    .number({ error: `${label}不正确` })
    .int({ message: `${label}不正确` })
    .positive({ message: `${label}不正确` })
    .max(2_147_483_647, { message: `${label}不正确` });

/** `GET /api/taskType`: the task-type tabs. */
export const TaskTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const TaskTypeListSchema = z.array(TaskTypeSchema);
export const TaskTypeListResponseSchema = envelopeOf(TaskTypeListSchema);

/** `POST /api/userTask` { type_id }. */
export const UserTaskRequestSchema = z.object({ type_id: taskIdOf('任务类型') });

/** Task (spec-2 §3). */
export const MemberTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Whole percent 0-100. */
  progress: z.number().int().min(0).max(100),
  status: z.number().int(),
  is_completed: z.boolean(),
  is_claimed: z.boolean(),
  reward_bonus: MoneyStringSchema,
  reward_points: z.number().int(),
  content: z.string(),
  /** Today's value and the target as the member reads them ('88.00' / '100.00', or '1' / '3'). */
  current: z.string(),
  target: z.string(),
});
export type MemberTask = z.infer<typeof MemberTaskSchema>;
export const MemberTaskListSchema = z.array(MemberTaskSchema);
export const UserTaskResponseSchema = envelopeOf(MemberTaskListSchema);

/** `GET /api/claimTask?task_id=`. */
export const ClaimTaskQuerySchema = z.object({ task_id: taskIdOf('任务编号') });
export const ClaimTaskResultSchema = z.object({ reward_bonus: MoneyStringSchema, reward_points: z.number().int() });
export const ClaimTaskResponseSchema = envelopeOf(ClaimTaskResultSchema);

/** `GET /api/userStats`: today's recharge (sum), valid bet (bet), liveness; seconds to the reset. */
export const UserStatsSchema = z.object({
  sum: MoneyStringSchema,
  bet: MoneyStringSchema,
  liveness: z.number().int(),
  /** Seconds to the next midnight site time (the tab's countdown). */
  reset_in: z.number().int().min(0),
});
export type UserStats = z.infer<typeof UserStatsSchema>;
export const UserStatsResponseSchema = envelopeOf(UserStatsSchema);

/** Chest (spec-2 §3). */
export const MemberChestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  /** Liveness threshold. */
  liveness: z.number().int(),
  bonus_amount: MoneyStringSchema,
});
export type MemberChest = z.infer<typeof MemberChestSchema>;
export const MemberChestListSchema = z.array(MemberChestSchema);
export const UserBoxResponseSchema = envelopeOf(MemberChestListSchema);

/** `GET /api/doUserBox?id=`. */
export const DoUserBoxQuerySchema = z.object({ id: taskIdOf('宝箱编号') });
export const DoUserBoxResultSchema = z.object({ bonus_amount: MoneyStringSchema });
export const DoUserBoxResponseSchema = envelopeOf(DoUserBoxResultSchema);

// ---- back office -----------------------------------------------------------------------------

export const TASK_METRIC_LABELS = {
  deposit_amount: '今日存款金额',
  deposit_count: '今日存款笔数',
  valid_bet_amount: '今日有效投注额',
  bet_count: '今日投注笔数',
  login: '今日登录',
} as const;
export const TaskMetricSchema = z.enum(['deposit_amount', 'deposit_count', 'valid_bet_amount', 'bet_count', 'login'], {
  error: '任务指标只能是存款金额、存款笔数、有效投注额、投注笔数或登录',
});

const sortField = z.coerce
  .number({ error: '排序应为整数' })
  .int({ message: '排序应为整数' })
  .min(0, { message: '排序不能小于0' })
  .max(100_000, { message: '排序最大100000' })
  .default(0);
const nameField = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}最多${max}个字` });

export const AdminTaskTypeInputSchema = z.object({
  name: nameField('类型名称', 20),
  sort: sortField,
  enabled: z.boolean().default(true),
});
export const AdminTaskTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  tasks: z.number().int(),
});
export const AdminTaskTypeListResponseSchema = envelopeOf(z.array(AdminTaskTypeSchema));
export const AdminTaskTypeResponseSchema = envelopeOf(AdminTaskTypeSchema);

/**
 * A task as staff edit it: `target` is yuan for the amount metrics (deposit_amount,
 * valid_bet_amount) and a whole count for the others; the server checks it against the metric.
 */
export const AdminTaskInputSchema = z.object({
  type_id: SerialIdSchema,
  title: nameField('任务标题', 40),
  metric: TaskMetricSchema,
  target: z.union([z.number(), z.string()], { error: '请填写任务目标' }).transform((value) => String(value).trim()),
  reward_bonus: amountSchema(),
  reward_points: z.coerce
    .number({ error: '活跃度应为整数' })
    .int({ message: '活跃度应为整数' })
    .min(0, { message: '活跃度不能小于0' })
    .max(10_000, { message: '活跃度最大10000' }),
  content: z.string().trim().max(2000, { message: '任务说明最多2000个字' }).default(''),
  sort: sortField,
  enabled: z.boolean().default(true),
});
export const AdminTaskSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  metric: z.string(),
  metric_text: z.string(),
  target: z.string(),
  reward_bonus: MoneyStringSchema,
  reward_points: z.number().int(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const AdminTaskListResponseSchema = envelopeOf(z.array(AdminTaskSchema));
export const AdminTaskResponseSchema = envelopeOf(AdminTaskSchema);

export const AdminChestInputSchema = z.object({
  name: nameField('宝箱名称', 20),
  threshold: z.coerce
    .number({ error: '活跃度门槛应为整数' })
    .int({ message: '活跃度门槛应为整数' })
    .min(1, { message: '活跃度门槛至少为1' })
    .max(100_000, { message: '活跃度门槛最大100000' }),
  bonus_amount: amountSchema(),
  sort: sortField,
  enabled: z.boolean().default(true),
});
export const AdminChestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  threshold: z.number().int(),
  bonus_amount: MoneyStringSchema,
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const AdminChestListResponseSchema = envelopeOf(z.array(AdminChestSchema));
export const AdminChestResponseSchema = envelopeOf(AdminChestSchema);

/** `GET /api/admin/task-claims` and `/api/admin/chest-opens`: the claim records. */
export const AdminTaskClaimListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  task_id: optionalField(SerialIdSchema),
});
export const AdminTaskClaimRowSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  day: z.string(),
  task_id: z.number().int(),
  task_title: z.string(),
  amount: MoneyStringSchema,
  points: z.number().int(),
  created_at: z.string(),
});
export type AdminTaskClaimRow = z.infer<typeof AdminTaskClaimRowSchema>;
export const AdminTaskClaimPageResponseSchema = envelopeOf(adminPageOf(AdminTaskClaimRowSchema));

export const AdminChestOpenListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  chest_id: optionalField(SerialIdSchema),
});
export const AdminChestOpenRowSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  day: z.string(),
  chest_id: z.number().int(),
  chest_name: z.string(),
  amount: MoneyStringSchema,
  liveness: z.number().int(),
  created_at: z.string(),
});
export type AdminChestOpenRow = z.infer<typeof AdminChestOpenRowSchema>;
export const AdminChestOpenPageResponseSchema = envelopeOf(adminPageOf(AdminChestOpenRowSchema));
