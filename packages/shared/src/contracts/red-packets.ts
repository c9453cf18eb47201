import { z } from 'zod';
import { amountSchema } from '../money';
import { adminDateRangeFields, adminListFields, adminPageOf, AdminIdSchema, optionalField } from './admin-common';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema, pageOf, PageNumberSchema } from './envelope';

/**
 * Red packets (spec-2 §2 /welfare and /hongbao, §3, §7; platform-rules §7; decision 0024).
 */

/** `GET /api/userredpacket?page=…` (assets, welfare): the summary. */
export const RedPacketSummarySchema = z.object({
  /** Grabs left today, never below 0. */
  sendnums: z.number().int().min(0),
  /** Packets received today. */
  acquirednum: z.number().int().min(0),
});

export const RedPacketRuleSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  day_flow: MoneyStringSchema,
  flow_money: MoneyStringSchema,
  recharge: z.number().int(),
});

/** `GET /api/userredpacket` without page (hongbao): the summary, the count, the rule table and today's window. */
export const RedPacketDataSchema = RedPacketSummarySchema.extend({
  /** Grabs today's counted deposits give. */
  max_times: z.number().int().min(0),
  rules: z.array(RedPacketRuleSchema),
  /** Today's window by the server clock: 0 not started, 1 open, 2 finished. */
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Today's counted deposits (previous day's window end to today's window start). */
  money: MoneyStringSchema,
  start_at: DateTimeStringSchema,
  end_at: DateTimeStringSchema,
});

export const UserRedPacketQuerySchema = z.object({ page: optionalField(PageNumberSchema) });
export const UserRedPacketResponseSchema = envelopeOf(z.union([RedPacketDataSchema, RedPacketSummarySchema]));

/** `POST /api/redpacket`: the member's packets, 10 per page. */
export const RedPacketListRequestSchema = z.object({ page: PageNumberSchema });
export const RedPacketRecordSchema = z.object({
  /** Counted deposits the packet was drawn on. */
  money: MoneyStringSchema,
  redpacketmoney: MoneyStringSchema,
  created_at: DateTimeStringSchema,
});
export const RedPacketPageSchema = pageOf(RedPacketRecordSchema);
export const RedPacketPageResponseSchema = envelopeOf(RedPacketPageSchema);

/** `POST /api/douserredpacket`: the packet won. */
export const RedPacketGrabSchema = z.object({ redpacketmoney: MoneyStringSchema });
export const RedPacketGrabResponseSchema = envelopeOf(RedPacketGrabSchema);

// ---- staff (under /api/admin/red-packets) --------------------------------------------------------

const WINDOW_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const windowTime = (label: string) =>
  z
    .string({ error: `${label}格式应为 HH:MM，如 10:00` })
    .trim()
    .regex(WINDOW_TIME, { message: `${label}格式应为 HH:MM，如 10:00` });
const grabCount = z.coerce
  .number({ error: '红包次数应为整数' })
  .int({ message: '红包次数应为整数' })
  .min(1, { message: '红包次数至少为1' })
  .max(100, { message: '红包次数最多100' });

export const AdminRedPacketTierSchema = z.object({
  day_flow: amountSchema(),
  flow_money: amountSchema(),
  recharge: grabCount,
});

/** The whole rule set, saved at once. */
export const AdminRedPacketRulesUpdateSchema = z.object({
  window_start: windowTime('开抢时间'),
  window_end: windowTime('结束时间'),
  tiers: z
    .array(AdminRedPacketTierSchema, { error: '请填写存款档位' })
    .min(1, { message: '至少需要一个存款档位' })
    .max(20, { message: '存款档位最多20个' }),
  min: amountSchema(),
  max: amountSchema().refine((fen) => fen <= 100_000_000n, { message: '红包最大金额不能超过1000000元' }),
  percent: z.coerce
    .number({ error: '比例应为数字' })
    .min(0.01, { message: '比例至少0.01%' })
    .max(100, { message: '比例最多100%' })
    .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(String(value)), { message: '比例最多两位小数' }),
  daily_budget: amountSchema(),
});

export const AdminRedPacketRulesSchema = z.object({
  window_start: z.string(),
  window_end: z.string(),
  tiers: z.array(z.object({ day_flow: MoneyStringSchema, flow_money: MoneyStringSchema, recharge: z.number().int() })),
  min: MoneyStringSchema,
  max: MoneyStringSchema,
  /** Percent of the counted deposits ('2' = 2 %). */
  percent: z.string(),
  daily_budget: MoneyStringSchema,
});
export const AdminRedPacketRulesResponseSchema = envelopeOf(AdminRedPacketRulesSchema);

/** `GET /api/admin/red-packets/grabs`. */
export const AdminRedPacketGrabListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
});
export const AdminRedPacketGrabRowSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  username: z.string().nullable(),
  day: z.string(),
  seq: z.number().int(),
  counted: MoneyStringSchema,
  amount: MoneyStringSchema,
  created_at: z.string(),
});
export const AdminRedPacketGrabPageResponseSchema = envelopeOf(adminPageOf(AdminRedPacketGrabRowSchema));

/** `GET /api/admin/red-packets/days`: budget use per site day. */
export const AdminRedPacketDayListQuerySchema = z.object({ ...adminListFields, ...adminDateRangeFields });
export const AdminRedPacketDayRowSchema = z.object({
  day: z.string(),
  budget: MoneyStringSchema,
  spent: MoneyStringSchema,
  left: MoneyStringSchema,
  grabs: z.number().int(),
});
export const AdminRedPacketDayPageResponseSchema = envelopeOf(adminPageOf(AdminRedPacketDayRowSchema));
