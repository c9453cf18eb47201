import { z } from 'zod';
import { amountSchema, parseRate } from '../money';
import { optionalField, SerialIdSchema } from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

/**
 * Payments settings of the back office (platform-rules §5, §6, §9): recharge types and channels
 * (company bank accounts and USDT addresses live on the channel), payment gateways, withdraw
 * channels, limits and the withdraw time window.
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
export const USDT_PROTOCOLS = ['ERC20', 'TRC20'] as const;
/** Gateway kinds staff can configure (decision 0010). */
export const PAYMENT_GATEWAY_KINDS = ['signed_redirect'] as const;
/** The built-in demo gateway's code: not a configurable row. */
export const BUILTIN_SANDBOX_GATEWAY = 'sandbox';
/** A gateway code: what channels point to and the notify path names. */
export const GATEWAY_CODE_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

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
  type_id: optionalField(SerialIdSchema),
});

export const AdminRechargeChannelSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  name: z.string(),
  /** A gateway code ('sandbox' for the built-in one); null for offline channels. */
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
  /** A configured gateway's code or 'sandbox'; '' or null = offline. The server refuses unknown codes. */
  gateway: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .union([
        z.null(),
        z.string({ error: '请选择正确的支付网关' }).regex(GATEWAY_CODE_PATTERN, { message: '请选择正确的支付网关' }),
      ])
      .optional(),
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

/** 'HH:MM' from 00:00 to 23:59 (start of the withdraw window, site time). */
export const WINDOW_START_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'HH:MM' from 00:00 to 24:00 (end of the window, exclusive; 00:00 and 24:00 both mean midnight). */
export const WINDOW_END_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const AdminWithdrawSettingsSchema = z.object({
  /** Withdrawals per member per site day. */
  daily_count: z.number().int(),
  /** Sum of a member's withdrawals per site day. */
  daily_amount: MoneyStringSchema,
  /** An approval above this amount needs a second staff member. */
  second_approval_amount: MoneyStringSchema,
  /** Withdrawals are taken from this site time ('HH:MM')… */
  window_start: z.string(),
  /** …until this one (exclusive); 00:00–24:00 = always; a start after the end wraps midnight. */
  window_end: z.string(),
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
  window_start: optionalField(
    z
      .string({ error: '开始时间格式应为 HH:MM，如 09:00' })
      .trim()
      .regex(WINDOW_START_PATTERN, { message: '开始时间格式应为 HH:MM，如 09:00' }),
  ),
  window_end: optionalField(
    z
      .string({ error: '结束时间格式应为 HH:MM，如 23:00（可填 24:00）' })
      .trim()
      .regex(WINDOW_END_PATTERN, { message: '结束时间格式应为 HH:MM，如 23:00（可填 24:00）' }),
  ),
});

// ---- payment gateways ----------------------------------------------------------------------

/**
 * A configured payment gateway (decision 0010). The signing secret is write-only: answered only
 * as `secret_set` and its last 4 characters. `notify_url` is where the gateway must send its
 * notifications (derived from `site_url` and the code), shown so staff can register it.
 */
export const AdminPaymentGatewaySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** signed_redirect */
  kind: z.string(),
  merchant_id: z.string(),
  secret_set: z.boolean(),
  secret_last4: z.string(),
  cashier_url: z.string(),
  site_url: z.string(),
  notify_url: z.string(),
  notify_ips: z.array(z.string()),
  enabled: z.boolean(),
  /** Site time 'YYYY-MM-DD HH:mm:ss'. */
  updated_at: z.string(),
});
export type AdminPaymentGateway = z.infer<typeof AdminPaymentGatewaySchema>;
export const AdminPaymentGatewayListResponseSchema = envelopeOf(z.array(AdminPaymentGatewaySchema));
export const AdminPaymentGatewayResponseSchema = envelopeOf(AdminPaymentGatewaySchema);

/** A gateway a recharge channel may point to (the channel form's choices). */
export const AdminGatewayOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** The built-in sandbox (listed only where it runs: demo mode). */
  builtin: z.boolean(),
});
export type AdminGatewayOption = z.infer<typeof AdminGatewayOptionSchema>;
export const AdminGatewayOptionListResponseSchema = envelopeOf(z.array(AdminGatewayOptionSchema));

const httpUrl = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(500, { message: `${label}最多500个字` })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
        } catch {
          return false;
        }
      },
      { message: `${label}应为 http:// 或 https:// 开头的完整地址` },
    );

/** Our public address: scheme, host and optional port only ('https://www.example.com'). */
const siteUrlSchema = z
  .string({ error: '请填写本站地址' })
  .trim()
  .min(1, { message: '请填写本站地址' })
  .max(200, { message: '本站地址最多200个字' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && value.replace(/\/$/, '') === url.origin;
      } catch {
        return false;
      }
    },
    { message: '本站地址只填协议和域名，如 https://www.example.com' },
  )
  .transform((value) => value.replace(/\/$/, ''));

/** The signing secret: 8–256 visible ASCII characters. */
const secretSchema = z
  .string({ error: '请填写签名密钥' })
  .regex(/^[\x21-\x7e]{8,256}$/, { message: '签名密钥应为8至256位字母、数字或符号（不含空格）' });

const ADDRESS_RULES = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];

/** IP addresses or CIDR blocks the gateway notifies from; at most 50. */
const notifyIpsSchema = z
  .array(
    z
      .string()
      .trim()
      .refine((value) => ADDRESS_RULES.some((rule) => rule.safeParse(value).success), {
        message: '回调 IP 白名单只能填写 IP 地址或网段（如 203.0.113.8 或 203.0.113.0/24）',
      }),
    { error: '回调 IP 白名单格式不正确' },
  )
  .max(50, { message: '回调 IP 白名单最多50条' });

const gatewayFields = {
  name: nameField('网关名称'),
  kind: z.enum(PAYMENT_GATEWAY_KINDS, { error: '网关类型只能为 signed_redirect（签名跳转）' }),
  merchant_id: z
    .string({ error: '请填写商户号' })
    .trim()
    .min(1, { message: '请填写商户号' })
    .max(64, { message: '商户号最多64个字' }),
  cashier_url: httpUrl('收银台地址'),
  site_url: siteUrlSchema,
  notify_ips: notifyIpsSchema,
  enabled: z.boolean(),
};

/** `POST /api/admin/payment-gateways`: code, name, merchant id, secret, cashier and site URLs are required. */
export const AdminPaymentGatewayCreateSchema = z.object({
  code: z
    .string({ error: '请填写网关代码' })
    .trim()
    .regex(GATEWAY_CODE_PATTERN, { message: '网关代码应为2至32位小写字母、数字、- 或 _，以字母开头' })
    .refine((value) => value !== BUILTIN_SANDBOX_GATEWAY, { message: '网关代码 sandbox 为内置演示网关保留' }),
  name: gatewayFields.name,
  kind: z.preprocess((value) => (value === '' || value == null ? 'signed_redirect' : value), gatewayFields.kind),
  merchant_id: gatewayFields.merchant_id,
  secret: secretSchema,
  cashier_url: gatewayFields.cashier_url,
  site_url: gatewayFields.site_url,
  notify_ips: optionalField(gatewayFields.notify_ips),
  enabled: optionalField(gatewayFields.enabled),
});

/** `POST /api/admin/payment-gateways/:id`: any field but the code; an empty `secret` keeps the stored one. */
export const AdminPaymentGatewayUpdateSchema = z.object({
  name: optionalField(gatewayFields.name),
  kind: optionalField(gatewayFields.kind),
  merchant_id: optionalField(gatewayFields.merchant_id),
  secret: optionalField(secretSchema),
  cashier_url: optionalField(gatewayFields.cashier_url),
  site_url: optionalField(gatewayFields.site_url),
  notify_ips: optionalField(gatewayFields.notify_ips),
  enabled: optionalField(gatewayFields.enabled),
});
