import { z } from 'zod';
import { adminDateRangeFields, adminListFields, adminPageOf, optionalField } from './admin-common';
import { envelopeOf } from './envelope';

// ---- SMS providers (issue #21, decision 0033) -------------------------------------------------

/** Providers staff may configure; the built-in outbox needs no row (it is used when none is active). */
export const SMS_PROVIDER_KINDS = ['aliyun', 'tencent'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDER_KINDS)[number];
export const SMS_PROVIDER_KIND_NAMES: Record<SmsProviderKind | 'outbox', string> = {
  outbox: '站内发件箱（演示）',
  aliyun: '阿里云短信',
  tencent: '腾讯云短信',
};

/** What a verification code is for: each has its own template at the provider. */
export const SMS_PURPOSES = ['register', 'login', 'bind_phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const SMS_PURPOSE_NAMES: Record<SmsPurpose, string> = {
  register: '注册',
  login: '短信登录',
  bind_phone: '绑定手机',
};

export const SmsPurposeSchema = z.enum(SMS_PURPOSES, { error: '短信用途不正确' });

/** A provider kind on offer: what its form asks for. */
export const AdminSmsProviderKindSchema = z.object({
  kind: z.string(),
  name: z.string(),
  /** The built-in outbox: no credentials, cannot be created. */
  builtin: z.boolean(),
  /** Whether the kind needs an application id (Tencent's SmsSdkAppId). */
  needs_app_id: z.boolean(),
});

/** A configured provider. The secret is write-only: answered as `secret_set` and its last 4. */
export const AdminSmsProviderSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  name: z.string(),
  access_key_id: z.string(),
  secret_set: z.boolean(),
  secret_last4: z.string(),
  sign_name: z.string(),
  app_id: z.string(),
  region: z.string(),
  /** Template id at the provider, per purpose. */
  templates: z.record(z.string(), z.string()),
  active: z.boolean(),
  updated_at: z.string(),
});
export type AdminSmsProvider = z.infer<typeof AdminSmsProviderSchema>;

/** `GET /api/admin/sms-providers`. */
export const AdminSmsProvidersSchema = z.object({
  kinds: z.array(AdminSmsProviderKindSchema),
  purposes: z.array(z.object({ purpose: z.string(), name: z.string() })),
  /** 'outbox' or the active provider's id. */
  active: z.union([z.literal('outbox'), z.number().int()]),
  providers: z.array(AdminSmsProviderSchema),
});
export type AdminSmsProviders = z.infer<typeof AdminSmsProvidersSchema>;
export const AdminSmsProvidersResponseSchema = envelopeOf(AdminSmsProvidersSchema);
export const AdminSmsProviderResponseSchema = envelopeOf(AdminSmsProviderSchema);

const requiredText = (max: number, label: string, pattern?: RegExp, hint?: string) => {
  let schema = z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}最多${max}个字符` });
  if (pattern) schema = schema.regex(pattern, { message: hint ?? `${label}格式不正确` });
  return schema;
};

const smsFields = {
  name: requiredText(40, '名称'),
  access_key_id: requiredText(
    128,
    'AccessKey ID / SecretId',
    /^[\x21-\x7e]+$/,
    'AccessKey ID / SecretId 只能是字母、数字或符号',
  ),
  secret: z
    .string({ error: '请填写密钥' })
    .regex(/^[\x21-\x7e]{8,256}$/, { message: '密钥应为8至256位字母、数字或符号（不含空格）' }),
  sign_name: requiredText(40, '短信签名'),
  app_id: requiredText(32, '应用 ID（SmsSdkAppId）', /^\d{1,32}$/, '应用 ID（SmsSdkAppId）应为数字'),
  region: requiredText(32, '地域', /^[a-z0-9-]{2,32}$/, '地域格式应为小写字母、数字或 -，如 ap-guangzhou'),
  template: requiredText(64, '模板 ID', /^[A-Za-z0-9_-]+$/, '模板 ID 只能是字母、数字、_ 或 -'),
};

const templatesSchema = z.object(
  {
    register: smsFields.template,
    login: smsFields.template,
    bind_phone: smsFields.template,
  },
  { error: '请填写每种用途的模板 ID' },
);

/** `POST /api/admin/sms-providers`: a new provider (inactive until activated). */
export const AdminSmsProviderCreateSchema = z
  .object({
    kind: z.enum(SMS_PROVIDER_KINDS, { error: '短信通道类型不正确' }),
    name: smsFields.name,
    access_key_id: smsFields.access_key_id,
    secret: smsFields.secret,
    sign_name: smsFields.sign_name,
    app_id: optionalField(smsFields.app_id),
    region: optionalField(smsFields.region),
    templates: templatesSchema,
  })
  .refine((value) => value.kind !== 'tencent' || value.app_id !== undefined, {
    message: '腾讯云短信需填写应用 ID（SmsSdkAppId）',
    path: ['app_id'],
  });
export type AdminSmsProviderCreate = z.input<typeof AdminSmsProviderCreateSchema>;

/** `POST /api/admin/sms-providers/:id`: any field but the kind; an empty `secret` keeps the stored one. */
export const AdminSmsProviderUpdateSchema = z.object({
  name: optionalField(smsFields.name),
  access_key_id: optionalField(smsFields.access_key_id),
  secret: optionalField(smsFields.secret),
  sign_name: optionalField(smsFields.sign_name),
  app_id: optionalField(smsFields.app_id),
  region: optionalField(smsFields.region),
  templates: optionalField(templatesSchema),
});
export type AdminSmsProviderUpdate = z.input<typeof AdminSmsProviderUpdateSchema>;

/** `POST /api/admin/sms-providers/activate`: `id` of a provider, or 'outbox' for the built-in one. */
export const AdminSmsProviderActivateSchema = z.object({
  id: z.union([z.literal('outbox'), z.number({ error: '请选择短信通道' }).int().positive()], {
    error: '请选择短信通道',
  }),
});

/** `POST /api/admin/sms-providers/:id/test`: sends a test code (000000 is never a real code). */
export const AdminSmsProviderTestSchema = z.object({
  mobile: z
    .string({ error: '请填写手机号' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, { message: '请输入正确的11位手机号' }),
  purpose: SmsPurposeSchema.default('register'),
});
export const AdminSmsDeliverySchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  purpose: z.string(),
  provider_kind: z.string(),
  provider_name: z.string(),
  /** sent | failed */
  status: z.string(),
  provider_message_id: z.string(),
  error: z.string(),
  test: z.boolean(),
  created_at: z.string(),
});
export const AdminSmsDeliveryResponseSchema = envelopeOf(AdminSmsDeliverySchema);

/** `GET /api/admin/sms-deliveries`: what the providers answered, newest first. */
export const AdminSmsDeliveryListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  mobile: optionalField(z.string().trim().max(20)),
  status: optionalField(z.enum(['sent', 'failed'], { error: '状态不正确' })),
});
export const AdminSmsDeliveryPageResponseSchema = envelopeOf(adminPageOf(AdminSmsDeliverySchema));
