import { z } from 'zod';
import {
  adminDateRangeFields,
  AdminDaySchema,
  adminListFields,
  adminPageOf,
  AdminIdSchema,
  optionalField,
} from './admin-common';
import { DateFilterSchema, envelopeOf, MoneyStringSchema, PageNumberSchema, pageOf } from './envelope';
import { textField } from './fields';

/** Rebate row state (spec-2 §4): 0 unclaimed, 1 claimed. */
export const RebateState = { unclaimed: 0, claimed: 1 } as const;

/** `POST /api/getfanshui`: the rebate tab of /assets (api_type = platname or empty, date 1-4, page; type unused). */
export const RebateRecordRequestSchema = z.object({
  api_type: textField(40),
  date: DateFilterSchema,
  page: PageNumberSchema,
  type: textField(40),
});

/** Rebate record (spec-2 §3): one row per member, site day and platform. */
export const RebateRecordSchema = z.object({
  money: MoneyStringSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The platform's name as members see it. */
  gamename: z.string(),
  platname: z.string(),
  /** Site day 'YYYY-MM-DD' the accruals of the row belong to. */
  day: z.string(),
  /** 0 unclaimed, 1 claimed. */
  state: z.number().int(),
});

/** Rebate summary (spec-2 §3) with the page: jisuan total claimed, nojisuan claimable now. */
export const RebatePageSchema = z.object({
  list: pageOf(RebateRecordSchema),
  jisuan: MoneyStringSchema,
  nojisuan: MoneyStringSchema,
});
export const RebatePageResponseSchema = envelopeOf(RebatePageSchema);

/** `POST /api/dofanshui`: what was paid, and the totals after it. */
export const RebateClaimSchema = z.object({
  money: MoneyStringSchema,
  jisuan: MoneyStringSchema,
  nojisuan: MoneyStringSchema,
});
export const RebateClaimResponseSchema = envelopeOf(RebateClaimSchema);

// ---- back office -----------------------------------------------------------------------------

/** `GET /api/admin/rebates`: rebate rows (filters member, platform, site-day range, state). */
export const AdminRebateListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  platname: optionalField(z.string().trim().max(40)),
  state: optionalField(z.coerce.number().int().min(0).max(1)),
});

export const AdminRebateRowSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  day: z.string(),
  platname: z.string(),
  gamename: z.string(),
  money: MoneyStringSchema,
  state: z.number().int(),
  state_text: z.string(),
  claim_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  claimed_at: z.string(),
});
export type AdminRebateRow = z.infer<typeof AdminRebateRowSchema>;
export const AdminRebatePageResponseSchema = envelopeOf(adminPageOf(AdminRebateRowSchema));

/** `GET /api/admin/rebates/daily`: totals per site day (default the last 30 days). */
export const AdminRebateDailyQuerySchema = z.object({ ...adminDateRangeFields });
export const AdminRebateDayTotalsSchema = z.object({
  day: z.string(),
  rows: z.number().int(),
  members: z.number().int(),
  accrued: MoneyStringSchema,
  claimed: MoneyStringSchema,
  unclaimed: MoneyStringSchema,
});
export const AdminRebateDailyResponseSchema = envelopeOf(
  z.object({ from: z.string(), to: z.string(), days: z.array(AdminRebateDayTotalsSchema) }),
);

/** `POST /api/admin/rebates/rerun`: recompute the accruals of one site day's settled bets. */
export const AdminRebateRerunRequestSchema = z.object({ day: AdminDaySchema });
export const AdminRebateRerunResultSchema = z.object({
  day: z.string(),
  bets: z.number().int(),
  changed: z.number().int(),
  /** Net change of the accruals (may be negative). */
  delta: MoneyStringSchema,
});
export const AdminRebateRerunResponseSchema = envelopeOf(AdminRebateRerunResultSchema);
