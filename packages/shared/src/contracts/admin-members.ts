import { z } from 'zod';
import { amountSchema } from '../money';
import {
  adminDateRangeFields,
  AdminDaySchema,
  AdminIdSchema,
  adminListFields,
  adminPageOf,
  AdminReasonSchema,
  optionalField,
} from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

// ---- list and profile ---------------------------------------------------------------------------

/** `GET /api/admin/members`: search by id, username or mobile (partial), status, VIP level, registration days. */
export const AdminMemberListQuerySchema = z.object({
  ...adminListFields,
  sort: z.enum(['id', 'created_at', 'last_login_at', 'paysum', 'vip_level', 'balance']).default('id'),
  id: optionalField(AdminIdSchema),
  /** Part of the account name, case-insensitive. */
  username: optionalField(z.string().trim().max(40)),
  /** Part of the mobile number. */
  mobile: optionalField(z.string().trim().max(20)),
  status: optionalField(z.enum(['active', 'frozen'])),
  vip_level: optionalField(z.coerce.number().int().min(0).max(10_000)),
  registered_from: optionalField(AdminDaySchema),
  registered_to: optionalField(AdminDaySchema),
  /**
   * Responsible play (decision 0032): `exclude` leaves out members in a time-out or self-exclusion (for
   * promotion and message lists), `only` lists just them.
   */
  play_restricted: optionalField(z.enum(['exclude', 'only'], { error: '只能是 exclude 或 only' })),
});
export type AdminMemberListQuery = z.input<typeof AdminMemberListQuerySchema>;

export const AdminMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** active | frozen */
  status: z.string(),
  vip_level: z.number().int(),
  vip_name: z.string(),
  paysum: MoneyStringSchema,
  /** Main wallet balance. */
  balance: MoneyStringSchema,
  is_agent: z.number().int(),
  referrer_id: z.number().int().nullable(),
  register_ip: z.string(),
  created_at: z.string(),
  last_login_at: z.string(),
  last_login_ip: z.string(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;
export const AdminMemberPageResponseSchema = envelopeOf(adminPageOf(AdminMemberRowSchema));

/** A balance adjustment (state 0 waiting for a second approver, 1 applied, 2 rejected). */
export const AdminAdjustmentSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  /** Absolute amount. */
  amount: MoneyStringSchema,
  reason: z.string(),
  /** Turnover multiple applied to a credit ('0' for none). */
  turnover_multiple: z.string(),
  state: z.number().int(),
  state_text: z.string(),
  requested_by: z.string(),
  /** Who approved or rejected it ('' while waiting, or when it applied at once below the threshold). */
  decided_by: z.string(),
  created_at: z.string(),
  decided_at: z.string(),
});
export type AdminAdjustment = z.infer<typeof AdminAdjustmentSchema>;

export const AdminMemberProfileSchema = z.object({
  member: AdminMemberRowSchema.extend({
    /** 0 transfer mode, 1 transfer-free mode. */
    transfer_status: z.number().int(),
    mobile_verified: z.boolean(),
    has_pay_password: z.boolean(),
    referrer_username: z.string(),
    /** '' when not locked. */
    login_locked_until: z.string(),
    pay_password_locked_until: z.string(),
    active_sessions: z.number().int(),
  }),
  balances: z.object({
    main: MoneyStringSchema,
    withdrawal_hold: MoneyStringSchema,
    /**
     * One row per game platform. `ledger`: held in our ledger (house); `platform`: asked from the
     * platform just now; `unavailable`: the platform did not answer (balance null).
     */
    platforms: z.array(
      z.object({
        platname: z.string(),
        name: z.string(),
        balance: MoneyStringSchema.nullable(),
        source: z.enum(['ledger', 'platform', 'unavailable']),
      }),
    ),
    /** Transfers of this member whose outcome is still unknown (state 2). */
    pending_transfers: z.number().int(),
  }),
  turnover: z.object({
    outstanding: MoneyStringSchema,
    total_required: MoneyStringSchema,
    total_valid_bet: MoneyStringSchema,
  }),
  /** Bank cards, live and unbound, card numbers masked except the last 4 digits. */
  cards: z.array(
    z.object({
      id: z.number().int(),
      bank_name: z.string(),
      branch: z.string(),
      owner_name: z.string(),
      card_number: z.string(),
      created_at: z.string(),
      /** '' while bound. */
      deleted_at: z.string(),
    }),
  ),
  usdt_addresses: z.array(
    z.object({
      id: z.number().int(),
      protocol: z.string(),
      address: z.string(),
      created_at: z.string(),
      deleted_at: z.string(),
    }),
  ),
  /** The last 20 login attempts, newest first. */
  logins: z.array(
    z.object({
      created_at: z.string(),
      ip: z.string(),
      method: z.string(),
      succeeded: z.boolean(),
      user_agent: z.string(),
    }),
  ),
  /** Staff notes, newest first (at most 100). */
  notes: z.array(
    z.object({ id: z.number().int(), staff_username: z.string(), note: z.string(), created_at: z.string() }),
  ),
  /** The last 20 balance adjustments. */
  adjustments: z.array(AdminAdjustmentSchema),
});
export type AdminMemberProfile = z.infer<typeof AdminMemberProfileSchema>;
export const AdminMemberProfileResponseSchema = envelopeOf(AdminMemberProfileSchema);

// ---- actions ------------------------------------------------------------------------------------

/** Freeze or unfreeze a member; the reason goes to the audit log. */
export const AdminMemberStatusRequestSchema = z.object({ reason: AdminReasonSchema });

/** The member's status after the change and how many sessions ended. */
export const AdminMemberStatusResponseSchema = envelopeOf(
  z.object({ status: z.string(), sessions_ended: z.number().int() }),
);

/** Reset the login password: the given one (6-16 letters and digits) or a generated one when empty. */
export const AdminResetPasswordRequestSchema = z.object({
  password: optionalField(z.string().regex(/^[A-Za-z0-9]{6,16}$/, { message: '新密码为6-16位字母或数字' })),
});

/** Reset the fund password: the given 6 digits or generated ones when empty. */
export const AdminResetFundPasswordRequestSchema = z.object({
  password: optionalField(z.string().regex(/^\d{6}$/, { message: '资金密码为6位数字' })),
});

/** The new password, shown once to the staff member to pass on to the member. */
export const AdminResetPasswordResponseSchema = envelopeOf(
  z.object({ password: z.string(), sessions_ended: z.number().int() }),
);

export const AdminMemberNoteRequestSchema = z.object({
  note: z
    .string({ error: '请填写备注' })
    .trim()
    .min(1, { message: '请填写备注' })
    .max(1000, { message: '备注最多1000个字' }),
});

/**
 * A balance adjustment of the member's main wallet with a mandatory reason. Credits may raise the
 * turnover requirement by amount × `turnover_multiple` (0 to 100, at most 2 decimals).
 */
export const AdminAdjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit'], { error: '请选择加款或扣款' }),
  amount: amountSchema(),
  reason: AdminReasonSchema,
  turnover_multiple: optionalField(
    z
      .union([z.number(), z.string()])
      .transform((value) => String(value).trim())
      .pipe(
        z
          .string()
          .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: '打码倍数为0-100，最多两位小数' })
          .refine((value) => Number(value) <= 100, { message: '打码倍数为0-100，最多两位小数' }),
      ),
  ),
});
export type AdminAdjustmentRequest = z.input<typeof AdminAdjustmentRequestSchema>;
export const AdminAdjustmentResponseSchema = envelopeOf(AdminAdjustmentSchema);

/** `GET /api/admin/adjustments`. */
export const AdminAdjustmentListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  sort: z.enum(['created_at', 'amount']).default('created_at'),
  state: optionalField(z.coerce.number().int().min(0).max(2)),
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
});
export const AdminAdjustmentPageResponseSchema = envelopeOf(adminPageOf(AdminAdjustmentSchema));

export const AdminAdjustmentRejectRequestSchema = z.object({ reason: AdminReasonSchema });

/**
 * `GET/POST /api/admin/adjustment-settings`: the single-approval limit of balance adjustments.
 * An adjustment whose amount, plus what the same staff member applied alone to the same member
 * today, is above it waits for a second staff member.
 */
export const AdminAdjustmentSettingsSchema = z.object({ second_approval_amount: MoneyStringSchema });
export type AdminAdjustmentSettings = z.infer<typeof AdminAdjustmentSettingsSchema>;
export const AdminAdjustmentSettingsResponseSchema = envelopeOf(AdminAdjustmentSettingsSchema);
export const AdminAdjustmentSettingsUpdateSchema = z.object({ second_approval_amount: amountSchema() });
