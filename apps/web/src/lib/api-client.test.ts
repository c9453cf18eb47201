import { AppInfoSchema, BalanceSchema, EmptySchema, TransferResultSchema, UserInfoSchema } from '@app/shared/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient, interpretAnswer, readEnvelope, type ApiClientDeps } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function makeDeps() {
  let token: string | null = 'tok-1';
  const deps = {
    fetch: vi.fn<typeof fetch>(),
    getToken: () => token,
    clearSession: vi.fn(() => {
      token = null;
    }),
    showError: vi.fn<(message: string) => void>(),
    alertUnauthorized: vi.fn(),
    goToLogin: vi.fn(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } satisfies ApiClientDeps;
  return {
    deps,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

describe('readEnvelope', () => {
  it('reads code, message and data, falling back from message to msg', () => {
    expect(readEnvelope({ code: 200, message: '', msg: '成功', data: { a: 1 } })).toEqual({
      code: 200,
      message: '成功',
      data: { a: 1 },
    });
    expect(readEnvelope({ code: '0', message: 'ok', data: null })).toEqual({
      code: 0,
      message: 'ok',
      data: null,
    });
  });

  it('rejects bodies that are not envelopes', () => {
    expect(readEnvelope(undefined)).toBeNull();
    expect(readEnvelope('<html>')).toBeNull();
    expect(readEnvelope({ message: 'x' })).toBeNull();
    expect(readEnvelope([1, 2])).toBeNull();
  });
});

describe('interpretAnswer', () => {
  it('treats code 200 as success by default and the caller code otherwise', () => {
    expect(interpretAnswer(200, { code: 200, message: 'ok', msg: 'ok', data: 1 }, 200).kind).toBe('success');
    expect(interpretAnswer(200, { code: 0, message: 'ok', msg: 'ok', data: 1 }, 0).kind).toBe('success');
    expect(interpretAnswer(200, { code: 200, message: 'ok', msg: 'ok', data: 1 }, 0).kind).toBe('failure');
  });

  it('recognises 401 as HTTP status or as body code', () => {
    expect(interpretAnswer(401, undefined, 200).kind).toBe('unauthorized');
    expect(interpretAnswer(200, { code: 401, message: '', msg: '', data: null }, 200).kind).toBe('unauthorized');
  });

  it('carries the Chinese message of a 429', () => {
    const outcome = interpretAnswer(
      429,
      { code: 429, message: '操作过于频繁，请稍后再试', msg: '操作过于频繁，请稍后再试', data: null },
      200,
    );
    expect(outcome.kind).toBe('failure');
    if (outcome.kind === 'failure') {
      expect(outcome.error.code).toBe(429);
      expect(outcome.error.message).toBe('操作过于频繁，请稍后再试');
    }
  });

  it('treats a body that is not an envelope as a silent network failure', () => {
    expect(interpretAnswer(502, undefined, 200).kind).toBe('network');
  });
});

describe('buildUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(buildUrl('/registerNote', { mobile: '13800138000', x: '', y: undefined })).toBe(
      '/api/registerNote?mobile=13800138000',
    );
    expect(buildUrl('app')).toBe('/api/app');
  });
});

describe('createApiClient', () => {
  it('sends JSON with the bearer token and answers the envelope', async () => {
    const { deps } = makeDeps();
    deps.fetch.mockResolvedValue(
      jsonResponse(200, { code: 200, message: '成功', msg: '成功', data: { balance: '1.00' } }),
    );
    const client = createApiClient(deps);
    const answer = await client.post('/balance', BalanceSchema, { body: { a: 1 } });
    expect(answer).toEqual({ code: 200, message: '成功', data: { balance: '1.00' } });
    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/balance');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
  });

  it('shows the server message and rejects with ApiError on failure', async () => {
    const { deps } = makeDeps();
    deps.fetch.mockResolvedValue(jsonResponse(200, { code: 422, message: '', msg: '余额不足', data: null }));
    const client = createApiClient(deps);
    const error = await client.post('/transfer', TransferResultSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 422, message: '余额不足', kind: 'server' });
    expect(deps.showError).toHaveBeenCalledWith('余额不足');
  });

  it('lets the caller opt out of the toast', async () => {
    const { deps } = makeDeps();
    deps.fetch.mockResolvedValue(jsonResponse(200, { code: 500, message: '错误', msg: '错误', data: null }));
    const client = createApiClient(deps);
    await expect(client.post('/x', EmptySchema, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('handles several simultaneous 401 answers once', async () => {
    const { deps } = makeDeps();
    deps.fetch.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { code: 401, message: '', msg: '', data: null })),
    );
    const client = createApiClient(deps);
    const results = await Promise.allSettled([
      client.post('/balance', BalanceSchema),
      client.post('/user', UserInfoSchema),
      client.get('/x', EmptySchema),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(deps.alertUnauthorized).toHaveBeenCalledTimes(1);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('handles a 401 again after a new login', async () => {
    const { deps, setToken } = makeDeps();
    deps.fetch.mockImplementation(() => Promise.resolve(new Response('', { status: 401 })));
    const client = createApiClient(deps);
    await client.post('/balance', BalanceSchema).catch(() => undefined);
    setToken('tok-2');
    client.resetUnauthorized();
    await client.post('/balance', BalanceSchema).catch(() => undefined);
    expect(deps.alertUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('shows nothing on a network failure', async () => {
    const { deps } = makeDeps();
    deps.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient(deps);
    await expect(client.post('/app', AppInfoSchema)).rejects.toMatchObject({ kind: 'network' });
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.alertUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts after the timeout and shows nothing', async () => {
    const { deps } = makeDeps();
    deps.fetch.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const client = createApiClient(deps);
    await expect(client.post('/slow', EmptySchema, { timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('sends GET queries without a body', async () => {
    const { deps, setToken } = makeDeps();
    setToken(null);
    deps.fetch.mockResolvedValue(jsonResponse(200, { code: 200, message: '发送成功', msg: '发送成功', data: null }));
    const client = createApiClient(deps);
    const answer = await client.get('/registerNote', EmptySchema, { query: { mobile: '13800138000' } });
    expect(answer.message).toBe('发送成功');
    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/registerNote?mobile=13800138000');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Authorization');
  });
});
