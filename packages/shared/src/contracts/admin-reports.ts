import { z } from 'zod';
import { adminDateRangeFields, AdminExportFormatSchema, optionalField } from './admin-common';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema } from './envelope';

/** Promotion kinds, each paid from `house:promotion_expense:<kind>` (server bonuses module). */
export const PROMOTION_KIND_CODES = ['rebate', 'red_packet', 'vip', 'task', 'chest', 'activity'] as const;
export type PromotionKindCode = (typeof PROMOTION_KIND_CODES)[number];

/** Chinese names of the promotion kinds, as the promotion-cost report shows them. */
export const PROMOTION_KIND_NAMES: Readonly<Record<PromotionKindCode, string>> = {
  rebate: '返水',
  red_packet: '红包',
  vip: 'VIP礼金',
  task: '任务奖励',
  chest: '宝箱',
  activity: '活动彩金',
};

/** Longest range of the promotion-cost report, in site days (a year, leap day included). */
export const PROMOTION_COST_MAX_DAYS = 366;

/**
 * `GET /api/admin/reports/promotion-cost?from=&to=&kind=` (decision 0025): site days, inclusive at
 * both ends (today when left out); `format=csv` downloads what the page shows.
 */
export const AdminPromotionCostQuerySchema = z.object({
  ...adminDateRangeFields,
  kind: optionalField(z.enum(PROMOTION_KIND_CODES, { message: '优惠类型不正确' })),
  format: AdminExportFormatSchema,
});
export type AdminPromotionCostQuery = z.infer<typeof AdminPromotionCostQuerySchema>;

/** What one promotion kind cost (one day, or the whole range). Net = paid − reversed. */
export const PromotionCostFiguresSchema = z.object({
  kind: z.enum(PROMOTION_KIND_CODES),
  kind_name: z.string(),
  payouts: z.number().int(),
  paid: MoneyStringSchema,
  reversed: MoneyStringSchema,
  net: MoneyStringSchema,
});

export const PromotionCostRowSchema = PromotionCostFiguresSchema.extend({
  /** Site day 'YYYY-MM-DD'. */
  day: z.string(),
});
export type PromotionCostRow = z.infer<typeof PromotionCostRowSchema>;

export const PromotionCostReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The site's today ('YYYY-MM-DD', SITE_TZ): the back office's date presets count from it. */
  today: z.string(),
  kind: z.enum(PROMOTION_KIND_CODES).nullable(),
  /** Day × kind with any payout or reversal, newest day first, kinds in their fixed order. */
  rows: z.array(PromotionCostRowSchema),
  /** The range per kind (every kind asked for, zeros included). */
  kinds: z.array(PromotionCostFiguresSchema),
  total: z.object({
    payouts: z.number().int(),
    paid: MoneyStringSchema,
    reversed: MoneyStringSchema,
    net: MoneyStringSchema,
  }),
  generated_at: DateTimeStringSchema,
});
export type PromotionCostReport = z.infer<typeof PromotionCostReportSchema>;

export const PromotionCostResponseSchema = envelopeOf(PromotionCostReportSchema);

/** The kinds with their Chinese names, in their fixed order (the back office's kind filter). */
export const PROMOTION_KIND_OPTIONS = PROMOTION_KIND_CODES.map((code) => ({
  value: code,
  label: PROMOTION_KIND_NAMES[code],
}));
