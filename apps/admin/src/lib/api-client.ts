import { readEnvelope } from '@app/shared/contracts';
import type { z } from 'zod';
import { zh } from '../locales/zh-CN';
import { toastError } from './feedback';
import { clearToken, getToken } from './session';

/**
 * The back office's one API client (CONVENTIONS rule 11).
 *
 * - Base `/api/admin`, JSON, `Authorization: Bearer <staff token>` from session storage.
 * - Every answer is `{ code, message, msg, data }`; code 200 is success and `data` is parsed with
 *   the contract's zod schema (what the server did not declare is not trusted).
 * - 401: the token is dropped (the route guard then opens the sign-in page) with one toast.
 * - 403: '没有权限执行此操作'.
 * - Other failures reject with the server's message; it is toasted unless the caller is `silent`
 *   (queries show it in their error state instead).
 */
export const API_BASE = '/api/admin';
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
}

/** A successful answer: the parsed data and the server's message (shown after actions). */
export interface ApiResult<T> {
  data: T;
  message: string;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The session ended on the server (or never existed): drop it once and say so once. */
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

async function send(method: 'GET' | 'POST', url: string, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() };
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    // Fastify refuses an empty JSON body: actions without fields send {}.
    body = JSON.stringify(options.body ?? {});
  }
  try {
    return await fetch(url, { method, headers, body, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return fail(new ApiError(0, zh.common.networkError), options.silent);
  }
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<z.output<S>>> {
  const response = await send(method, buildUrl(path, options.query), options);
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
  if (response.status === 403 || code === 403) return fail(new ApiError(403, zh.common.forbidden), options.silent);
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

/** The file name of a download, from `content-disposition`, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * `?format=csv` of a list: fetched with the staff token (a plain link would carry none), then
 * saved through an object URL. A JSON answer is an error envelope and is shown as one.
 */
export async function downloadCsv(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await send('GET', buildUrl(path, { ...query, page: undefined, format: 'csv' }), {});
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 401) {
    endSession();
    throw new ApiError(401, zh.auth.sessionExpired);
  }
  if (response.status === 403) return fail(new ApiError(403, zh.common.forbidden), false);
  if (!response.ok || !type.includes('text/csv')) {
    let message = zh.common.serverError(response.status);
    try {
      const envelope = readEnvelope(await response.json());
      if (envelope?.code === 401) {
        endSession();
        throw new ApiError(401, zh.auth.sessionExpired);
      }
      if (envelope?.message) message = envelope.message;
    } catch (error) {
      if (isApiError(error)) throw error;
    }
    return fail(new ApiError(response.status, message), false);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, `${fallbackName}.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
