/**
 * The HTTP exchange an SMS provider makes, behind a function so tests inject a fake one and no
 * test ever reaches a real provider. The real one is `fetch` with a timeout.
 */
export interface SmsHttpRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SmsHttpResponse {
  status: number;
  body: string;
}

export type SmsHttpTransport = (request: SmsHttpRequest) => Promise<SmsHttpResponse>;

const TIMEOUT_MS = 10_000;

export const fetchSmsTransport: SmsHttpTransport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
};

/** What one send came to: the provider's message id, or the reason it failed (kept on the delivery row). */
export type SmsSendResult = { ok: true; messageId: string } | { ok: false; error: string };

/** One verification code to send: the template of `purpose` with the code as its parameter. */
export interface SmsSendInput {
  purpose: string;
  /** National 11-digit mobile number. */
  mobile: string;
  code: string;
}

/** A provider as the delivery service uses it. */
export interface SmsProviderClient {
  readonly kind: string;
  send(input: SmsSendInput): Promise<SmsSendResult>;
}

/** Clock and nonce of a signed request (fixed in tests). */
export interface SigningContext {
  now: () => Date;
  nonce: () => string;
}

/** Shortens an error text for the delivery row. */
export function errorText(value: unknown): string {
  const text = value instanceof Error ? value.message : String(value);
  return text.slice(0, 500);
}

/** Runs the exchange and turns transport errors (timeouts, refused connections) into a failed result. */
export async function exchange(
  transport: SmsHttpTransport,
  request: SmsHttpRequest,
  read: (response: SmsHttpResponse) => SmsSendResult,
): Promise<SmsSendResult> {
  let response: SmsHttpResponse;
  try {
    response = await transport(request);
  } catch (error) {
    return { ok: false, error: `网络错误：${errorText(error)}` };
  }
  try {
    return read(response);
  } catch {
    return { ok: false, error: `HTTP ${response.status}：无法解析应答 ${response.body.slice(0, 200)}` };
  }
}
