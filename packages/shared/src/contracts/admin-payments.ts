import { z } from 'zod';
import { amountSchema, parseRate } from '../money';
import { optionalField } from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

/**
 * Payments settings of the back office (platform-rules §5, §6, §9): recharge types and channels
 * (company bank accounts and USDT addresses live on the channel), withdraw channels and limits.
 * Amounts are sent as yuan (number or string, parsed to fen) and answered as two-decimal strings;
 * rates are positive decimal strings (CNY per unit, at most 8 decimals).
 */

/** A rate such as '7.20', validated with parseRate and answered as the trimmed decimal string. */
export function rateSchema() {
  return z.union([z.string(), z.number()], { error: '汇率格式不正确' }).transform((value, ctx) => {
    const parsed = parseRate(value);
    if (!parsed.ok) {
      ctx.addIssue(parsed.message);
      return z.NEVER;
    }
    return String(value).trim();
  });
}

/** A rate that may be cleared: '' or null clears it, absence leaves it as is. */
const clearableRate = () =>
  z.preprocess((value) => (value === '' ? null : value), z.union([z.null(), rateSchema()]).optional());

/** A text that may be cleared with '' or null (stored as null). */
const clearableText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .union([
        z.null(),
        z
          .string()
          .trim()
          .max(max, { message: `${label}最多${max}个字` }),
      ])
      .optional(),
  );

const nameField = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(40, { message: `${label}最多40个字` });
const textField = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label}最多${max}个字` });
const sortField = () => z.coerce.number().int().min(-100_000).max(100_000);

export const RECHARGE_KINDS = ['online', 'bank', 'usdt'] as const;
export const RECHARGE_GATEWAYS = ['sandbox'] as const;
export const USDT_PROTOCOLS = ['ERC20', 'TRC20'] as const;

// ---- recharge types ------------------------------------------------------------------------

export const AdminRechargeTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** online | bank | usdt */
  kind: z.string(),
  min: MoneyStringSchema,
  max: MoneyStringSchema,
  gift_info: z.string(),
  /** CNY per unit for crypto types; '' when none. */
  rate: z.string(),
  download_url: z.string(),
  description: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminRechargeType = z.infer<typeof AdminRechargeTypeSchema>;
export const AdminRechargeTypeListResponseSchema = envelopeOf(z.array(AdminRechargeTypeSchema));
export const AdminRechargeTypeResponseSchema = envelopeOf(AdminRechargeTypeSchema);

const rechargeTypeFields = {
  name: nameField('名称'),
  logo: textField(500, '图标地址'),
  kind: z.enum(RECHARGE_KINDS, { error: '类型应为 online、bank 或 usdt' }),
  min: amountSchema(),
  max: amountSchema(),
  gift_info: textField(100, '优惠说明'),
  download_url: textField(500, '下载地址'),
  description: textField(1000, '说明'),
  sort: sortField(),
  enabled: z.boolean(),
};

/** `POST /api/admin/recharge-types`: name, kind, min and max are required. */
export const AdminRechargeTypeCreateSchema = z.object({
  name: rechargeTypeFields.name,
  kind: rechargeTypeFields.kind,
  min: rechargeTypeFields.min,
  max: rechargeTypeFields.max,
  logo: optionalField(rechargeTypeFields.logo),
  gift_info: optionalField(rechargeTypeFields.gift_info),
  rate: clearableRate(),
  download_url: optionalField(rechargeTypeFields.download_url),
  description: optionalField(rechargeTypeFields.description),
  sort: optionalField(rechargeTypeFields.sort),
  enabled: optionalField(rechargeTypeFields.enabled),
});

/** `POST /api/admin/recharge-types/:id`: any of the fields. */
export const AdminRechargeTypeUpdateSchema = z.object({
  name: optionalField(rechargeTypeFields.name),
  logo: z.string().trim().max(500, { message: '图标地址最多500个字' }).optional(),
  kind: optionalField(rechargeTypeFields.kind),
  min: optionalField(rechargeTypeFields.min),
  max: optionalField(rechargeTypeFields.max),
  gift_info: z.string().trim().max(100, { message: '优惠说明最多100个字' }).optional(),
  rate: clearableRate(),
  download_url: z.string().trim().max(500, { message: '下载地址最多500个字' }).optional(),
  description: z.string().trim().max(1000, { message: '说明最多1000个字' }).optional(),
  sort: optionalField(rechargeTypeFields.sort),
  enabled: optionalField(rechargeTypeFields.enabled),
});

// ---- recharge channels ---------------------------------------------------------------------

export const AdminRechargeChannelListQuerySchema = z.object({
  type_id: optionalField(z.coerce.number().int().positive()),
});

export const AdminRechargeChannelSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  name: z.string(),
  /** 'sandbox' for the built-in gateway; null for offline channels. */
  gateway: z.string().nullable(),
  allow_custom_amount: z.boolean(),
  need_fixed_amount: z.boolean(),
  fixed_amounts: z.array(MoneyStringSchema),
  min: MoneyStringSchema,
  max: MoneyStringSchema,
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  account_no: z.string().nullable(),
  branch: z.string().nullable(),
  usdt_protocol: z.string().nullable(),
  usdt_address: z.string().nullable(),
  turnover_multiple: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminRechargeChannel = z.infer<typeof AdminRechargeChannelSchema>;
export const AdminRechargeChannelListResponseSchema = envelopeOf(z.array(AdminRechargeChannelSchema));
export const AdminRechargeChannelResponseSchema = envelopeOf(AdminRechargeChannelSchema);

/** Turnover multiple: 0 to 999999.99, at most two decimals. */
const turnoverSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value), { message: '流水倍数应为不超过两位小数的非负数' });

const channelOptionalFields = {
  gateway: z.preprocess(
    (value) => (value === '' ? null : value),
    z.union([z.null(), z.enum(RECHARGE_GATEWAYS, { error: '支付网关只能为 sandbox 或留空' })]).optional(),
  ),
  allow_custom_amount: optionalField(z.boolean()),
  need_fixed_amount: optionalField(z.boolean()),
  fixed_amounts: z.array(amountSchema()).max(20, { message: '固定金额最多20个' }).optional(),
  bank_name: clearableText(60, '银行名称'),
  account_name: clearableText(60, '开户姓名'),
  account_no: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .union([
        z.null(),
        z
          .string()
          .trim()
          .regex(/^\d{6,30}$/, { message: '银行账号只能是6至30位数字' }),
      ])
      .optional(),
  ),
  branch: clearableText(100, '开户网点'),
  usdt_protocol: z.preprocess(
    (value) => (value === '' ? null : value),
    z.union([z.null(), z.enum(USDT_PROTOCOLS, { error: 'USDT 协议应为 ERC20 或 TRC20' })]).optional(),
  ),
  usdt_address: clearableText(100, 'USDT 地址'),
  turnover_multiple: optionalField(turnoverSchema),
  sort: optionalField(sortField()),
  enabled: optionalField(z.boolean()),
};

/** `POST /api/admin/recharge-channels`: type, name, min and max are required. */
export const AdminRechargeChannelCreateSchema = z.object({
  type_id: z.coerce.number({ error: '请选择充值方式' }).int().positive({ message: '请选择充值方式' }),
  name: nameField('通道名称'),
  min: amountSchema(),
  max: amountSchema(),
  ...channelOptionalFields,
});

/** `POST /api/admin/recharge-channels/:id`: any of the fields (the type cannot change). */
export const AdminRechargeChannelUpdateSchema = z.object({
  name: optionalField(nameField('通道名称')),
  min: optionalField(amountSchema()),
  max: optionalField(amountSchema()),
  ...channelOptionalFields,
});

// ---- withdraw channels ---------------------------------------------------------------------

export const AdminWithdrawChannelSchema = z.object({
  id: z.number().int(),
  /** 1 bank card, 2 wallet (USDT). */
  type: z.number().int(),
  name: z.string(),
  logo: z.string(),
  protocol: z.string().nullable(),
  min: MoneyStringSchema,
  max: MoneyStringSchema,
  /** CNY per unit for wallet channels; '' when none. */
  rate: z.string(),
  /** Fee in the channel's currency (USDT for wallet channels), two decimals. */
  fee: MoneyStringSchema,
  gift_info: z.string(),
  description: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminWithdrawChannel = z.infer<typeof AdminWithdrawChannelSchema>;
export const AdminWithdrawChannelListResponseSchema = envelopeOf(z.array(AdminWithdrawChannelSchema));
export const AdminWithdrawChannelResponseSchema = envelopeOf(AdminWithdrawChannelSchema);

/** `POST /api/admin/withdraw-channels/:id`: any of the fields. */
export const AdminWithdrawChannelUpdateSchema = z.object({
  name: optionalField(nameField('通道名称')),
  logo: z.string().trim().max(500, { message: '图标地址最多500个字' }).optional(),
  min: optionalField(amountSchema()),
  max: optionalField(amountSchema()),
  rate: clearableRate(),
  /** Fee in the channel's currency; 0 allowed. */
  fee: optionalField(
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .refine((value) => /^\d{1,13}(\.\d{1,2})?$/.test(value), { message: '手续费应为不超过两位小数的非负数' }),
  ),
  gift_info: z.string().trim().max(100, { message: '优惠说明最多100个字' }).optional(),
  description: z.string().trim().max(1000, { message: '说明最多1000个字' }).optional(),
  sort: optionalField(sortField()),
  enabled: optionalField(z.boolean()),
});

// ---- withdraw limits -----------------------------------------------------------------------

export const AdminWithdrawSettingsSchema = z.object({
  /** Withdrawals per member per site day. */
  daily_count: z.number().int(),
  /** Sum of a member's withdrawals per site day. */
  daily_amount: MoneyStringSchema,
  /** An approval above this amount needs a second staff member. */
  second_approval_amount: MoneyStringSchema,
});
export type AdminWithdrawSettings = z.infer<typeof AdminWithdrawSettingsSchema>;
export const AdminWithdrawSettingsResponseSchema = envelopeOf(AdminWithdrawSettingsSchema);

/** `POST /api/admin/withdraw-settings`: any of the three limits. */
export const AdminWithdrawSettingsUpdateSchema = z.object({
  daily_count: optionalField(
    z.coerce
      .number({ error: '每日次数应为整数' })
      .int({ message: '每日次数应为整数' })
      .min(1, { message: '每日次数至少为1' })
      .max(1000, { message: '每日次数最多1000' }),
  ),
  daily_amount: optionalField(amountSchema()),
  second_approval_amount: optionalField(amountSchema()),
});
