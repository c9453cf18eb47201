/**
 * The interface every payout channel that is not manual implements (decision 0031), beside the
 * deposit side's `PaymentGateway`. `submitPayout` and `queryPayout` call the channel over the
 * network: the payouts service calls them only after its transaction has committed.
 * `verifyCallback` must not touch the database.
 */
export interface PayoutGateway {
  /** Our merchant id at the channel: a callback for another merchant is refused. */
  readonly merchantId: string;
  submitPayout(order: PayoutSubmission): Promise<PayoutSubmitOutcome>;
  queryPayout(payoutNo: string): Promise<PayoutQueryOutcome>;
  verifyCallback(payload: unknown): PayoutCallbackVerification;
}

export interface PayoutSubmission {
  payoutNo: string;
  amountFen: bigint;
  payeeName: string;
  payeeBank: string;
  payeeAccount: string;
}

/**
 * accepted: the channel took the order (processing); failed: a definite refusal (nothing will be
 * paid); unknown: no usable answer (timeout, error, unsigned reply) — the order stays processing
 * and the query job asks again.
 */
export type PayoutSubmitOutcome =
  { outcome: 'accepted' } | { outcome: 'failed'; reason: string } | { outcome: 'unknown'; reason: string };

export type PayoutQueryOutcome =
  | { status: 'paid'; tradeNo: string }
  | { status: 'failed'; reason: string }
  | { status: 'processing' }
  | { status: 'not_found' }
  | { status: 'unknown'; reason: string };

export type PayoutCallbackVerification =
  | {
      valid: true;
      payoutNo: string;
      merchant: string;
      amountFen: bigint;
      status: 'paid' | 'failed';
      tradeNo: string;
      message: string;
    }
  | { valid: false; reason: 'malformed' | 'bad_signature'; payoutNo?: string | undefined };

/** Sends a form-encoded request and returns the status and body text (replaceable in tests). */
export type PayoutTransport = (url: string, form: Record<string, string>) => Promise<{ status: number; body: string }>;

/** The default transport: a real HTTP request with a 10 s timeout. Never called inside a transaction. */
export const fetchPayoutTransport: PayoutTransport = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};
