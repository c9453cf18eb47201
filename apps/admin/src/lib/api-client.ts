/** The back office's one API client: JSON envelope `{ code, message, msg, data }`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as T;
  if (!response.ok) throw new ApiError(response.status, `请求失败（${response.status}）`);
  return body;
}

export async function apiPost<T>(path: string, payload: unknown = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new ApiError(body.code, body.message);
  return body.data;
}
