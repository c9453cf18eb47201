import { hmacHex, safeEqual } from '../../lib/crypto';

/**
 * The payout protocol's signature (decision 0031), the scheme of the deposit side
 * (`payments/signed-fields.ts`): every field except `sign`, sorted by name, as `key=value` joined
 * with '&', HMAC-SHA256 (hex) under the channel's secret. Every field is text.
 */
export function payoutSigningString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('&');
}

export function signPayoutFields(secret: string, fields: Record<string, string>): Record<string, string> {
  const unsigned = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'sign'));
  return { ...unsigned, sign: hmacHex(secret, payoutSigningString(unsigned)) };
}

export type SignedFieldsCheck =
  { valid: true; fields: Record<string, string> } | { valid: false; reason: 'malformed' | 'bad_signature' };

/**
 * Checks a signed payload: every value text, the `required` fields present and non-empty, and the
 * signature right (compared in constant time). Anything else is refused and changes nothing.
 */
export function verifyPayoutFields(secret: string, payload: unknown, required: readonly string[]): SignedFieldsCheck {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { valid: false, reason: 'malformed' };
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value !== 'string') return { valid: false, reason: 'malformed' };
    fields[key] = value;
  }
  const sign = fields.sign;
  if (!sign || required.some((key) => !fields[key])) return { valid: false, reason: 'malformed' };
  if (!safeEqual(hmacHex(secret, payoutSigningString(fields)), sign.toLowerCase())) {
    return { valid: false, reason: 'bad_signature' };
  }
  return { valid: true, fields };
}
