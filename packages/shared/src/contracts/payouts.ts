import { z } from 'zod';
import { AdminOrderNoSchema, AdminReasonSchema, optionalField, SerialIdSchema } from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

/**
 * Payouts of approved withdrawals (decision 0031): payout channels, paying a withdrawal manually or
 * through a channel, settling a failed payout, and bulk review of the withdrawals queue.
 */

/** Payout channel kinds: paid by staff outside the site, the demo sandbox, or a signed-HTTP payout gateway. */
export const PAYOUT_CHANNEL_KINDS = ['manual', 'sandbox', 'signed_http'] as const;
export type PayoutChannelKind = (typeof PAYOUT_CHANNEL_KINDS)[number];

/** Withdrawal payout_state: 0 awaiting payout, 1 processing, 2 paid, 3 failed. */
export const PAYOUT_STATE_TEXT: Record<number, string> = { 0: '待出款', 1: '代付处理中', 2: '已出款', 3: '出款失败' };

export const AdminPayoutChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PAYOUT_CHANNEL_KINDS),
  merchant_id: z.string(),
  /** The secret is never answered: only whether one is set and its last 4 characters. */
  secret_set: z.boolean(),
  secret_last4: z.string(),
  api_url: z.string(),
  /** Where the channel sends its signed callbacks: `/api/payouts/notify/{code}` on our site. */
  notify_path: z.string(),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type AdminPayoutChannel = z.infer<typeof AdminPayoutChannelSchema>;
export const AdminPayoutChannelListResponseSchema = envelopeOf(z.array(AdminPayoutChannelSchema));
export const AdminPayoutChannelResponseSchema = envelopeOf(AdminPayoutChannelSchema);

const channelName = z
  .string({ error: '请填写通道名称' })
  .trim()
  .min(1, { message: '请填写通道名称' })
  .max(40, { message: '通道名称最多40个字' });
const merchantId = z.string().trim().max(64, { message: '商户号最多64个字' });
const secret = z
  .string()
  .regex(/^[\x21-\x7e]{8,256}$/, { message: '签名密钥应为8至256位字母、数字或符号（不含空格）' });
const apiUrl = z
  .string()
  .trim()
  .max(500, { message: '接口地址最多500个字' })
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    },
    { message: '接口地址应为 http:// 或 https:// 开头的完整地址' },
  );

/** `POST /api/admin/payout-channels`: a signed_http channel needs merchant id, secret and API address. */
export const AdminPayoutChannelCreateSchema = z
  .object({
    code: z
      .string({ error: '请填写通道代码' })
      .trim()
      .regex(/^[a-z][a-z0-9_-]{1,31}$/, { message: '通道代码应为2至32位小写字母、数字、- 或 _，以字母开头' })
      .refine((value) => value !== 'sandbox', { message: '通道代码 sandbox 为内置演示通道保留' }),
    name: channelName,
    kind: z.enum(['manual', 'signed_http'], { error: '通道类型只能为 manual（人工出款）或 signed_http（签名接口）' }),
    merchant_id: optionalField(merchantId),
    secret: optionalField(secret),
    api_url: optionalField(apiUrl),
    enabled: optionalField(z.boolean()),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'signed_http') return;
    if (!value.merchant_id) ctx.addIssue({ code: 'custom', path: ['merchant_id'], message: '请填写商户号' });
    if (!value.secret) ctx.addIssue({ code: 'custom', path: ['secret'], message: '请填写签名密钥' });
    if (!value.api_url) ctx.addIssue({ code: 'custom', path: ['api_url'], message: '请填写接口地址' });
  });
export type AdminPayoutChannelCreate = z.infer<typeof AdminPayoutChannelCreateSchema>;

/** `PUT /api/admin/payout-channels/{id}`: only the fields given change; an empty secret keeps the old one. */
export const AdminPayoutChannelUpdateSchema = z.object({
  name: optionalField(channelName),
  merchant_id: optionalField(merchantId),
  secret: optionalField(secret),
  api_url: optionalField(apiUrl),
  enabled: optionalField(z.boolean()),
});
export type AdminPayoutChannelUpdate = z.infer<typeof AdminPayoutChannelUpdateSchema>;

/** `POST /api/admin/payout-channels/{id}/enable`. */
export const AdminPayoutChannelEnableSchema = z.object({ enabled: z.boolean({ error: '请选择启用或停用' }) });

/** `POST /api/admin/withdrawals/{orderNo}/pay-manually`: the bank or wallet reference staff paid with. */
export const AdminPayManuallySchema = z.object({
  reference: z
    .string({ error: '请填写出款流水号' })
    .trim()
    .min(1, { message: '请填写出款流水号' })
    .max(64, { message: '出款流水号最多64个字' }),
  /** A manual payout channel (optional): which of our accounts paid. */
  channel_id: optionalField(SerialIdSchema),
});

/** `POST /api/admin/withdrawals/{orderNo}/send-payout`. */
export const AdminSendPayoutSchema = z.object({ channel_id: SerialIdSchema });

/** `POST /api/admin/withdrawals/{orderNo}/payout-failed`: back to review, or refund (hold → main) with a reason. */
export const AdminPayoutFailedSchema = z.object({
  action: z.enum(['review', 'refund'], { error: '请选择退回审核或退款给会员' }),
  reason: AdminReasonSchema,
});

export const AdminPayoutActionSchema = z.object({
  order_no: z.string(),
  state: z.number().int(),
  payout_state: z.number().int(),
  payout_state_text: z.string(),
});
export const AdminPayoutActionResponseSchema = envelopeOf(AdminPayoutActionSchema);

/** `POST /api/admin/withdrawals/bulk-approve` and `/bulk-refuse`: up to 100 orders, one reason for refusals. */
export const AdminWithdrawalBulkApproveSchema = z.object({
  order_nos: z
    .array(AdminOrderNoSchema, { error: '请选择提现订单' })
    .min(1, { message: '请选择提现订单' })
    .max(100, { message: '一次最多处理100笔' }),
});
export const AdminWithdrawalBulkRefuseSchema = AdminWithdrawalBulkApproveSchema.extend({ reason: AdminReasonSchema });

/** One order of a bulk review: done, recorded as a first approval, or skipped with the reason. */
export const AdminBulkResultSchema = z.object({
  order_no: z.string(),
  outcome: z.enum(['done', 'awaiting_second', 'skipped']),
  message: z.string(),
});
export const AdminWithdrawalBulkResponseSchema = envelopeOf(
  z.object({
    results: z.array(AdminBulkResultSchema),
    done: z.number().int(),
    skipped: z.number().int(),
    /** Sum of the amounts of the orders done. */
    done_amount: MoneyStringSchema,
  }),
);
