import { z } from 'zod';
import { amountSchema } from '../money';
import {
  adminDateRangeFields,
  adminListFields,
  adminPageOf,
  AdminIdSchema,
  AdminReasonSchema,
  optionalField,
  SerialIdSchema,
} from './admin-common';
import { AdminImageSrcSchema } from './admin-content';
import { DateTimeStringSchema, envelopeOf, pageOf, PageNumberSchema, MoneyStringSchema } from './envelope';
import { idField, textField } from './fields';

/**
 * Activities (spec-2 §2 /activeList, /activeInfo, /applyagentList, §3, §4, §7; platform-rules §7;
 * decision 0026).
 */

/** Application states (spec-2 §4): 1 待审核, 2 通过, 3 拒绝 (0 and 4 are shown as 未同意 and never written). */
export const ACTIVITY_APPLY_STATES = { pending: 1, approved: 2, refused: 3 } as const;

/** Activity state by its schedule: 0 scheduled (not started), 1 open, 2 ended. */
export const ActivityScheduleStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** `POST /api/activitytype` (`type` is accepted and ignored: activity types only). */
export const ActivityTypeRequestSchema = z.object({ type: textField(20) }).default({});
export const ActivityTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const ActivityTypeListSchema = z.array(ActivityTypeSchema);
export const ActivityTypeListResponseSchema = envelopeOf(ActivityTypeListSchema);

/** `POST /api/activitylist`: `type` -1 or missing = 全部优惠. */
export const ActivityListRequestSchema = z
  .object({
    type: optionalField(
      z
        .union([z.number(), z.string()])
        .transform((value) => Number(String(value).trim()))
        .pipe(
          z
            .number({ error: '活动类型必须是数字编号' })
            .int({ message: '活动类型必须是数字编号' })
            .min(-1, { message: '活动类型必须是数字编号' })
            .max(2_147_483_647, { message: '活动类型必须是数字编号' }),
        ),
    ),
  })
  .default({});
export const ActivityListItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  banner: z.string(),
  created_at: DateTimeStringSchema,
  /** 0 scheduled, 1 open, 2 ended. */
  state: ActivityScheduleStateSchema,
});
export const ActivityListSchema = z.object({ data: z.array(ActivityListItemSchema) });
export const ActivityListResponseSchema = envelopeOf(ActivityListSchema);

/** `POST /api/activitydeatil` (the spec's spelling). */
export const ActivityDetailRequestSchema = z.object({ id: idField });
export const ActivityDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: DateTimeStringSchema,
  /** Sanitised rich text. */
  content: z.string(),
  memo: z.string(),
  banner: z.string(),
  state: ActivityScheduleStateSchema,
  /** 1 when members apply through doactivityapply; 0: 点我申请 opens customer service. */
  apply: z.union([z.literal(0), z.literal(1)]),
  starts_at: DateTimeStringSchema.nullable(),
  ends_at: DateTimeStringSchema.nullable(),
});
export const ActivityDetailResponseSchema = envelopeOf(ActivityDetailSchema);

/** `POST /api/doactivityapply`. */
export const ActivityApplyRequestSchema = z.object({ activityid: idField });
export const ActivityApplyResponseSchema = envelopeOf(z.null());

/** `POST /api/activityApplyLog` (the site asks page 1, limit 999). */
export const ActivityApplyLogRequestSchema = z
  .object({
    page: PageNumberSchema,
    limit: z.coerce
      .number({ error: 'limit 必须是数字' })
      .int({ message: 'limit 必须是整数' })
      .min(1)
      .max(999)
      .default(999),
  })
  .default({ page: 1, limit: 999 });
export const ActivityApplyLogRowSchema = z.object({
  /** The activity's id (the row opens /activeInfo?id={id}, spec-2 §2). */
  id: z.number().int(),
  /** The application's own number. */
  apply_id: z.string(),
  activity_name: z.string(),
  state: z.number().int(),
  created_at: DateTimeStringSchema,
});
export const ActivityApplyLogPageSchema = pageOf(ActivityApplyLogRowSchema);
export const ActivityApplyLogResponseSchema = envelopeOf(ActivityApplyLogPageSchema);

// ---- staff (under /api/admin) ----------------------------------------------------------------------

const nameField = z
  .string({ error: '请填写名称' })
  .trim()
  .min(1, { message: '请填写名称' })
  .max(40, { message: '名称最多40个字' });
const sortField = z.coerce
  .number({ error: '排序应为整数' })
  .int({ message: '排序应为整数' })
  .min(0, { message: '排序应为0-9999' })
  .max(9999, { message: '排序应为0-9999' });
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

export const AdminActivityTypeWriteSchema = z.object({
  name: nameField,
  sort: sortField.default(0),
  enabled: flag.default(true),
});
export const AdminActivityTypeRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  activities: z.number().int(),
});
export const AdminActivityTypeListResponseSchema = envelopeOf(z.array(AdminActivityTypeRowSchema));
export const AdminActivityTypeResponseSchema = envelopeOf(AdminActivityTypeRowSchema);

/** A 'YYYY-MM-DD HH:mm:ss' site time, or empty for no bound. */
const siteTimeField = optionalField(
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, { message: '时间格式应为 YYYY-MM-DD HH:mm:ss' }),
);
const multipleField = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: '打码倍数为0-100，最多两位小数' })
      .refine((value) => Number(value) <= 100, { message: '打码倍数为0-100，最多两位小数' }),
  );

export const AdminActivityWriteSchema = z.object({
  type_id: SerialIdSchema,
  title: z
    .string({ error: '请填写标题' })
    .trim()
    .min(1, { message: '请填写标题' })
    .max(80, { message: '标题最多80个字' }),
  banner: AdminImageSrcSchema,
  content: z.string({ error: '请填写活动内容' }).max(50_000, { message: '活动内容最多50000个字符' }),
  memo: z.string().max(20_000, { message: '活动说明最多20000个字符' }).default(''),
  starts_at: siteTimeField,
  ends_at: siteTimeField,
  /** Members apply through doactivityapply (otherwise 点我申请 opens customer service). */
  applicable: flag.default(false),
  /** VIP levels that may apply; empty = every level. */
  vip_levels: z
    .array(z.coerce.number({ error: 'VIP等级应为整数' }).int({ message: 'VIP等级应为整数' }).min(0).max(100), {
      error: 'VIP等级应为列表',
    })
    .max(101)
    .default([]),
  /** Credited deposits inside the activity window needed to apply; empty/0 = none needed. */
  min_deposit: optionalField(z.union([z.literal(0), z.literal('0'), amountSchema()])),
  require_deposit: flag.default(false),
  /** Default bonus staff are offered on approval (0 / empty = none). */
  bonus: optionalField(z.union([z.literal(0), z.literal('0'), amountSchema()])),
  turnover_multiple: multipleField.default('1'),
  sort: sortField.default(0),
  enabled: flag.default(true),
});

export const AdminActivityRowSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  banner: z.string(),
  content: z.string(),
  memo: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: ActivityScheduleStateSchema,
  applicable: z.boolean(),
  vip_levels: z.array(z.number().int()),
  require_deposit: z.boolean(),
  min_deposit: MoneyStringSchema,
  bonus: MoneyStringSchema,
  turnover_multiple: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  pending: z.number().int(),
  created_at: z.string(),
});
export const AdminActivityListQuerySchema = z.object({
  ...adminListFields,
  order: z.enum(['asc', 'desc']).default('asc'),
  type_id: optionalField(SerialIdSchema),
  title: optionalField(z.string().trim().max(80)),
  enabled: optionalField(z.enum(['0', '1'], { error: '只能是 0 或 1' })),
});
export const AdminActivityPageResponseSchema = envelopeOf(adminPageOf(AdminActivityRowSchema));
export const AdminActivityResponseSchema = envelopeOf(AdminActivityRowSchema);

export const AdminActivityApplicationListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  state: optionalField(
    z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '状态只能是 1、2 或 3' })),
  ),
  activity_id: optionalField(SerialIdSchema),
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
});
export const AdminActivityApplicationRowSchema = z.object({
  id: z.string(),
  activity_id: z.number().int(),
  activity_title: z.string(),
  member_id: z.string(),
  username: z.string().nullable(),
  state: z.number().int(),
  /** The activity's default bonus (what approving without a bonus pays). */
  default_bonus: MoneyStringSchema,
  default_turnover_multiple: z.string(),
  bonus: MoneyStringSchema.nullable(),
  turnover_multiple: z.string().nullable(),
  reason: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export const AdminActivityApplicationPageResponseSchema = envelopeOf(adminPageOf(AdminActivityApplicationRowSchema));

const applicationIds = z
  .array(AdminIdSchema, { error: '请选择申请' })
  .min(1, { message: '请选择申请' })
  .max(200, { message: '一次最多处理200条申请' });

/** Approve one or many: `bonus` given = that bonus for each; omitted = each activity's default (0 pays nothing). */
export const AdminActivityApproveSchema = z.object({
  ids: applicationIds,
  bonus: optionalField(z.union([z.literal(0), z.literal('0'), amountSchema()])),
  turnover_multiple: optionalField(multipleField),
});
export const AdminActivityRefuseSchema = z.object({ ids: applicationIds, reason: AdminReasonSchema });
export const AdminActivityReviewResultSchema = z.object({
  /** Applications changed by this call. */
  done: z.number().int(),
  /** Applications skipped: no longer pending (already reviewed by someone else) or not found. */
  skipped: z.number().int(),
  /** Bonuses paid by this call. */
  paid: MoneyStringSchema,
});
export const AdminActivityReviewResponseSchema = envelopeOf(AdminActivityReviewResultSchema);
