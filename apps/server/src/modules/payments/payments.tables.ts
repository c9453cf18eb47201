import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Recharge types (gerRechargeType) group channels (gerRechargeAisle); both staff-managed
 * (platform-rules §5). `kind`: online (a payment gateway), bank (offline transfer to a company
 * account), usdt (offline transfer to a company address; `rate` = CNY per USDT).
 */
export const rechargeTypes = pgTable(
  'recharge_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    kind: text('kind').notNull(),
    minFen: bigint('min_fen', { mode: 'bigint' }).notNull(),
    maxFen: bigint('max_fen', { mode: 'bigint' }).notNull(),
    giftInfo: text('gift_info').notNull().default(''),
    /** CNY per unit for crypto types, e.g. '7.20'; null for CNY types. */
    rate: numeric('rate', { precision: 18, scale: 8 }),
    downloadUrl: text('download_url').notNull().default(''),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check('recharge_types_kind_check', sql`${table.kind} in ('online', 'bank', 'usdt')`),
    check('recharge_types_limits_check', sql`${table.minFen} > 0 and ${table.maxFen} >= ${table.minFen}`),
  ],
);

export const rechargeChannels = pgTable(
  'recharge_channels',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    name: text('name').notNull(),
    /** Gateway code for online channels ('sandbox'); null for offline ones. */
    gateway: text('gateway'),
    allowCustomAmount: boolean('allow_custom_amount').notNull().default(true),
    needFixedAmount: boolean('need_fixed_amount').notNull().default(false),
    /** Fixed amounts in fen, as strings (jsonb cannot hold bigint). */
    fixedAmounts: jsonb('fixed_amounts').$type<string[]>().notNull().default([]),
    minFen: bigint('min_fen', { mode: 'bigint' }).notNull(),
    maxFen: bigint('max_fen', { mode: 'bigint' }).notNull(),
    /** Offline bank account or USDT address details shown on the payment page. */
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNo: text('account_no'),
    branch: text('branch'),
    usdtProtocol: text('usdt_protocol'),
    usdtAddress: text('usdt_address'),
    /** Turnover multiple applied to deposits through this channel (platform-rules §3, default 1). */
    turnoverMultiple: numeric('turnover_multiple', { precision: 8, scale: 2 }).notNull().default('1'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    index('recharge_channels_type_idx').on(table.typeId),
    check('recharge_channels_limits_check', sql`${table.minFen} > 0 and ${table.maxFen} >= ${table.minFen}`),
  ],
);

/**
 * Deposit orders. state: 0 pending payment, 1 success, 2 failed (refused), 3 timed out
 * (spec-2 §4). A successful order has exactly one ledger transaction `deposit:<order_no>`.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    typeId: integer('type_id').notNull(),
    channelId: integer('channel_id').notNull(),
    kind: text('kind').notNull(),
    amountFen: bigint('amount_fen', { mode: 'bigint' }).notNull(),
    /** For USDT: the quantity to pay in hundredths of a USDT, and the rate used. */
    cryptoUnits: bigint('crypto_units', { mode: 'bigint' }),
    rate: numeric('rate', { precision: 18, scale: 8 }),
    state: integer('state').notNull().default(0),
    gateway: text('gateway'),
    gatewayTradeNo: text('gateway_trade_no'),
    /** Transfer reference the member submits for an offline order. */
    payerReference: text('payer_reference'),
    payerSubmittedAt: timestamp('payer_submitted_at', { withTimezone: true }),
    turnoverMultiple: numeric('turnover_multiple', { precision: 8, scale: 2 }).notNull().default('1'),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_no_key').on(table.orderNo),
    index('deposit_orders_member_idx').on(table.memberId, table.createdAt),
    index('deposit_orders_state_idx').on(table.state, table.expiresAt),
    check('deposit_orders_state_check', sql`${table.state} in (0, 1, 2, 3)`),
    check('deposit_orders_amount_positive', sql`${table.amountFen} > 0`),
  ],
);

/** Every gateway callback as received, verified or not (audit and dispute evidence). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    gateway: text('gateway').notNull(),
    orderNo: text('order_no'),
    payload: jsonb('payload').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_callbacks_order_idx').on(table.orderNo)],
);

/**
 * Payment gateways configured by staff (platform-rules §9 "gateway settings"; decision 0010).
 * `code` is what `recharge_channels.gateway` and the notify path name; it never changes after
 * creation (orders and channels keep it). `secret_sealed` is the signing secret encrypted with
 * AES-256-GCM under a key derived from APP_SECRET (aad = code); it is never answered back, only
 * `secret_last4`. The built-in sandbox is not a row: it exists in demo mode only.
 */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** signed_redirect: HMAC-SHA256 over the sorted `key=value&…` fields, cashier by redirect. */
    kind: text('kind').notNull(),
    merchantId: text('merchant_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretLast4: text('secret_last4').notNull(),
    /** The gateway's cashier (or API) address the member is sent to. */
    cashierUrl: text('cashier_url').notNull(),
    /** Our public address, for the notify_url and return_url sent to the gateway. */
    siteUrl: text('site_url').notNull(),
    /** Addresses (IP or CIDR) notifications may come from; empty = any (the signature still decides). */
    notifyIps: jsonb('notify_ips').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_gateways_code_key').on(table.code),
    check('payment_gateways_kind_check', sql`${table.kind} in ('signed_redirect')`),
  ],
);
