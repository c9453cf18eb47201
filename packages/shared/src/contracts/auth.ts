import { z } from 'zod';
import { envelopeOf } from './envelope';
import { intEnum, textField } from './fields';

/** `GET /api/captcha`: a 4-digit image captcha, one use, 5 minutes. */
export const CaptchaSchema = z.object({
  captcha_id: z.string(),
  /** data:image/svg+xml;base64,… 120x37 */
  image: z.string(),
});
export const CaptchaResponseSchema = envelopeOf(CaptchaSchema);

/** `POST /api/login_pc` (type 1 account + captcha, type 2 phone + SMS code). */
export const LoginRequestSchema = z.object({
  type: intEnum([1, 2] as const).default(1),
  name: textField(32),
  password: textField(64),
  auth_code: textField(12),
  captcha_id: textField(64),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** `POST /api/register` (type 1 account + captcha, type 2 phone + SMS code). */
export const RegisterRequestSchema = z.object({
  type: intEnum([1, 2] as const).default(1),
  name: textField(32),
  password: textField(64),
  confirmPass: textField(64),
  realname: textField(40),
  paypassword: textField(32),
  auth_code: textField(12),
  captcha_id: textField(64),
  /** Referrer member id; an unknown one is ignored. */
  pid: textField(20),
  /** The member confirms being 18 or older (platform-rules §10). */
  adult: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('true')])
    .optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const TokenSchema = z.object({ api_token: z.string() });
export type Token = z.infer<typeof TokenSchema>;
export const TokenResponseSchema = envelopeOf(TokenSchema);

/** `GET /api/registerNote?mobile=`: sends a 6-digit SMS code. */
export const RegisterNoteQuerySchema = z.object({
  mobile: textField(20),
  /** What the code is for (register, login, bind_phone): picks the provider's template; register when absent. */
  purpose: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['register', 'login', 'bind_phone'], { error: '短信用途不正确' }).optional(),
  ),
});

/** `POST /api/editPassword`: `password` is the old one, `paypassword` the new one (spec-1 §7). */
export const EditPasswordRequestSchema = z.object({
  password: textField(64),
  paypassword: textField(64),
  /** Confirmation, when the client sends it. */
  confirmPass: textField(64),
});

export const EmptySchema = z.null();
export const EmptyResponseSchema = envelopeOf(EmptySchema);
