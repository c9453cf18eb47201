import { z } from 'zod';

/**
 * Request field helpers. Forms send strings, some clients send numbers: both are accepted as text.
 * A value longer than the cap is malformed input (HTTP 400 naming the field); empty or missing
 * values pass here so the service can answer with the spec's own Chinese message.
 */
export function textField(max: number) {
  return z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .pipe(z.string().max(max))
    .optional();
}

/** An integer enum sent as a number or numeric string (`type: 1` or `type: '1'`). */
export function intEnum<const T extends readonly number[]>(values: T) {
  return z
    .union([z.number(), z.string()])
    .transform((value) => Number(value))
    .pipe(z.number().refine((value) => values.includes(value), { message: `只能是 ${values.join(' 或 ')}` }))
    .transform((value) => value as T[number]);
}

/** A positive integer id sent as a number or numeric string. */
export const idField = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,18}$/, { message: '必须是数字编号' }));
