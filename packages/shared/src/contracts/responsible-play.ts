import { z } from 'zod';
import { amountSchema } from '../money';
import { AdminIdSchema } from './admin-common';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema, pageOf, PageNumberSchema } from './envelope';

/**
 * Responsible play (platform-rules §10; issue #20; decision 0032): deposit and loss limits per site
 * day / week / month, a time-out, a self-exclusion, a reality check and the member's history.
 */

/** Limit periods: calendar periods of the site time zone (day from 00:00, week from Monday, month from the 1st). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Time-out lengths a member may choose: 1 day to 6 weeks. */
export const TIME_OUT_MIN_DAYS = 1;
export const TIME_OUT_MAX_DAYS = 42;
/** Self-exclusion lengths (months) a member may choose: 6 months or more, from a fixed list. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
/** Reality-check intervals (minutes); 0 switches it off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

export const RESPONSIBLE_PLAY_INPUT_MESSAGES = {
  timeOutDays: `冷静期天数须为 ${TIME_OUT_MIN_DAYS} 到 ${TIME_OUT_MAX_DAYS} 之间的整数`,
  exclusionMonths: `自我禁止期限只能选择 ${SELF_EXCLUSION_MONTHS.join('、')} 个月`,
  realityCheck: `提醒间隔只能选择 ${REALITY_CHECK_MINUTES.join('、')} 分钟（0 为关闭）`,
  limitPositive: '限额须大于 0 元',
  limitTooLarge: '限额不能超过 10,000,000 元',
  noChange: '请至少填写一项限额',
} as const;

/** The largest limit a member may set (10 million yuan, in fen). */
export const LIMIT_MAX_FEN = 1_000_000_000n;

/** One limit value: yuan (string or number, two decimals at most) or null for "no limit". */
const limitValue = z
  .union([z.null(), amountSchema()])
  .refine((fen) => fen === null || fen > 0n, { message: RESPONSIBLE_PLAY_INPUT_MESSAGES.limitPositive })
  .refine((fen) => fen === null || fen <= LIMIT_MAX_FEN, { message: RESPONSIBLE_PLAY_INPUT_MESSAGES.limitTooLarge })
  .optional();

/**
 * `POST /api/responsible-play/deposit-limits` and `/loss-limits`: each period in yuan, null removes the
 * limit, an absent key leaves it as it is. A decrease (or a first limit) applies at once; an increase
 * or a removal applies 24 hours later.
 */
export const SetLimitsRequestSchema = z
  .object({ day: limitValue, week: limitValue, month: limitValue })
  .refine((body) => body.day !== undefined || body.week !== undefined || body.month !== undefined, {
    message: RESPONSIBLE_PLAY_INPUT_MESSAGES.noChange,
  });
export type SetLimitsRequest = z.input<typeof SetLimitsRequestSchema>;

/** `POST /api/responsible-play/time-out` { days }: 1 to 42. */
export const TimeOutRequestSchema = z.object({
  days: z.coerce
    .number({ error: RESPONSIBLE_PLAY_INPUT_MESSAGES.timeOutDays })
    .int({ message: RESPONSIBLE_PLAY_INPUT_MESSAGES.timeOutDays })
    .min(TIME_OUT_MIN_DAYS, { message: RESPONSIBLE_PLAY_INPUT_MESSAGES.timeOutDays })
    .max(TIME_OUT_MAX_DAYS, { message: RESPONSIBLE_PLAY_INPUT_MESSAGES.timeOutDays }),
});

/** `POST /api/responsible-play/self-exclusion` { months }: one of SELF_EXCLUSION_MONTHS. */
export const SelfExclusionRequestSchema = z.object({
  months: z.coerce
    .number({ error: RESPONSIBLE_PLAY_INPUT_MESSAGES.exclusionMonths })
    .refine((months) => (SELF_EXCLUSION_MONTHS as readonly number[]).includes(months), {
      message: RESPONSIBLE_PLAY_INPUT_MESSAGES.exclusionMonths,
    }),
});

/** `POST /api/responsible-play/reality-check` { minutes }: one of REALITY_CHECK_MINUTES (0 off). */
export const RealityCheckRequestSchema = z.object({
  minutes: z.coerce
    .number({ error: RESPONSIBLE_PLAY_INPUT_MESSAGES.realityCheck })
    .refine((minutes) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes), {
      message: RESPONSIBLE_PLAY_INPUT_MESSAGES.realityCheck,
    }),
});

/** One limit as it stands: the amount in force (null: none) and a pending change with its start. */
export const LimitStateSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force now, yuan; null when there is none. */
  amount: MoneyStringSchema.nullable(),
  /** True when an increase or removal waits for its 24 hours. */
  has_pending: z.boolean(),
  /** The waiting value (null with has_pending = a removal). */
  pending_amount: MoneyStringSchema.nullable(),
  /** When the waiting value takes effect. */
  pending_from: DateTimeStringSchema.nullable(),
  /** What the member has used of the limit in the current period (deposits, or net loss). */
  used: MoneyStringSchema,
  /** What is left in the current period (null when there is no limit). */
  remaining: MoneyStringSchema.nullable(),
});
export type LimitState = z.infer<typeof LimitStateSchema>;

export const RestrictionKindSchema = z.enum(['time_out', 'self_exclusion']);
export type RestrictionKind = z.infer<typeof RestrictionKindSchema>;

/** A time-out or self-exclusion in force. */
export const RestrictionSchema = z.object({
  kind: RestrictionKindSchema,
  starts_at: DateTimeStringSchema,
  ends_at: DateTimeStringSchema,
});

/** `GET /api/responsible-play`. */
export const ResponsiblePlayStateSchema = z.object({
  deposit_limits: z.array(LimitStateSchema),
  loss_limits: z.array(LimitStateSchema),
  /** The time-out or exclusion in force (the one ending last), or null. */
  restriction: RestrictionSchema.nullable(),
  /** Reality-check interval in minutes, 0 when off. */
  reality_check_minutes: z.number().int(),
  /** The choices the member site offers. */
  options: z.object({
    time_out_days: z.object({ min: z.number().int(), max: z.number().int() }),
    self_exclusion_months: z.array(z.number().int()),
    reality_check_minutes: z.array(z.number().int()),
  }),
});
export type ResponsiblePlayState = z.infer<typeof ResponsiblePlayStateSchema>;
export const ResponsiblePlayStateResponseSchema = envelopeOf(ResponsiblePlayStateSchema);

/** One recorded change (who: member or staff). */
export const ResponsiblePlayHistoryItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  /** What changed, in Chinese. */
  detail: z.string(),
  actor: z.enum(['member', 'staff', 'system']),
  created_at: DateTimeStringSchema,
});
export type ResponsiblePlayHistoryItem = z.infer<typeof ResponsiblePlayHistoryItemSchema>;

/** `GET /api/responsible-play/history?page=`: the member's changes of the last 90 days (at least), newest first. */
export const ResponsiblePlayHistoryQuerySchema = z.object({ page: PageNumberSchema });
export const ResponsiblePlayHistoryPageSchema = pageOf(ResponsiblePlayHistoryItemSchema);
export const ResponsiblePlayHistoryResponseSchema = envelopeOf(ResponsiblePlayHistoryPageSchema);

/**
 * `GET /api/responsible-play/session?since=`: figures of the play session that started at `since`
 * (epoch milliseconds; clamped to the last 24 hours): bets placed since then in every category (house
 * games today, sportsbook bets once they are bet records of category sport).
 */
export const RealityCheckQuerySchema = z.object({
  since: z.coerce.number({ error: '会话开始时间不正确' }).int({ message: '会话开始时间不正确' }).min(0),
});
export const RealityCheckSessionSchema = z.object({
  started_at: DateTimeStringSchema,
  /** Whole minutes played since the session start. */
  minutes: z.number().int(),
  bets: z.number().int(),
  stake: MoneyStringSchema,
  /** The member's net result (payout − stake) of the settled bets; negative is a loss. */
  net_result: MoneyStringSchema,
  reality_check_minutes: z.number().int(),
});
export type RealityCheckSession = z.infer<typeof RealityCheckSessionSchema>;
export const RealityCheckSessionResponseSchema = envelopeOf(RealityCheckSessionSchema);

// ---- back office ---------------------------------------------------------------------------------

export const AdminResponsiblePlayParamsSchema = z.object({ member_id: AdminIdSchema });

/** `GET /api/admin/members/:member_id/responsible-play`: the member's limits, restriction and history. */
export const AdminResponsiblePlayQuerySchema = z.object({ page: PageNumberSchema });
export const AdminResponsiblePlaySchema = z.object({
  state: ResponsiblePlayStateSchema,
  history: ResponsiblePlayHistoryPageSchema,
});
export const AdminResponsiblePlayResponseSchema = envelopeOf(AdminResponsiblePlaySchema);

/**
 * `POST /api/admin/members/:member_id/responsible-play/extend-exclusion` { months }: moves the end
 * of the member's self-exclusion later (or starts one); never earlier. Audited.
 */
export const AdminExtendExclusionRequestSchema = z.object({
  months: z.coerce
    .number({ error: '延长月数须为 1 到 120 之间的整数' })
    .int({ message: '延长月数须为 1 到 120 之间的整数' })
    .min(1, { message: '延长月数须为 1 到 120 之间的整数' })
    .max(120, { message: '延长月数须为 1 到 120 之间的整数' }),
  reason: z.string().trim().max(200, { message: '备注不能超过 200 个字' }).default(''),
});
export const AdminExtendExclusionResponseSchema = envelopeOf(RestrictionSchema);
