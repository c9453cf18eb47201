import { formatFen, parseAmountToFen } from '@app/shared/money';
import { hmacHex, randomDigits, safeEqual } from '../../lib/crypto';
import type { GatewayOrder, GatewayVerification, PaymentGateway } from './payment-gateway';

export const SANDBOX_GATEWAY_CODE = 'sandbox';
export const SANDBOX_MERCHANT_ID = 'SANDBOX-MERCHANT';
/** Where the sandbox gateway notifies us (relative to this server). */
export const SANDBOX_NOTIFY_PATH = '/api/payments/notify/sandbox';

/** Sends a form-encoded server-to-server notification and returns the status and body text. */
export type CallbackSender = (url: string, form: Record<string, string>) => Promise<{ status: number; body: string }>;

/** The default sender: a real HTTP request, 10 s timeout. Never called inside a database transaction. */
export const fetchCallbackSender: CallbackSender = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

/**
 * The string the sandbox signs: every field except `sign`, sorted by name, as `key=value` joined
 * with '&' (the usual scheme of Chinese payment gateways).
 */
export function sandboxSigningString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('&');
}

/** HMAC-SHA256 (hex) of the signing string with the sandbox secret. */
export function signSandboxFields(secret: string, fields: Record<string, string>): string {
  return hmacHex(secret, sandboxSigningString(fields));
}

/**
 * The built-in sandbox gateway (platform-rules §5): on in demo mode, absent in production mode.
 * Its cashier page (`/sandbox-pay/{order_no}`) stands in for a real gateway's; its "pay" button
 * makes the same signed server-to-server notification a real gateway would.
 */
export class SandboxGateway implements PaymentGateway {
  readonly code = SANDBOX_GATEWAY_CODE;
  readonly merchantId = SANDBOX_MERCHANT_ID;
  /** Replaceable: tests route the notification through `app.inject` instead of the network. */
  sendCallback: CallbackSender = fetchCallbackSender;

  constructor(private readonly secret: string) {}

  async createPayment(order: GatewayOrder): Promise<{ payUrl: string }> {
    return { payUrl: `/sandbox-pay/${encodeURIComponent(order.orderNo)}` };
  }

  /** The signed notification the cashier page sends for an order (status 'paid' unless told). */
  buildCallback(
    order: { orderNo: string; amountFen: bigint },
    options: { status?: 'paid' | 'failed'; now?: Date; merchantId?: string } = {},
  ): Record<string, string> {
    const fields: Record<string, string> = {
      merchant_id: options.merchantId ?? this.merchantId,
      order_no: order.orderNo,
      amount: formatFen(order.amountFen),
      status: options.status ?? 'paid',
      trade_no: `SBX${randomDigits(16)}`,
      paid_at: String(Math.floor((options.now ?? new Date()).getTime() / 1000)),
    };
    return { ...fields, sign: signSandboxFields(this.secret, fields) };
  }

  verifyCallback(payload: Record<string, unknown>): GatewayVerification {
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
    // Constant-time comparison (platform-rules §5); the expected value is always 64 hex digits.
    if (!safeEqual(signSandboxFields(this.secret, fields), sign.toLowerCase())) {
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
}
