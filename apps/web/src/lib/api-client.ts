import { readEnvelope, type Check } from '@app/shared/checks';
import { clearSession, getToken, subscribeSession } from './session';

/**
 * The one API client of the member site (CONVENTIONS rule 11, spec-1 §7 and §8).
 *
 * - Base `/api`, JSON bodies, `Authorization: Bearer <token>` when logged in, 30 s timeout.
 * - Every answer is `{ code, message, msg, data }`; success is code 200, or the code the caller
 *   names (0 for `gerRechargeAisle` and `recharge`).
 * - Every call names the check of its response contract (`@app/shared/checks`: the zod contract of
 *   `@app/shared/contracts` as JSON Schema, so zod stays out of the first screen, decision 0015) and
 *   `data` is parsed with it (what the server did not declare is not trusted). A zod schema works too. An answer that does not match rejects with
 *   an `ApiError` of kind 'invalid' and shows nothing (the screen shows its error state).
 * - Non-success: error toast with `message || msg` (unless the caller is `silent`) and a rejected
 *   `ApiError`.
 * - 401 (HTTP status or body code): one alert, auth data cleared, go to /login: once, even when
 *   several requests fail together.
 * - Network failure or timeout: nothing is shown (spec-1 §8 "only hides the loading indicator");
 *   the promise rejects with an `ApiError` of kind 'network' or 'timeout'.
 */

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 30_000;
export const SUCCESS_CODE = 200;
export const UNAUTHORIZED_CODE = 401;

/** 'invalid': a success answer whose data does not match the call's contract. */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted' | 'invalid';

export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A successful answer: the server's message (for success toasts) and its data, parsed with the call's contract. */
export interface ApiAnswer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /**
   * JSON body for POST; FormData is sent as multipart (avatar upload). Each call checks its body
   * against the request schema the server validates it with:
   * `body: { ... } satisfies z.input<typeof WithdrawRequestSchema>` (or a parameter of that type).
   */
  body?: Record<string, unknown> | FormData;
  /**
   * Query string for GET (`registerNote?mobile=`), checked the same way against the route's query
   * schema. Empty values are left out.
   */
  query?: Record<string, QueryValue>;
  /** Code that means success: 200 unless told (0 for the two deposit calls). */
  successCode?: number;
  /** No error toast on a non-success answer (the caller shows its own message or none). */
  silent?: boolean;
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export { readEnvelope };

export type Outcome =
  | { kind: 'success'; answer: ApiAnswer }
  | { kind: 'unauthorized'; error: ApiError }
  | { kind: 'failure'; error: ApiError }
  | { kind: 'network'; error: ApiError };

/**
 * Decides what an HTTP answer means (pure; the tests drive it). `body` is the parsed JSON or
 * `undefined` when the body was not JSON.
 */
export function interpretAnswer(status: number, body: unknown, successCode: number): Outcome {
  const envelope = readEnvelope(body);
  if (status === UNAUTHORIZED_CODE || envelope?.code === UNAUTHORIZED_CODE) {
    return {
      kind: 'unauthorized',
      error: new ApiError('server', UNAUTHORIZED_CODE, envelope?.message ?? '', envelope?.data),
    };
  }
  // A proxy error page or an empty body is treated like a network failure: nothing to show.
  if (!envelope) {
    return { kind: 'network', error: new ApiError('network', status, '') };
  }
  if (envelope.code === successCode && status >= 200 && status < 300) {
    return { kind: 'success', answer: envelope };
  }
  return {
    kind: 'failure',
    error: new ApiError('server', envelope.code, envelope.message, envelope.data),
  };
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  clearSession: () => void;
  /** Error toast for a failed answer. */
  showError: (message: string) => void;
  /** Blocking notice before leaving for /login (window.alert in the browser). */
  alertUnauthorized: () => void;
  goToLogin: () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** `schema` is the contract of `data`: its check from `@app/shared/checks` (or a zod schema). */
export type ApiCall = <T>(path: string, schema: Check<T>, options?: RequestOptions) => Promise<ApiAnswer<T>>;

export interface ApiClient {
  get: ApiCall;
  post: ApiCall;
  /** A new login starts a new session: the next 401 is handled again. */
  resetUnauthorized: () => void;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  // Set when a 401 has been handled; several requests failing at once give one alert.
  let unauthorizedHandled = false;

  function handleUnauthorized(sentToken: string | null): void {
    if (unauthorizedHandled) return;
    // A late answer to a request of a session that has already ended (logout, new login).
    if (sentToken !== null && sentToken !== deps.getToken()) return;
    unauthorizedHandled = true;
    deps.alertUnauthorized();
    deps.clearSession();
    deps.goToLogin();
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: Check<T>,
    options: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const token = deps.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (method === 'POST') {
      if (options.body instanceof FormData) {
        body = options.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body ?? {});
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = deps.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? API_TIMEOUT_MS);
    const onCallerAbort = (): void => controller.abort();
    if (options.signal) {
      if (options.signal.aborted) controller.abort();
      else options.signal.addEventListener('abort', onCallerAbort, { once: true });
    }

    let status: number;
    let parsed: unknown;
    try {
      const response = await deps.fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      status = response.status;
      try {
        parsed = await response.json();
      } catch {
        parsed = undefined;
      }
    } catch {
      const kind: ApiErrorKind = timedOut ? 'timeout' : options.signal?.aborted ? 'aborted' : 'network';
      throw new ApiError(kind, 0, '');
    } finally {
      deps.clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    const outcome = interpretAnswer(status, parsed, options.successCode ?? SUCCESS_CODE);
    switch (outcome.kind) {
      case 'success': {
        const data = schema.safeParse(outcome.answer.data);
        if (!data.success) {
          console.error(`unexpected answer from ${path}`, data.error);
          throw new ApiError('invalid', outcome.answer.code, '', outcome.answer.data);
        }
        return { ...outcome.answer, data: data.data };
      }
      case 'unauthorized':
        handleUnauthorized(token);
        throw outcome.error;
      case 'failure':
        if (!options.silent && outcome.error.message) deps.showError(outcome.error.message);
        throw outcome.error;
      case 'network':
        throw outcome.error;
    }
  }

  return {
    get: (path, schema, options) => request('GET', path, schema, options),
    post: (path, schema, options) => request('POST', path, schema, options),
    resetUnauthorized: () => {
      unauthorizedHandled = false;
    },
  };
}

/** What the browser instance shows; the app fills these in at start (app/setup.ts). */
export interface ApiClientUi {
  showError: (message: string) => void;
  unauthorizedMessage: string;
  goToLogin: () => void;
}

const ui: ApiClientUi = {
  showError: () => undefined,
  // Filled from the message catalogue at start (locales/zh-CN.ts `auth.sessionExpired`).
  unauthorizedMessage: '',
  goToLogin: () => {
    window.location.hash = '#/login';
  },
};

export function configureApiClient(config: Partial<ApiClientUi>): void {
  Object.assign(ui, config);
}

export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken,
  clearSession,
  showError: (message) => ui.showError(message),
  alertUnauthorized: () => window.alert(ui.unauthorizedMessage),
  goToLogin: () => ui.goToLogin(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    if (typeof handle === 'number') window.clearTimeout(handle);
  },
});

// A stored token after a 401 means the member logged in again: handle the next 401 too.
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    if (getToken()) apiClient.resetUnauthorized();
  });
}
