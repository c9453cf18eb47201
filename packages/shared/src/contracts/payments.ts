import { z } from 'zod';
import { amountSchema } from '../money';
import { envelopeOf, MoneyStringSchema } from './envelope';
import { idField } from './fields';

/** A flag the deposit page reads as 0 or 1. */
const FlagSchema = z.union([z.literal(0), z.literal(1)]);

/** A blank request value ('' or null) counts as not given, so the service answers the spec's message. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Recharge type (spec-2 §3), answered by `GET /api/gerRechargeType`. */
export const RechargeTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Image path served by us ('/static/pay/…svg'). */
  logo: z.string(),
  min_price: MoneyStringSchema,
  max_price: MoneyStringSchema,
  gift_info: z.string(),
  /** CNY per unit for crypto types ('7.20'); '1.00' for CNY types, so quantity = amount ÷ rate holds for all. */
  rate: z.string(),
  download_url: z.string(),
  recharge_desc: z.string(),
});
export type RechargeType = z.infer<typeof RechargeTypeSchema>;
export const RechargeTypesSchema = z.array(RechargeTypeSchema);
export const RechargeTypesResponseSchema = envelopeOf(RechargeTypesSchema);

/** `GET /api/gerRechargeAisle?recharge_type_id=`. */
export const RechargeAisleQuerySchema = z.object({ recharge_type_id: idField });

/** Recharge channel (aisle) of a type (spec-2 §3), answered by `GET /api/gerRechargeAisle` with code 0. */
export const RechargeChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1: the member may type an amount within min_price-max_price. */
  allow_custom_amount: FlagSchema,
  /** 1: the page shows `fixed_amounts` as buttons; with allow_custom_amount 0 only those are accepted. */
  need_fixed_amount: FlagSchema,
  fixed_amounts: z.array(MoneyStringSchema),
  min_price: MoneyStringSchema,
  max_price: MoneyStringSchema,
  /** The type's rate (see RechargeTypeSchema.rate). */
  rate: z.string(),
});
export type RechargeChannel = z.infer<typeof RechargeChannelSchema>;
export const RechargeChannelsSchema = z.array(RechargeChannelSchema);
export const RechargeChannelsResponseSchema = envelopeOf(RechargeChannelsSchema);

/**
 * `POST /api/recharge`. Both fields may be missing or blank: the server then answers the spec's
 * '请选择充值方式！' / '请填写或选择充值金额！'; a malformed value is a 400 naming the field.
 */
export const RechargeRequestSchema = z.object({
  aisle_id: z.preprocess(blankToUndefined, idField.optional()),
  amount: z.preprocess(blankToUndefined, amountSchema().optional()),
});
export type RechargeRequest = z.input<typeof RechargeRequestSchema>;

/** The new deposit order; the client opens `pay_url` (a cashier page or our offline payment page). */
export const RechargeResultSchema = z.object({
  pay_url: z.string(),
  order_no: z.string(),
});
export type RechargeResult = z.infer<typeof RechargeResultSchema>;
export const RechargeResponseSchema = envelopeOf(RechargeResultSchema);

/**
 * Server-to-server notification of the built-in sandbox gateway (`POST /api/payments/notify/sandbox`),
 * form-encoded or JSON. `sign` = HMAC-SHA256 (hex) over the other fields sorted by name as
 * `key=value` joined with '&'. Any shape is accepted and logged; the answer is plain text.
 */
export const SandboxNotifyRequestSchema = z
  .record(z.string(), z.unknown())
  .describe(
    'merchant_id, order_no, amount (yuan, two decimals), status (paid | failed), trade_no, paid_at (unix seconds), sign',
  );

/** Gateways expect a plain-text answer: 'success' stops their retries, anything else is retried. */
export const GatewayNotifyAnswerSchema = z.enum(['success', 'fail']);
