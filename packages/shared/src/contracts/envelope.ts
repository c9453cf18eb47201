import { z } from 'zod';

/** Success code of almost every endpoint (platform-rules §1). */
export const SUCCESS_CODE = 200;
/** Success code of `gerRechargeAisle` and `recharge` (spec-2 §7). */
export const DEPOSIT_SUCCESS_CODE = 0;

/** Envelope codes the server sends. */
export const ResponseCode = {
  ok: 200,
  depositOk: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** A business rule refused the request (HTTP 200). */
  refused: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

/** Every answer: `{ code, message, msg, data }`; `message` and `msg` carry the same text. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    msg: z.string(),
    data,
  });
}

export const ErrorEnvelopeSchema = envelopeOf(z.null());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  message: string;
  msg: string;
  data: T;
}

// Read by both apps without zod: it lives with the answer checks (decision 0015).
export { readEnvelope, type EnvelopeReading } from '../checks/envelope';

/** Money in answers: a string with exactly two decimals ('1234.50'). */
export const MoneyStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** Times in answers: 'YYYY-MM-DD HH:mm:ss' in the site time zone. */
export const DateTimeStringSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** Laravel-style page (platform-rules §1). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/** Date filter: 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days (default 4). */
export const DateFilterSchema = z.coerce.number().int().min(1).max(4).default(4);

export const PageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);
