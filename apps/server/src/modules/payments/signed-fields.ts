import { parseAmountToFen } from '@app/shared/money';
import { hmacHex, safeEqual } from '../../lib/crypto';
import type { GatewayVerification } from './payment-gateway';

/**
 * The signature scheme most Chinese payment gateways use, shared by the sandbox and the
 * "signed redirect" gateways (decisions 0005, 0010): every field except `sign`, sorted by name, as
 * `key=value` joined with '&', signed with HMAC-SHA256 (hex) under the merchant secret.
 */
export function signingString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('&');
}

/** HMAC-SHA256 (hex) of the signing string. */
export function signFields(secret: string, fields: Record<string, string>): string {
  return hmacHex(secret, signingString(fields));
}

/**
 * Verifies a notification signed with `signFields`: `merchant_id, order_no, amount (yuan),
 * status (paid | anything else = not paid), trade_no` and `sign`, every field text. The signature
 * is compared in constant time (platform-rules §5); the merchant is compared by the caller.
 */
export function verifySignedNotification(secret: string, payload: Record<string, unknown>): GatewayVerification {
  const orderNo = typeof payload.order_no === 'string' ? payload.order_no : undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    // Signed fields are text (the notification is form-encoded); anything else is not ours.
    if (typeof value !== 'string') return { valid: false, reason: 'malformed', orderNo };
    fields[key] = value;
  }
  const { sign, merchant_id: merchant, amount, status, trade_no: tradeNo } = fields;
  if (!sign || !orderNo || !merchant || !amount || !status || !tradeNo) {
    return { valid: false, reason: 'malformed', orderNo };
  }
  // The expected value is always 64 hex digits; a sign of another length fails the same way.
  if (!safeEqual(signFields(secret, fields), sign.toLowerCase())) {
    return { valid: false, reason: 'bad_signature', orderNo };
  }
  const parsed = parseAmountToFen(amount);
  if (!parsed.ok) return { valid: false, reason: 'malformed', orderNo };
  return {
    valid: true,
    orderNo,
    amountFen: parsed.fen,
    status: status === 'paid' ? 'paid' : 'failed',
    merchant,
    tradeNo,
  };
}
