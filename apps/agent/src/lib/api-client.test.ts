import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zh } from '../locales/zh-CN';
import { apiClient, ApiError, buildUrl } from './api-client';
import { getToken, setToken } from './session';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('puts the path under /api/agent-portal and leaves out empty filters', () => {
    expect(buildUrl('/members', { search: '', agent_id: undefined, page: 2, from: '2026-11-01' })).toBe(
      '/api/agent-portal/members?page=2&from=2026-11-01',
    );
    expect(buildUrl('/captcha', undefined, '/api')).toBe('/api/captcha');
  });
});

describe('apiClient', () => {
  it('sends the portal token and parses the data with the contract', async () => {
    setToken('portal-token');
    const fetchMock = answer(200, { code: 200, message: 'ok', msg: 'ok', data: { n: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiClient.get('/me', z.object({ n: z.number() }), { silent: true });
    expect(result.data).toEqual({ n: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer portal-token');
  });

  it('drops the token on 401 (the guard then opens the login page)', async () => {
    setToken('expired');
    vi.stubGlobal('fetch', answer(401, { code: 401, message: 'x', msg: 'x', data: null }));
    await expect(apiClient.get('/me', z.null(), { silent: true })).rejects.toEqual(
      new ApiError(401, zh.auth.sessionExpired),
    );
    expect(getToken()).toBeNull();
  });

  it("rejects a refusal with the server's message", async () => {
    vi.stubGlobal('fetch', answer(200, { code: 422, message: '代理不存在', msg: '代理不存在', data: null }));
    await expect(apiClient.get('/members', z.null(), { silent: true })).rejects.toMatchObject({
      code: 422,
      message: '代理不存在',
    });
  });
});
