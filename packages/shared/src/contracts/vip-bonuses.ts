import { z } from 'zod';
import { yuanStringToFen } from '../money';
import { adminDateRangeFields, adminListFields, adminPageOf, AdminIdSchema, optionalField } from './admin-common';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema } from './envelope';
import { VipLevelSchema } from './member';

// ---- member side (spec-2 §3 VIP bonus record, §7 userBonus / doUserBonus) ------------------------

/** A VIP bonus record: bonus_type 1 promotion, 2 weekly, 3 monthly; status 0 claimable, 1 claimed. */
export const VipBonusRecordSchema = z.object({
  id: z.number().int(),
  vip_level: z.number().int(),
  bonus_type: z.number().int(),
  status: z.number().int(),
  amount: MoneyStringSchema,
  created_at: DateTimeStringSchema,
});
export type VipBonusRecord = z.infer<typeof VipBonusRecordSchema>;
export const VipBonusRecordsSchema = z.array(VipBonusRecordSchema);
export const VipBonusRecordsResponseSchema = envelopeOf(VipBonusRecordsSchema);

/** `GET /api/doUserBonus?id=`: the id is checked by the service (a clear message, never a 400). */
export const VipBonusClaimQuerySchema = z.object({ id: z.unknown().optional() });
export const VipBonusClaimSchema = z.object({ amount: MoneyStringSchema });
export const VipBonusClaimResponseSchema = envelopeOf(VipBonusClaimSchema);

// ---- staff side ----------------------------------------------------------------------------------

/** A staff-set amount in yuan (0 allowed): number or string, at most 2 decimals. */
const yuanField = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label}须为金额` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => /^\d{1,11}(\.\d{1,2})?$/.test(text), { message: `${label}须为不小于0的金额，最多两位小数` })
    .transform((text) => yuanStringToFen(text));

/** A rebate percentage 0–100 with at most 2 decimals ('0.80' = 0.8 %). */
const rateField = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label}须为百分比` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && percentHundredths(text) <= 10_000n, {
      message: `${label}须在0到100之间，最多两位小数`,
    })
    .transform((text) => {
      const hundredths = percentHundredths(text);
      return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
    });

/** '0.8' → 80n hundredths of a percent, exactly (no float: CONVENTIONS rule 6). */
function percentHundredths(text: string): bigint {
  const [whole = '0', decimals = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
}

/** `GET /api/admin/vip/levels`: the ladder as the member site sees it, plus how many members hold each level. */
export const AdminVipLevelSchema = VipLevelSchema.extend({ member_count: z.number().int().optional() });
export type AdminVipLevel = z.infer<typeof AdminVipLevelSchema>;
export const AdminVipLevelsResponseSchema = envelopeOf(z.array(AdminVipLevelSchema));

/** `POST /api/admin/vip/levels/:id`: every editable field of a level (the level index stays). */
export const AdminVipLevelUpdateSchema = z.object({
  vipname: z.string().trim().min(1, { message: '请填写等级名称' }).max(20, { message: '等级名称最多20个字' }),
  recharge: yuanField('晋级充值'),
  flow: yuanField('晋级流水'),
  be_promoted_bonus: yuanField('晋级礼金'),
  week_bonus: yuanField('周俸禄'),
  month_bonus: yuanField('月俸禄'),
  week_deposit: yuanField('周存款条件'),
  week_bet: yuanField('周投注条件'),
  month_deposit: yuanField('月存款条件'),
  month_bet: yuanField('月投注条件'),
  realperson: rateField('真人返水'),
  electron: rateField('电子返水'),
  joker: rateField('棋牌返水'),
  sport: rateField('体育返水'),
  lottery: rateField('彩票返水'),
  e_sport: rateField('电竞返水'),
});
export type AdminVipLevelUpdate = z.input<typeof AdminVipLevelUpdateSchema>;
export const AdminVipLevelResponseSchema = envelopeOf(AdminVipLevelSchema);

/** `GET /api/admin/vip/bonuses`: every VIP bonus record, newest first. */
export const AdminVipBonusListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  bonus_type: optionalField(z.coerce.number().int().min(1).max(3)),
  status: optionalField(z.coerce.number().int().min(0).max(1)),
  period_key: optionalField(z.string().trim().max(20)),
});
export const AdminVipBonusSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  vip_level: z.number().int(),
  bonus_type: z.number().int(),
  bonus_type_text: z.string(),
  period_key: z.string(),
  amount: MoneyStringSchema,
  status: z.number().int(),
  status_text: z.string(),
  created_at: z.string(),
  claimed_at: z.string(),
});
export type AdminVipBonus = z.infer<typeof AdminVipBonusSchema>;
export const AdminVipBonusPageResponseSchema = envelopeOf(adminPageOf(AdminVipBonusSchema));

/** `POST /api/admin/vip/bonus-runs`: run the weekly (2, period = the Monday) or monthly (3, 'YYYY-MM') bonuses. */
export const AdminVipBonusRunSchema = z.object({
  bonus_type: z.coerce
    .number({ error: '请选择周俸禄或月俸禄' })
    .int()
    .refine((value) => value === 2 || value === 3, { message: '请选择周俸禄或月俸禄' }),
  period: z.string({ error: '请填写周期' }).trim().min(1, { message: '请填写周期' }).max(10),
});
export const AdminVipBonusRunResultSchema = z.object({
  bonus_type: z.number().int(),
  period: z.string(),
  created: z.number().int(),
});
export const AdminVipBonusRunResponseSchema = envelopeOf(AdminVipBonusRunResultSchema);
