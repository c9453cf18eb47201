/**
 * The interface every online payment gateway implements (platform-rules §5). A gateway turns a
 * new order into a place the member pays at, and turns the gateway's server-to-server
 * notification into a verified statement the deposit service can credit.
 *
 * `createPayment` may call the gateway over the network: the service calls it only after the
 * order's transaction has committed (ARCHITECTURE.md "Money path": no network inside a
 * transaction). `verifyCallback` must not touch the database.
 */
export interface PaymentGateway {
  /** Matches `recharge_channels.gateway` and the notify path `/api/payments/notify/{code}`. */
  readonly code: string;
  /** Our merchant id at this gateway; a notification for another merchant is refused. */
  readonly merchantId: string;
  createPayment(order: GatewayOrder): Promise<{ payUrl: string }>;
  verifyCallback(payload: Record<string, unknown>, headers: Record<string, unknown>): GatewayVerification;
  /**
   * Whether a notification from this address is taken at all (the gateway's published addresses);
   * absent = any address (the signature still decides).
   */
  allowsNotifyFrom?(ip: string): boolean;
}

export interface GatewayOrder {
  orderNo: string;
  amountFen: bigint;
  expiresAt: Date;
}

/** What a verified notification states; the service compares it with the order. */
export interface VerifiedCallback {
  valid: true;
  orderNo: string;
  amountFen: bigint;
  /** Normalised: only 'paid' credits an order. */
  status: 'paid' | 'failed';
  merchant: string;
  tradeNo: string;
}

export interface InvalidCallback {
  valid: false;
  /** 'malformed' (fields missing or unreadable) or 'bad_signature'. */
  reason: 'malformed' | 'bad_signature';
  /** The order number the payload claims, for the callback log. */
  orderNo?: string | undefined;
}

export type GatewayVerification = VerifiedCallback | InvalidCallback;

/** The gateways this app instance can use, by code. */
export interface PaymentGateways {
  /** A gateway that takes new orders now (enabled; the sandbox only in demo mode). */
  get(code: string): PaymentGateway | undefined;
  /** True when staff configured this gateway and switched it off (new orders are refused). */
  isDisabled(code: string): boolean;
}
