import { formatFen } from '@app/shared/money';
import { randomDigits } from '../../lib/crypto';
import type { GatewayOrder, GatewayVerification, PaymentGateway } from './payment-gateway';
import { signFields, signingString, verifySignedNotification } from './signed-fields';

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

/** The string the sandbox signs (the shared scheme of `signed-fields.ts`). */
export const sandboxSigningString = signingString;

/** HMAC-SHA256 (hex) of the signing string with the sandbox secret. */
export const signSandboxFields = signFields;

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
    return verifySignedNotification(this.secret, payload);
  }
}
