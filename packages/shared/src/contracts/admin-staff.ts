import { z } from 'zod';
import { envelopeOf } from './envelope';
import { adminDateRangeFields, adminListFields, adminPageOf, optionalField } from './admin-common';
import { textField } from './fields';

/** `POST /api/admin/login`: password, then the 6-digit TOTP code (or enrolment on first sign-in). */
export const StaffLoginRequestSchema = z.object({
  username: z.string().min(1).max(40),
  password: z.string().min(1).max(128),
  totp: textField(8),
});
export const StaffLoginResultSchema = z.object({
  token: z.string(),
  /** Set when the account has no TOTP yet: scan the QR code and sign in again with a code. */
  enrol: z.object({ otpauth_url: z.string(), qr_image: z.string(), secret: z.string() }).nullable(),
  staff: z.object({ id: z.number().int(), username: z.string(), role: z.string() }).nullable(),
});
export const StaffLoginResponseSchema = envelopeOf(StaffLoginResultSchema);

export const StaffMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  role_name: z.string(),
  permissions: z.array(z.string()),
});
export const StaffMeResponseSchema = envelopeOf(StaffMeSchema);

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  status: z.string(),
  totp_enrolled: z.boolean(),
  last_login_at: z.string(),
  last_login_ip: z.string(),
  created_at: z.string(),
});
export const StaffListResponseSchema = envelopeOf(z.array(StaffAccountSchema));

export const CreateStaffRequestSchema = z.object({
  username: z.string().regex(/^[A-Za-z0-9_]{3,32}$/, { message: '用户名为3-32位字母、数字或下划线' }),
  password: z.string().min(10, { message: '密码至少10位' }).max(128),
  role: z.enum(['super_admin', 'finance', 'customer_service', 'content', 'risk']),
});

export const UpdateStaffRequestSchema = z.object({
  role: z.enum(['super_admin', 'finance', 'customer_service', 'content', 'risk']).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  reset_totp: z.boolean().optional(),
  password: z.string().min(10, { message: '密码至少10位' }).max(128).optional(),
});

export const AuditQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  staff: optionalField(z.string().trim().max(40, { message: '操作人最多40个字符' })),
  action: optionalField(z.string().trim().max(60, { message: '操作最多60个字符' })),
  target_type: optionalField(z.string().trim().max(40, { message: '对象类型最多40个字符' })),
  target_id: optionalField(z.string().trim().max(60, { message: '对象编号最多60个字符' })),
});
export const AuditEntrySchema = z.object({
  id: z.string(),
  staff_username: z.string(),
  action: z.string(),
  /** The action's Chinese label (issue #21); an unknown old code shows as itself. */
  action_label: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export const AuditPageResponseSchema = envelopeOf(adminPageOf(AuditEntrySchema));
