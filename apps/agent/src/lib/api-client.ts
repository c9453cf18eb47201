import { readEnvelope } from '@app/shared/contracts';
import type { z } from 'zod';
import { zh } from '../locales/zh-CN';
import { toastError } from './feedback';
import { clearToken, getToken } from './session';

/**
 * The portal's one API client (CONVENTIONS rule 11), shaped like the back office's.
 *
 * - Base `/api/agent-portal`, JSON, `Authorization: Bearer <portal token>` from session storage.
 * - Every answer is `{ code, message, msg, data }`; code 200 is success and `data` is parsed with
 *   the contract's zod schema.
 * - 401: the token is dropped (the route guard then opens the login page) with one toast.
 * - Other failures reject with the server's message; toasted unless the caller is `silent`.
 */
export const API_BASE = '/api/agent-portal';
const TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for any failure of a call. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return zh.common.networkError;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** No toast on failure (the caller shows the error). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Another base than the portal's (the captcha is the member API's). */
  base?: string;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

export function buildUrl(path: string, query?: Query, base = API_BASE): string {
  const url = `${base}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function endSession(): void {
  if (getToken() !== null) {
    clearToken();
    toastError(zh.auth.sessionExpired, 'session-expired');
  }
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) toastError(error.message);
  throw error;
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<z.output<S>>> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.base), { method, headers, body, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return fail(new ApiError(0, zh.common.networkError), options.silent);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const envelope = readEnvelope(json);
  const code = envelope ? envelope.code : response.status;
  if (response.status === 401 || code === 401) {
    endSession();
    throw new ApiError(401, zh.auth.sessionExpired);
  }
  if (!envelope) return fail(new ApiError(response.status, zh.common.serverError(response.status)), options.silent);
  if (code !== 200 || !response.ok)
    return fail(new ApiError(code, envelope.message || zh.common.failed), options.silent);
  const data = schema.safeParse(envelope.data);
  if (!data.success) {
    console.error(`unexpected answer from ${path}`, data.error);
    return fail(new ApiError(500, zh.common.badAnswer), options.silent);
  }
  return { data: data.data, message: envelope.message };
}

export const apiClient = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, options),
};
