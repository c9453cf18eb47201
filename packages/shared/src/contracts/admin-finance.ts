import { z } from 'zod';
import {
  adminDateRangeFields,
  AdminIdSchema,
  adminListFields,
  adminPageOf,
  AdminReasonSchema,
  optionalField,
} from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

const memberFilterFields = {
  member_id: optionalField(AdminIdSchema),
  /** Exact account name, case-insensitive. */
  username: optionalField(z.string().trim().max(40)),
};

// ---- deposits -----------------------------------------------------------------------------------

/** `GET /api/admin/deposits`. `awaiting_review=1`: offline orders in state 0 with a transfer reference. */
export const AdminDepositListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  ...memberFilterFields,
  sort: z.enum(['created_at', 'amount', 'paid_at']).default('created_at'),
  /** 0 pending payment, 1 credited, 2 refused, 3 timed out. */
  state: optionalField(z.coerce.number().int().min(0).max(3)),
  order_no: optionalField(z.string().trim().max(64)),
  kind: optionalField(z.enum(['online', 'bank', 'usdt'])),
  awaiting_review: optionalField(z.enum(['0', '1'])),
});

export const AdminDepositRowSchema = z.object({
  order_no: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  /** online | bank | usdt */
  kind: z.string(),
  type_name: z.string(),
  channel_name: z.string(),
  amount: MoneyStringSchema,
  /** USDT to pay (two decimals) for USDT orders, '' otherwise. */
  crypto_amount: z.string(),
  rate: z.string(),
  state: z.number().int(),
  state_text: z.string(),
  payer_reference: z.string(),
  payer_submitted_at: z.string(),
  gateway: z.string(),
  gateway_trade_no: z.string(),
  reviewed_by: z.string(),
  review_note: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string(),
  /** Offline order not yet credited or refused: staff may confirm or refuse it. */
  can_review: z.boolean(),
});
export const AdminDepositPageResponseSchema = envelopeOf(adminPageOf(AdminDepositRowSchema));

export const AdminDepositConfirmRequestSchema = z.object({
  note: optionalField(z.string().trim().max(200, { message: '备注最多200个字' })),
});
export const AdminDepositRefuseRequestSchema = z.object({ reason: AdminReasonSchema });
/** `changed` is false when the order already was in that state (nothing moved twice). */
export const AdminDepositReviewResponseSchema = envelopeOf(
  z.object({ order_no: z.string(), state: z.number().int(), changed: z.boolean() }),
);

// ---- withdrawals --------------------------------------------------------------------------------

/** `GET /api/admin/withdrawals`. `awaiting_second=1`: pending ones with a first approval recorded. */
export const AdminWithdrawalListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  ...memberFilterFields,
  sort: z.enum(['created_at', 'amount', 'reviewed_at']).default('created_at'),
  /** 1 pending review, 2 approved, 3 refused. */
  state: optionalField(z.coerce.number().int().min(1).max(3)),
  order_no: optionalField(z.string().trim().max(64)),
  /** 1 bank card, 2 wallet. */
  type: optionalField(z.coerce.number().int().min(1).max(2)),
  awaiting_second: optionalField(z.enum(['0', '1'])),
  /** Approved withdrawals by payout: 0 awaiting payout, 1 processing, 2 paid, 3 failed (decision 0031). */
  payout_state: optionalField(z.coerce.number().int().min(0).max(3)),
});

export const AdminWithdrawalRowSchema = z.object({
  order_no: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  channel_name: z.string(),
  payee_name: z.string(),
  payee_bank: z.string(),
  /** Card number in full for staff who review withdrawals, masked (last 4) for the others; wallet addresses in full. */
  payee_account: z.string(),
  amount: MoneyStringSchema,
  rate: z.string(),
  fee: MoneyStringSchema,
  /** What the member receives in the channel's currency. */
  receive_amount: MoneyStringSchema,
  state: z.number().int(),
  state_text: z.string(),
  refuse_reason: z.string(),
  reviewed_by: z.string(),
  second_reviewed_by: z.string(),
  /** Above the threshold: who gave the first approval ('' when none yet). */
  first_approved_by: z.string(),
  needs_second_approval: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string(),
  /** Decision 0031: 0 awaiting payout, 1 processing, 2 paid, 3 failed (meaningful when state is 2, or 3 after a refund). */
  payout_state: z.number().int(),
  payout_state_text: z.string(),
  payout_channel_name: z.string(),
  payout_reference: z.string(),
  /** Why the payout failed. */
  payout_note: z.string(),
  paid_at: z.string(),
});
export const AdminWithdrawalPageResponseSchema = envelopeOf(adminPageOf(AdminWithdrawalRowSchema));

/** Answer of an approval: state 2 when paid out, state 1 with `awaiting_second` after a first approval. */
export const AdminWithdrawalReviewResponseSchema = envelopeOf(
  z.object({ order_no: z.string(), state: z.number().int(), awaiting_second: z.boolean() }),
);
export const AdminWithdrawalRefuseRequestSchema = z.object({ reason: AdminReasonSchema });

// ---- platform transfers -------------------------------------------------------------------------

/** `GET /api/admin/transfers`. */
export const AdminTransferListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  ...memberFilterFields,
  sort: z.enum(['created_at', 'amount']).default('created_at'),
  /** 0 failed, 1 success, 2 pending (outcome unknown), 3 undefined. */
  state: optionalField(z.coerce.number().int().min(0).max(3)),
  order_no: optionalField(z.string().trim().max(64)),
  platname: optionalField(z.string().trim().max(40)),
  /** 0 into the platform, 1 out of it. */
  direction: optionalField(z.coerce.number().int().min(0).max(1)),
  origin: optionalField(z.string().trim().max(20)),
});

export const AdminTransferRowSchema = z.object({
  order_no: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  platname: z.string(),
  direction: z.number().int(),
  direction_text: z.string(),
  amount: MoneyStringSchema,
  state: z.number().int(),
  state_text: z.string(),
  note: z.string(),
  attempts: z.number().int(),
  last_checked_at: z.string(),
  origin: z.string(),
  created_at: z.string(),
  settled_at: z.string(),
});
export const AdminTransferPageResponseSchema = envelopeOf(adminPageOf(AdminTransferRowSchema));

/**
 * What the platform said about one transfer, and the transfer's state afterwards.
 * `platform_answer`: success | failed | not_found | unknown (no answer: nothing may be forced).
 */
export const AdminTransferCheckSchema = z.object({
  order_no: z.string(),
  state: z.number().int(),
  state_text: z.string(),
  platform_answer: z.enum(['success', 'failed', 'not_found', 'unknown']),
  platform_reason: z.string(),
  /** True when this call moved the transfer out of pending. */
  settled: z.boolean(),
});
export const AdminTransferCheckResponseSchema = envelopeOf(AdminTransferCheckSchema);

/**
 * Force a pending transfer to a final state (0 failed, 1 success) with a reason. Allowed only when
 * the platform, asked again now, gives a definite answer that agrees with the requested state.
 */
export const AdminTransferResolveRequestSchema = z.object({
  state: z.union([z.literal(0), z.literal(1)], { error: '请选择 0（失败）或 1（成功）' }),
  reason: AdminReasonSchema,
});

// ---- ledger -------------------------------------------------------------------------------------

/** `GET /api/admin/ledger`: ledger transactions with their entries, newest first by default. */
export const AdminLedgerQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  ...memberFilterFields,
  kind: optionalField(z.string().trim().max(60)),
  reference_type: optionalField(z.string().trim().max(60)),
  reference_id: optionalField(z.string().trim().max(100)),
  idempotency_key: optionalField(z.string().trim().max(200)),
});

export const AdminLedgerEntrySchema = z.object({
  account_code: z.string(),
  /** The account in Chinese (`demo888 · 中心钱包`, `平台 · 充值清算（通道 3）`, issue #21). */
  account_label: z.string(),
  owner_type: z.string(),
  member_id: z.number().int().nullable(),
  /** The member's account name for a member account, '' otherwise. */
  username: z.string(),
  account_kind: z.string(),
  subject: z.string(),
  amount: MoneyStringSchema,
  balance_after: MoneyStringSchema,
});
export const AdminLedgerTransactionSchema = z.object({
  id: z.number().int(),
  idempotency_key: z.string(),
  kind: z.string(),
  /** The kind's Chinese label (reversals 冲正·…; an unknown kind shows as itself). */
  kind_label: z.string(),
  reference_type: z.string(),
  reference_id: z.string(),
  actor_type: z.string(),
  actor_id: z.string(),
  memo: z.string(),
  reverses_transaction_id: z.number().int().nullable(),
  created_at: z.string(),
  entries: z.array(AdminLedgerEntrySchema),
});
export const AdminLedgerPageResponseSchema = envelopeOf(adminPageOf(AdminLedgerTransactionSchema));

/** The ledger check's report: the four invariants of platform-rules §3. */
export const AdminLedgerCheckReportSchema = z.object({
  ok: z.boolean(),
  checked_at: z.string(),
  totals: z.object({ accounts: z.number().int(), transactions: z.number().int(), entries: z.number().int() }),
  invariants: z.array(
    z.object({
      name: z.string(),
      ok: z.boolean(),
      violations: z.array(z.string()),
      violation_count: z.number().int(),
    }),
  ),
});
export type AdminLedgerCheckReport = z.infer<typeof AdminLedgerCheckReportSchema>;

/** One ledger check run (decision 0020): it runs in the background; staff poll its progress. */
export const AdminLedgerCheckRunSchema = z.object({
  id: z.number().int(),
  /** running, passed, failed (an invariant is broken) or error (the check stopped; run it again). */
  state: z.enum(['running', 'passed', 'failed', 'error']),
  /** transactions, accounts, business (money tables) or done. */
  phase: z.string(),
  rows_checked: z.number().int(),
  rows_total: z.number().int(),
  started_by: z.string(),
  started_at: z.string(),
  /** Empty while running. */
  finished_at: z.string(),
  /** Why the check stopped (state error), else empty. */
  error: z.string(),
  report: AdminLedgerCheckReportSchema.nullable(),
});
export type AdminLedgerCheckRun = z.infer<typeof AdminLedgerCheckRunSchema>;
/** `POST /api/admin/ledger/check` (starts one, or answers the one running) and `GET /api/admin/ledger/check/:id`. */
export const AdminLedgerCheckRunResponseSchema = envelopeOf(AdminLedgerCheckRunSchema);
/** `GET /api/admin/ledger/check`: the latest run, or null when none ever ran. */
export const AdminLedgerCheckLatestResponseSchema = envelopeOf(AdminLedgerCheckRunSchema.nullable());
