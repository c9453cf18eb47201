import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The per-order secret of our offline payment page (issue #13). The page shows where to pay and
 * takes the payer's reference; without the key a stranger who learns or guesses an order number
 * could set the reference first and block the owner's. The key is an HMAC of the order number under
 * APP_SECRET, so it needs no column and survives a restart; only the `recharge` answer (to the
 * member who created the order) carries it.
 */
export function payPageKey(secret: string, orderNo: string): string {
  return createHmac('sha256', secret).update(`pay-page:${orderNo}`).digest('base64url').slice(0, 32);
}

/** Whether `key` is the order's page key (constant time). */
export function isPayPageKey(secret: string, orderNo: string, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const expected = Buffer.from(payPageKey(secret, orderNo));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page's address as the member site opens it. */
export function payPagePath(secret: string, orderNo: string): string {
  return `/pay/${encodeURIComponent(orderNo)}?k=${payPageKey(secret, orderNo)}`;
}
