import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Recharge types (gerRechargeType) group channels (gerRechargeAisle); both staff-managed
 * (platform-rules §5). `kind`: online (a payment gateway), bank (offline transfer to a company
 * account), usdt (offline transfer to a company address; `rate` = CNY per USDT).
 */
export const rechargeTypes = pgTable(
  'recharge_types',
  {
    id: column.serialId(),
    name: text('name').notNull(),
    logo: column.blankText('logo'),
    kind: text('kind').notNull(),
    minFen: column.fen('min_fen'),
    maxFen: column.fen('max_fen'),
    giftInfo: column.blankText('gift_info'),
    /** CNY per unit for crypto types, e.g. '7.20'; null for CNY types. */
    rate: column.exchangeRate(),
    downloadUrl: column.blankText('download_url'),
    description: column.blankText('description'),
    sort: column.sortOrder(),
    enabled: column.enabled(),
  },
  (table) => [
    check('recharge_types_kind_check', sql`${table.kind} in ('online', 'bank', 'usdt')`),
    column.limitsCheck('recharge_types', table),
  ],
);

export const rechargeChannels = pgTable(
  'recharge_channels',
  {
    id: column.serialId(),
    typeId: integer('type_id').notNull(),
    name: text('name').notNull(),
    /** Gateway code for online channels ('sandbox'); null for offline ones. */
    gateway: text('gateway'),
    allowCustomAmount: boolean('allow_custom_amount').notNull().default(true),
    needFixedAmount: boolean('need_fixed_amount').notNull().default(false),
    /** Fixed amounts in fen, as strings (jsonb cannot hold bigint). */
    fixedAmounts: jsonb('fixed_amounts').$type<string[]>().notNull().default([]),
    minFen: column.fen('min_fen'),
    maxFen: column.fen('max_fen'),
    /** Offline bank account or USDT address details shown on the payment page. */
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNo: text('account_no'),
    branch: text('branch'),
    usdtProtocol: text('usdt_protocol'),
    usdtAddress: text('usdt_address'),
    /** Turnover multiple applied to deposits through this channel (platform-rules §3, default 1). */
    turnoverMultiple: column.turnoverMultiple(),
    sort: column.sortOrder(),
    enabled: column.enabled(),
  },
  (table) => [index('recharge_channels_type_idx').on(table.typeId), column.limitsCheck('recharge_channels', table)],
);

/**
 * Deposit orders. state: 0 pending payment, 1 success, 2 failed (refused), 3 timed out
 * (spec-2 §4). A successful order has exactly one ledger transaction `deposit:<order_no>`.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: column.bigserialId(),
    orderNo: text('order_no').notNull(),
    memberId: column.memberId(),
    typeId: integer('type_id').notNull(),
    channelId: integer('channel_id').notNull(),
    kind: text('kind').notNull(),
    amountFen: column.fen('amount_fen'),
    /** For USDT: the quantity to pay in hundredths of a USDT, and the rate used. */
    cryptoUnits: column.int64('crypto_units'),
    rate: column.exchangeRate(),
    state: integer('state').notNull().default(0),
    gateway: text('gateway'),
    gatewayTradeNo: text('gateway_trade_no'),
    /** Transfer reference the member submits for an offline order. */
    payerReference: text('payer_reference'),
    payerSubmittedAt: column.timestampTz('payer_submitted_at'),
    turnoverMultiple: column.turnoverMultiple(),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: column.createdAt(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    paidAt: column.timestampTz('paid_at'),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_no_key').on(table.orderNo),
    // Decision 0017: the staff list's default order, each filter and each sort, and the member's tab.
    index('deposit_orders_member_time_idx').on(table.memberId, table.createdAt, table.id),
    index('deposit_orders_time_idx').on(table.createdAt, table.id),
    index('deposit_orders_state_time_idx').on(table.state, table.createdAt, table.id),
    index('deposit_orders_kind_time_idx').on(table.kind, table.createdAt, table.id),
    index('deposit_orders_paid_time_idx').on(table.paidAt, table.id),
    index('deposit_orders_amount_idx').on(table.amountFen, table.id),
    index('deposit_orders_awaiting_review_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.kind} <> 'online' and ${table.state} = 0 and ${table.payerReference} is not null`),
    index('deposit_orders_state_idx').on(table.state, table.expiresAt),
    // Dashboard and daily rollups: credited deposits of one day, and each member's first one (decision 0018).
    index('deposit_orders_paid_idx')
      .on(table.paidAt)
      .where(sql`${table.state} = 1`),
    index('deposit_orders_member_paid_idx')
      .on(table.memberId, table.paidAt)
      .where(sql`${table.state} = 1`),
    column.oneOfCheck('deposit_orders', table.state, [0, 1, 2, 3]),
    column.amountPositiveCheck('deposit_orders', table),
  ],
);

/** Every gateway callback as received, verified or not (audit and dispute evidence). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: column.bigserialId(),
    gateway: text('gateway').notNull(),
    orderNo: text('order_no'),
    payload: jsonb('payload').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    createdAt: column.createdAt(),
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
    id: column.serialId(),
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
    enabled: column.enabled(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_gateways_code_key').on(table.code),
    check('payment_gateways_kind_check', sql`${table.kind} in ('signed_redirect')`),
  ],
);
